import { useState } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useT } from '@/lib/i18n/react';

/**
 * "Your password", asked again before a step that cannot be undone (closing the account, a break
 * from play), with its error under it.
 */
export function PasswordConfirmField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{t('account.passwordConfirm.label')}</Label>
      <Input
        id={id}
        type="password"
        autoComplete="current-password"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} message={error ?? undefined} />
    </div>
  );
}

/**
 * The password field's state in a confirmation dialog: what was typed, whether the player pressed
 * confirm without typing it, a reset for each time the dialog opens.
 */
export function usePasswordConfirm() {
  const t = useT();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  return {
    password,
    /** The field's error when confirm was pressed with nothing typed. */
    missingError: missing ? t('account.passwordConfirm.missing') : null,
    change: (value: string) => {
      setPassword(value);
      setMissing(false);
    },
    reset: () => {
      setPassword('');
      setMissing(false);
    },
    /** True when a password was typed; otherwise the field says it is needed. */
    given: () => {
      if (!password) setMissing(true);
      return password !== '';
    },
  };
}

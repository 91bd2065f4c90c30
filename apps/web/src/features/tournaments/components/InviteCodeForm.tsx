import { ArrowRight, LoaderCircle } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useT } from '@/lib/i18n/react';
import { checkInviteCode, INVITE_CODE_LENGTH } from '../lib/private-tournament';

/**
 * An invite code's field and its button. The code is checked here first (8 letters and digits,
 * the server's own rule) and handed on in capitals, as the server keeps codes; `error` is what the
 * server said of the last code tried.
 */
export function InviteCodeForm({
  label,
  submitLabel,
  pendingLabel,
  hint,
  defaultValue = '',
  error,
  pending = false,
  onSubmit,
  testId,
}: {
  label: string;
  submitLabel: string;
  pendingLabel: string;
  hint: ReactNode;
  defaultValue?: string;
  /** Why the last code was refused (the server's words); cleared by the caller on the next submit. */
  error?: string | null;
  pending?: boolean;
  onSubmit: (code: string) => void;
  testId?: string;
}) {
  const t = useT();
  const ids = useId();
  const [text, setText] = useState(defaultValue);
  const [localError, setLocalError] = useState<string | null>(null);
  const shown = localError ?? error ?? null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkInviteCode(text);
    if (!check.ok) {
      // The one way a typed code fails: not 8 letters and digits (check.message is the schema's English).
      setLocalError(t('privateTournament.inviteCode.invalid'));
      return;
    }
    setLocalError(null);
    setText(check.code);
    onSubmit(check.code);
  };

  const errorId = `${ids}-error`;
  const hintId = `${ids}-hint`;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2" aria-label={label} data-testid={testId}>
      <Label htmlFor={`${ids}-code`}>{label}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={`${ids}-code`}
          name="inviteCode"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setLocalError(null);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          // Room for a pasted code's stray spaces, which the check trims.
          maxLength={INVITE_CODE_LENGTH + 4}
          placeholder={t('privateTournament.inviteCode.placeholder')}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${errorId} ${hintId}` : hintId}
          className="font-mono tracking-widest uppercase placeholder:font-sans placeholder:tracking-normal placeholder:normal-case sm:w-56"
          data-testid="invite-code-input"
        />
        <Button type="submit" variant="outline" disabled={pending} data-testid="invite-code-submit">
          {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {pending ? pendingLabel : submitLabel}
          {pending ? null : <ArrowRight aria-hidden="true" />}
        </Button>
      </div>
      <div aria-live="polite">
        <FieldError id={errorId} message={shown ?? undefined} />
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </form>
  );
}

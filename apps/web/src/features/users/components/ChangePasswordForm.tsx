import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordBodySchema } from '@ludo/shared/users/users.schemas';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { fieldIssues, serverMessage } from '@/lib/api-error';
import { type MessageId, useT } from '@/lib/i18n/react';
import { useChangePassword } from '../api/change-password';

const FIELDS = [
  { name: 'currentPassword', labelId: 'profile.password.current', autoComplete: 'current-password' },
  { name: 'newPassword', labelId: 'profile.password.new', autoComplete: 'new-password' },
  { name: 'confirmPassword', labelId: 'profile.password.confirm', autoComplete: 'new-password' },
] as const satisfies readonly { name: string; labelId: MessageId; autoComplete: string }[];
type Field = (typeof FIELDS)[number]['name'];

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Changes the password; the server signs out every other session and gives this one a new token. */
export function ChangePasswordForm() {
  const t = useT();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(changePasswordBodySchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await change.mutateAsync(body);
      toast.success(t('profile.password.changed'));
      reset(EMPTY);
    } catch (error) {
      const issues = fieldIssues(error);
      for (const issue of issues) {
        if (FIELDS.some((field) => field.name === issue.path))
          setError(issue.path as Field, { message: issue.message });
      }
      if (issues.length === 0) {
        setError('root.server', { message: serverMessage(error) ?? t('profile.password.failed') });
      }
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t('profile.password.formLabel')}>
      {errors.root?.server ? (
        <Alert variant="destructive">
          <AlertDescription>{errors.root.server.message}</AlertDescription>
        </Alert>
      ) : null}
      {FIELDS.map(({ name, labelId, autoComplete }) => (
        <div key={name} className="flex flex-col gap-2">
          <Label htmlFor={`password-${name}`}>{t(labelId)}</Label>
          <Input
            id={`password-${name}`}
            type="password"
            autoComplete={autoComplete}
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={errors[name] ? `password-${name}-error` : undefined}
            {...register(name)}
          />
          <FieldError id={`password-${name}-error`} message={errors[name]?.message} />
        </div>
      ))}
      <p className="text-xs text-muted-foreground">{t('profile.password.signsOut')}</p>
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t('profile.password.changing') : t('profile.password.submit')}
        </Button>
      </div>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { type ForgotPasswordBody, forgotPasswordBodySchema } from '@ludo/shared/auth/auth.schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { HydratedFieldset } from '@/components/hydrated-fieldset';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { serverMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n/react';
import { useForgotPassword } from '../api/password-reset';
import { AuthCard } from '../components/AuthCard';
import { AuthField } from '../components/AuthField';

/**
 * /forgot-password: an email address gets a reset link, a phone number a code by SMS. The answer
 * never says whether an account exists.
 */
export default function ForgotPasswordPage() {
  const t = useT();
  const mutation = useForgotPassword();
  const [sent, setSent] = useState<{ message: string; byPhone: boolean }>();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { identifier: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const { message } = await mutation.mutateAsync(values);
      setSent({ message, byPhone: !values.identifier.includes('@') });
    } catch (error) {
      setFailure(serverMessage(error) ?? t('auth.forgot.failed'));
    }
  });

  return (
    <AuthCard title={t('auth.forgot.title')} description={t('auth.forgot.description')}>
      {sent ? (
        <div className="flex flex-col gap-4" role="status">
          <Alert>
            <AlertDescription>{sent.message}</AlertDescription>
          </Alert>
          {sent.byPhone ? (
            <Button asChild>
              <Link to={paths.resetPassword}>{t('auth.forgot.enterCode')}</Link>
            </Button>
          ) : null}
        </div>
      ) : (
        <form method="post" noValidate onSubmit={onSubmit} aria-label={t('auth.forgot.formLabel')}>
          <HydratedFieldset className="flex flex-col gap-4">
            {failure ? (
              <Alert variant="destructive">
                <AlertDescription>{failure}</AlertDescription>
              </Alert>
            ) : null}
            <AuthField
              id="forgot-identifier"
              label={t('auth.forgot.identifier')}
              error={errors.identifier?.message}
              autoComplete="username"
              inputMode="email"
              {...register('identifier')}
            />
            <Button type="submit" className="w-full" disabled={mutation.isPending}>
              {mutation.isPending ? t('auth.forgot.sending') : t('auth.forgot.submit')}
            </Button>
          </HydratedFieldset>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-muted-foreground">
        <Link to={paths.login} className="font-medium text-primary underline-offset-4 hover:underline">
          {t('auth.forgot.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, resetPasswordBodySchema } from '@ludo/shared/auth/auth.schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { HydratedFieldset } from '@/components/hydrated-fieldset';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { serverMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n/react';
import { useResetPassword } from '../api/password-reset';
import { AuthCard } from '../components/AuthCard';
import { AuthField } from '../components/AuthField';

const formSchema = resetPasswordBodySchema
  .extend({ confirmPassword: z.string({ error: MESSAGES.passwordRequired }) })
  .refine((body) => body.password === body.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDoNotMatch,
  });
type FormValues = z.input<typeof formSchema>;

/**
 * /reset-password: from the email's link (?token=…) the token is already there; after an SMS the
 * player types the code. A reset ends every session, so the player logs in again afterwards.
 */
export default function ResetPasswordPage() {
  const t = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const linkToken = params.get('token') ?? '';
  const mutation = useResetPassword();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { token: linkToken, password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const { message } = await mutation.mutateAsync({ token: values.token, password: values.password });
      toast.success(message);
      navigate(paths.login, { replace: true });
    } catch (error) {
      setFailure(serverMessage(error) ?? t('auth.reset.failed'));
    }
  });

  return (
    <AuthCard
      title={t('auth.reset.title')}
      description={linkToken ? t('auth.reset.description.link') : t('auth.reset.description.code')}
    >
      <form method="post" noValidate onSubmit={onSubmit} aria-label={t('auth.reset.formLabel')}>
        <HydratedFieldset className="flex flex-col gap-4">
          {failure ? (
            <Alert variant="destructive">
              <AlertDescription>
                {failure}{' '}
                <Link to={paths.forgotPassword} className="font-medium underline">
                  {t('auth.reset.askNew')}
                </Link>
              </AlertDescription>
            </Alert>
          ) : null}
          {linkToken ? (
            <input type="hidden" {...register('token')} />
          ) : (
            <AuthField
              id="reset-code"
              label={t('auth.reset.code')}
              error={errors.token?.message}
              autoComplete="one-time-code"
              autoCapitalize="characters"
              placeholder="ABCD-2345"
              {...register('token')}
            />
          )}
          <AuthField
            id="reset-password"
            label={t('auth.reset.password')}
            error={errors.password?.message}
            type="password"
            autoComplete="new-password"
            {...register('password')}
          />
          <AuthField
            id="reset-confirm"
            label={t('auth.reset.confirm')}
            error={errors.confirmPassword?.message}
            type="password"
            autoComplete="new-password"
            {...register('confirmPassword')}
          />
          <Button type="submit" className="w-full" disabled={mutation.isPending}>
            {mutation.isPending ? t('auth.reset.saving') : t('auth.reset.submit')}
          </Button>
        </HydratedFieldset>
      </form>
    </AuthCard>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, resetPasswordBodySchema } from '@ludo/shared/auth/auth.schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { serverMessage } from '@/lib/api-error';
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
      setFailure(serverMessage(error) ?? 'Something went wrong. Please try again.');
    }
  });

  return (
    <AuthCard
      title="Reset password"
      description={
        linkToken ? 'Choose a new password for your account.' : 'Enter the code from the SMS and a new password.'
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Reset password">
        {failure ? (
          <Alert variant="destructive">
            <AlertDescription>
              {failure}{' '}
              <Link to={paths.forgotPassword} className="font-medium underline">
                Ask for a new one
              </Link>
            </AlertDescription>
          </Alert>
        ) : null}
        {linkToken ? (
          <input type="hidden" {...register('token')} />
        ) : (
          <AuthField
            id="reset-code"
            label="Code from the SMS"
            error={errors.token?.message}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            placeholder="ABCD-2345"
            {...register('token')}
          />
        )}
        <AuthField
          id="reset-password"
          label="New password"
          error={errors.password?.message}
          type="password"
          autoComplete="new-password"
          {...register('password')}
        />
        <AuthField
          id="reset-confirm"
          label="Confirm new password"
          error={errors.confirmPassword?.message}
          type="password"
          autoComplete="new-password"
          {...register('confirmPassword')}
        />
        <Button type="submit" className="w-full" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving...' : 'Set new password'}
        </Button>
      </form>
    </AuthCard>
  );
}

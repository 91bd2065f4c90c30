import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginBody, loginBodySchema } from '@ludo/shared/auth/auth.schemas';
import { BRAND_NAME } from '@ludo/shared/brand';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { HydratedFieldset } from '@/components/hydrated-fieldset';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { serverMessage } from '@/lib/api-error';
import { ACCESS_TOKEN_KEY, useAuthStore } from '@/lib/auth-store';
import { T, useT } from '@/lib/i18n/react';
import { landingAfterLogin, useLogin } from '../api/login';
import { AuthCard } from '../components/AuthCard';
import { AuthField } from '../components/AuthField';
import { returnPathFrom, withReturn } from '../lib/return-to';

export default function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const returnTo = returnPathFrom(useLocation().search);
  const loginMutation = useLogin();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginBody>({ resolver: zodResolver(loginBodySchema), defaultValues: { identifier: '', password: '' } });

  // docs/product-rules.md, Sessions: a token present when the login page loads also marks the user logged in (another
  // tab may have logged in since this one started); the public-area guard then redirects.
  useEffect(() => {
    const stored = localStorage.getItem(ACCESS_TOKEN_KEY);
    const { isLoggedIn, setToken } = useAuthStore.getState();
    if (stored && !isLoggedIn) setToken(stored);
  }, []);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const { accessToken } = await loginMutation.mutateAsync(values);
      const landing =
        returnTo ?? ((await landingAfterLogin(accessToken)) === 'admin' ? paths.admin.dashboard : paths.user.dashboard);
      // mutateAsync rather than mutate callbacks: storing the token makes the public-area guard
      // unmount this page, and callbacks of an unmounted observer never run.
      useAuthStore.getState().setToken(accessToken, landing);
      toast.success(t('auth.login.success'));
      navigate(landing, { replace: true });
    } catch (error) {
      const message = serverMessage(error) ?? t('auth.login.failed');
      setFailure(message);
      toast.error(message);
    }
  });

  return (
    <AuthCard title={t('auth.login.title')} description={t('auth.login.description', { brand: BRAND_NAME })}>
      <form method="post" noValidate onSubmit={onSubmit} aria-label={t('auth.login.formLabel')}>
        <HydratedFieldset className="flex flex-col gap-4">
          {failure ? (
            <Alert variant="destructive" data-testid="login-error">
              <AlertDescription>{failure}</AlertDescription>
            </Alert>
          ) : null}
          <AuthField
            id="login-identifier"
            label={t('auth.login.identifier')}
            error={errors.identifier?.message}
            autoComplete="username"
            inputMode="email"
            {...register('identifier')}
          />
          <AuthField
            id="login-password"
            label={t('auth.login.password')}
            error={errors.password?.message}
            aside={
              <Link
                to={paths.forgotPassword}
                className="text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                {t('auth.login.forgotPassword')}
              </Link>
            }
            type="password"
            autoComplete="current-password"
            {...register('password')}
          />
          <Button type="submit" className="w-full" disabled={loginMutation.isPending}>
            {loginMutation.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
          </Button>
        </HydratedFieldset>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        <T
          id="auth.login.newHere"
          components={{
            0: (
              <Link
                to={withReturn(paths.register, returnTo)}
                className="font-medium text-primary underline-offset-4 hover:underline"
              />
            ),
          }}
        />
      </p>
    </AuthCard>
  );
}

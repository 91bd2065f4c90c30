import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginBody, loginBodySchema } from '@ludo/shared/auth/auth.schemas';
import { BRAND_NAME } from '@ludo/shared/brand';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { serverMessage } from '@/lib/api-error';
import { ACCESS_TOKEN_KEY, useAuthStore } from '@/lib/auth-store';
import { useLogin } from '../api/login';

export default function LoginPage() {
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginBody>({ resolver: zodResolver(loginBodySchema), defaultValues: { identifier: '', password: '' } });

  // The spec: a token present when the login page loads also marks the user logged in (another
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
      // mutateAsync rather than mutate callbacks: storing the token makes the public-area guard
      // unmount this page, and callbacks of an unmounted observer never run.
      useAuthStore.getState().setToken(accessToken);
      toast.success('Login successful');
      navigate(paths.user.dashboard, { replace: true });
    } catch (error) {
      const message = serverMessage(error) ?? 'Login failed';
      setFailure(message);
      toast.error(message);
    }
  });

  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-10 sm:py-16">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">Login</h1>
          <CardDescription>Welcome back to {BRAND_NAME}.</CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Login">
            {failure ? (
              <Alert variant="destructive" data-testid="login-error">
                <AlertDescription>{failure}</AlertDescription>
              </Alert>
            ) : null}
            <div className="flex flex-col gap-2">
              <Label htmlFor="login-identifier">Email or Phone</Label>
              <Input
                id="login-identifier"
                autoComplete="username"
                inputMode="email"
                aria-invalid={errors.identifier ? true : undefined}
                aria-describedby={errors.identifier ? 'login-identifier-error' : undefined}
                {...register('identifier')}
              />
              <FieldError id="login-identifier-error" message={errors.identifier?.message} />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="login-password">Password</Label>
              <Input
                id="login-password"
                type="password"
                autoComplete="current-password"
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? 'login-password-error' : undefined}
                {...register('password')}
              />
              <FieldError id="login-password-error" message={errors.password?.message} />
            </div>
            <Button type="submit" className="w-full" disabled={loginMutation.isPending}>
              {loginMutation.isPending ? 'Logging in...' : 'Login'}
            </Button>
          </form>
          <p className="mt-6 text-center text-sm text-muted-foreground">
            New here?{' '}
            <Link to={paths.register} className="font-medium text-primary underline-offset-4 hover:underline">
              Create an account
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

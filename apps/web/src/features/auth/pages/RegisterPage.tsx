import { zodResolver } from '@hookform/resolvers/zod';
import { registerBodySchema } from '@ludo/shared/auth/auth.schemas';
import { BRAND_NAME, EXTERNAL_LUDO_APP_NAME } from '@ludo/shared/brand';
import { isPlayMoney } from '@ludo/shared/money';
import type { IndianState } from '@ludo/shared/users/indian-states';
import { CircleCheck } from 'lucide-react';
import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import { HydratedFieldset } from '@/components/hydrated-fieldset';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { paths } from '@/config/paths';
import { duplicateField, fieldIssues, serverMessage } from '@/lib/api-error';
import { currentLocale } from '@/lib/i18n/i18n';
import { stateOptions } from '@/lib/i18n/indian-states';
import { T, useT } from '@/lib/i18n/react';
import { useRegister } from '../api/register';
import { returnPathFrom, withReturn } from '../lib/return-to';

const FIELDS = ['fullName', 'email', 'phone', 'password', 'confirmPassword', 'ludoPlayerId', 'referralCode'] as const;
type TextField = (typeof FIELDS)[number];

const EMPTY = {
  fullName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  ludoPlayerId: '',
  referralCode: '',
  state: undefined as IndianState | undefined,
};

export default function RegisterPage() {
  const t = useT();
  const registerMutation = useRegister();
  // Carried to the login link, so that a visitor who came to join something comes back to it.
  const returnTo = returnPathFrom(useLocation().search);
  const [failure, setFailure] = useState<string>();
  const [registered, setRegistered] = useState(false);
  // On a phone the form's button is far below the panels at its top: the outcome is brought into
  // view and focused, so the player (and a screen reader) meets it without scrolling back up.
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (registered || failure) outcome.current?.focus();
  }, [registered, failure]);
  const {
    register,
    control,
    handleSubmit,
    getValues,
    reset,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(registerBodySchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(
    async (body) => {
      setFailure(undefined);
      setRegistered(false);
      try {
        await registerMutation.mutateAsync(body);
        toast.success(t('auth.register.success'));
        reset();
        setRegistered(true);
      } catch (error) {
        toast.error(t('auth.register.failedToast'));
        setFailure(serverMessage(error) ?? t('auth.register.failed'));
        const field = duplicateField(error);
        if (field) setError(field, { message: serverMessage(error) });
        for (const issue of fieldIssues(error)) {
          if ((FIELDS as readonly string[]).includes(issue.path)) {
            setError(issue.path as TextField, { message: issue.message });
          }
        }
      }
    },
    () => {
      // The product's alert, whatever else is wrong with the form; nothing is sent.
      const { password, confirmPassword } = getValues();
      if (password !== confirmPassword) window.alert(t('auth.register.passwordsDoNotMatch'));
    },
  );

  const describedBy = (name: FieldPath<typeof EMPTY> | 'ageConfirmed' | 'state', hint?: string) =>
    [hint, errors[name] ? `register-${name}-error` : undefined].filter(Boolean).join(' ') || undefined;

  const textField = (name: TextField, label: string, props: ComponentProps<typeof Input> = {}, hint?: string) => (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`register-${name}`}>{label}</Label>
      <Input
        id={`register-${name}`}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name, hint ? `register-${name}-hint` : undefined)}
        {...props}
        {...register(name)}
      />
      {hint ? (
        <p id={`register-${name}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={`register-${name}-error`} message={errors[name]?.message} />
    </div>
  );

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col px-4 py-10 sm:py-16">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">{t('auth.register.title')}</h1>
          <CardDescription>{t('auth.register.description', { brand: BRAND_NAME })}</CardDescription>
        </CardHeader>
        <CardContent>
          {registered ? (
            <Alert ref={outcome} tabIndex={-1} className="mb-4 scroll-mt-20" data-testid="register-success">
              <CircleCheck aria-hidden="true" className="text-success" />
              <AlertTitle>{t('auth.register.ready.title')}</AlertTitle>
              <AlertDescription>
                <p>{t('auth.register.ready.text')}</p>
                <Button asChild size="sm" className="mt-3">
                  <Link to={withReturn(paths.login, returnTo)}>{t('auth.register.ready.login')}</Link>
                </Button>
              </AlertDescription>
            </Alert>
          ) : null}
          <form method="post" noValidate onSubmit={onSubmit} aria-label={t('auth.register.formLabel')}>
            <HydratedFieldset className="flex flex-col gap-4">
              {failure ? (
                <Alert
                  ref={outcome}
                  tabIndex={-1}
                  variant="destructive"
                  className="scroll-mt-20"
                  data-testid="register-error"
                >
                  <AlertDescription>{failure}</AlertDescription>
                </Alert>
              ) : null}
              {textField('fullName', t('auth.register.fullName'), { autoComplete: 'name' })}
              {textField('email', t('auth.register.email'), { type: 'email', autoComplete: 'email' })}
              <div className="flex flex-col gap-2">
                <Label htmlFor="register-phone">{t('auth.register.phone')}</Label>
                <div className="flex">
                  <span className="inline-flex items-center rounded-l-md border border-r-0 border-input bg-muted px-3 text-sm text-muted-foreground">
                    +91
                  </span>
                  <Input
                    id="register-phone"
                    type="tel"
                    autoComplete="tel-national"
                    inputMode="numeric"
                    maxLength={14}
                    className="rounded-l-none"
                    aria-invalid={errors.phone ? true : undefined}
                    aria-describedby={describedBy('phone', 'register-phone-hint')}
                    {...register('phone')}
                  />
                </div>
                <p id="register-phone-hint" className="text-xs text-muted-foreground">
                  {t('auth.register.phone.hint')}
                </p>
                <FieldError id="register-phone-error" message={errors.phone?.message} />
              </div>
              {textField('password', t('auth.register.password'), { type: 'password', autoComplete: 'new-password' })}
              {textField('confirmPassword', t('auth.register.confirmPassword'), {
                type: 'password',
                autoComplete: 'new-password',
              })}
              {textField(
                'ludoPlayerId',
                t('auth.register.ludoPlayerId'),
                { autoComplete: 'off' },
                t('auth.register.ludoPlayerId.hint', { app: EXTERNAL_LUDO_APP_NAME }),
              )}
              {textField('referralCode', t('auth.register.referralCode'), { autoComplete: 'off' })}
              {/* Money games are not allowed in some states: with real money, players say where they live. */}
              {isPlayMoney() ? null : (
                <div className="flex flex-col gap-2">
                  <Label htmlFor="register-state">{t('auth.register.state')}</Label>
                  <NativeSelect
                    id="register-state"
                    autoComplete="address-level1"
                    aria-invalid={errors.state ? true : undefined}
                    aria-describedby={describedBy('state', 'register-state-hint')}
                    {...register('state', { setValueAs: (value: string) => (value === '' ? undefined : value) })}
                  >
                    <option value="">{t('auth.register.state.placeholder')}</option>
                    {stateOptions(t, currentLocale()).map(({ value, label }) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </NativeSelect>
                  <p id="register-state-hint" className="text-xs text-muted-foreground">
                    {t('auth.register.state.hint')}
                  </p>
                  <FieldError id="register-state-error" message={errors.state?.message} />
                </div>
              )}
              <div className="flex flex-col gap-2">
                <div className="flex items-center gap-3">
                  <Controller
                    control={control}
                    name="ageConfirmed"
                    render={({ field }) => (
                      <Checkbox
                        id="register-ageConfirmed"
                        ref={field.ref}
                        name={field.name}
                        checked={field.value === true}
                        onCheckedChange={(checked) => field.onChange(checked === true)}
                        onBlur={field.onBlur}
                        aria-invalid={errors.ageConfirmed ? true : undefined}
                        aria-describedby={describedBy('ageConfirmed')}
                      />
                    )}
                  />
                  <Label htmlFor="register-ageConfirmed">{t('auth.register.ageConfirmed')}</Label>
                </div>
                <FieldError id="register-ageConfirmed-error" message={errors.ageConfirmed?.message} />
              </div>
              <Button type="submit" className="w-full" disabled={registerMutation.isPending}>
                {registerMutation.isPending ? t('auth.register.submitting') : t('auth.register.submit')}
              </Button>
            </HydratedFieldset>
          </form>
          <p className="mt-6 text-center text-sm text-muted-foreground">
            <T
              id="auth.register.haveAccount"
              components={{
                0: (
                  <Link
                    to={withReturn(paths.login, returnTo)}
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  />
                ),
              }}
            />
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

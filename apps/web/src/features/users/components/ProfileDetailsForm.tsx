import { zodResolver } from '@hookform/resolvers/zod';
import { localMobileDigits } from '@ludo/shared/auth/phone';
import { type Profile, updateProfileBodySchema } from '@ludo/shared/users/users.schemas';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { duplicateField, fieldIssues, serverMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n/react';
import { useUpdateProfile } from '../api/update-profile';
import { PhoneInput } from './PhoneInput';

const FIELDS = ['fullName', 'email', 'phone'] as const;
type Field = (typeof FIELDS)[number];

/** Personal Info in edit mode: name, email and phone, saved with PATCH /api/users/profile. */
export function ProfileDetailsForm({ profile, onSaved }: { profile: Profile; onSaved: () => void }) {
  const t = useT();
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(updateProfileBodySchema),
    defaultValues: { fullName: profile.fullName, email: profile.email, phone: localMobileDigits(profile.phone) },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await update.mutateAsync(body);
      toast.success(t('profile.details.saved'));
      onSaved();
    } catch (error) {
      const field = duplicateField(error);
      const issues = fieldIssues(error);
      if (field === 'email' || field === 'phone') setError(field, { message: serverMessage(error) });
      for (const issue of issues) {
        if ((FIELDS as readonly string[]).includes(issue.path))
          setError(issue.path as Field, { message: issue.message });
      }
      if (!field && issues.length === 0) {
        setError('root.server', { message: serverMessage(error) ?? t('profile.details.failed') });
      }
    }
  });

  const described = (name: Field) => (errors[name] ? `profile-${name}-error` : undefined);

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t('profile.details.formLabel')}>
      {errors.root?.server ? (
        <Alert variant="destructive">
          <AlertDescription>{errors.root.server.message}</AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-col gap-2">
        <Label htmlFor="profile-fullName">{t('profile.details.fullName')}</Label>
        <Input
          id="profile-fullName"
          autoComplete="name"
          aria-invalid={errors.fullName ? true : undefined}
          aria-describedby={described('fullName')}
          {...register('fullName')}
        />
        <FieldError id="profile-fullName-error" message={errors.fullName?.message} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="profile-email">{t('profile.details.email')}</Label>
        <Input
          id="profile-email"
          type="email"
          autoComplete="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={described('email')}
          {...register('email')}
        />
        <FieldError id="profile-email-error" message={errors.email?.message} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="profile-phone">{t('profile.details.phone')}</Label>
        <PhoneInput
          id="profile-phone"
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={described('phone')}
          {...register('phone')}
        />
        <FieldError id="profile-phone-error" message={errors.phone?.message} />
      </div>
      <div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('profile.details.saving') : t('profile.details.save')}
        </Button>
      </div>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { KYC_DOCUMENT_FIELDS, type KycDetails } from '@ludo/shared/kyc/kyc.schemas';
import { MIN_PLAYER_AGE } from '@ludo/shared/limits';
import { Upload } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n/react';
import { reportFailure } from '@/lib/logger';
import { KycSubmitError, useSubmitKyc } from '../api/submit-kyc';
import { KYC_TEXT, latestBirthDateFor } from '../lib/kyc-display';
import {
  KYC_FORM_FIELDS,
  type KycFormField,
  type KycFormInput,
  type KycFormOutput,
  kycFormSchema,
} from '../lib/kyc-form';
import { DocumentFileInput } from './DocumentFileInput';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

interface KycFormProps {
  kyc: KycDetails;
  /** The account name, offered as the full name on a first submission. */
  accountName: string;
  onSubmitted: () => void;
  onCancel: () => void;
  /** Told when an upload starts and ends, so the dialog is not closed by a stray tap meanwhile. */
  onBusyChange: (busy: boolean) => void;
}

/**
 * The KYC form (docs/product-rules.md, KYC): full name, date of birth, address, optional PAN number and the
 * three documents, checked with the shared rules before anything is sent, then uploaded with
 * progress. Leaving the form (closing the dialog) cancels an upload in flight.
 */
export function KycForm({ kyc, accountName, onSubmitted, onCancel, onBusyChange }: KycFormProps) {
  const t = useT();
  const schema = useMemo(() => kycFormSchema(t), [t]);
  const submit = useSubmitKyc();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useRef<AbortController | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    trigger,
    formState: { errors, isSubmitted },
  } = useForm<KycFormInput, unknown, KycFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      fullName: kyc.fullName ?? accountName,
      dob: kyc.dob ?? '',
      address: kyc.address ?? '',
      panNumber: '',
      aadharFront: null,
      aadharBack: null,
      pancard: null,
    },
  });
  const busy = progress !== null;

  useEffect(() => () => upload.current?.abort(), []);

  const onSubmit = handleSubmit(async (values) => {
    const controller = new AbortController();
    upload.current = controller;
    setProgress(0);
    onBusyChange(true);
    try {
      await submit.mutateAsync({
        input: values,
        options: { onProgress: (sent) => setProgress(sent), signal: controller.signal },
      });
      toast.success(t(KYC_TEXT.uploaded));
      onSubmitted();
    } catch (error) {
      if (isAbort(error)) {
        toast(t('kyc.form.cancelled'));
        return;
      }
      const failure =
        error instanceof KycSubmitError ? error : new KycSubmitError(undefined, KYC_TEXT.uploadError, {}, error);
      // An upload that got no answer is reported, for the team. A refusal is the player's to fix
      // and already in the server's log; its words may name the uploaded file, so they stay here.
      if (failure.details instanceof Error) reportFailure('kyc-upload', failure.details);
      toast.error(failure.text(t));
      let first: KycFormField | undefined;
      for (const [field, message] of Object.entries(failure.fieldErrors)) {
        if (!(KYC_FORM_FIELDS as readonly string[]).includes(field)) continue;
        setError(field as KycFormField, { type: 'server', message });
        first ??= field as KycFormField;
      }
      // Once the form is enabled again (after this render), focus the first field the server named.
      if (first) {
        const field = first;
        requestAnimationFrame(() => setFocus(field));
      }
    } finally {
      if (upload.current === controller) upload.current = null;
      setProgress(null);
      onBusyChange(false);
    }
  });

  const described = (name: KycFormField, hint?: string) =>
    [hint, errors[name] ? `kyc-${name}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const percent = progress === null ? 0 : Math.round(progress * 100);

  return (
    <form noValidate onSubmit={onSubmit} className="flex min-w-0 flex-col gap-4" aria-label={t('kyc.form.label')}>
      <fieldset disabled={busy} className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor="kyc-fullName">{t('kyc.form.fullName')}</Label>
          <Input
            id="kyc-fullName"
            autoComplete="name"
            aria-invalid={errors.fullName ? true : undefined}
            aria-describedby={described('fullName', 'kyc-fullName-hint')}
            {...register('fullName')}
          />
          <p id="kyc-fullName-hint" className="text-xs text-muted-foreground">
            {t('kyc.form.fullName.hint')}
          </p>
          <FieldError id="kyc-fullName-error" message={errors.fullName?.message} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="kyc-dob">{t('kyc.form.dob')}</Label>
          <Input
            id="kyc-dob"
            type="date"
            autoComplete="bday"
            min="1900-01-01"
            max={latestBirthDateFor(MIN_PLAYER_AGE)}
            aria-invalid={errors.dob ? true : undefined}
            aria-describedby={described('dob', 'kyc-dob-hint')}
            {...register('dob')}
          />
          <p id="kyc-dob-hint" className="text-xs text-muted-foreground">
            {t('kyc.form.dob.hint', { age: MIN_PLAYER_AGE })}
          </p>
          <FieldError id="kyc-dob-error" message={errors.dob?.message} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="kyc-address">{t('kyc.form.address')}</Label>
          <Textarea
            id="kyc-address"
            rows={3}
            autoComplete="street-address"
            aria-invalid={errors.address ? true : undefined}
            aria-describedby={described('address')}
            {...register('address')}
          />
          <FieldError id="kyc-address-error" message={errors.address?.message} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="kyc-panNumber">{t('kyc.form.panNumber')}</Label>
          <Input
            id="kyc-panNumber"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={10}
            placeholder="ABCDE1234F"
            className="uppercase"
            aria-invalid={errors.panNumber ? true : undefined}
            aria-describedby={described('panNumber')}
            {...register('panNumber')}
          />
          <FieldError id="kyc-panNumber-error" message={errors.panNumber?.message} />
        </div>
        <fieldset className="flex min-w-0 flex-col gap-4 rounded-lg border p-3">
          <legend className="px-1 text-sm font-medium">{t('kyc.form.documents')}</legend>
          {KYC_DOCUMENT_FIELDS.map((field) => (
            <Controller
              key={field}
              control={control}
              name={field}
              render={({ field: input, fieldState }) => (
                <DocumentFileInput
                  field={field}
                  file={input.value ?? null}
                  error={fieldState.error?.message}
                  disabled={busy}
                  inputRef={input.ref}
                  onBlur={input.onBlur}
                  onChange={(file) => {
                    input.onChange(file);
                    // Say at once when a file is too large or not a document, rather than on submit.
                    if (file || isSubmitted) void trigger(field);
                  }}
                />
              )}
            />
          ))}
        </fieldset>
      </fieldset>

      {busy ? (
        <div className="flex flex-col gap-2" aria-live="polite">
          <p className="text-sm font-medium">
            {percent < 100 ? t('kyc.form.uploadingPercent', { percent }) : t('kyc.form.checking')}
          </p>
          <Progress value={percent} label={t('kyc.form.progress')} />
          <p className="text-xs text-muted-foreground">{t('kyc.form.keepOpen')}</p>
        </div>
      ) : null}

      <DialogFooter>
        <Button variant="outline" onClick={() => (busy ? upload.current?.abort() : onCancel())}>
          {busy ? t('kyc.form.cancelUpload') : t('kyc.form.cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          <Upload aria-hidden="true" />
          {busy ? t('kyc.form.uploading') : t('kyc.form.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}

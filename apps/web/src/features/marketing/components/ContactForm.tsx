import { type ContactMessageBody, contactMessageBodySchema } from '@ludo/shared/support/support.schemas';
import { clsx } from 'clsx';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { HydratedFieldset } from '@/components/hydrated-fieldset';
import { ApiRequestError } from '@/lib/api-client';
import { type Translate, useT } from '@/lib/i18n/react';
import { useSendContactMessage } from '../api/send-contact-message';

type Field = keyof ContactMessageBody;
type FieldErrors = Partial<Record<Field, string>>;

const emptyForm: ContactMessageBody = { name: '', email: '', message: '' };
const fieldOrder: Field[] = ['name', 'email', 'message'];

function serverErrorText(error: Error, t: Translate): string {
  if (error instanceof ApiRequestError && error.status === 429) {
    return t('support.contactForm.rateLimited', { message: error.message });
  }
  if (error instanceof ApiRequestError) return error.message;
  return t('support.contactForm.failed');
}

const inputClass =
  'mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-500 dark:bg-slate-900 dark:text-white';

export function ContactForm() {
  const t = useT();
  const id = useId();
  const [values, setValues] = useState<ContactMessageBody>(emptyForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [success, setSuccess] = useState<string | null>(null);
  const mutation = useSendContactMessage();
  const fieldRefs = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const update = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setSuccess(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const parsed = contactMessageBodySchema.safeParse(values);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field | undefined;
        if (field && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      const first = fieldOrder.find((field) => next[field]);
      if (first) fieldRefs.current[first]?.focus();
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data, {
      onSuccess: (response) => {
        setSuccess(response.message);
        setValues(emptyForm);
      },
    });
  };

  const describedBy = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);
  const fieldClass = (field: Field) =>
    clsx(inputClass, errors[field] ? 'border-red-500' : 'border-slate-300 dark:border-slate-600');

  return (
    <form method="post" noValidate onSubmit={onSubmit} aria-busy={mutation.isPending}>
      <HydratedFieldset className="space-y-5">
        <div>
          <label htmlFor={`${id}-name`} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('support.contactForm.name')}
          </label>
          <input
            ref={(el) => {
              fieldRefs.current.name = el;
            }}
            id={`${id}-name`}
            name="name"
            type="text"
            autoComplete="name"
            value={values.name}
            onChange={(event) => update('name', event.target.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            className={fieldClass('name')}
          />
          {errors.name && (
            <p id={`${id}-name-error`} className="mt-1 text-sm text-red-600 dark:text-red-400">
              {errors.name}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('support.contactForm.email')}
          </label>
          <input
            ref={(el) => {
              fieldRefs.current.email = el;
            }}
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            onChange={(event) => update('email', event.target.value)}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
            className={fieldClass('email')}
          />
          {errors.email && (
            <p id={`${id}-email-error`} className="mt-1 text-sm text-red-600 dark:text-red-400">
              {errors.email}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-message`} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
            {t('support.contactForm.message')}
          </label>
          <textarea
            ref={(el) => {
              fieldRefs.current.message = el;
            }}
            id={`${id}-message`}
            name="message"
            rows={6}
            value={values.message}
            onChange={(event) => update('message', event.target.value)}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy('message')}
            className={fieldClass('message')}
          />
          {errors.message && (
            <p id={`${id}-message-error`} className="mt-1 text-sm text-red-600 dark:text-red-400">
              {errors.message}
            </p>
          )}
        </div>

        {mutation.isError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
            {serverErrorText(mutation.error, t)}
          </p>
        )}
        <div role="status">
          {success && (
            <p className="flex items-start gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {success}
            </p>
          )}
        </div>

        <button
          type="submit"
          disabled={mutation.isPending}
          className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-indigo-600 px-5 py-2.5 font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
        >
          {mutation.isPending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          {mutation.isPending ? t('support.contactForm.sending') : t('support.contactForm.send')}
        </button>
      </HydratedFieldset>
    </form>
  );
}

import { SUPPORT_EMAIL } from '@ludo/shared/brand';
import { SUPPORT_RESPONSE_HOURS } from '@ludo/shared/limits';
import { Clock, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { type MessageId, T, useT } from '@/lib/i18n/react';
import { ContactForm } from '../components/ContactForm';

const responseTimes: { priorityId: MessageId; hours: number }[] = [
  { priorityId: 'support.priority.named.high', hours: SUPPORT_RESPONSE_HOURS.high },
  { priorityId: 'support.priority.named.medium', hours: SUPPORT_RESPONSE_HOURS.medium },
  { priorityId: 'support.priority.named.low', hours: SUPPORT_RESPONSE_HOURS.low },
];

const linkClass =
  'font-medium text-indigo-700 underline hover:no-underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300';

export default function SupportPage() {
  const t = useT();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl dark:text-white">{t('support.public.title')}</h1>
      <p className="mt-3 max-w-3xl text-slate-600 dark:text-slate-300">
        <T id="support.public.intro" components={{ 0: <Link to={paths.howToPlay} className={linkClass} /> }} />
      </p>

      <div className="mt-10 grid gap-8 lg:grid-cols-3">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-xl border border-slate-200 bg-white p-6 lg:col-span-2 dark:border-slate-700 dark:bg-slate-900"
        >
          <h2 id="contact-form-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
            {t('support.public.formTitle')}
          </h2>
          <div className="mt-5">
            <ContactForm />
          </div>
        </section>

        <div className="space-y-6">
          <section
            aria-labelledby="contact-info-heading"
            className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
          >
            <h2
              id="contact-info-heading"
              className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white"
            >
              <Mail aria-hidden="true" className="size-5 text-indigo-600 dark:text-indigo-400" />
              {t('support.contact.title')}
            </h2>
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{t('support.contact.emailUs')}</p>
            <a href={`mailto:${SUPPORT_EMAIL}`} className={`${linkClass} break-all`}>
              {SUPPORT_EMAIL}
            </a>
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{t('support.contact.available')}</p>
          </section>

          <section
            aria-labelledby="response-times-heading"
            className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
          >
            <h2
              id="response-times-heading"
              className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white"
            >
              <Clock aria-hidden="true" className="size-5 text-indigo-600 dark:text-indigo-400" />
              {t('support.responseTimes.title')}
            </h2>
            <dl className="mt-3 divide-y divide-slate-200 text-sm dark:divide-slate-700">
              {responseTimes.map(({ priorityId, hours }) => (
                <div key={priorityId} className="flex justify-between gap-4 py-2">
                  <dt className="text-slate-600 dark:text-slate-300">{t(priorityId)}</dt>
                  <dd className="font-semibold text-slate-900 dark:text-white">
                    {t('support.responseTimes.within', { hours })}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </div>
    </div>
  );
}

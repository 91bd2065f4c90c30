import type { ReactNode } from 'react';
import { currentLocale } from '@/lib/i18n/i18n';
import { intlLocale } from '@/lib/i18n/locales';
import { T, useT } from '@/lib/i18n/react';

export interface LegalSection {
  /** Fragment id, so a section can be linked to (e.g. /terms#wallet). */
  id: string;
  /** Already translated. */
  heading: string;
  body: ReactNode;
}

interface LegalPageProps {
  /** Already translated. */
  title: string;
  /** ISO date (YYYY-MM-DD) of the last change to the text. */
  lastUpdated: string;
  intro: ReactNode;
  sections: LegalSection[];
}

// The date in the page's language; UTC, so that the ISO date reads as that day wherever the reader is.
function formatLastUpdated(isoDate: string): string {
  return new Intl.DateTimeFormat(intlLocale(currentLocale()), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(isoDate),
  );
}

// Spacing and list styles for the plain <p>/<ul> inside each section body.
const proseClass =
  'mt-3 space-y-3 text-slate-700 dark:text-slate-300 [&_a]:font-medium [&_a]:text-indigo-700 [&_a]:underline [&_a:hover]:no-underline dark:[&_a]:text-indigo-300 [&_li]:mt-1.5 [&_ul]:list-disc [&_ul]:pl-5';

/**
 * Title, "last updated" date, contents and numbered sections of a policy page. Renders inside the
 * page's `<WithCatalog namespace="docs">`.
 */
export function LegalPage({ title, lastUpdated, intro, sections }: LegalPageProps) {
  const t = useT();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <header>
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl dark:text-white">{title}</h1>
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">
          <T
            id="legal.page.lastUpdated"
            values={{ date: formatLastUpdated(lastUpdated) }}
            components={{ 0: <time dateTime={lastUpdated} /> }}
          />
        </p>
        <div className={proseClass}>{intro}</div>
      </header>

      <nav
        aria-label={t('legal.page.contents')}
        className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-700 dark:bg-slate-900"
      >
        <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{t('legal.page.contents')}</h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="mt-10 scroll-mt-20"
        >
          <h2 id={`${section.id}-heading`} className="text-xl font-semibold text-slate-900 dark:text-white">
            {index + 1}. {section.heading}
          </h2>
          <div className={proseClass}>{section.body}</div>
        </section>
      ))}
    </article>
  );
}

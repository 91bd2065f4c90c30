import { Languages } from 'lucide-react';
import { useId } from 'react';
import { currentLocale, setLocale } from '@/lib/i18n/i18n';
import { isLocale, LOCALE_NAMES, LOCALES } from '@/lib/i18n/locales';
import { useT } from '@/lib/i18n/react';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * The visitors' language choice in the public header. The choice is remembered on this device; a
 * signed-in player's language comes from Settings instead. On a prerendered page the choice waits
 * for React to take over: a choice made before would be lost without a word.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const t = useT();
  const id = useId();
  const hydrated = useHydrated();
  return (
    <div className={`flex items-center gap-1 ${className}`}>
      <Languages aria-hidden="true" className="size-4 shrink-0 text-slate-500 dark:text-slate-400" />
      <label htmlFor={id} className="sr-only">
        {t('public.language.label')}
      </label>
      <select
        id={id}
        value={currentLocale()}
        disabled={!hydrated}
        onChange={(event) => {
          if (isLocale(event.target.value)) void setLocale(event.target.value);
        }}
        className="min-h-11 rounded-md font-system border border-slate-300 bg-white px-2 text-sm text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 disabled:opacity-70"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}

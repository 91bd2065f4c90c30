import { currentLocale } from '@/lib/i18n/i18n';
import { intlLocale, type Locale } from '@/lib/i18n/locales';

// Dates read in the page's language ("12 मार्च 2025"), with Latin digits like every amount.
const formatters = new Map<Locale, { date: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat }>();

function formattersFor(locale: Locale) {
  let found = formatters.get(locale);
  if (!found) {
    const tag = intlLocale(locale);
    found = {
      date: new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric' }),
      dateTime: new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' }),
    };
    formatters.set(locale, found);
  }
  return found;
}

/** 12 March 2025 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : formattersFor(currentLocale()).date.format(date);
}

/** 12 Mar 2025, 4:05 pm */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : formattersFor(currentLocale()).dateTime.format(date);
}

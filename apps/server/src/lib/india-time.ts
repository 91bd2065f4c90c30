/**
 * India time (IST, UTC+05:30, no daylight saving): the week a leaderboard counts and the financial
 * year tax is counted in follow the players' calendar, whatever the server's zone.
 */

import type { Language } from './i18n';

export const IST_OFFSET_MS = 330 * 60_000;

/** Monday 00:00 in India of the week that holds `now`, as an instant. */
export function startOfIstWeek(now: Date): Date {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const daysSinceMonday = (ist.getUTCDay() + 6) % 7;
  const mondayIst = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() - daysSinceMonday);
  return new Date(mondayIst - IST_OFFSET_MS);
}

/** Midnight in India that starts the day holding `now`, as an instant, and that day as YYYY-MM-DD. */
export function startOfIstDay(now: Date): { start: Date; date: string } {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const midnight = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate());
  return { start: new Date(midnight - IST_OFFSET_MS), date: new Date(midnight).toISOString().slice(0, 10) };
}

/**
 * Midnight in India on the 1st of a month (`monthIndex` 0 for January; past 11 it runs on into the
 * next years, as Date.UTC does).
 */
export function istMonthStart(year: number, monthIndex: number): Date {
  return new Date(Date.UTC(year, monthIndex, 1) - IST_OFFSET_MS);
}

/** The first instant of the India calendar month that holds `now`. */
export function startOfIstMonth(now: Date): Date {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  return istMonthStart(ist.getUTCFullYear(), ist.getUTCMonth());
}

/** The first instant (1 April, India time) of the financial year that starts in `startYear`. */
export function financialYearStart(startYear: number): Date {
  return istMonthStart(startYear, 3);
}

/** The financial year (April to March, India time) a moment falls in: its starting calendar year and first instant. */
export function financialYearOf(at: Date): { startYear: number; start: Date } {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const startYear = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return { startYear, start: financialYearStart(startYear) };
}

/** One formatter per language, made on first use: India's time zone, Latin digits in every language. */
function indiaFormats(options: Intl.DateTimeFormatOptions): (language: Language) => Intl.DateTimeFormat {
  const made = new Map<Language, Intl.DateTimeFormat>();
  return (language) => {
    let format = made.get(language);
    if (!format) {
      format = new Intl.DateTimeFormat(language === 'en' ? 'en-IN' : `${language}-IN-u-nu-latn`, {
        timeZone: 'Asia/Kolkata',
        ...options,
      });
      made.set(language, format);
    }
    return format;
  };
}

const dateTimeIn = indiaFormats({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/**
 * A moment as players in India read it in a message: "24 Nov 2026, 9:00 pm IST"; in another
 * language its month names and order ("24 नव॰ 2026, 9:00 pm IST"), with Latin digits.
 */
export function formatIndiaDateTime(at: Date, language: Language = 'en'): string {
  return `${dateTimeIn(language).format(at)} IST`;
}

const dateIn = indiaFormats({ day: '2-digit', month: 'short', year: 'numeric' });

/**
 * A day as a statement lists it: "01 Jun 2026"; in another language its month's name ("01 जून
 * 2026"), with Latin digits as every amount beside it.
 */
export function formatIndiaDate(at: Date, language: Language = 'en'): string {
  return dateIn(language).format(at);
}

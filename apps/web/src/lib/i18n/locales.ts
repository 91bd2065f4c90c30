import { LANGUAGE_COOKIE, LANGUAGES, type Language } from '@ludo/shared/users/languages';

export type Locale = Language;
export const LOCALES: readonly Locale[] = LANGUAGES;

/** Each language named in itself, for the switchers (a reader finds their own script). */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  hi: 'हिन्दी',
  ta: 'தமிழ்',
  te: 'తెలుగు',
  mr: 'मराठी',
};

/**
 * The tag used for numbers, plurals and dates: the language as written in India, with Latin
 * digits. `mr-IN` alone formats with Devanagari digits, and amounts must read the same everywhere
 * (docs/decisions/0019-translations.md).
 */
export function intlLocale(locale: Locale): string {
  return `${locale}-IN-u-nu-latn`;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

const STORAGE_KEY = 'ludo.locale';

/** The language chosen last on this device (the public switcher, or a player's Settings). */
export function rememberedLocale(): Locale | undefined {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return isLocale(saved) ? saved : undefined;
  } catch {
    return undefined;
  }
}

export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Private mode or a full storage: the choice lasts for this page only.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: one plain preference cookie; the Cookie Store API is missing on older Android browsers
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/** The first of the browser's languages that we have, by its primary subtag ("hi-IN" → "hi"). */
export function browserLocale(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return undefined;
}

/** Remembered choice first, then the browser's languages, then English. */
export function initialLocale(): Locale {
  return rememberedLocale() ?? browserLocale(typeof navigator === 'undefined' ? [] : navigator.languages) ?? 'en';
}

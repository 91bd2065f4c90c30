import { type I18n, setupI18n } from '@lingui/core';
import { EXTERNAL_LUDO_APP_NAME } from '@ludo/shared/brand';
import { moneyMode, setCoinWords } from '@ludo/shared/money';
import { loadCatalog, type Namespace } from './catalogs';
import { intlLocale, type Locale, rememberLocale } from './locales';

/** The page's one translation instance. Components read it through `useT` and `<T>` (./react.tsx). */
export const i18n: I18n = setupI18n();

// One promise per catalog and language, kept: React's `use` needs the same promise on every render,
// and a catalog is downloaded once. A failed download is forgotten so that the next try refetches.
const catalogs = new Map<string, Promise<void>>();
const loaded = new Set<string>();
const inUse = new Set<Namespace>(['public']);
let switching: Promise<void> = Promise.resolve();

export function catalogReady(namespace: Namespace, locale: Locale): Promise<void> {
  const key = `${namespace}:${locale}`;
  let ready = catalogs.get(key);
  if (!ready) {
    ready = loadCatalog(namespace, locale).then(
      (messages) => {
        i18n.load(locale, messages);
        loaded.add(key);
      },
      (error: unknown) => {
        catalogs.delete(key);
        throw error;
      },
    );
    catalogs.set(key, ready);
  }
  return ready;
}

function activate(locale: Locale): void {
  i18n.activate(locale, [intlLocale(locale)]);
  // Play money's amounts ("50 coins") in the page's language.
  setCoinWords((amount, count) => i18n._('common.coins', { amount, count }));
  // Prerendering at build time has no document: the server writes the page's lang itself.
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** The language shown now. */
export function currentLocale(): Locale {
  return (i18n.locale || 'en') as Locale;
}

/**
 * A part of the page that needs `namespace` (the player area needs `app`) says so here: undefined
 * when it is loaded for the current language, else the promise of its download.
 */
export function needCatalog(namespace: Namespace): Promise<void> | undefined {
  inUse.add(namespace);
  const locale = currentLocale();
  return loaded.has(`${namespace}:${locale}`) ? undefined : catalogReady(namespace, locale);
}

/**
 * Switches the page to `locale` once every catalog in use is loaded for it, so a page never shows
 * half its texts in the old language. Calls apply in order; the last one wins. The choice is
 * remembered on this device for the next visit.
 */
export function setLocale(locale: Locale): Promise<void> {
  rememberLocale(locale);
  switching = switching
    .catch(() => undefined)
    .then(async () => {
      await Promise.all([...inUse].map((namespace) => catalogReady(namespace, locale)));
      activate(locale);
    });
  return switching;
}

/** The first language, before the first render. If its catalog cannot be fetched the page opens in English. */
export async function startI18n(locale: Locale): Promise<void> {
  try {
    await catalogReady('public', locale);
    activate(locale);
  } catch {
    await catalogReady('public', 'en');
    activate('en');
  }
}

// The forms validate with the shared schemas, whose messages are English text. They are found by
// that text among the `validation` catalog's English messages (written with what the page knows
// from the start: the money mode and the external app's name) and shown in the page's language.
export const english: I18n = setupI18n();
let validationIds: Map<string, string> | undefined;
let englishValidation: Promise<void> | undefined;

/** The page's validation messages, in English for finding them and in the page's language. */
export function validationReady(): Promise<void> | undefined {
  englishValidation ??= loadCatalog('validation', 'en').then(
    (messages) => {
      english.load('en', messages);
      english.activate('en', [intlLocale('en')]);
      const context = { mode: moneyMode(), appName: EXTERNAL_LUDO_APP_NAME };
      validationIds = new Map(Object.keys(messages).map((id) => [english._(id, context), id]));
    },
    (error: unknown) => {
      englishValidation = undefined;
      throw error;
    },
  );
  const current = needCatalog('validation');
  return validationIds && !current ? undefined : Promise.all([englishValidation, current]).then(() => undefined);
}

/** A validation message of the shared schemas in the page's language; any other text as it is. */
export function validationText(message: string): string {
  const id = validationIds?.get(message);
  return id ? i18n._(id, { mode: moneyMode(), appName: EXTERNAL_LUDO_APP_NAME }) : message;
}

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { visibleText } from './message-text';

/**
 * The catalogs' completeness (docs/translations.md): every language has every key, every key is
 * used by the code, every id the code names exists, no text is left in English in another
 * language, and a translation keeps the English message's placeholders and markup.
 */
const SRC = join(import.meta.dirname, '..', 'src');
const LOCALES_DIR = join(SRC, 'locales');
const NAMESPACES = ['public', 'pages', 'app', 'docs', 'validation'] as const;
/** The forms' validation messages are shared with the server (its catalog test checks their use). */
const SHARED_DIR = join(SRC, '..', '..', '..', 'packages', 'shared', 'src', 'locales');
const TRANSLATED = ['hi', 'ta', 'te', 'mr'] as const;

/** Words that stay in Latin letters in every language: the brand, codes and names of services. */
const LATIN_ALLOWED = new Set(
  [
    'Ludo',
    'Arena',
    'KYC',
    'UPI',
    'PAN',
    'TDS',
    'OTP',
    'IST',
    'ID',
    'SMS',
    'PDF',
    'CSV',
    'Razorpay',
    'Google',
    'Pay',
    'PhonePe',
    'Paytm',
    'Aadhaar',
    'IFSC',
    'GST',
    // The hash function the fair dice name (SHA-256: the word ends at its digits).
    'SHA-',
    'Android',
    'iPhone',
    'Chrome',
    'X',
    'Instagram',
    'YouTube',
    'Telegram',
    'WhatsApp',
    'English',
    'Hindi',
    'Tamil',
    'Telugu',
    'Marathi',
    'vs',
    'am',
    'pm',
    // Examples of formats in validation messages (a PAN, an IFSC, a UPI id, a month, the currency).
    'INR',
    'HDFC',
    'ABCDE',
    'YYYY-MM',
    'name',
    'bank',
  ].map((word) => word.toLowerCase()),
);

type Catalog = Record<string, string>;

function readCatalog(namespace: string, locale: string): Catalog {
  const dir = namespace === 'validation' ? SHARED_DIR : LOCALES_DIR;
  return JSON.parse(readFileSync(join(dir, namespace, `${locale}.json`), 'utf8')) as Catalog;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path === LOCALES_DIR ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The names of a message's arguments (plural and select ones included), sorted. */
function argumentsOf(message: CompiledMessage, into = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, , format] = token;
    into.add(name);
    if (format && typeof format === 'object') {
      for (const [key, choice] of Object.entries(format)) {
        if (key !== 'offset' && Array.isArray(choice)) argumentsOf(choice as CompiledMessage, into);
      }
    }
  }
  return into;
}

function tagsOf(message: string): string[] {
  return [...message.matchAll(/<\/?(\d+)\/?>/g)].map((match) => match[0]).sort();
}

/** The Latin words (other than allowed ones) left in a translation. */
function englishLeft(message: string): string | undefined {
  const words = visibleText(compileMessageOrThrow(message)).match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];
  const left = words.filter((word) => word.length > 1 && !LATIN_ALLOWED.has(word.toLowerCase()));
  return left.length > 0 ? left.join(' ') : undefined;
}

const english = Object.fromEntries(NAMESPACES.map((namespace) => [namespace, readCatalog(namespace, 'en')]));
const allEnglish: Catalog = {
  ...english.public,
  ...english.pages,
  ...english.app,
  ...english.docs,
  ...english.validation,
};
const code = sourceFiles(SRC)
  .map((path) => readFileSync(path, 'utf8'))
  .join('\n');

describe('translation catalogs', () => {
  it('no key is in two namespaces', () => {
    const keys = NAMESPACES.flatMap((namespace) => Object.keys(english[namespace] ?? {}));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it.each(NAMESPACES.flatMap((namespace) => TRANSLATED.map((locale) => [namespace, locale] as const)))(
    '%s/%s has exactly the English keys',
    (namespace, locale) => {
      const keys = Object.keys(english[namespace] ?? {}).sort();
      const translated = Object.keys(readCatalog(namespace, locale)).sort();
      expect({ missing: keys.filter((key) => !translated.includes(key)) }).toEqual({ missing: [] });
      expect({ extra: translated.filter((key) => !keys.includes(key)) }).toEqual({ extra: [] });
    },
  );

  it('every English key is used in the code', () => {
    const unused = Object.keys(allEnglish).filter(
      (key) =>
        !(key in (english.validation ?? {})) &&
        !code.includes(`'${key}'`) &&
        !code.includes(`"${key}"`) &&
        !code.includes(`\`${key}\``),
    );
    expect(unused).toEqual([]);
  });

  it('every id the code names exists in English', () => {
    const named = [...code.matchAll(/\bt\(\s*'([a-z][\w.-]*)'/g), ...code.matchAll(/<T\s+id="([a-z][\w.-]*)"/g)].map(
      (match) => match[1] as string,
    );
    expect([...new Set(named.filter((id) => !(id in allEnglish)))]).toEqual([]);
  });

  it.each(NAMESPACES.flatMap((namespace) => ['en', ...TRANSLATED].map((locale) => [namespace, locale] as const)))(
    '%s/%s: every message is valid ICU with the English placeholders and markup',
    (namespace, locale) => {
      const catalog = readCatalog(namespace, locale);
      const wrong: string[] = [];
      for (const [key, message] of Object.entries(catalog)) {
        const source = english[namespace]?.[key];
        if (source === undefined) continue;
        let args: string[];
        try {
          args = [...argumentsOf(compileMessageOrThrow(message))].sort();
        } catch (error) {
          wrong.push(`${key}: ${(error as Error).message}`);
          continue;
        }
        const sourceArgs = [...argumentsOf(compileMessageOrThrow(source))].sort();
        if (args.join() !== sourceArgs.join()) wrong.push(`${key}: arguments ${args} instead of ${sourceArgs}`);
        if (tagsOf(message).join() !== tagsOf(source).join()) wrong.push(`${key}: markup differs from English`);
      }
      expect(wrong).toEqual([]);
    },
  );

  it.each(NAMESPACES.flatMap((namespace) => TRANSLATED.map((locale) => [namespace, locale] as const)))(
    '%s/%s has no English left',
    (namespace, locale) => {
      const catalog = readCatalog(namespace, locale);
      const left = Object.entries(catalog).flatMap(([key, message]) => {
        const words = englishLeft(message);
        return words ? [`${key}: "${words}"`] : [];
      });
      expect(left).toEqual([]);
    },
  );
});

/**
 * The modules of the first download and what they fetch by themselves: static imports from the
 * entry, the public layout and the landing page, and their own `import()`s (not the router's
 * pages, which bring the `pages` catalog with them).
 */
function firstLoadFiles(): string[] {
  const resolve = (from: string, spec: string): string | undefined => {
    const base = spec.startsWith('@/')
      ? join(SRC, spec.slice(2))
      : spec.startsWith('.')
        ? join(dirname(from), spec)
        : undefined;
    if (!base) return undefined;
    return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ext) => base + ext)
      .find((path) => existsSync(path) && statSync(path).isFile());
  };
  const seen = new Set<string>();
  const stack = [
    'main.tsx',
    'app/router.tsx',
    'layouts/PublicLayout.tsx',
    'features/marketing/pages/LandingPage.tsx',
  ].map((path) => join(SRC, path));
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const specs = [...source.matchAll(/^(?:import|export)\s(?!type\s)[^;]*?from\s+'([^']+)'/gm)].map(
      (match) => match[1],
    );
    if (!file.endsWith(join('app', 'router.tsx'))) {
      specs.push(...[...source.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((match) => match[1]));
    }
    for (const spec of specs) {
      const found = spec ? resolve(file, spec) : undefined;
      if (found) stack.push(found);
    }
  }
  return [...seen];
}

describe('the first download', () => {
  // `app` and `docs` texts render only under the layouts and pages that load them (WithCatalog);
  // `pages` texts are loaded with every page but the landing, so the first download must not use them.
  it('uses no text of the pages catalog, which the landing page does not load', () => {
    const files = firstLoadFiles();
    expect(files.length).toBeGreaterThan(10);
    const source = files.map((file) => readFileSync(file, 'utf8')).join('\n');
    const elsewhere = Object.keys(english.pages ?? {}).filter(
      (key) => source.includes(`'${key}'`) || source.includes(`"${key}"`),
    );
    expect(elsewhere).toEqual([]);
  });
});

describe('the check itself', () => {
  it('finds English words left in a translation and ignores allowed ones', () => {
    expect(englishLeft('आपका वॉलेट बैलेंस')).toBeUndefined();
    expect(englishLeft('Ludo Arena पर KYC पूरा करें')).toBeUndefined();
    expect(englishLeft('{count, plural, one {# मैच} other {# मैच}}')).toBeUndefined();
    expect(englishLeft('<0>नया</0> {name} Welcome back')).toBe('Welcome back');
    expect(englishLeft('{mode, select, play {कॉइन्स} other {पैसे}}')).toBeUndefined();
    expect(englishLeft('{mode, select, play {Coins} other {पैसे}}')).toBe('Coins');
  });

  it('reads arguments inside plural branches', () => {
    const message = compileMessageOrThrow('{count, plural, one {# game by {name}} other {# games}}');
    expect([...argumentsOf(message)].sort()).toEqual(['count', 'name']);
  });
});

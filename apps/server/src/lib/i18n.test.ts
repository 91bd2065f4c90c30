import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { LANGUAGE_LABELS } from '@ludo/shared/users/settings.schemas';
import { describe, expect, it } from 'vitest';
import { ERROR_KEY, placeholdersOf } from './error-messages';
import { CATALOGS, type Language, render, type ServerMessageId, translator } from './i18n';

/**
 * The server's catalogs (docs/translations.md): the same keys in every language, sorted, each a
 * valid ICU message with the English one's placeholders and markup, none left in English, none
 * unused by the code.
 */

const en: Record<string, string> = CATALOGS.en;
const OTHERS = (Object.keys(LANGUAGE_LABELS) as Language[]).filter((language) => language !== 'en');
/** Messages with no words, only placeholders and punctuation: the same in some languages. */
const NO_WORDS = new Set(['notification.sms.text']);

// Our placeholders start with a small letter; a select branch of one word ("{Deposit}") is text.
const placeholders = (message: string) =>
  [...message.matchAll(/\{\s*([a-z]\w*)\s*[,}]|<\/?\d+>/g)].map((match) => match[1] ?? match[0]).sort();
const uniq = (items: string[]) => [...new Set(items)];

/**
 * Error and validation messages are also found by their English (lib/error-messages): written as
 * the process writes them, with what it knows from the start (the money mode, the game's name).
 */
const CONTEXTS = [
  { mode: 'real', appName: 'Ludo King' },
  { mode: 'play', appName: 'Ludo King' },
];
const KNOWN_FROM_THE_START = ['mode', 'appName'];
const englishOf = (key: string) =>
  placeholdersOf(en[key] ?? '').every((name) => KNOWN_FROM_THE_START.includes(name))
    ? uniq(CONTEXTS.map((context) => translator('en')(key as ServerMessageId, context)))
    : [];

/** A template literal of the code as a pattern for the texts it makes, when it has enough words of its own. */
function templatePattern(template: string): RegExp | undefined {
  const parts = template.split(/\$\{[^}]*\}/);
  if (parts.join('').replace(/[^A-Za-z]/g, '').length < 12) return undefined;
  const literal = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${parts.map(literal).join('.+?')}$`);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the server’s catalogs', () => {
  it('have the same keys in every language, sorted', () => {
    const keys = Object.keys(en);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys).toEqual([...keys].sort());
    for (const language of OTHERS) expect(Object.keys(CATALOGS[language]), language).toEqual(keys);
  });

  it('are valid ICU messages with the English placeholders and markup, translated', () => {
    for (const [language, catalog] of Object.entries(CATALOGS)) {
      for (const [key, message] of Object.entries(catalog)) {
        expect(() => compileMessageOrThrow(message), `${language} ${key}`).not.toThrow();
        const english = en[key] ?? '';
        expect(uniq(placeholders(message)), `${language} ${key}`).toEqual(uniq(placeholders(english)));
        if (language !== 'en' && !NO_WORDS.has(key)) expect(message, `${language} ${key}`).not.toBe(english);
      }
    }
  });

  it('are all used by the code', () => {
    const code = sourceFiles(join(import.meta.dirname, '..'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    // An error or validation message the code throws as English text (the shared schemas' too) is
    // used when each of its English texts is in the code: verbatim, or as a template's words around its values.
    const shared = sourceFiles(join(import.meta.dirname, '../../../../packages/shared/src'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const texts = `${code}\n${shared}`;
    const templates = [...texts.matchAll(/`([^`]*\$\{[^`]*)`/g)]
      .map((match) => templatePattern(match[1] as string))
      .filter((pattern) => pattern !== undefined);
    const inCode = (text: string) => texts.includes(text) || templates.some((pattern) => pattern.test(text));
    // A validation message is also used when the shared code names it (our words for zod's defaults).
    const unused = Object.keys(en).filter(
      (key) =>
        !code.includes(`'${key}'`) &&
        !(key.startsWith('validation.') && shared.includes(`'${key}'`)) &&
        !(ERROR_KEY.test(key) && englishOf(key).length > 0 && englishOf(key).every(inCode)),
    );
    expect(unused).toEqual([]);
  });

  it('give every error and validation message found by its English a text of its own', () => {
    const keys = Object.keys(en).filter((key) => ERROR_KEY.test(key) && englishOf(key).length > 0);
    expect(keys.length).toBeGreaterThan(100);
    for (const context of CONTEXTS) {
      const texts = keys.map((key) => translator('en')(key as ServerMessageId, context));
      expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
    }
  });

  it('write numbers with Latin digits and Indian grouping in every language', () => {
    for (const language of Object.keys(CATALOGS) as Language[]) {
      expect(
        render(
          {
            id: 'notification.playReminder.message',
            values: { span: 'hours', hours: 1, minutes: 0, net: '+₹1,00,000' },
          },
          language,
        ),
      ).toMatch(/ 1 .*\+₹1,00,000/);
    }
    expect(translator('mr')('notification.gameReady.title', { round: 12 })).toBe('राउंड 12 तयार आहे');
  });
});

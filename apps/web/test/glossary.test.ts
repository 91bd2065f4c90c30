import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { visibleText } from './message-text';

/**
 * The glossary in docs/translations.md is followed: a message whose English text names one of the
 * terms below says it, in every other language, with the glossary's word, so a player meets one
 * word for one thing on every page, e-mail and error. Only terms that a translation cannot
 * naturally say otherwise are checked; everyday words (match, player, prize) are left out.
 */
const ROOT = join(import.meta.dirname, '..', '..', '..');
const LANGUAGES = ['hi', 'ta', 'te', 'mr'] as const;
type Language = (typeof LANGUAGES)[number];
type Catalog = Record<string, string>;

/** Every catalog the players read: the web app's namespaces, the server's and the shared validation's. */
const CATALOGS: Record<string, (language: string) => string> = {
  public: (language) => join(ROOT, 'apps', 'web', 'src', 'locales', 'public', `${language}.json`),
  pages: (language) => join(ROOT, 'apps', 'web', 'src', 'locales', 'pages', `${language}.json`),
  app: (language) => join(ROOT, 'apps', 'web', 'src', 'locales', 'app', `${language}.json`),
  docs: (language) => join(ROOT, 'apps', 'web', 'src', 'locales', 'docs', `${language}.json`),
  server: (language) => join(ROOT, 'apps', 'server', 'src', 'locales', `${language}.json`),
  validation: (language) => join(ROOT, 'packages', 'shared', 'src', 'locales', 'validation', `${language}.json`),
};

/**
 * The glossary's terms with the start of each language's word. Stems, not whole words, because
 * Tamil and Telugu (and Hindi and Marathi for some words) add case endings to the noun itself:
 * Tamil ரூம் கோடு becomes ரூம் கோடை or ரூம் கோடில், Telugu టోర్నమెంట్ becomes టోర్నమెంట్‌లో, and
 * Marathi बक्षीस रक्कम becomes बक्षीस रकमेत. A stem must begin a word.
 */
const TERMS: Record<string, Record<Language, string>> = {
  'room code': { hi: 'रूम कोड', ta: 'ரூம் கோ', te: 'రూమ్ కోడ్', mr: 'रूम कोड' },
  wallet: { hi: 'वॉलेट', ta: 'வாலட்', te: 'వాలెట్', mr: 'वॉलेट' },
  KYC: { hi: 'KYC', ta: 'KYC', te: 'KYC', mr: 'KYC' },
  screenshot: { hi: 'स्क्रीनशॉट', ta: 'ஸ்கிரீன்ஷாட', te: 'స్క్రీన్‌షాట', mr: 'स्क्रीनशॉट' },
  leaderboard: { hi: 'लीडरबोर्ड', ta: 'லீடர்போர்ட', te: 'లీడర్‌బోర్డ', mr: 'लीडरबोर्ड' },
  dashboard: { hi: 'डैशबोर्ड', ta: 'டாஷ்போர்ட', te: 'డాష్‌బోర్డ', mr: 'डॅशबोर्ड' },
  tournament: { hi: 'टूर्नामेंट', ta: 'டோர்னமென்ட', te: 'టోర్నమెంట', mr: 'टूर्नामेंट' },
  'entry fee': { hi: 'एंट्री फ़ीस', ta: 'நுழைவுக் கட்டண', te: 'ఎంట్రీ ఫీజ', mr: 'प्रवेश शुल्क' },
  'prize pool': { hi: 'प्राइज़ पूल', ta: 'பரிசுத் தொகுப்ப', te: 'ప్రైజ్ పూల్', mr: 'बक्षीस रक' },
  // Telugu పందెం has the plural పందేలు.
  stake: { hi: 'दांव', ta: 'பந்தயத் தொகை', te: 'పంద', mr: 'पैज' },
  dispute: { hi: 'विवाद', ta: 'புகார', te: 'వివాద', mr: 'वाद' },
  opponent: { hi: 'प्रतिद्वंद्व', ta: 'எதிராளி', te: 'ప్రత్యర్థ', mr: 'प्रतिस्पर्ध' },
};

/**
 * Messages that name a term in English but rightly not in a translation, by catalog, id and
 * language, each with the reason. Keep it short: a new word for a term is fixed in the catalog.
 */
const EXCEPTIONS: Record<string, { term: string; languages: readonly Language[]; reason: string }> = {};

function readCatalog(namespace: string, language: string): Catalog {
  const path = CATALOGS[namespace]?.(language) ?? '';
  return JSON.parse(readFileSync(path, 'utf8')) as Catalog;
}

/** The English term as a whole word, singular or plural, in any case. */
function englishPattern(term: string): RegExp {
  return new RegExp(`\\b${term.replace(/ /g, '\\s+')}(s|es)?\\b`, 'i');
}

/** The stem at the start of a word: not after a letter or a vowel sign of the same word. */
function stemPattern(stem: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{M}])${stem.normalize('NFC')}`, 'u');
}

/** `catalog id (language, term): text` for each message that leaves out the glossary's word. */
function missingTerms(): { found: string[]; excused: Set<string> } {
  const found: string[] = [];
  const excused = new Set<string>();
  for (const namespace of Object.keys(CATALOGS)) {
    const english = readCatalog(namespace, 'en');
    const translations = Object.fromEntries(LANGUAGES.map((language) => [language, readCatalog(namespace, language)]));
    for (const [id, message] of Object.entries(english)) {
      const text = visibleText(compileMessageOrThrow(message));
      for (const [term, stems] of Object.entries(TERMS)) {
        if (!englishPattern(term).test(text)) continue;
        for (const language of LANGUAGES) {
          const translated = (translations[language]?.[id] ?? '').normalize('NFC');
          if (stemPattern(stems[language]).test(translated)) continue;
          const exception = EXCEPTIONS[`${namespace} ${id}`];
          if (exception?.term === term && exception.languages.includes(language)) {
            excused.add(`${namespace} ${id}`);
            continue;
          }
          found.push(`${namespace} ${id} (${language}, ${term}): ${translated}`);
        }
      }
    }
  }
  return { found, excused };
}

describe('glossary', () => {
  const { found, excused } = missingTerms();

  it("every message that names a glossary term uses the glossary's word in every language", () => {
    expect(found).toEqual([]);
  });

  it('every exception is still needed', () => {
    expect(Object.keys(EXCEPTIONS).filter((key) => !excused.has(key))).toEqual([]);
  });

  it("each term's stem is the start of the glossary's word", () => {
    const glossary = readFileSync(join(ROOT, 'docs', 'translations.md'), 'utf8').normalize('NFC');
    const rows = new Map(
      glossary
        .split('\n')
        .map((line) => line.split('|').map((cell) => cell.trim()))
        .filter((cells) => cells.length === 7)
        .map((cells) => [cells[1]?.toLowerCase(), cells.slice(2, 6)] as const),
    );
    for (const [term, stems] of Object.entries(TERMS)) {
      const words = rows.get(term.toLowerCase());
      expect(words, term).toBeDefined();
      LANGUAGES.forEach((language, index) => {
        expect(stemPattern(stems[language]).test(words?.[index] ?? ''), `${term} (${language})`).toBe(true);
      });
    }
  });
});

import { type I18n, setupI18n, type Values } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { MatchName } from '@ludo/shared/domain-events';
import validationEn from '@ludo/shared/locales/validation/en.json' with { type: 'json' };
import validationHi from '@ludo/shared/locales/validation/hi.json' with { type: 'json' };
import validationMr from '@ludo/shared/locales/validation/mr.json' with { type: 'json' };
import validationTa from '@ludo/shared/locales/validation/ta.json' with { type: 'json' };
import validationTe from '@ludo/shared/locales/validation/te.json' with { type: 'json' };
import { type CoinWords, formatPaise, type Paise } from '@ludo/shared/money';
import { INDIAN_STATE_CODES, isIndianState } from '@ludo/shared/users/indian-states';
import type { Language } from '@ludo/shared/users/languages';
import en from '../locales/en.json' with { type: 'json' };
import hi from '../locales/hi.json' with { type: 'json' };
import mr from '../locales/mr.json' with { type: 'json' };
import ta from '../locales/ta.json' with { type: 'json' };
import te from '../locales/te.json' with { type: 'json' };

/**
 * What the server writes to a player (notifications, their email, SMS and push copies, emails of
 * the account) in the player's language: the catalogs in ../locales are ICU messages like the web
 * app's (docs/translations.md), compiled once when the process starts.
 */
export type { Language };
export type ServerMessageId = keyof typeof en | keyof typeof validationEn;
export type ServerTranslate = (id: ServerMessageId, values?: Values) => string;

/** An amount not yet put into words: "₹50", or in play money "50 coins" in the reader's language. */
export interface Money {
  paise: Paise;
  /** "+₹50" for a gain (a loss has its minus sign anyway). */
  signed?: boolean;
}
export const money = (paise: Paise, options: { signed?: boolean } = {}): Money => ({ paise, ...options });

/**
 * Values written one after another as the reader's language lists them ("1. Asha, 2. Ravi"): a
 * list of any length has no ICU message of its own, so each item is a value (often a message) and
 * the list is joined by Intl in the reader's language.
 */
export interface List {
  list: MessageValue[];
}
export const list = (items: MessageValue[]): List => ({ list: items });

/**
 * A value the operator words in each language (the room code's hint, from the configuration):
 * the reader's language's text.
 */
export interface PerLanguage {
  perLanguage: Record<Language, string>;
}

/** Games stored before their names were worded per reader kept " · Round 2 · Table 3" in the title. */
const STORED_ROUND = / · Round \d+(?: · Table \d+)?$/;
/** A tournament game's stored title without the round its older rows added in English. */
export const tournamentTitleOf = (title: string): string => title.replace(STORED_ROUND, '');

/**
 * A match as events name it (shared/domain-events `MatchName`), in the reader's words: a tournament
 * game as "Summer Cup · Round 2 · Table 3", a room as "₹50 1v1 Match" (or "₹50 4-player Match").
 */
export const matchName = (name: MatchName): string | Message => {
  if (name.title === null) {
    const stake = money(name.stakePaise);
    if (name.teams) return { id: 'match.title.teams', values: { stake } };
    if ((name.seats ?? 2) > 2) return { id: 'match.title.seats', values: { stake, players: name.seats ?? 2 } };
    return { id: 'match.title', values: { stake } };
  }
  if (name.round === undefined || name.round === null) return name.title;
  const title = tournamentTitleOf(name.title);
  return name.table === undefined || name.table === null
    ? { id: 'match.tournamentGame', values: { title, round: name.round } }
    : { id: 'match.tournamentGameTable', values: { title, round: name.round, table: name.table } };
};

/**
 * A message not yet put into words: drafts are made once and written in each reader's language.
 * A value may be an amount or another message (a 1v1 room's name), written in the same language.
 */
export interface Message {
  id: ServerMessageId;
  values?: Values;
}
export type MessageValue = string | number | Money | Message | List | PerLanguage;

/**
 * A state of India as the reader's language names it (the stored value is its English name); a
 * name not on the list as it is.
 */
export const indianState = (name: string): string | Message =>
  isIndianState(name) ? { id: 'common.indianState', values: { state: INDIAN_STATE_CODES[name] } } : name;

/** Someone whose account the records no longer find: "A player" in the reader's words. */
export const SOME_PLAYER: Message = { id: 'common.somePlayer' };
/** A closed account, which keeps no name of its own (shared/users/closed-account), in the reader's words. */
export const CLOSED_ACCOUNT: Message = { id: 'common.closedAccount' };

const isMoney = (value: unknown): value is Money =>
  typeof value === 'object' && value !== null && typeof (value as Money).paise === 'number';
const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && typeof (value as Message).id === 'string';
const isList = (value: unknown): value is List =>
  typeof value === 'object' && value !== null && Array.isArray((value as List).list);
export const isPerLanguage = (value: unknown): value is PerLanguage =>
  typeof value === 'object' && value !== null && typeof (value as PerLanguage).perLanguage === 'object';

/**
 * The server's own catalogs, with the shared schemas' validation messages: those live in
 * packages/shared/src/locales/validation because the web app shows them too, before sending.
 */
export const CATALOGS: Record<Language, Record<string, string>> = {
  en: { ...en, ...validationEn },
  hi: { ...hi, ...validationHi },
  ta: { ...ta, ...validationTa },
  te: { ...te, ...validationTe },
  mr: { ...mr, ...validationMr },
};

function compiled(catalog: Record<string, string>) {
  return Object.fromEntries(Object.entries(catalog).map(([id, message]) => [id, compileMessageOrThrow(message)]));
}

const instances = new Map<Language, I18n>();

function instance(language: Language): I18n {
  let found = instances.get(language);
  if (!found) {
    found = setupI18n();
    // English under every language: a message missing from a catalog reads in English, never as its id.
    found.load(language, { ...compiled(CATALOGS.en), ...compiled(CATALOGS[language]) });
    // Latin digits and Indian grouping in every language, as the web app writes them.
    found.activate(language, [`${language}-IN-u-nu-latn`]);
    instances.set(language, found);
  }
  return found;
}

export function translator(language: Language): ServerTranslate {
  const i18n = instance(language);
  return (id, values) => i18n._(id, values);
}

/** Play money's amounts ("50 coins") in a language. */
export function coinWords(language: Language): CoinWords {
  const t = translator(language);
  return (amount, count) => t('common.coins', { amount, count });
}

function valueIn(value: unknown, language: Language): unknown {
  if (isMoney(value)) {
    const amount = formatPaise(value.paise, coinWords(language));
    return value.signed && value.paise > 0 ? `+${amount}` : amount;
  }
  if (isPerLanguage(value)) return value.perLanguage[language];
  if (isList(value)) {
    // "unit" lists join with commas alone (no "and"), as a line of places reads in every language.
    const items = value.list.map((item) => String(valueIn(item, language)));
    return new Intl.ListFormat(`${language}-IN`, { type: 'unit', style: 'short' }).format(items);
  }
  return isMessage(value) ? render(value, language) : value;
}

export function render(message: Message, language: Language): string {
  const values = message.values
    ? Object.fromEntries(Object.entries(message.values).map(([name, value]) => [name, valueIn(value, language)]))
    : undefined;
  return translator(language)(message.id, values);
}

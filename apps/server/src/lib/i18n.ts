import { type I18n, setupI18n, type Values } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import validationEn from '@ludo/shared/locales/validation/en.json' with { type: 'json' };
import validationHi from '@ludo/shared/locales/validation/hi.json' with { type: 'json' };
import validationMr from '@ludo/shared/locales/validation/mr.json' with { type: 'json' };
import validationTa from '@ludo/shared/locales/validation/ta.json' with { type: 'json' };
import validationTe from '@ludo/shared/locales/validation/te.json' with { type: 'json' };
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

/** A message not yet put into words: drafts are made once and written in each reader's language. */
export interface Message {
  id: ServerMessageId;
  values?: Values;
}

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

export function render(message: Message, language: Language): string {
  return translator(language)(message.id, message.values);
}

import { type I18n, setupI18n, type Values } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { UserSettings } from '@ludo/shared/users/settings.schemas';
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
export type Language = UserSettings['language'];
export type ServerMessageId = keyof typeof en;
export type ServerTranslate = (id: ServerMessageId, values?: Values) => string;

/** A message not yet put into words: drafts are made once and written in each reader's language. */
export interface Message {
  id: ServerMessageId;
  values?: Values;
}

const CATALOGS: Record<Language, Record<string, string>> = { en, hi, ta, te, mr };

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

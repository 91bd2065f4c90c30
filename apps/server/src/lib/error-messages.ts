import type { Values } from '@lingui/core';
import { defaultValidationMessage } from '@ludo/shared/validation-defaults';
import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { AppError } from './errors';
import { CATALOGS, isPerLanguage, type Language, type Message, type ServerMessageId, translator } from './i18n';
import { formatIndiaDateTime } from './india-time';
import { requestLanguage } from './request-language';
import { isZodDefaultMessage, zodIssueOf } from './validation-issues';

/**
 * The API's error messages in the caller's language (docs/translations.md, "The server's texts").
 *
 * An error thrown with a message (`{ id, values }`) is written in the caller's language. An error
 * thrown with English text, and every validation message of the shared schemas, is looked up by
 * that text among the English catalog's `error.` and `validation.` messages, and answered in its
 * translation; a text that is not there stays English, never an id.
 */

/** Catalog keys of the API's error and validation messages. */
export const ERROR_KEY = /^(error|validation)\./;

/** The names a message's placeholders take: `{amount}`, `{mode, select, …}`. */
export const placeholdersOf = (message: string) => [
  ...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1] as string)),
];

/** A message of the server's catalog, not yet written: `{ id, values }` and nothing else. */
export function isMessage(value: unknown): value is Message {
  if (!isPlainObject(value)) return false;
  const { id } = value as { id?: unknown };
  return (
    typeof id === 'string' &&
    Object.hasOwn(CATALOGS.en, id) &&
    Object.keys(value).every((key) => key === 'id' || key === 'values')
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * A value as a sentence in `language` takes it: a moment in India time in the language's words, a
 * message written in the language, a list of them as sentences one after another, the operator's
 * text for the language.
 */
function valueIn(value: unknown, language: Language): unknown {
  if (value instanceof Date) return formatIndiaDateTime(value, language);
  if (isPerLanguage(value)) return value.perLanguage[language];
  if (isMessage(value)) return writeMessage(value, language);
  if (Array.isArray(value)) return value.map((item) => valueIn(item, language)).join(' ');
  return value;
}

/** A message written in `language`; its values may be moments, messages or lists of messages. */
export function writeMessage(message: Message, language: Language): string {
  const values: Values | undefined = message.values
    ? Object.fromEntries(Object.entries(message.values).map(([name, value]) => [name, valueIn(value, language)]))
    : undefined;
  return translator(language)(message.id, values);
}

/** Where a string in an error's details is text a player reads (else it is a field's path, a code…). */
const TEXT_SLOTS = new Set(['message', 'reasons', 'fieldErrors']);

function mapDetails(
  value: unknown,
  write: (message: Message) => string,
  text: (english: string) => string,
  slot = false,
): unknown {
  if (isMessage(value)) return write(value);
  if (typeof value === 'string') return slot ? text(value) : value;
  if (Array.isArray(value)) return value.map((item) => mapDetails(item, write, text, slot));
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapDetails(item, write, text, slot || TEXT_SLOTS.has(key))]),
    );
  }
  return value;
}

/** An uploaded file's name as a message takes it: `{named, select, yes {{file} is…} other {The file is…}}`. */
export const namedFile = (fileName: string) => ({ named: fileName ? 'yes' : 'no', file: fileName });

/** An error's details as answered in English: the messages in them written, everything else as it is. */
export const detailsInEnglish = (details: unknown): unknown =>
  mapDetails(
    details,
    (message) => writeMessage(message, 'en'),
    (english) => english,
  );

export interface ErrorAnswers {
  /** An English message the API answers, in `language`: its translation when it is one of the catalog's. */
  text(english: string, language: Language): string;
  /** An error's message and details (when it has any) in `language`. */
  of(error: AppError, language: Language): { message: string; details?: unknown };
  /**
   * A schema validation issue's message in `language`: a message of ours by its English, zod's own
   * English for a check without one (`.max(128)`) as our message for it (shared/validation-defaults),
   * any other text as it is. `data` is what the request sent in the part that failed.
   */
  issue(issue: FastifySchemaValidationError, data: unknown, language: Language): string | undefined;
}

/**
 * The API's answers in each language. The English text of every error and validation message
 * whose placeholders are all in `context` (what the process knows from the start: the money mode,
 * the external app's name) is indexed once, here.
 */
export function errorAnswers(context: Values): ErrorAnswers {
  const english = translator('en');
  const ids = new Map<string, ServerMessageId>();
  for (const [id, message] of Object.entries(CATALOGS.en) as Array<[ServerMessageId, string]>) {
    if (!ERROR_KEY.test(id) || !placeholdersOf(message).every((name) => name in context)) continue;
    const text = english(id, context);
    if (!ids.has(text)) ids.set(text, id);
  }

  const text = (message: string, language: Language) => {
    if (language === 'en') return message;
    const id = ids.get(message);
    return id ? translator(language)(id, context) : message;
  };

  return {
    text,
    of(error, language) {
      const message = error.descriptor ? writeMessage(error.descriptor, language) : text(error.message, language);
      if (!error.details) return { message };
      const details =
        language === 'en'
          ? error.details
          : mapDetails(
              error.detailsSource,
              (inner) => writeMessage(inner, language),
              (english) => text(english, language),
            );
      return { message, details };
    },
    issue(issue, data, language) {
      const { message } = issue;
      if (!message || ids.has(message)) return message && text(message, language);
      const zodIssue = zodIssueOf(issue, data);
      return isZodDefaultMessage(zodIssue, message)
        ? writeMessage(defaultValidationMessage(zodIssue), language)
        : text(message, language);
    },
  };
}

/** The language a request is answered in: its `Accept-Language` (the web app sends the player's), else English. */
export const answerLanguage = (request: FastifyRequest): Language =>
  requestLanguage(undefined, request.headers['accept-language']);

import type { ApiErrorCode } from '@ludo/shared/errors';
import { detailsInEnglish, writeMessage } from './error-messages';
import type { Message } from './i18n';

/**
 * What an error says: English text (the error handler answers its catalog translation, when it
 * has one), or a catalog message for a text with values in it (amounts, dates, counts, names),
 * written in the caller's language.
 */
export type ErrorText = string | Message;

/**
 * An error a route answers on purpose: `{ message, code, details? }` with its status
 * (docs/architecture.md, API). Messages are written for players, in their language (lib/error-messages).
 */
export class AppError extends Error {
  /** The message not yet written, when it was given as one: its `message` is its English. */
  readonly descriptor?: Message;
  /** The details as answered in English. */
  readonly details?: unknown;
  /** The details as given (messages in them not yet written), for the other languages. */
  readonly detailsSource?: unknown;

  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: ErrorText,
    details?: unknown,
  ) {
    super(typeof message === 'string' ? message : writeMessage(message, 'en'));
    this.name = 'AppError';
    if (typeof message !== 'string') this.descriptor = message;
    if (details !== undefined) {
      this.details = detailsInEnglish(details);
      this.detailsSource = details;
    }
  }
}

export const badRequest = (code: ApiErrorCode, message: ErrorText, details?: unknown) =>
  new AppError(400, code, message, details);
export const unauthorized = (message: ErrorText = 'Please log in to continue.', code: ApiErrorCode = 'UNAUTHORIZED') =>
  new AppError(401, code, message);
export const forbidden = (message: ErrorText = 'You are not allowed to do that.', code: ApiErrorCode = 'FORBIDDEN') =>
  new AppError(403, code, message);
export const notFound = (message: ErrorText = 'Not found.', code: ApiErrorCode = 'NOT_FOUND') =>
  new AppError(404, code, message);
export const conflict = (code: ApiErrorCode, message: ErrorText) => new AppError(409, code, message);
export const tooManyRequests = (message: ErrorText) => new AppError(429, 'RATE_LIMITED', message);

import type { ApiErrorCode } from '@ludo/shared/errors';
import { ApiRequestError, NETWORK_ERROR } from '@/lib/api-client';

/** Whether `error` is the API's answer with one of `codes` (the shared list the server throws from). */
export function hasErrorCode(error: unknown, ...codes: ApiErrorCode[]): error is ApiRequestError {
  return error instanceof ApiRequestError && (codes as string[]).includes(error.code);
}

/**
 * The server's own `message`, when the failure is an answer from our API. A network failure or a
 * non-JSON error page has none, so callers fall back to their own text ("Login failed"…).
 */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof ApiRequestError && !error.code.startsWith('HTTP_') && error.code !== NETWORK_ERROR)
    return error.message;
  return undefined;
}

export interface FieldIssue {
  path: string;
  message: string;
}

/** The `details` of a 400 validation error: one message per field. */
export function fieldIssues(error: unknown): FieldIssue[] {
  if (!(error instanceof ApiRequestError) || !Array.isArray(error.details)) return [];
  return error.details.filter(
    (item): item is FieldIssue =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as FieldIssue).path === 'string' &&
      typeof (item as FieldIssue).message === 'string',
  );
}

/** Which form field a duplicate (409) error is about. */
export function duplicateField(error: unknown): 'email' | 'phone' | 'ludoPlayerId' | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  switch (error.code as ApiErrorCode) {
    case 'DUPLICATE_EMAIL':
      return 'email';
    case 'DUPLICATE_PHONE':
      return 'phone';
    case 'DUPLICATE_LUDO_PLAYER_ID':
      return 'ludoPlayerId';
    default:
      return undefined;
  }
}

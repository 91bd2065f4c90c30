import { TOURNAMENT_ERROR_CODES } from '@ludo/shared/tournaments/tournaments.schemas';
import { ApiRequestError } from '@/lib/api-client';
import { hasErrorCode, serverMessage } from '@/lib/api-error';
import type { Translate } from '@/lib/i18n/react';

export interface RegistrationErrorView {
  /** The server's own words, else a fallback that says what to do. */
  message: string;
  /** The wallet is short of the fee: offer a way to add money. */
  needsMoney: boolean;
}

/**
 * What a failed register or leave tells the player: the server's message for a refusal it
 * answered (full, closed, already registered, not enough money), a connection hint otherwise.
 */
export function registrationErrorView(t: Translate, error: unknown, fallback: string): RegistrationErrorView {
  const needsMoney =
    // The ledger's refusal when the wallet cannot pay the entry fee (422, nothing is charged).
    hasErrorCode(error, 'INSUFFICIENT_FUNDS') ||
    (error instanceof ApiRequestError && error.status === 402 && error.code.startsWith('HTTP_'));
  return {
    message: serverMessage(error) ?? (needsMoney ? t('tournament.registration.lowBalance') : fallback),
    needsMoney,
  };
}

/** A private tournament refused the registration: its invite code was missing or wrong (403). */
export function isInviteRefusal(error: unknown): error is ApiRequestError {
  return hasErrorCode(error, TOURNAMENT_ERROR_CODES.inviteRequired);
}

import type { ApiErrorCode } from '@ludo/shared/errors';
import { type AppError, conflict } from '../../lib/errors';
import type { Message } from '../../lib/i18n';
import type { DuplicateField } from './users.repository';

const DUPLICATES: Record<DuplicateField, { code: ApiErrorCode; message: string }> = {
  email: { code: 'DUPLICATE_EMAIL', message: 'An account with this email already exists.' },
  phone: { code: 'DUPLICATE_PHONE', message: 'An account with this phone number already exists.' },
  ludoPlayerId: { code: 'DUPLICATE_LUDO_PLAYER_ID', message: 'An account with this Ludo player ID already exists.' },
};

export function duplicateAccountError(field: DuplicateField): AppError {
  const { code, message } = DUPLICATES[field];
  return conflict(code, message);
}

/** "Your account has been suspended: {reason} Contact support if you think this is a mistake." (or without a reason). */
export const suspendedMessage = (reason: string | null): Message => ({
  id: 'error.auth.suspended',
  values: { withReason: reason ? 'yes' : 'no', reason: reason ?? '' },
});

import { AppError, type ErrorText } from '../../lib/errors';

export class InsufficientFundsError extends AppError {
  constructor(message: ErrorText = 'Your wallet balance is too low for this.') {
    super(422, 'INSUFFICIENT_FUNDS', message);
  }
}

/** The same idempotency key was used for a different movement of money: a bug, never a retry. */
export class IdempotencyConflictError extends AppError {
  constructor(key: string) {
    super(409, 'IDEMPOTENCY_CONFLICT', `The operation ${key} was already recorded with different details.`);
  }
}

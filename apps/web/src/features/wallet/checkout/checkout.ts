import type { CreateOrderResponse, PaymentMethod } from '@ludo/shared/payments/payments.schemas';
import type { MessageId } from '@/lib/i18n/react';
import type { PaymentConfirmation } from '../api/sandbox-pay';

export type { PaymentConfirmation };

/** An order the server created, and what the player chose on the Add Money form. */
export interface CheckoutRequest {
  order: CreateOrderResponse;
  method: PaymentMethod;
  /** The player's details, so the provider's checkout need not ask for them again. */
  prefill?: { name: string; email: string; contact: string };
  /** What the payment is for, in the player's language, for the provider's checkout to show. */
  description: string;
}

/**
 * How a checkout ended. `paid` carries what the server verifies; `failed` means the provider
 * refused the payment (the sandbox marks the transaction Failed), with the provider's reason when
 * it gave one; `dismissed` means the player closed the checkout without paying.
 */
export type CheckoutOutcome =
  | { kind: 'paid'; confirmation: PaymentConfirmation }
  | { kind: 'failed'; message?: string }
  | { kind: 'dismissed' };

/** The checkout could not open at all; `reason` is the message that tells the player why. */
export class CheckoutUnavailableError extends Error {
  constructor(readonly reason: MessageId) {
    super(reason);
    this.name = 'CheckoutUnavailableError';
  }
}

/** Opens the checkout of the order's provider; rejects only when it cannot open at all. */
export type OpenCheckout = (request: CheckoutRequest) => Promise<CheckoutOutcome>;

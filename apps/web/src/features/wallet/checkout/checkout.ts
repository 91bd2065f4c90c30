import type { CreateOrderResponse, PaymentMethod } from '@ludo/shared/payments/payments.schemas';
import type { PaymentConfirmation } from '../api/sandbox-pay';

export type { PaymentConfirmation };

/** An order the server created, and what the player chose on the Add Money form. */
export interface CheckoutRequest {
  order: CreateOrderResponse;
  method: PaymentMethod;
  /** The player's details, so the provider's checkout need not ask for them again. */
  prefill?: { name: string; email: string; contact: string };
}

/**
 * How a checkout ended. `paid` carries what the server verifies; `failed` means the provider
 * refused the payment (the sandbox marks the transaction Failed); `dismissed` means the player
 * closed the checkout without paying.
 */
export type CheckoutOutcome =
  | { kind: 'paid'; confirmation: PaymentConfirmation }
  | { kind: 'failed'; message: string }
  | { kind: 'dismissed' };

/** Opens the checkout of the order's provider; rejects only when it cannot open at all. */
export type OpenCheckout = (request: CheckoutRequest) => Promise<CheckoutOutcome>;

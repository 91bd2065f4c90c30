import type { WithdrawalDestination } from '@ludo/shared/withdrawals/withdrawals.schemas';

export type PayoutStatus =
  | 'queued'
  | 'pending'
  | 'processing'
  | 'processed'
  | 'failed'
  | 'reversed'
  | 'rejected'
  | 'cancelled';

export interface PayoutRequest {
  /** Sent as Razorpay's X-Payout-Idempotency: a retry never pays twice. */
  idempotencyKey: string;
  amountPaise: number;
  destination: WithdrawalDestination;
  beneficiary: { userId: string; name: string; email: string; phone: string };
}

export interface Payout {
  id: string;
  status: PayoutStatus;
  failureReason: string | null;
  /** The withdrawal id we sent as the payout's reference, when the provider reports it. */
  referenceId?: string | null;
}

/** Money out to a player's UPI id or bank account: RazorpayX Payouts, or the sandbox. */
export interface PayoutProvider {
  createPayout(request: PayoutRequest): Promise<Payout>;
  fetchPayout(payoutId: string): Promise<Payout | null>;
}

export const FINAL_SUCCESS: ReadonlySet<PayoutStatus> = new Set(['processed']);
export const FINAL_FAILURE: ReadonlySet<PayoutStatus> = new Set(['failed', 'reversed', 'rejected', 'cancelled']);

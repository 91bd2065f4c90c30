import type { WithdrawalStatus } from '@ludo/shared/withdrawals/withdrawals.schemas';
import { FINAL_FAILURE, FINAL_SUCCESS, type PayoutStatus } from './payouts/payout-provider';

/**
 * A withdrawal's life as pure functions, status in and decision out, so every rule is tested
 * without a database. The service does what they decide, with the ledger, in one transaction.
 *
 * requested → approved (an admin, or automatically below the configured amount) → processed
 * (the payout was paid); requested → rejected (an admin); approved → failed (the payout failed);
 * processed → failed (the bank sent the money back). Rejected and failed are final: the money
 * is back in the player's winnings.
 */
const NEXT: Readonly<Record<WithdrawalStatus, readonly WithdrawalStatus[]>> = {
  requested: ['approved', 'rejected'],
  approved: ['processed', 'failed'],
  processed: ['failed'],
  rejected: [],
  failed: [],
};

/** Whether a withdrawal in `from` may move to `to`. */
export const mayFollow = (from: WithdrawalStatus, to: WithdrawalStatus): boolean => NEXT[from].includes(to);

/** Whether the provider's word on a payout is final: paid, or not paid and never to be. */
export const isFinalPayout = (status: PayoutStatus): boolean => FINAL_SUCCESS.has(status) || FINAL_FAILURE.has(status);

/**
 * What a payout's status means for its withdrawal:
 *  - complete: an approved withdrawal's payout was paid, so it is processed;
 *  - fail: an approved withdrawal's payout failed for good, so it fails and the money returns;
 *  - reverse: a processed withdrawal's payout was reversed by the bank, so it fails and the money returns;
 *  - check_paid: a withdrawal whose money was already returned, yet its payout says paid (an old
 *    event arriving late, or a real double payment): the provider's current word decides whether
 *    people must look at it;
 *  - none: the payout is still on its way, or the news changes nothing (it was applied already).
 */
export type PayoutEffect = 'complete' | 'fail' | 'reverse' | 'check_paid' | 'none';

export function payoutEffect(withdrawal: WithdrawalStatus, payout: PayoutStatus): PayoutEffect {
  if (!isFinalPayout(payout)) return 'none';
  const paid = FINAL_SUCCESS.has(payout);
  if (withdrawal === 'failed' || withdrawal === 'rejected') return paid ? 'check_paid' : 'none';
  if (withdrawal === 'processed') return payout === 'reversed' ? 'reverse' : 'none';
  if (withdrawal === 'approved') return paid ? 'complete' : 'fail';
  return 'none';
}

/** The withdrawal's status once `effect` is done. */
export function statusAfter(withdrawal: WithdrawalStatus, effect: PayoutEffect): WithdrawalStatus {
  if (effect === 'complete') return 'processed';
  if (effect === 'fail' || effect === 'reverse') return 'failed';
  return withdrawal;
}

/**
 * When the settlement loop asks the provider about a payout it sent. Most UPI and IMPS payouts
 * settle within seconds, so the first look is soon after sending; a payout the bank holds longer
 * is asked about less and less often, so thousands of slow payouts do not flood the provider's
 * API. Webhooks usually arrive first; these checks are for the ones that are lost.
 *
 * Looks, counted from the moment the payout was sent: after 2 s, then 5 s, 15 s, 1 min and 5 min
 * after the look before (at about 2 s, 7 s, 22 s, 1 min 22 s and 6 min 22 s), then every 15 min
 * until the payout is final.
 */
const SCHEDULE: ReadonlyArray<{ sinceSentBelowMs: number; delayMs: number }> = [
  { sinceSentBelowMs: 2_000, delayMs: 2_000 },
  { sinceSentBelowMs: 7_000, delayMs: 5_000 },
  { sinceSentBelowMs: 22_000, delayMs: 15_000 },
  { sinceSentBelowMs: 82_000, delayMs: 60_000 },
  { sinceSentBelowMs: 382_000, delayMs: 300_000 },
];

/** The slowest pace: a payout still in flight is asked about every 15 minutes. */
export const PAYOUT_CHECK_MAX_DELAY_MS = 900_000;

/**
 * How long after a look made `sinceSentMs` after sending the next look is due. A look is never
 * made before it is due, so each one lands in a later step of the schedule than the one before.
 */
export function payoutCheckDelayMs(sinceSentMs: number): number {
  const elapsed = Math.max(0, sinceSentMs);
  for (const step of SCHEDULE) if (elapsed < step.sinceSentBelowMs) return step.delayMs;
  return PAYOUT_CHECK_MAX_DELAY_MS;
}

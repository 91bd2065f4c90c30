import { TDS_PERCENT } from '@ludo/shared/limits';

/**
 * TDS_PERCENT of a taxable amount (a prize, net winnings), in paise, rounded up to the paisa
 * (at most one paisa against the player), so the platform never withholds less than the law asks.
 * Integer arithmetic throughout: TDS_PERCENT must be whole basis points.
 */
export function tdsOn(taxablePaise: number): number {
  if (!Number.isSafeInteger(taxablePaise) || taxablePaise < 0) {
    throw new Error(`TDS on ${taxablePaise}: not whole paise ≥ 0`);
  }
  if (!Number.isInteger(TDS_PERCENT * 100) || TDS_PERCENT < 0 || TDS_PERCENT > 100) {
    throw new Error(`TDS_PERCENT ${TDS_PERCENT} is not a whole number of basis points between 0 and 100%`);
  }
  return Number((BigInt(taxablePaise) * BigInt(TDS_PERCENT * 100) + 9_999n) / 10_000n);
}

import { formatRupees } from '../money';

/**
 * The tournament lists' entry-fee filter: the product's fee tiers (up to ₹5, up to ₹50, up to
 * ₹100, above ₹100), each band from above `min` up to `max` rupees. No zod here: the public page
 * and the server's query schema both read it, and the page should not download zod for it.
 */
export const FEE_BANDS = {
  upTo5: { min: 0, max: 5 },
  upTo50: { min: 5, max: 50 },
  upTo100: { min: 50, max: 100 },
  over100: { min: 100, max: null },
} as const;
export type FeeBand = keyof typeof FEE_BANDS;
export const FEE_BAND_KEYS = Object.keys(FEE_BANDS) as FeeBand[];

/** A band in words, in the money mode's: "Up to ₹5", "₹6 to ₹50", "Above ₹100". */
export function feeBandLabel(band: FeeBand): string {
  const { min, max } = FEE_BANDS[band];
  if (max === null) return `Above ${formatRupees(min)}`;
  if (min === 0) return `Up to ${formatRupees(max)}`;
  return `${formatRupees(min + 1)} to ${formatRupees(max)}`;
}

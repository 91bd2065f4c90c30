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

/**
 * All money inside the platform is integer paise. The API shows rupees where the spec does
 * (balance, transaction amounts); these helpers are the only place that converts. Keeping every
 * currency rule here keeps a future play-money mode a change to one module.
 */
export const CURRENCY = 'INR' as const;
export const PAISE_PER_RUPEE = 100;

export type Paise = number;

export function rupeesToPaise(rupees: number): Paise {
  if (!Number.isFinite(rupees)) throw new RangeError('Amount must be a finite number');
  // Math.round guards against binary float noise such as 10.1 * 100 = 1009.9999999999999.
  const paise = Math.round(rupees * PAISE_PER_RUPEE);
  if (!Number.isSafeInteger(paise)) throw new RangeError('Amount is out of range');
  return paise;
}

export function paiseToRupees(paise: Paise): number {
  if (!Number.isSafeInteger(paise)) throw new RangeError('Paise must be a safe integer');
  return paise / PAISE_PER_RUPEE;
}

const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: CURRENCY, maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: CURRENCY, minimumFractionDigits: 2 });

/** Rupees, formatted the Indian way with the rupee sign: ₹1,25,000 or, with paise, ₹49.50. */
export function formatRupees(rupees: number): string {
  return Number.isInteger(rupees) ? wholeRupees.format(rupees) : withPaise.format(rupees);
}

export function formatPaise(paise: Paise): string {
  return formatRupees(paiseToRupees(paise));
}

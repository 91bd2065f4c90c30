/**
 * Indian mobile numbers: ten digits starting with 6 to 9, written with or without +91 / 91 / 0
 * and with spaces or dashes. Stored as +91XXXXXXXXXX.
 */
const INDIAN_MOBILE = /^[6-9]\d{9}$/;

export function normalizeIndianMobile(input: string): string | null {
  let digits = input.replace(/[\s-]/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return INDIAN_MOBILE.test(digits) ? `+91${digits}` : null;
}

/** The ten local digits of a stored +91 number, for display next to a fixed +91 prefix. */
export function localMobileDigits(stored: string): string {
  return stored.startsWith('+91') ? stored.slice(3) : stored;
}

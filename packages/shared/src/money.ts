/**
 * All money inside the platform is integer paise. The API shows rupees where the product's calls do
 * (balance, transaction amounts); these helpers are the only place that converts and formats.
 *
 * The platform runs in one of two money modes, chosen by the operator when it is deployed
 * (docs/decisions/0016-play-money-mode.md): `real` (rupees, the default) or `play` (coins that can
 * be neither bought nor cashed out). A coin is stored as a rupee is (100 units), so every stake,
 * fee and prize rule is the same in both; only the words and what may come in and out differ.
 * The mode is set once per process, at start-up (the server from its configuration, the web app
 * from the page the server sends), before anything is formatted.
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

export const MONEY_MODES = ['real', 'play'] as const;
export type MoneyMode = (typeof MONEY_MODES)[number];

let mode: MoneyMode = 'real';

/** Sets the process's money mode: once, at start-up. */
export function setMoneyMode(next: MoneyMode): void {
  mode = next;
}

export function moneyMode(): MoneyMode {
  return mode;
}

export function isPlayMoney(): boolean {
  return mode === 'play';
}

/** One of two texts by the money mode: what is said about rupees, and what is said about coins. */
export function byMoneyMode<T>(texts: { real: T; play: T }): T {
  return mode === 'play' ? texts.play : texts.real;
}

const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: CURRENCY, maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: CURRENCY, minimumFractionDigits: 2 });

// Latin digits and Indian grouping whatever the language (a coin amount reads like a rupee one).
const coinAmount = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** Writes a coin amount (its digits already formatted) with the word for coins in a language. */
export type CoinWords = (amount: string, count: number) => string;
const englishCoins: CoinWords = (amount, count) => `${amount} ${Math.abs(count) === 1 ? 'coin' : 'coins'}`;
let coinWords: CoinWords = englishCoins;

/** The word for coins in the page's language (the web app sets it when the language changes; the server, which writes in many languages at once, passes its words to each call instead). */
export function setCoinWords(words: CoinWords | undefined): void {
  coinWords = words ?? englishCoins;
}

/**
 * An amount, formatted the Indian way: in rupees with the rupee sign (₹1,25,000 or, with paise,
 * ₹49.50), or in play-money mode as coins (1,25,000 coins; 1 coin; 49.5 coins), in `words` if given.
 */
export function formatRupees(rupees: number, words: CoinWords = coinWords): string {
  if (mode === 'play') return words(coinAmount.format(rupees), rupees);
  return Number.isInteger(rupees) ? wholeRupees.format(rupees) : withPaise.format(rupees);
}

/** An amount for a file (CSV, PDF): rupees with two decimals, no sign of currency or grouping ("1500.00"), from whole paise. */
export function plainRupees(paise: Paise): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError('Paise must be a safe integer');
  const whole = Math.abs(paise);
  return `${paise < 0 ? '-' : ''}${Math.trunc(whole / PAISE_PER_RUPEE)}.${String(whole % PAISE_PER_RUPEE).padStart(2, '0')}`;
}

/** What a player who is short of money can do about it: add money, or claim the day's coins. */
export function topUpHint(): string {
  return byMoneyMode({ real: 'Add money to continue.', play: 'Claim your daily coins to continue.' });
}

export function formatPaise(paise: Paise, words?: CoinWords): string {
  return formatRupees(paiseToRupees(paise), words);
}

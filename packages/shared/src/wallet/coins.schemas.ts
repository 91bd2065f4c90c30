import { z } from 'zod';

/**
 * Play-money mode's coins (docs/decisions/0016-play-money-mode.md): a welcome grant at
 * registration and a daily claim, once per India day. Amounts are in coins, as the API gives
 * amounts in rupees in the real mode.
 */
export const coinsStatusSchema = z.object({
  /** Coins a new player is given at registration. */
  welcomeCoins: z.number(),
  /** Coins a claim gives, once a day. */
  dailyCoins: z.number(),
  /** True when today's coins are still to be claimed. */
  canClaim: z.boolean(),
  /** When the next day's coins can be claimed (midnight, India time). */
  nextClaimAt: z.string(),
});
export type CoinsStatus = z.infer<typeof coinsStatusSchema>;

export const coinsClaimSchema = z.object({
  message: z.string(),
  coins: z.number(),
  /** The player's balance after the claim. */
  balance: z.number(),
  nextClaimAt: z.string(),
});
export type CoinsClaim = z.infer<typeof coinsClaimSchema>;

export const COINS_CLAIMED_MESSAGE = 'Daily coins claimed!';
/** A second claim on the same India day. */
export const COINS_ALREADY_CLAIMED = 'COINS_ALREADY_CLAIMED';

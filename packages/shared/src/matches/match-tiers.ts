import { MATCH_PRIZE_MULTIPLIER, MATCH_STAKES_RUPEES } from '../limits';

export type MatchStakeRupees = (typeof MATCH_STAKES_RUPEES)[number];
export type MatchDifficulty = 'Beginner' | 'Intermediate' | 'Pro';
/** The entry-fee tiers (docs/product-rules.md, Constants): up to 5, up to 50, up to 100, above 100. */
export type StakeTier = 'micro' | 'low' | 'mid' | 'high';

export function isMatchStake(value: number): value is MatchStakeRupees {
  return (MATCH_STAKES_RUPEES as readonly number[]).includes(value);
}

export function stakeTier(stakeRupees: number): StakeTier {
  if (stakeRupees <= 5) return 'micro';
  if (stakeRupees <= 50) return 'low';
  if (stakeRupees <= 100) return 'mid';
  return 'high';
}

/** Difficulty follows the stake tier: the higher the stake, the stronger the players it draws. */
export function matchDifficulty(stakeRupees: number): MatchDifficulty {
  const tier = stakeTier(stakeRupees);
  if (tier === 'micro') return 'Beginner';
  if (tier === 'low') return 'Intermediate';
  return 'Pro';
}

/**
 * The prize pool of a match in paise: every seat's stake (two in 1v1; three or four in a room for
 * more, docs/decisions/0023-rooms-for-more-than-two-players.md), minus the platform fee (a
 * percentage of the stakes, 0 by default per docs/product-rules.md, Constants). Rounded down to
 * whole paise; the fee keeps the rest.
 */
export function matchPrizePaise(
  stakePaise: number,
  platformFeePercent: number,
  seats: number = MATCH_PRIZE_MULTIPLIER,
): { prizePaise: number; feePaise: number } {
  const potPaise = stakePaise * seats;
  const feePaise = Math.ceil((potPaise * platformFeePercent) / 100);
  return { prizePaise: potPaise - feePaise, feePaise };
}

/**
 * How a room's prize is paid: the winner takes it all; winners who played as a team share it
 * equally, and a paisa that does not divide goes to the first of them in seat order. `winnerIds`
 * are in seat order. The shares always add up to the prize.
 */
export function prizeShares(
  prizePaise: number,
  winnerIds: readonly string[],
): Array<{ userId: string; paise: number }> {
  if (winnerIds.length === 0 || new Set(winnerIds).size !== winnerIds.length) {
    throw new RangeError(`a prize needs distinct winners, not [${winnerIds.join(', ')}]`);
  }
  const each = Math.floor(prizePaise / winnerIds.length);
  const odd = prizePaise - each * winnerIds.length;
  return winnerIds.map((userId, seat) => ({ userId, paise: each + (seat < odd ? 1 : 0) }));
}

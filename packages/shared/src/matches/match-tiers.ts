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
 * The prize pool of a 1v1 match in paise: both stakes, minus the platform fee (a percentage of
 * the stakes, 0 by default per docs/product-rules.md, Constants). Rounded down to whole paise; the
 * fee keeps the rest.
 */
export function matchPrizePaise(
  stakePaise: number,
  platformFeePercent: number,
): { prizePaise: number; feePaise: number } {
  const potPaise = stakePaise * MATCH_PRIZE_MULTIPLIER;
  const feePaise = Math.ceil((potPaise * platformFeePercent) / 100);
  return { prizePaise: potPaise - feePaise, feePaise };
}

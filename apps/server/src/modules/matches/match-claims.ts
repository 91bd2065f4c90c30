import type { ResultClaim } from '@ludo/shared/matches/matches.schemas';

/**
 * What the result claims of a 1v1 match decide: a pure function, claims in and decision out, so
 * every rule is tested without a database (as the tables' rules in tournament-game-rules.ts).
 * Each player says they won or lost, with a screenshot:
 *  - one says won and the other lost: the results agree, the match settles;
 *  - both say the same: the results do not agree, an admin reviews the match;
 *  - only one has answered: the match waits for the other until the result deadline, after
 *    which the claim stands (a loss claimed alone is the other player's win).
 */

export interface PlayerClaim {
  userId: string;
  claim: ResultClaim;
}

export type ClaimsVerdict = { kind: 'wait' } | { kind: 'settle'; winnerId: string } | { kind: 'review' };

/** `players` are the match's two players; `claims` holds at most one claim of each. */
export function claimsVerdict(
  players: readonly [string, string],
  claims: readonly PlayerClaim[],
  deadlinePassed: boolean,
): ClaimsVerdict {
  const [first, second] = players;
  const otherOf = (userId: string) => (userId === first ? second : first);
  for (const [i, claim] of claims.entries()) {
    if (!players.includes(claim.userId)) throw new Error(`claims verdict: ${claim.userId} does not play this match`);
    if (claims.findIndex((other) => other.userId === claim.userId) !== i) {
      throw new Error(`claims verdict: ${claim.userId} claimed twice`);
    }
  }
  const winnerBy = (claim: PlayerClaim) => (claim.claim === 'won' ? claim.userId : otherOf(claim.userId));
  const [one, two] = claims;
  if (!one) return { kind: 'wait' };
  if (!two) return deadlinePassed ? { kind: 'settle', winnerId: winnerBy(one) } : { kind: 'wait' };
  if (one.claim === two.claim) return { kind: 'review' };
  return { kind: 'settle', winnerId: winnerBy(one) };
}

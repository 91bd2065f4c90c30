import { TOURNAMENT_PLATFORM_FEE_PERCENT, TOURNAMENT_POINTS, TOURNAMENT_PRIZE_SPLITS } from '@ludo/shared/limits';
import type { TournamentPlayerId } from './tournament.types';

/**
 * What a tournament's places are worth: the platform fee and prize pool, each player's prize, and
 * leaderboard points. Money is integer paise; percentages (which may be fractional, 2.5) are turned
 * into exact basis points and multiplied with BigInt, so no float ever touches an amount.
 *
 * A ranking is a player's place as the standings give it: `rank` is 1 + the number of players
 * ahead of them, so players sharing rank k cover the places k, k+1, … k+m-1 (m = how many share
 * it). The functions take the whole field, in display order.
 */

export interface TournamentRankedPlayer {
  playerId: TournamentPlayerId;
  rank: number;
}

export interface TournamentPrizePool {
  entriesPaise: number;
  feePaise: number;
  poolPaise: number;
}

export interface TournamentPrize {
  playerId: TournamentPlayerId;
  /** The player's rank; players sharing it share the places it covers. */
  place: number;
  prizePaise: number;
}

/** Leaderboard points as an exact fraction in lowest terms (denominator ≥ 1), e.g. 20/3. */
export interface TournamentPointsFraction {
  numerator: number;
  denominator: number;
}

export interface TournamentPoints {
  playerId: TournamentPlayerId;
  place: number;
  points: TournamentPointsFraction;
}

const BASIS_POINTS_PER_PERCENT = 100n;
const WHOLE_BASIS_POINTS = 100n * BASIS_POINTS_PER_PERCENT;

/**
 * The platform fee and the prize pool of a tournament whose entry fees total `entriesPaise`.
 * The pool is rounded down to whole paise and the fee is the rest, so fee + pool = entries
 * exactly (the same rule as the upcoming-tournaments list's pool). With today's fee, 16 players ×
 * ₹100 → fee ₹160, pool ₹1,440.
 */
export function tournamentPrizePool(entriesPaise: number): TournamentPrizePool {
  checkTournamentPaise('Tournament entries', entriesPaise);
  const poolBasisPoints = WHOLE_BASIS_POINTS - tournamentBasisPoints(TOURNAMENT_PLATFORM_FEE_PERCENT);
  if (poolBasisPoints < 0n) throw new Error(`Tournament platform fee ${TOURNAMENT_PLATFORM_FEE_PERCENT}% exceeds 100%`);
  const poolPaise = Number((BigInt(entriesPaise) * poolBasisPoints) / WHOLE_BASIS_POINTS);
  return { entriesPaise, feePaise: entriesPaise - poolPaise, poolPaise };
}

/**
 * The prize split (percent of the pool for 1st, 2nd, …) for a field of `fieldSize` players: the
 * split of the largest listed field size not above it. Below the smallest listed size (today fewer
 * than 4 players, which the minimum-players rule normally prevents) the winner takes the whole pool:
 * paying second place in a field of two or three would hand most of the losers their entry back.
 */
export function tournamentPrizeSplitPercents(fieldSize: number): readonly number[] {
  if (!Number.isSafeInteger(fieldSize) || fieldSize < 1) {
    throw new Error(`Tournament field size ${fieldSize} is not a positive integer`);
  }
  const listed = (Object.keys(TOURNAMENT_PRIZE_SPLITS).map(Number) as Array<keyof typeof TOURNAMENT_PRIZE_SPLITS>)
    .filter((size) => size <= fieldSize)
    .sort((a, b) => b - a);
  const size = listed[0];
  return size === undefined ? [100] : TOURNAMENT_PRIZE_SPLITS[size];
}

/**
 * Each player's prize from `poolPaise`, in the ranking's order. Every place of the split gets
 * floor(pool × percent); the paise those floors leave (fewer than the number of places) go one
 * each to the highest places first. Players sharing a rank pool the prizes of the places they
 * cover and split them equally; the paise that do not divide go one each to the first of them in
 * the ranking's order (the standings show them by seed). So the prizes always sum to the pool,
 * and a better rank never gets less than a worse one.
 */
export function tournamentPrizes(ranking: readonly TournamentRankedPlayer[], poolPaise: number): TournamentPrize[] {
  checkTournamentRanking(ranking);
  checkTournamentPaise('Tournament prize pool', poolPaise);
  const placePaise = tournamentPlacePaise(tournamentPrizeSplitPercents(ranking.length), poolPaise);
  return shareTournamentPlaces(ranking, (first, count) => {
    let combined = 0n;
    for (let place = first; place < first + count; place++) combined += placePaise[place - 1] ?? 0n;
    const each = combined / BigInt(count);
    const extra = Number(combined % BigInt(count));
    return Array.from({ length: count }, (_, i) => ({ prizePaise: Number(each) + (i < extra ? 1 : 0) }));
  }).map(({ playerId, place, prizePaise }) => ({ playerId, place, prizePaise }));
}

/**
 * Leaderboard points for a ranking: the places 1st, 2nd, … earn TOURNAMENT_POINTS, later places
 * 0; players sharing a rank share the points of the places they cover equally, so (with today's
 * points) two tied for 3rd get (4 + 2) / 2 = 3 each and three tied for 1st get 20/3 each. Points are exact
 * fractions, never floats: add them with `tournamentPointsAdd`.
 */
export function tournamentPoints(ranking: readonly TournamentRankedPlayer[]): TournamentPoints[] {
  checkTournamentRanking(ranking);
  return shareTournamentPlaces(ranking, (first, count) => {
    let combined = 0;
    for (let place = first; place < first + count; place++) combined += TOURNAMENT_POINTS[place - 1] ?? 0;
    const points = tournamentPointsFraction(combined, count);
    return Array.from({ length: count }, () => ({ points }));
  }).map(({ playerId, place, points }) => ({ playerId, place, points }));
}

/** The exact sum of two point fractions, in lowest terms; throws if it outgrows safe integers. */
export function tournamentPointsAdd(
  a: TournamentPointsFraction,
  b: TournamentPointsFraction,
): TournamentPointsFraction {
  for (const f of [a, b]) {
    if (!Number.isSafeInteger(f?.numerator) || !Number.isSafeInteger(f.denominator) || f.denominator < 1) {
      throw new Error(`Tournament points ${JSON.stringify(f)} are not a fraction with a positive denominator`);
    }
  }
  const numerator = BigInt(a.numerator) * BigInt(b.denominator) + BigInt(b.numerator) * BigInt(a.denominator);
  const denominator = BigInt(a.denominator) * BigInt(b.denominator);
  const divisor = gcd(numerator < 0n ? -numerator : numerator, denominator);
  const n = numerator / divisor;
  const d = denominator / divisor;
  if (
    n > BigInt(Number.MAX_SAFE_INTEGER) ||
    -n > BigInt(Number.MAX_SAFE_INTEGER) ||
    d > BigInt(Number.MAX_SAFE_INTEGER)
  ) {
    throw new Error('Tournament points sum is out of the safe integer range');
  }
  return { numerator: Number(n), denominator: Number(d) };
}

function tournamentPointsFraction(numerator: number, denominator: number): TournamentPointsFraction {
  const divisor = Number(gcd(BigInt(numerator), BigInt(denominator)));
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a, b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
}

/**
 * The pool's paise for each place of `percents`: floor(pool × percent), then the paise left over
 * one each to the places from the top. The percents must sum to exactly 100 and never increase.
 */
function tournamentPlacePaise(percents: readonly number[], poolPaise: number): bigint[] {
  const basisPoints = percents.map(tournamentBasisPoints);
  const total = basisPoints.reduce((sum, bp) => sum + bp, 0n);
  if (total !== WHOLE_BASIS_POINTS)
    throw new Error(`Tournament prize split ${percents.join('/')} does not sum to 100%`);
  if (basisPoints.some((bp, i) => i > 0 && bp > (basisPoints[i - 1] as bigint))) {
    throw new Error(`Tournament prize split ${percents.join('/')} pays a lower place more than a higher one`);
  }
  const pool = BigInt(poolPaise);
  const amounts = basisPoints.map((bp) => (pool * bp) / WHOLE_BASIS_POINTS);
  let left = pool - amounts.reduce((sum, a) => sum + a, 0n);
  for (let i = 0; left > 0n; i++, left--) amounts[i] = (amounts[i] as bigint) + 1n;
  return amounts;
}

/**
 * Walks the ranking's groups of players sharing a rank, asks `share(firstPlace, count)` for the
 * group's values (one per player, in order) and returns them with each player's id and place.
 */
function shareTournamentPlaces<Share extends object>(
  ranking: readonly TournamentRankedPlayer[],
  share: (firstPlace: number, count: number) => Share[],
): Array<Share & { playerId: TournamentPlayerId; place: number }> {
  const out: Array<Share & { playerId: TournamentPlayerId; place: number }> = [];
  const byRank = [...ranking].map((r, order) => ({ ...r, order })).sort((a, b) => a.rank - b.rank || a.order - b.order);
  for (let start = 0; start < byRank.length; ) {
    const place = (byRank[start] as { rank: number }).rank;
    let end = start;
    while (end < byRank.length && (byRank[end] as { rank: number }).rank === place) end++;
    const shares = share(place, end - start);
    for (let i = start; i < end; i++) {
      const r = byRank[i] as TournamentRankedPlayer & { order: number };
      out[r.order] = { ...(shares[i - start] as Share), playerId: r.playerId, place };
    }
    start = end;
  }
  return out;
}

/**
 * A ranking has distinct player ids and ranks that are consistent: each player's rank is 1 + the
 * number of players with a smaller rank (so 1, 2, 2, 4 is one, 1, 2, 2, 3 is not).
 */
function checkTournamentRanking(ranking: readonly TournamentRankedPlayer[]): void {
  if (!Array.isArray(ranking) || ranking.length === 0) throw new Error('Tournament ranking must list the players');
  const ids = new Set<TournamentPlayerId>();
  for (const r of ranking) {
    if (typeof r?.playerId !== 'string' || r.playerId === '') {
      throw new Error('Tournament ranking player id must be a non-empty string');
    }
    if (ids.has(r.playerId)) throw new Error(`Tournament ranking lists player ${r.playerId} twice`);
    ids.add(r.playerId);
    if (!Number.isSafeInteger(r.rank) || r.rank < 1) {
      throw new Error(`Tournament ranking gives player ${r.playerId} rank ${r.rank}: ranks are positive integers`);
    }
  }
  const ranks = ranking.map((r) => r.rank).sort((a, b) => a - b);
  ranks.forEach((rank, i) => {
    if (rank !== (i > 0 && ranks[i - 1] === rank ? rank : i + 1)) {
      throw new Error(`Tournament ranking ${ranks.join(', ')} skips or repeats places: rank ${rank} at place ${i + 1}`);
    }
  });
}

function checkTournamentPaise(what: string, paise: number): void {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new Error(`${what} ${paise} is not a whole number of paise ≥ 0`);
}

/** A percent from limits.ts as exact basis points (2.5 → 250); anything finer is refused. */
function tournamentBasisPoints(percent: number): bigint {
  const basisPoints = Math.round(percent * Number(BASIS_POINTS_PER_PERCENT));
  if (!Number.isFinite(percent) || percent < 0 || Math.abs(basisPoints - percent * 100) > 1e-9) {
    throw new Error(`Tournament percentage ${percent} is not a whole number of basis points ≥ 0`);
  }
  return BigInt(basisPoints);
}

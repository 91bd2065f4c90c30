/**
 * What the reports of a tournament game decide: pure functions, state in and decision out, so
 * every rule is tested without a database (docs/decisions/0012). Positions are 1 = first home.
 *
 * A table of n seats: a player who forfeits (a host who did not post the room code in time, a
 * disqualified player) takes the last place still free, so forfeits fill the bottom places from n
 * upwards and the players still in report positions 1..m (m = seats not yet placed) among
 * themselves. A 1v1 game is decided by its two claims, as an ordinary match; its placings are the
 * winner 1 and the loser 2.
 */

export type Placings = Record<string, number>;

export interface TableReport {
  userId: string;
  position: number;
}

export type TableVerdict =
  | { kind: 'settle'; placings: Placings }
  /** Two players claim one place, or a claim no longer fits the places still free: an admin decides. */
  | { kind: 'conflict' }
  | { kind: 'wait' };

/** The seats not placed yet, in seat order. */
export function unplacedSeats(seatIds: readonly string[], placed: Placings): string[] {
  return seatIds.filter((id) => placed[id] === undefined);
}

/**
 * The table's decision from the places already taken by forfeits and the reports so far. With
 * `deadlinePassed` (the result window after the first report is over), the reports stand and the
 * silent players take the places left, in seat order.
 */
export function tableVerdict(
  seatIds: readonly string[],
  placed: Placings,
  reports: readonly TableReport[],
  deadlinePassed: boolean,
): TableVerdict {
  const open = unplacedSeats(seatIds, placed);
  const claims = reports.filter((report) => open.includes(report.userId));
  const taken = new Set<number>();
  for (const claim of claims) {
    if (claim.position < 1 || claim.position > open.length || taken.has(claim.position)) return { kind: 'conflict' };
    taken.add(claim.position);
  }
  if (open.length === 1) return { kind: 'settle', placings: { ...placed, [open[0] as string]: 1 } };
  if (claims.length < open.length && !(deadlinePassed && claims.length > 0)) return { kind: 'wait' };
  const placings: Placings = { ...placed };
  for (const claim of claims) placings[claim.userId] = claim.position;
  const free = Array.from({ length: open.length }, (_, i) => i + 1).filter((position) => !taken.has(position));
  for (const id of open) {
    if (placings[id] === undefined) placings[id] = free.shift() as number;
  }
  return { kind: 'settle', placings };
}

/**
 * A player forfeits a table: they take the last free place. Returns the new places taken and,
 * when only one player is left, the table's final placings (the last one wins).
 */
export function tableForfeit(
  seatIds: readonly string[],
  placed: Placings,
  userId: string,
): { placed: Placings; settled: Placings | null } {
  const open = unplacedSeats(seatIds, placed);
  if (!open.includes(userId)) throw new Error(`table forfeit: ${userId} holds no open seat`);
  const next = { ...placed, [userId]: open.length };
  const left = unplacedSeats(seatIds, next);
  if (left.length === 1) return { placed: next, settled: { ...next, [left[0] as string]: 1 } };
  return { placed: next, settled: null };
}

/** A 1v1 tournament game's placings: the winner 1, the other 2. */
export function duelPlacings(seatIds: readonly string[], winnerId: string): Placings {
  const loser = seatIds.find((id) => id !== winnerId);
  if (seatIds.length !== 2 || !seatIds.includes(winnerId) || !loser) {
    throw new Error(`duel placings: ${winnerId} is not one of ${seatIds.join(', ')}`);
  }
  return { [winnerId]: 1, [loser]: 2 };
}

/** An admin's ranking (first to last) as placings; it must name every seat once. */
export function rankingPlacings(seatIds: readonly string[], ranking: readonly string[]): Placings | null {
  if (ranking.length !== seatIds.length || new Set(ranking).size !== ranking.length) return null;
  if (!ranking.every((id) => seatIds.includes(id))) return null;
  return Object.fromEntries(ranking.map((id, i) => [id, i + 1]));
}

/** The player placed first. */
export function placingsWinner(placings: Placings): string | null {
  return Object.entries(placings).find(([, position]) => position === 1)?.[0] ?? null;
}

/**
 * A game played here ended with `game` (each player's place in it): players a forfeit already
 * placed keep their places, and the others take the places still free in the order the game gave.
 */
export function placingsAfterGame(placed: Placings, game: Placings): Placings {
  const takenPlaces = new Set(Object.values(placed));
  const free = Array.from({ length: Object.keys(game).length }, (_, i) => i + 1).filter((p) => !takenPlaces.has(p));
  const rest = Object.keys(game)
    .filter((id) => placed[id] === undefined)
    .sort((a, b) => (game[a] as number) - (game[b] as number));
  const placings: Placings = { ...placed };
  for (const id of rest) placings[id] = free.shift() as number;
  return placings;
}

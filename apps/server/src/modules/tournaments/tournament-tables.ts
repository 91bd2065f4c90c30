import type { TournamentPlayer, TournamentPlayerId, TournamentTable } from './tournament.types';
import { assertTournamentEntrants } from './tournament-pairings';

/*
 * Multi-table rounds: a round's players sit at Ludo tables of 4 (3 where the count does not
 * divide), the top finishers of each table advance, and rounds go on until one table (at most 4
 * players) plays the final, whose positions rank the winners.
 *
 * Table sizes, for a round of n players: as many tables of 4 as possible with the rest at tables
 * of 3, i.e. by n mod 4: 0 → all 4s; 3 → one 3; 2 → two 3s; 1 → three 3s. That covers every n
 * from 6 up, and 3 and 4 (one table). Two fields cannot be seated at 3s and 4s: n = 2 plays one
 * table of 2, and n = 5 plays a table of 3 and a table of 2 (a table of 5 does not exist on a Ludo
 * board). A single player is not a round.
 */

/** Who advances from each table: `perTable` of every table, `perTableWide` in rounds of more than `wideAbove` players. */
export interface TournamentTableAdvanceRule {
  perTable: number;
  perTableWide: number;
  wideAbove: number;
}

/**
 * The product's rule: the winner of each table advances; in rounds of more than 64 players the
 * first two do, which halves a big field each round instead of quartering it, so that more of a
 * big field plays a second game. A table of 3 advances as many as a table of 4.
 */
export const TOURNAMENT_TABLE_ADVANCE: TournamentTableAdvanceRule = { perTable: 1, perTableWide: 2, wideAbove: 64 };

/** The most players at one table, and so at the final. */
export const TOURNAMENT_TABLE_SEATS = 4;

function assertTournamentTableAdvanceRule(rule: TournamentTableAdvanceRule): void {
  // Advancing 3 would let every table of 3 through whole, so a round might not shrink the field.
  for (const k of [rule.perTable, rule.perTableWide]) {
    if (k !== 1 && k !== 2) throw new Error(`tournament tables advance 1 or 2 players per table, not ${k}`);
  }
  if (!Number.isSafeInteger(rule.wideAbove) || rule.wideAbove < TOURNAMENT_TABLE_SEATS) {
    throw new Error(`tournament tables: wideAbove must be an integer of at least 4, not ${rule.wideAbove}`);
  }
}

/** The sizes of a round's tables for `playerCount` players (2 or more), tables of 4 first. */
export function tournamentTableSizes(playerCount: number): number[] {
  if (!Number.isSafeInteger(playerCount) || playerCount < 2) {
    throw new Error(`a tournament table round needs at least 2 players, got ${playerCount}`);
  }
  if (playerCount === 2) return [2];
  if (playerCount === 5) return [3, 2];
  const threes = (4 - (playerCount % 4)) % 4;
  const fours = (playerCount - 3 * threes) / 4;
  return [...Array<number>(fours).fill(4), ...Array<number>(threes).fill(3)];
}

/** How many advance from each table of a round of `playerCount` players. */
export function tournamentTableAdvanceCount(playerCount: number, rule = TOURNAMENT_TABLE_ADVANCE): number {
  assertTournamentTableAdvanceRule(rule);
  tournamentTableSizes(playerCount);
  return playerCount > rule.wideAbove ? rule.perTableWide : rule.perTable;
}

/** A round of `playerCount` players is the final: it fits one table. */
export function isTournamentTableFinal(playerCount: number): boolean {
  tournamentTableSizes(playerCount);
  return playerCount <= TOURNAMENT_TABLE_SEATS;
}

/** How many players the next round has when every table of this one is decided. */
export function tournamentTableNextRoundSize(playerCount: number, rule = TOURNAMENT_TABLE_ADVANCE): number {
  if (isTournamentTableFinal(playerCount)) return 0;
  const k = tournamentTableAdvanceCount(playerCount, rule);
  return tournamentTableSizes(playerCount).reduce((sum, size) => sum + Math.min(k, size), 0);
}

/**
 * Rounds a multi-table tournament of `playerCount` players plays, the final included, when every
 * table is decided; the count is exact then, and an upper bound if players drop out.
 */
export function tournamentTableRoundCount(playerCount: number, rule = TOURNAMENT_TABLE_ADVANCE): number {
  let rounds = 1;
  for (let n = playerCount; !isTournamentTableFinal(n); n = tournamentTableNextRoundSize(n, rule)) rounds++;
  return rounds;
}

/**
 * Seats a round: the players (any distinct positive seeds, e.g. the advancers with their entry
 * seeds) by seed, dealt in a snake over the tables (1 → T, then T → 1, …) so every table gets one
 * of the strongest and one of the weakest. Tables are numbered from 1, tables of 4 first; within a
 * table players sit by seed, the best seed first and hosting.
 */
export function seatTournamentTables(players: readonly TournamentPlayer[], round: number): TournamentTable[] {
  assertTournamentEntrants(players);
  if (!Number.isSafeInteger(round) || round < 1)
    throw new Error(`tournament table round ${round} is not a positive integer`);
  const sizes = tournamentTableSizes(players.length);
  const seated: TournamentPlayer[][] = sizes.map(() => []);
  const ranked = [...players].sort((a, b) => a.seed - b.seed);
  let next = 0;
  for (let row = 0; next < ranked.length; row++) {
    const order = sizes.map((_, t) => (row % 2 === 0 ? t : sizes.length - 1 - t));
    for (const t of order) {
      const table = seated[t] as TournamentPlayer[];
      if (table.length < (sizes[t] as number) && next < ranked.length) table.push(ranked[next++] as TournamentPlayer);
    }
  }
  return seated.map((table, t) => ({ round, table: t + 1, players: table.map((p) => p.id) }));
}

/**
 * The players advancing from a decided round (every table with positions 1..size): the top K of
 * each table, K by `tournamentTableAdvanceCount` for the round's size. Ordered by position, then
 * table, so table winners come first. After the final (one table) this is its ranking's top K;
 * read the final's positions for the whole ranking.
 */
export function tournamentTableAdvancers(
  tables: readonly TournamentTable[],
  rule = TOURNAMENT_TABLE_ADVANCE,
): TournamentPlayerId[] {
  const first = tables[0];
  if (!first) throw new Error('tournament tables: a round has at least one table');
  const seen = new Set<TournamentPlayerId>();
  const numbers = new Set<number>();
  for (const table of tables) {
    if (table.round !== first.round)
      throw new Error(`tournament tables: rounds ${first.round} and ${table.round} mixed`);
    if (numbers.has(table.table)) throw new Error(`tournament tables: table ${table.table} appears twice`);
    numbers.add(table.table);
    if (table.players.length < 2 || table.players.length > TOURNAMENT_TABLE_SEATS) {
      throw new Error(`tournament table ${table.table} seats ${table.players.length} players`);
    }
    const positions = table.positions;
    if (!positions) throw new Error(`tournament table ${table.table} of round ${table.round} is not decided`);
    const places = new Set<number>();
    for (const id of table.players) {
      if (seen.has(id)) throw new Error(`tournament tables: ${id} sits twice in round ${table.round}`);
      seen.add(id);
      const place = positions[id];
      if (place === undefined || !Number.isSafeInteger(place) || place < 1 || place > table.players.length) {
        throw new Error(`tournament table ${table.table}: ${id} has no position 1..${table.players.length}`);
      }
      places.add(place);
    }
    if (places.size !== table.players.length || Object.keys(positions).length !== table.players.length) {
      throw new Error(`tournament table ${table.table}: positions must be 1..${table.players.length}, once each`);
    }
  }
  const k = tournamentTableAdvanceCount(seen.size, rule);
  const advancing: Array<{ id: TournamentPlayerId; place: number; table: number }> = [];
  for (const table of tables) {
    for (const id of table.players) {
      const place = (table.positions as Record<TournamentPlayerId, number>)[id] as number;
      if (place <= k) advancing.push({ id, place, table: table.table });
    }
  }
  return advancing.sort((a, b) => a.place - b.place || a.table - b.table).map((a) => a.id);
}

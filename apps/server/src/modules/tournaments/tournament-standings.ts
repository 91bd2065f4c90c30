import type { TournamentDuel, TournamentPlayer, TournamentPlayerId, TournamentTable } from './tournament.types';

/**
 * Standings of a tournament, from its games as the draw recorded them. Every function here ranks
 * the same way: a player's rank is 1 + the number of players strictly ahead of them on the ranking
 * keys, so players equal on every key share a rank and the next rank skips (1, 2, 2, 4). Seed is
 * never a ranking key: it only orders players who share a rank, so the rows come out in display
 * order with ranks non-decreasing. An undecided game gives no result (in a knockout or at a table
 * it still shows the round reached), so standings can be shown while a round is being played; they
 * are the final places once every game is decided.
 */

/** A row of a Swiss or round-robin table. */
export interface TournamentScoreStanding {
  playerId: TournamentPlayerId;
  rank: number;
  /** Games won plus byes: a win (or a bye) is 1 point, a loss or a double forfeit 0. */
  points: number;
  /** Sum of the points of every opponent met in a decided game; a bye adds 0. */
  buchholz: number;
  /** Sum of the points of every opponent beaten; a bye adds 0. */
  sonnebornBerger: number;
  /** Decided games, byes included: always won + lost + byes. */
  played: number;
  /** Games won against an opponent (byes are counted apart). */
  won: number;
  /** Games not won against an opponent: losses and double forfeits. */
  lost: number;
  byes: number;
}

/**
 * How a knockout player's last round went: `won` (they go on, or they are the champion), `bye`
 * (they went on without a game), `pending` (their game is not decided yet), `lost` (the opponent
 * won) or `forfeited` (both sides forfeited, so neither goes on).
 */
export type TournamentKnockoutOutcome = 'won' | 'bye' | 'pending' | 'lost' | 'forfeited';

export interface TournamentKnockoutStanding {
  playerId: TournamentPlayerId;
  rank: number;
  /** The latest round the player was drawn in. */
  roundReached: number;
  outcome: TournamentKnockoutOutcome;
}

export interface TournamentMultiTableStanding {
  playerId: TournamentPlayerId;
  rank: number;
  /** The latest round the player sat at a table in. */
  roundReached: number;
  /** Their table in that round. */
  table: number;
  /** Their finishing position at that table (1 = first home), null while the table is undecided. */
  position: number | null;
}

/**
 * Swiss and round-robin standings: points, then Buchholz, then Sonneborn-Berger; players equal on
 * all three share a rank and are shown by seed.
 *
 * A bye counts as a win (1 point) and adds 0 to Buchholz and Sonneborn-Berger: there is no opponent
 * whose strength it could measure, and the bye already gave its point. (The alternative, a virtual
 * opponent on the player's own score, would make a bye worth more in the tie-break the better the
 * player did elsewhere.) A double forfeit is 0 points for both, and each still counts the other's
 * points in Buchholz, since they were paired. Two players who meet twice (a double round robin)
 * count each other twice.
 */
export function tournamentScoreStandings(
  players: readonly TournamentPlayer[],
  duels: readonly TournamentDuel[],
): TournamentScoreStanding[] {
  const seeds = checkTournamentPlayers(players);
  checkTournamentDuels(seeds, duels);

  const rows = new Map<TournamentPlayerId, TournamentScoreStanding>();
  for (const p of players) {
    rows.set(p.id, {
      playerId: p.id,
      rank: 0,
      points: 0,
      buchholz: 0,
      sonnebornBerger: 0,
      played: 0,
      won: 0,
      lost: 0,
      byes: 0,
    });
  }
  const row = (id: TournamentPlayerId) => rows.get(id) as TournamentScoreStanding;
  const decided = duels.filter((d) => d.guest === null || d.winner !== undefined);

  for (const d of decided) {
    if (d.guest === null) {
      const host = row(d.host);
      host.played++;
      host.byes++;
      host.points++;
      continue;
    }
    for (const id of [d.host, d.guest]) {
      const r = row(id);
      r.played++;
      if (d.winner === id) {
        r.won++;
        r.points++;
      } else {
        r.lost++;
      }
    }
  }
  // Tie-breaks use final points, so they need a second pass.
  for (const d of decided) {
    if (d.guest === null) continue;
    const host = row(d.host);
    const guest = row(d.guest);
    host.buchholz += guest.points;
    guest.buchholz += host.points;
    if (d.winner === d.host) host.sonnebornBerger += guest.points;
    if (d.winner === d.guest) guest.sonnebornBerger += host.points;
  }

  return rankTournamentRows(
    [...rows.values()],
    (a, b) => b.points - a.points || b.buchholz - a.buchholz || b.sonnebornBerger - a.sonnebornBerger,
    seeds,
  );
}

/** Knockout outcomes from best to worst, for players who reached the same round. */
const KNOCKOUT_OUTCOME_ORDER: Record<TournamentKnockoutOutcome, number> = {
  won: 0,
  bye: 0,
  pending: 0,
  lost: 1,
  forfeited: 2,
};

/**
 * Knockout standings: the later the round a player reached, the better; in the same round, a player
 * still in (won, bye or game pending) ranks above one who lost, who ranks above one knocked out by
 * a double forfeit. So in a finished bracket the champion is 1, the final's loser 2, the semi-final
 * losers share 3, the quarter-final losers share 5, and so on.
 *
 * Every player must be in the draw, and nobody knocked out may be drawn in a later round.
 */
export function tournamentKnockoutStandings(
  players: readonly TournamentPlayer[],
  duels: readonly TournamentDuel[],
): TournamentKnockoutStanding[] {
  const seeds = checkTournamentPlayers(players);
  checkTournamentDuels(seeds, duels);

  const last = new Map<TournamentPlayerId, TournamentKnockoutStanding>();
  const knockedOutIn = new Map<TournamentPlayerId, number>();
  for (const d of [...duels].sort((a, b) => a.round - b.round)) {
    for (const id of d.guest === null ? [d.host] : [d.host, d.guest]) {
      const out = knockedOutIn.get(id);
      if (out !== undefined) {
        throw new Error(`Tournament player ${id} is drawn in round ${d.round} after being knocked out in round ${out}`);
      }
      const outcome: TournamentKnockoutOutcome =
        d.guest === null
          ? 'bye'
          : d.winner === undefined
            ? 'pending'
            : d.winner === id
              ? 'won'
              : d.winner === null
                ? 'forfeited'
                : 'lost';
      if (outcome === 'lost' || outcome === 'forfeited') knockedOutIn.set(id, d.round);
      last.set(id, { playerId: id, rank: 0, roundReached: d.round, outcome });
    }
  }
  for (const p of players) {
    if (!last.has(p.id)) throw new Error(`Tournament player ${p.id} is in no knockout game`);
  }

  return rankTournamentRows(
    [...last.values()],
    (a, b) => b.roundReached - a.roundReached || KNOCKOUT_OUTCOME_ORDER[a.outcome] - KNOCKOUT_OUTCOME_ORDER[b.outcome],
    seeds,
  );
}

/**
 * Multi-table standings: the later the round a player reached, the better; in the same round, the
 * better their finishing position at their table. So the final table's positions are the top
 * places, and players who finished, say, second at their tables in the same earlier round share a
 * rank. A player at a table still undecided ranks above the decided positions of that round (they
 * may yet finish first), sharing a rank with the others at undecided tables of that round.
 *
 * Every player must sit at a table; a table's positions, once set, are 1..n for its n players.
 */
export function tournamentMultiTableStandings(
  players: readonly TournamentPlayer[],
  tables: readonly TournamentTable[],
): TournamentMultiTableStanding[] {
  const seeds = checkTournamentPlayers(players);
  checkTournamentTables(seeds, tables);

  const last = new Map<TournamentPlayerId, TournamentMultiTableStanding>();
  for (const t of [...tables].sort((a, b) => a.round - b.round)) {
    for (const id of t.players) {
      last.set(id, {
        playerId: id,
        rank: 0,
        roundReached: t.round,
        table: t.table,
        position: t.positions?.[id] ?? null,
      });
    }
  }
  for (const p of players) {
    if (!last.has(p.id)) throw new Error(`Tournament player ${p.id} sits at no table`);
  }

  return rankTournamentRows(
    [...last.values()],
    (a, b) => b.roundReached - a.roundReached || (a.position ?? 0) - (b.position ?? 0),
    seeds,
  );
}

/**
 * Sorts rows by `better` (negative when `a` is ahead), then by seed, and gives each row 1 + the
 * number of rows strictly ahead of it.
 */
function rankTournamentRows<Row extends { playerId: TournamentPlayerId; rank: number }>(
  rows: Row[],
  better: (a: Row, b: Row) => number,
  seeds: ReadonlyMap<TournamentPlayerId, number>,
): Row[] {
  const seed = (r: Row) => seeds.get(r.playerId) as number;
  rows.sort((a, b) => better(a, b) || seed(a) - seed(b));
  rows.forEach((r, i) => {
    const previous = rows[i - 1];
    r.rank = previous !== undefined && better(previous, r) === 0 ? previous.rank : i + 1;
  });
  return rows;
}

/** Players have distinct non-empty ids and distinct positive integer seeds; returns seed by id. */
function checkTournamentPlayers(players: readonly TournamentPlayer[]): Map<TournamentPlayerId, number> {
  if (!Array.isArray(players)) throw new Error('Tournament players must be an array');
  const seeds = new Map<TournamentPlayerId, number>();
  const seedsTaken = new Set<number>();
  for (const p of players) {
    if (typeof p?.id !== 'string' || p.id === '') throw new Error('Tournament player id must be a non-empty string');
    if (!Number.isSafeInteger(p.seed) || p.seed < 1) {
      throw new Error(`Tournament player ${p.id} has seed ${p.seed}: seeds are positive integers`);
    }
    if (seeds.has(p.id)) throw new Error(`Tournament player ${p.id} is listed twice`);
    if (seedsTaken.has(p.seed)) throw new Error(`Tournament seed ${p.seed} is given to two players`);
    seeds.set(p.id, p.seed);
    seedsTaken.add(p.seed);
  }
  return seeds;
}

/**
 * Every duel has a positive integer round, known and distinct players, a winner that is one of
 * them or null (or undefined while undecided; a bye is won by its host), and no player has two
 * games in one round.
 */
function checkTournamentDuels(seeds: ReadonlyMap<TournamentPlayerId, number>, duels: readonly TournamentDuel[]): void {
  if (!Array.isArray(duels)) throw new Error('Tournament duels must be an array');
  const busy = new Set<string>();
  for (const d of duels) {
    if (!Number.isSafeInteger(d?.round) || d.round < 1) {
      throw new Error(`Tournament duel round ${d?.round} is not a positive integer`);
    }
    if (d.host === d.guest) throw new Error(`Tournament player ${d.host} is paired with themself in round ${d.round}`);
    const sides = d.guest === null ? [d.host] : [d.host, d.guest];
    for (const id of sides) {
      if (!seeds.has(id)) throw new Error(`Tournament duel in round ${d.round} names unknown player ${id}`);
      const key = `${d.round}\u0000${id}`;
      if (busy.has(key)) throw new Error(`Tournament player ${id} has two games in round ${d.round}`);
      busy.add(key);
    }
    if (d.winner === undefined) continue;
    if (d.guest === null && d.winner !== d.host) {
      throw new Error(
        `Tournament bye of ${d.host} in round ${d.round} has winner ${d.winner}: a bye is won by its host`,
      );
    }
    if (d.winner !== null && d.winner !== d.host && d.winner !== d.guest) {
      throw new Error(`Tournament duel in round ${d.round} has winner ${d.winner}, who is not one of its players`);
    }
  }
}

/**
 * Every table has positive integer round and table numbers, unique per round, known players with
 * nobody at two tables of a round, and positions (when set) that give its n players 1..n.
 */
function checkTournamentTables(
  seeds: ReadonlyMap<TournamentPlayerId, number>,
  tables: readonly TournamentTable[],
): void {
  if (!Array.isArray(tables)) throw new Error('Tournament tables must be an array');
  const tablesTaken = new Set<string>();
  const seated = new Set<string>();
  for (const t of tables) {
    if (!Number.isSafeInteger(t?.round) || t.round < 1) {
      throw new Error(`Tournament table round ${t?.round} is not a positive integer`);
    }
    if (!Number.isSafeInteger(t.table) || t.table < 1) {
      throw new Error(`Tournament table number ${t.table} in round ${t.round} is not a positive integer`);
    }
    const name = `table ${t.table} of round ${t.round}`;
    if (tablesTaken.has(`${t.round}\u0000${t.table}`)) throw new Error(`Tournament ${name} is listed twice`);
    tablesTaken.add(`${t.round}\u0000${t.table}`);
    const seats: readonly TournamentPlayerId[] = t.players;
    if (!Array.isArray(seats) || seats.length === 0) throw new Error(`Tournament ${name} has no players`);
    for (const id of seats) {
      if (!seeds.has(id)) throw new Error(`Tournament ${name} seats unknown player ${id}`);
      const key = `${t.round}\u0000${id}`;
      if (seated.has(key)) throw new Error(`Tournament player ${id} sits at two tables in round ${t.round}`);
      seated.add(key);
    }
    const given = t.positions;
    if (given === undefined) continue;
    const sorted = seats.map((id) => given[id] ?? 0).sort((a, b) => a - b);
    if (Object.keys(given).length !== seats.length || sorted.some((p, i) => p !== i + 1)) {
      throw new Error(`Tournament ${name} has positions ${JSON.stringify(t.positions)}: expected 1..n for its players`);
    }
  }
}

import type {
  TournamentDuel,
  TournamentFormat,
  TournamentPlayer,
  TournamentPlayerId,
  TournamentTable,
} from './tournament.types';
import {
  tournamentKnockoutFirstRound,
  tournamentKnockoutNextRound,
  tournamentKnockoutRoundCount,
  tournamentKnockoutStatus,
  tournamentRoundRobinRound,
  tournamentRoundRobinRoundCount,
  tournamentSwissNextRound,
  tournamentSwissRoundCount,
} from './tournament-pairings';
import type { TournamentRankedPlayer } from './tournament-prizes';
import {
  tournamentKnockoutStandings,
  tournamentMultiTableStandings,
  tournamentScoreStandings,
} from './tournament-standings';
import {
  isTournamentTableFinal,
  seatTournamentTables,
  TOURNAMENT_TABLE_ADVANCE,
  type TournamentTableAdvanceRule,
  tournamentTableAdvancers,
  tournamentTableRoundCount,
} from './tournament-tables';

/**
 * A tournament's own choices where its format allows one; null or absent keeps the format's
 * default: Swiss plays min(ceil(log2 n) + 1, n - 1) rounds, and multi-table advances the winner of
 * each table (the first two in rounds of more than 64).
 */
export interface TournamentPlaySettings {
  /** Swiss: rounds to play (never more than n - 1, where every pair would have met). */
  swissRounds?: number | null;
  /** Multi-table: how many of each table advance in every round, 1 or 2. */
  tableAdvance?: 1 | 2 | null;
}

/** The multi-table advance rule of these settings. */
export function tournamentTableRule(settings: TournamentPlaySettings = {}): TournamentTableAdvanceRule {
  const k = settings.tableAdvance;
  return k ? { ...TOURNAMENT_TABLE_ADVANCE, perTable: k, perTableWide: k } : TOURNAMENT_TABLE_ADVANCE;
}

/** Swiss rounds for this field and these settings. */
export function tournamentSwissRounds(playerCount: number, settings: TournamentPlaySettings = {}): number {
  const fallback = tournamentSwissRoundCount(playerCount);
  const chosen = settings.swissRounds;
  if (!chosen) return fallback;
  return Math.max(1, Math.min(chosen, tournamentRoundRobinRoundCount(playerCount)));
}

/**
 * What a running tournament does next, from its field and its games so far: wait for the round
 * being played, draw the next round, or finish with the final ranking. A pure function over the
 * draw functions; the service loads the games, calls it, and stores the answer, so a sweep that
 * calls it again after a crash draws the same round.
 *
 * Disqualified players forfeit: a new 1v1 game of theirs is drawn already decided for the
 * opponent (both disqualified: nobody wins), they are not paired in a Swiss round nor seated at a
 * table, and they rank below everyone else at the end, sharing the last places.
 */

/** A game as stored: players in seat order (the host first), and once decided their positions. */
export interface TournamentGameRecord {
  round: number;
  players: TournamentPlayerId[];
  bye: boolean;
  /** 1v1: the winner 1, the loser 2 (a double forfeit: both 2). Tables: finishing positions. */
  placings: Record<TournamentPlayerId, number> | null;
}

/** A game to create: when `placings` is set it is decided already (a bye, or a forfeit). */
export interface TournamentNewGame {
  players: TournamentPlayerId[];
  bye: boolean;
  placings: Record<TournamentPlayerId, number> | null;
}

export type TournamentNextStep =
  | { kind: 'wait' }
  | { kind: 'round'; round: number; games: TournamentNewGame[] }
  | { kind: 'finish'; ranking: TournamentRankedPlayer[] };

export interface TournamentProgressInput {
  format: TournamentFormat;
  /** The seeded field: everyone who started, disqualified players included. */
  players: readonly TournamentPlayer[];
  disqualified: ReadonlySet<TournamentPlayerId>;
  games: readonly TournamentGameRecord[];
  settings?: TournamentPlaySettings;
}

/** Rounds the format plays for this field when nobody drops out. */
export function tournamentPlannedRounds(
  format: TournamentFormat,
  playerCount: number,
  settings: TournamentPlaySettings = {},
): number {
  switch (format) {
    case 'knockout':
      return tournamentKnockoutRoundCount(playerCount);
    case 'round_robin':
      return tournamentRoundRobinRoundCount(playerCount);
    case 'swiss':
      return tournamentSwissRounds(playerCount, settings);
    case 'multi_table':
      return tournamentTableRoundCount(playerCount, tournamentTableRule(settings));
  }
}

/** A stored 1v1 game as the draw functions see it. */
export function tournamentDuelOf(game: TournamentGameRecord): TournamentDuel {
  const [host, guest] = game.players as [string, string | undefined];
  if (game.bye || guest === undefined) return { round: game.round, host, guest: null, winner: host };
  if (!game.placings) return { round: game.round, host, guest };
  const winner = game.placings[host] === 1 ? host : game.placings[guest] === 1 ? guest : null;
  return { round: game.round, host, guest, winner };
}

/** A stored table as the draw functions see it. */
export function tournamentTableOf(game: TournamentGameRecord, table: number): TournamentTable {
  return {
    round: game.round,
    table,
    players: game.players,
    ...(game.placings ? { positions: game.placings } : {}),
  };
}

/** The tables of a multi-table tournament's games, numbered in each round in stored order. */
export function tournamentTablesOf(games: readonly TournamentGameRecord[]): TournamentTable[] {
  const numbers = new Map<number, number>();
  return games.map((game) => {
    const table = (numbers.get(game.round) ?? 0) + 1;
    numbers.set(game.round, table);
    return tournamentTableOf(game, table);
  });
}

/**
 * The standings' ranks, disqualified players moved below everyone and sharing the last rank. The
 * others close up: a disqualified player taken out from ahead of them (a finalist, a leader on
 * points) would otherwise leave a gap (1, 3, 3), and a rank must stay 1 + the players ahead.
 */
export function tournamentRanking(input: TournamentProgressInput): TournamentRankedPlayer[] {
  const ranks = standingsRanks(input);
  const kept: TournamentRankedPlayer[] = [];
  const out: TournamentPlayerId[] = [];
  let previousRank = 0;
  for (const row of ranks) {
    if (input.disqualified.has(row.playerId)) {
      out.push(row.playerId);
      continue;
    }
    const previous = kept.at(-1);
    kept.push({
      playerId: row.playerId,
      rank: previous && row.rank === previousRank ? previous.rank : kept.length + 1,
    });
    previousRank = row.rank;
  }
  // Only at tables can a player have no standing: disqualified before round 1, or (no round drawn
  // at all) the one player left in; the latter shares the rank after everyone seated.
  const listed = new Set(ranks.map((row) => row.playerId));
  const unseated = [...input.players].sort((a, b) => a.seed - b.seed).filter((player) => !listed.has(player.id));
  const unseatedRank = kept.length + 1;
  for (const player of unseated) {
    if (input.disqualified.has(player.id)) out.push(player.id);
    else kept.push({ playerId: player.id, rank: unseatedRank });
  }
  return [...kept, ...out.map((playerId) => ({ playerId, rank: kept.length + 1 }))];
}

function standingsRanks(input: TournamentProgressInput): TournamentRankedPlayer[] {
  const { format, players, games } = input;
  if (format === 'multi_table') {
    const seated = new Set(games.flatMap((game) => game.players));
    return tournamentMultiTableStandings(
      players.filter((player) => seated.has(player.id)),
      tournamentTablesOf(games),
    );
  }
  const duels = games.map(tournamentDuelOf);
  if (format === 'knockout') return tournamentKnockoutStandings(players, duels);
  return tournamentScoreStandings(players, duels);
}

/** A 1v1 game of the new round; decided at once when a side is disqualified. */
function newDuel(duel: TournamentDuel, disqualified: ReadonlySet<TournamentPlayerId>): TournamentNewGame {
  if (duel.guest === null) return { players: [duel.host], bye: true, placings: { [duel.host]: 1 } };
  const hostOut = disqualified.has(duel.host);
  const guestOut = disqualified.has(duel.guest);
  const players = [duel.host, duel.guest];
  if (!hostOut && !guestOut) return { players, bye: false, placings: null };
  const placings =
    hostOut && guestOut
      ? { [duel.host]: 2, [duel.guest]: 2 }
      : hostOut
        ? { [duel.guest]: 1, [duel.host]: 2 }
        : { [duel.host]: 1, [duel.guest]: 2 };
  return { players, bye: false, placings };
}

export function tournamentNextStep(input: TournamentProgressInput): TournamentNextStep {
  const { format, players, disqualified, games } = input;
  const latest = Math.max(0, ...games.map((game) => game.round));
  if (games.some((game) => game.round === latest && game.placings === null)) return { kind: 'wait' };
  const round = latest + 1;
  const finish = (): TournamentNextStep => ({ kind: 'finish', ranking: tournamentRanking(input) });
  // The better seed of each pairing hosts (creates the room and posts its code), in every format.
  const seedOf = new Map(players.map((player) => [player.id, player.seed]));
  const betterSeedHosts = (duel: TournamentDuel): TournamentDuel =>
    duel.guest !== null && (seedOf.get(duel.guest) ?? 0) < (seedOf.get(duel.host) ?? 0)
      ? { ...duel, host: duel.guest, guest: duel.host }
      : duel;
  const duels = (next: TournamentDuel[]): TournamentNextStep => ({
    kind: 'round',
    round,
    games: next.map((duel) => newDuel(betterSeedHosts(duel), disqualified)),
  });

  switch (format) {
    case 'knockout': {
      if (latest === 0) return duels(tournamentKnockoutFirstRound(players));
      const drawn = games.map(tournamentDuelOf);
      if (tournamentKnockoutStatus(players, drawn).finished) return finish();
      return duels(
        tournamentKnockoutNextRound(
          players,
          drawn.filter((duel) => duel.round === latest),
        ),
      );
    }
    case 'round_robin': {
      if (latest >= tournamentRoundRobinRoundCount(players.length)) return finish();
      return duels(tournamentRoundRobinRound(players, round));
    }
    case 'swiss': {
      if (latest >= tournamentSwissRounds(players.length, input.settings)) return finish();
      const present = players.filter((player) => !disqualified.has(player.id));
      if (present.length < 2) return finish();
      return duels(tournamentSwissNextRound(players, games.map(tournamentDuelOf), { absent: [...disqualified] }));
    }
    case 'multi_table': {
      let next: TournamentPlayer[];
      if (latest === 0) {
        next = players.filter((player) => !disqualified.has(player.id));
      } else {
        const tables = tournamentTablesOf(games.filter((game) => game.round === latest));
        const seated = tables.reduce((sum, table) => sum + table.players.length, 0);
        if (isTournamentTableFinal(seated)) return finish();
        next = tournamentTableAdvancers(tables, tournamentTableRule(input.settings))
          .filter((id) => !disqualified.has(id))
          .map((id) => ({ id, seed: seedOf.get(id) as number }));
      }
      if (next.length < 2) return finish();
      return {
        kind: 'round',
        round,
        games: seatTournamentTables(next, round).map((table) => ({
          players: table.players,
          bye: false,
          placings: null,
        })),
      };
    }
  }
}

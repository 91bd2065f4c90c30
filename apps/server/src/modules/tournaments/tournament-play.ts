import { randomBytes } from 'node:crypto';
import type { TournamentGameStatus } from '@ludo/shared/tournaments/tournaments.schemas';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Transaction } from '../../db/client';
import {
  type TournamentGameRow,
  type TournamentRow,
  tournamentEntries,
  tournamentGames,
  tournaments,
} from '../../db/schema';
import { type ClosedWindow, closedWindowAt } from '../../lib/closed-window';
import { publishEvent } from '../../lib/domain-events';
import { financialYearOf } from '../../lib/india-time';
import { assertPoolHolds, payTournamentPrize, poolBalance } from './tournament-money';
import { tournamentPoints, tournamentPrizes } from './tournament-prizes';
import {
  type TournamentGameRecord,
  type TournamentPlaySettings,
  type TournamentProgressInput,
  tournamentNextStep,
} from './tournament-progress';
import type { TournamentTaxPolicy } from './tournament-tax';

/**
 * Playing a tournament: drawing rounds, recording decided games, and finishing with prizes,
 * tax and points. The decisions are the pure functions of tournament-progress, prizes and tax;
 * these functions load the rows, ask them, and store the answers inside the caller's transaction
 * (which holds the tournament row's lock).
 */

/** How a tournament's games are played: the match module's tournament games (docs/decisions/0012). */
export interface TournamentGamesPort {
  create(
    tx: Transaction,
    game: {
      tournamentId: string;
      title: string;
      /** The platform game's variant when the tournament is played here; null: the external app. */
      variant: 'classic' | 'quick' | null;
      /** The round's dice, when its tables share them (the server's seed and one per seat). */
      dice?: { serverSeed: string; clientSeeds: string[] };
      round: number;
      table: number | null;
      seatIds: readonly string[];
    },
  ): Promise<string>;
  announce(matchIds: readonly string[]): Promise<void>;
  forfeitDisqualified(tx: Transaction, tournamentId: string, userId: string): Promise<() => void>;
  cancelGames(tx: Transaction, tournamentId: string): Promise<() => void>;
  states(matchIds: readonly string[]): Promise<Map<string, TournamentGameStatus>>;
}

export interface PlayContext {
  games: TournamentGamesPort;
  tax: TournamentTaxPolicy;
  /** The daily window in which no game starts: a round due then is drawn once it ends. */
  closedWindow?: ClosedWindow | null;
  /** Throws when a player may not enter now (a break they took from play). */
  mayPlay?: (userId: string) => Promise<void>;
}

/** What to do once the transaction committed: matches to announce, players whose money moved. */
export interface PlayEffects {
  newMatches: string[];
  paid: string[];
  finished: boolean;
}

/** A tournament's own choices for its format, as the progress functions read them. */
export function playSettingsOf(
  tournament: Pick<TournamentRow, 'swissRounds' | 'tableAdvance'>,
): TournamentPlaySettings {
  return {
    swissRounds: tournament.swissRounds,
    tableAdvance: tournament.tableAdvance === 1 || tournament.tableAdvance === 2 ? tournament.tableAdvance : null,
  };
}

/** The progress function's input from a tournament's entries (those holding a seat) and games. */
export function progressOf(
  tournament: Pick<TournamentRow, 'format' | 'swissRounds' | 'tableAdvance'>,
  field: ReadonlyArray<{ userId: string; seed: number | null; status: string }>,
  games: ReadonlyArray<Pick<TournamentGameRow, 'round' | 'playerIds' | 'bye' | 'placings'>>,
): TournamentProgressInput {
  const players = field
    .filter((entry) => entry.seed !== null)
    .map((entry) => ({ id: entry.userId, seed: entry.seed as number }))
    .sort((a, b) => a.seed - b.seed);
  return {
    format: tournament.format,
    settings: playSettingsOf(tournament),
    players,
    disqualified: new Set(field.filter((entry) => entry.status === 'disqualified').map((entry) => entry.userId)),
    games: games.map(
      (game): TournamentGameRecord => ({
        round: game.round,
        players: game.playerIds,
        bye: game.bye,
        placings: game.placings,
      }),
    ),
  };
}

/** Everything the progress function needs, loaded inside the transaction (one query after the other). */
async function loadProgress(tx: DbOrTx, tournament: TournamentRow): Promise<TournamentProgressInput> {
  const field = await tx
    .select({ userId: tournamentEntries.userId, seed: tournamentEntries.seed, status: tournamentEntries.status })
    .from(tournamentEntries)
    .where(
      and(
        eq(tournamentEntries.tournamentId, tournament.id),
        inArray(tournamentEntries.status, ['registered', 'disqualified']),
      ),
    );
  return progressOf(tournament, field, await gamesOf(tx, tournament.id));
}

export function gamesOf(db: DbOrTx, tournamentId: string) {
  return db
    .select()
    .from(tournamentGames)
    .where(eq(tournamentGames.tournamentId, tournamentId))
    .orderBy(asc(tournamentGames.round), asc(tournamentGames.number));
}

/**
 * Moves a running tournament on as far as its games allow: draws every round whose predecessor is
 * decided (a round of byes and walkovers only is drawn and passed at once), or finishes it.
 */
export async function advanceLocked(
  tx: Transaction,
  ctx: PlayContext,
  tournament: TournamentRow,
  effects: PlayEffects,
): Promise<void> {
  if (tournament.status !== 'running') return;
  for (;;) {
    const progress = await loadProgress(tx, tournament);
    const step = tournamentNextStep(progress);
    if (step.kind === 'wait') return;
    // No game starts in the closed window: the sweep draws the round once it is over.
    if (step.kind === 'round' && closedWindowAt(new Date(), ctx.closedWindow ?? null).closed) return;
    if (step.kind === 'finish') {
      await finishLocked(tx, ctx, tournament, step.ranking, effects);
      return;
    }
    const table = tournament.format === 'multi_table';
    // One set of dice for the whole round when its tables share them: the same rolls at every table.
    const dice = tournament.playMode === 'platform' && tournament.sameDice ? roundDice() : undefined;
    let number = 0;
    for (const game of step.games) {
      number += 1;
      let matchId: string | null = null;
      if (game.placings === null) {
        matchId = await ctx.games.create(tx, {
          tournamentId: tournament.id,
          title: tournament.title,
          variant: tournament.playMode === 'platform' ? tournament.gameVariant : null,
          ...(dice ? { dice } : {}),
          round: step.round,
          table: table ? number : null,
          seatIds: game.players,
        });
        effects.newMatches.push(matchId);
        await publishEvent(tx, {
          type: 'tournament.game_ready',
          tournamentId: tournament.id,
          title: tournament.title,
          matchId,
          round: step.round,
          playerIds: [...game.players],
          hostId: game.players[0] as string,
        });
      }
      await tx.insert(tournamentGames).values({
        tournamentId: tournament.id,
        round: step.round,
        number,
        playerIds: game.players,
        bye: game.bye,
        matchId,
        placings: game.placings,
        decidedAt: game.placings ? new Date() : null,
      });
    }
    await tx
      .update(tournaments)
      .set({ currentRound: step.round, updatedAt: new Date() })
      .where(eq(tournaments.id, tournament.id));
  }
}

/** A decided game, from the match module inside the transaction that decided it. */
/** A round's shared dice: a server seed and a seed for each of the four seats, all made here. */
function roundDice(): { serverSeed: string; clientSeeds: string[] } {
  return {
    serverSeed: randomBytes(32).toString('hex'),
    clientSeeds: Array.from({ length: 4 }, () => randomBytes(16).toString('hex')),
  };
}

export async function recordGameDecision(
  tx: Transaction,
  decision: { tournamentId: string; matchId: string; placings: Record<string, number> },
): Promise<void> {
  const [game] = await tx
    .update(tournamentGames)
    .set({ placings: decision.placings, decidedAt: new Date() })
    .where(and(eq(tournamentGames.matchId, decision.matchId), sql`${tournamentGames.decidedAt} IS NULL`))
    .returning({ id: tournamentGames.id });
  if (!game) throw new Error(`tournament game of match ${decision.matchId} is unknown or already decided`);
}

/**
 * Finishes a tournament: each player's place, prize (pool split by the ranking; tax by the
 * policy in force, withheld into `tds`) and leaderboard points are stored, the prizes are paid
 * from the pool, and the pool must end empty, or the whole finish rolls back.
 */
async function finishLocked(
  tx: Transaction,
  ctx: PlayContext,
  tournament: TournamentRow,
  ranking: Array<{ playerId: string; rank: number }>,
  effects: PlayEffects,
): Promise<void> {
  const poolPaise = await poolBalance(tx, tournament.id);
  const prizes = new Map(tournamentPrizes(ranking, poolPaise).map((prize) => [prize.playerId, prize]));
  const points = new Map(tournamentPoints(ranking).map((row) => [row.playerId, row.points]));
  const now = new Date();
  const year = financialYearOf(now);
  const results: Array<{ userId: string; place: number; prizePaise: number; tdsPaise: number }> = [];
  for (const { playerId, rank } of ranking) {
    const prizePaise = prizes.get(playerId)?.prizePaise ?? 0;
    const [entry] = await tx
      .select({ entryFeePaise: tournamentEntries.entryFeePaise })
      .from(tournamentEntries)
      .where(and(eq(tournamentEntries.tournamentId, tournament.id), eq(tournamentEntries.userId, playerId)));
    let tdsPaise = 0;
    if (prizePaise > 0) {
      const totals = await yearTotals(tx, playerId, year.start);
      const outcome = ctx.tax({
        prizePaise,
        entryFeePaise: entry?.entryFeePaise ?? 0,
        financialYear: { startYear: year.startYear, ...totals },
      });
      if (outcome.grossPaise !== prizePaise || outcome.tdsPaise + outcome.netPaise !== prizePaise) {
        throw new Error(`tax policy split ${prizePaise} paise into ${outcome.tdsPaise} + ${outcome.netPaise}`);
      }
      tdsPaise = outcome.tdsPaise;
      await payTournamentPrize(tx, tournament, playerId, rank, outcome);
      effects.paid.push(playerId);
    }
    const share = points.get(playerId) ?? { numerator: 0, denominator: 1 };
    await tx
      .update(tournamentEntries)
      .set({
        place: rank,
        prizePaise,
        tdsPaise,
        pointsNumerator: share.numerator,
        pointsDenominator: share.denominator,
        updatedAt: now,
      })
      .where(and(eq(tournamentEntries.tournamentId, tournament.id), eq(tournamentEntries.userId, playerId)));
    results.push({ userId: playerId, place: rank, prizePaise, tdsPaise });
  }
  await assertPoolHolds(tx, tournament.id, 0);
  await tx
    .update(tournaments)
    .set({ status: 'finished', finishedAt: now, updatedAt: now })
    .where(eq(tournaments.id, tournament.id));
  await publishEvent(tx, {
    type: 'tournament.finished',
    tournamentId: tournament.id,
    title: tournament.title,
    results,
  });
  effects.finished = true;
}

/** A player's tournament prizes, fees and tax so far in the financial year, for the tax policy. */
async function yearTotals(tx: DbOrTx, userId: string, since: Date) {
  const [row] = await tx
    .select({
      winningsPaise: sql<string>`coalesce(sum(${tournamentEntries.prizePaise}), 0)`,
      entryFeesPaise: sql<string>`coalesce(sum(${tournamentEntries.entryFeePaise}), 0)`,
      tdsPaise: sql<string>`coalesce(sum(${tournamentEntries.tdsPaise}), 0)`,
    })
    .from(tournamentEntries)
    .innerJoin(tournaments, eq(tournaments.id, tournamentEntries.tournamentId))
    .where(
      and(eq(tournamentEntries.userId, userId), eq(tournaments.status, 'finished'), gte(tournaments.finishedAt, since)),
    );
  return {
    winningsPaise: Number(row?.winningsPaise ?? 0),
    entryFeesPaise: Number(row?.entryFeesPaise ?? 0),
    tdsPaise: Number(row?.tdsPaise ?? 0),
  };
}

import { randomBytes } from 'node:crypto';
import { formatPaise, moneyMode, paiseToRupees, rupeesToPaise } from '@ludo/shared/money';
import { FEE_BANDS } from '@ludo/shared/tournaments/fee-bands';
import {
  type AdminTournamentDetail,
  type AdminTournamentSummary,
  TOURNAMENT_ERROR_CODES as CODES,
  type CreatePrivateTournamentBody,
  type CreateTournamentBody,
  type DisqualifyBody,
  type MyTournament,
  type MyTournamentsTotals,
  PLAY_SETTING_MESSAGES,
  PRIVATE_TOURNAMENTS_OPEN_PER_PLAYER,
  type PrivateTournamentResponse,
  type TournamentDetail,
  type TournamentLeaderboard,
  type TournamentListQuery,
  type TournamentRound,
  type TournamentStanding,
  type TournamentSummary,
  type UpcomingTournament,
  type UpdateTournamentBody,
} from '@ludo/shared/tournaments/tournaments.schemas';
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import {
  type TournamentGameRow,
  type TournamentRow,
  tournamentEntries,
  tournamentGames,
  tournaments,
  users,
} from '../../db/schema';
import { closedWindowAt, closedWindowNotice } from '../../lib/closed-window';
import { publishEvent } from '../../lib/domain-events';
import { AppError, conflict, notFound } from '../../lib/errors';
import { type Language, render, SOME_PLAYER } from '../../lib/i18n';
import { startOfIstWeek } from '../../lib/india-time';
import { recordAudit } from '../audit/audit.service';
import { InsufficientFundsError } from '../ledger/ledger.errors';
import { lockPlayerRow } from '../users/users.repository';
import { assertPoolHolds, refundEntryFee, returnPlatformFee, takeEntryFee, takePlatformFee } from './tournament-money';
import {
  advanceLocked,
  gamesOf,
  type PlayContext,
  type PlayEffects,
  playSettingsOf,
  progressOf,
} from './tournament-play';
import { tournamentPrizePool, tournamentPrizeSplitPercents, tournamentPrizes } from './tournament-prizes';
import { tournamentDuelOf, tournamentPlannedRounds, tournamentTablesOf } from './tournament-progress';
import {
  tournamentKnockoutStandings,
  tournamentMultiTableStandings,
  tournamentScoreStandings,
} from './tournament-standings';

/** What the rest of the product hears about a tournament, sent only after the change committed. */
export interface TournamentNotifier {
  /** To these players (their entry, or the tournament they are in, changed). */
  tournamentChanged(tournamentId: string, userIds: readonly string[]): void;
  balanceChanged(userId: string): void;
}

export const silentTournamentNotifier: TournamentNotifier = {
  tournamentChanged: () => undefined,
  balanceChanged: () => undefined,
};

/** Who asked for an admin change, for the audit log; null when the system acts (a future sweep). */
export interface TournamentActor {
  adminId: string;
  ipAddress: string | null;
}

type Notice = (notify: TournamentNotifier) => void;

export const TOURNAMENT_NOT_FOUND = "The tournament you're looking for doesn't exist or has been removed.";
const tournamentNotFound = () => notFound(TOURNAMENT_NOT_FOUND, CODES.notFound);

/** Entries that hold a seat: withdrawn players gave theirs up. */
const FIELD_STATUSES = ['registered', 'disqualified'] as const;
const inField = inArray(tournamentEntries.status, [...FIELD_STATUSES]);
/** Public lists never show a player's private tournament. */
const isPublic = eq(tournaments.visibility, 'public');

/**
 * The prize pool a tournament shows, in paise, the same rule everywhere (the landing's cards, the
 * list, one tournament): until it starts, the pool of a full field, which is what the tournament
 * is announced with and what it grows to (a card saying ₹0 when registration opens would read as
 * broken); once it runs, the pool of the players who hold a seat (players × fee less the platform
 * fee), which is exactly what the pool account holds; nothing for a cancelled one.
 */
export function shownPrizePoolPaise(
  tournament: Pick<TournamentRow, 'status' | 'entryFeePaise' | 'maxPlayers'>,
  players: number,
): number {
  if (tournament.status === 'cancelled') return 0;
  return tournamentPrizePool(tournament.entryFeePaise * shownFieldSize(tournament, players)).poolPaise;
}

/** The field the shown pool and prize table are for: a full one until the start, then the real one. */
function shownFieldSize(tournament: Pick<TournamentRow, 'status' | 'maxPlayers'>, players: number): number {
  const started = tournament.status === 'running' || tournament.status === 'finished';
  return started ? players : tournament.maxPlayers;
}

/**
 * Tournaments: the public views, registration with its entry fee, and the admin's create, start
 * and cancel. Every change locks the tournament row first (FOR NO KEY UPDATE: entries' foreign
 * keys still resolve while it is held), so registrations, withdrawals, the start and a cancel
 * happen one after the other and each sees the field the previous one left: the seat count is
 * exact under any number of simultaneous registrations.
 */
export class TournamentsService {
  constructor(
    private readonly db: Database,
    private readonly notify: TournamentNotifier,
    private readonly play: PlayContext,
  ) {}

  /**
   * Runs a change in one transaction; once it has committed, announces the games it drew, tells
   * the players whose prizes were paid, and sends the notices it gathered.
   */
  private async commit<T>(work: (tx: Transaction, after: Notice[], effects: PlayEffects) => Promise<T>): Promise<T> {
    const after: Notice[] = [];
    const effects: PlayEffects = { newMatches: [], paid: [], finished: false };
    const result = await this.db.transaction((tx) => work(tx, after, effects));
    await this.play.games.announce(effects.newMatches);
    for (const userId of effects.paid) this.notify.balanceChanged(userId);
    for (const notice of after) notice(this.notify);
    return result;
  }

  // ---- Views -------------------------------------------------------------------------------

  private summaries(where: SQL | undefined) {
    return this.db
      .select({ tournament: tournaments, players: count(tournamentEntries.userId) })
      .from(tournaments)
      .leftJoin(tournamentEntries, and(eq(tournamentEntries.tournamentId, tournaments.id), inField))
      .where(where)
      .groupBy(tournaments.id);
  }

  private toSummary(tournament: TournamentRow, players: number): TournamentSummary {
    return {
      id: tournament.id,
      title: tournament.title,
      format: tournament.format,
      entryFee: paiseToRupees(tournament.entryFeePaise),
      prizePool: paiseToRupees(shownPrizePoolPaise(tournament, players)),
      players,
      maxPlayers: tournament.maxPlayers,
      status: tournament.status,
      startTime: tournament.startTime.toISOString(),
      registrationOpensAt:
        tournament.status === 'upcoming' ? (tournament.registrationOpensAt?.toISOString() ?? null) : null,
    };
  }

  /** The landing's cards: tournaments not started yet whose start is ahead, soonest first. */
  async upcoming(limit: number): Promise<UpcomingTournament[]> {
    const rows = await this.summaries(
      and(isPublic, inArray(tournaments.status, ['upcoming', 'registering']), gt(tournaments.startTime, sql`now()`)),
    )
      .orderBy(asc(tournaments.startTime))
      .limit(limit);
    return rows.map(({ tournament, players }) => {
      const { format: _format, status, ...card } = this.toSummary(tournament, players);
      return { ...card, status: status as 'upcoming' | 'registering' };
    });
  }

  /**
   * Tournaments, optionally of one status: those still ahead (upcoming, registering, running) soonest
   * first, finished and cancelled ones (and the unfiltered list) latest first.
   */
  async list(query: TournamentListQuery): Promise<{ tournaments: TournamentSummary[]; nextOffset: number | null }> {
    const { rows, nextOffset } = await this.listed(query, isPublic);
    return { tournaments: rows.map(({ tournament, players }) => this.toSummary(tournament, players)), nextOffset };
  }

  /** The admin's list: the same filters and order, players' private tournaments included and marked. */
  async adminList(
    query: TournamentListQuery,
  ): Promise<{ tournaments: AdminTournamentSummary[]; nextOffset: number | null }> {
    const { rows, nextOffset } = await this.listed(query, undefined);
    return {
      tournaments: rows.map(({ tournament, players }) => ({
        ...this.toSummary(tournament, players),
        visibility: tournament.visibility,
      })),
      nextOffset,
    };
  }

  /**
   * A page of the list: open ones first, then those about to open, running, finished, cancelled;
   * those still ahead soonest first, finished and cancelled ones latest first. One row more than
   * the page is read to know whether another page follows.
   */
  private async listed(query: TournamentListQuery, visible: SQL | undefined) {
    const band = query.fee ? FEE_BANDS[query.fee] : null;
    const where = and(
      visible,
      query.status ? eq(tournaments.status, query.status) : undefined,
      query.format ? eq(tournaments.format, query.format) : undefined,
      band ? gt(tournaments.entryFeePaise, rupeesToPaise(band.min)) : undefined,
      band?.max ? lte(tournaments.entryFeePaise, rupeesToPaise(band.max)) : undefined,
    );
    const statusOrder = sql`CASE ${tournaments.status} WHEN 'registering' THEN 0 WHEN 'upcoming' THEN 1
      WHEN 'running' THEN 2 WHEN 'finished' THEN 3 ELSE 4 END`;
    const byStart = sql`CASE WHEN ${tournaments.status} IN ('finished', 'cancelled')
      THEN -extract(epoch FROM ${tournaments.startTime}) ELSE extract(epoch FROM ${tournaments.startTime}) END`;
    const rows = await this.summaries(where)
      .orderBy(statusOrder, byStart, asc(tournaments.id))
      .limit(query.limit + 1)
      .offset(query.offset);
    const more = rows.length > query.limit;
    return { rows: more ? rows.slice(0, query.limit) : rows, nextOffset: more ? query.offset + query.limit : null };
  }

  /**
   * One tournament for anyone: players by name and seed only, never their contacts. `language`
   * words a player the field no longer holds ("A player"); the admin console reads English.
   */
  async detail(tournamentId: string, language: Language = 'en'): Promise<TournamentDetail> {
    const { detail } = await this.detailWithField(tournamentId, language);
    return detail;
  }

  /** The admin's view: the public one plus who holds each seat, for disqualifying. */
  async adminDetail(tournamentId: string): Promise<AdminTournamentDetail> {
    const { detail, field } = await this.detailWithField(tournamentId);
    return {
      ...detail,
      field: field.map((entry) => ({
        userId: entry.userId,
        name: entry.name,
        seed: entry.seed,
        status: entry.status === 'disqualified' ? 'disqualified' : 'registered',
      })),
    };
  }

  private async detailWithField(tournamentId: string, language: Language = 'en') {
    const somePlayer = render(SOME_PLAYER, language);
    const [tournament] = await this.db.select().from(tournaments).where(eq(tournaments.id, tournamentId));
    if (!tournament) throw tournamentNotFound();
    const [field, games] = await Promise.all([
      this.db
        .select({
          userId: tournamentEntries.userId,
          name: users.fullName,
          seed: tournamentEntries.seed,
          status: tournamentEntries.status,
          place: tournamentEntries.place,
          prizePaise: tournamentEntries.prizePaise,
          pointsNumerator: tournamentEntries.pointsNumerator,
          pointsDenominator: tournamentEntries.pointsDenominator,
        })
        .from(tournamentEntries)
        .innerJoin(users, eq(users.id, tournamentEntries.userId))
        .where(and(eq(tournamentEntries.tournamentId, tournamentId), inField))
        .orderBy(sql`${tournamentEntries.seed} ASC NULLS LAST`, asc(tournamentEntries.registeredAt), asc(users.id)),
      gamesOf(this.db, tournamentId),
    ]);
    const states = await this.play.games.states(games.flatMap((game) => (game.matchId ? [game.matchId] : [])));
    const byId = new Map(field.map((entry) => [entry.userId, entry]));
    const table = tournament.format === 'multi_table';
    const rounds: TournamentRound[] = [];
    for (const game of games) {
      let round = rounds[rounds.length - 1];
      if (round?.round !== game.round) {
        round = { round: game.round, games: [] };
        rounds.push(round);
      }
      round.games.push({
        matchId: game.matchId,
        table: table ? game.number : null,
        bye: game.bye,
        status: game.decidedAt ? 'decided' : ((game.matchId ? states.get(game.matchId) : undefined) ?? 'playing'),
        players: game.playerIds.map((id, seat) => ({
          name: byId.get(id)?.name ?? somePlayer,
          seed: byId.get(id)?.seed ?? 0,
          host: seat === 0 && !game.bye,
          position: game.placings?.[id] ?? null,
        })),
      });
    }
    const started = tournament.status === 'running' || tournament.status === 'finished';
    const summary = this.toSummary(tournament, field.length);
    const detail: TournamentDetail = {
      ...summary,
      visibility: tournament.visibility,
      minPlayers: tournament.minPlayers,
      prizeTable: prizeTable(tournament, field.length),
      registered: field.map((entry) => ({ name: entry.name, seed: entry.seed })),
      cancelledReason: tournament.cancelledReason,
      currentRound: started ? tournament.currentRound : null,
      plannedRounds:
        started && field.length >= 2
          ? tournamentPlannedRounds(tournament.format, field.length, playSettingsOf(tournament))
          : null,
      playMode: tournament.playMode,
      variant: tournament.gameVariant,
      sameDice: tournament.sameDice,
      swissRounds: tournament.swissRounds,
      tableAdvance: tournament.tableAdvance,
      rounds,
      standings: games.length > 0 ? this.standings(tournament, field, games, somePlayer) : [],
    };
    return { detail, field };
  }

  /** Standings by the format's rules; once finished, the places and prizes that were paid. */
  private standings(
    tournament: TournamentRow,
    field: Array<{
      userId: string;
      name: string;
      seed: number | null;
      status: string;
      place: number | null;
      prizePaise: number | null;
      pointsNumerator: number | null;
      pointsDenominator: number | null;
    }>,
    games: TournamentGameRow[],
    somePlayer: string,
  ): TournamentStanding[] {
    // The rows the detail already loaded: the public page polls this, so no second read.
    const progress = progressOf(tournament, field, games);
    const byId = new Map(field.map((entry) => [entry.userId, entry]));
    const base = (playerId: string, rank: number): TournamentStanding => {
      const entry = byId.get(playerId);
      const finished = tournament.status === 'finished' && entry?.place != null;
      return {
        rank: finished ? (entry?.place as number) : rank,
        name: entry?.name ?? somePlayer,
        seed: entry?.seed ?? 0,
        disqualified: entry?.status === 'disqualified',
        points: null,
        buchholz: null,
        sonnebornBerger: null,
        roundReached: null,
        prize: finished ? paiseToRupees(entry?.prizePaise ?? 0) : null,
        tournamentPoints:
          finished && entry?.pointsDenominator
            ? Math.round(((entry.pointsNumerator ?? 0) / entry.pointsDenominator) * 100) / 100
            : null,
      };
    };
    let rows: TournamentStanding[];
    if (tournament.format === 'multi_table') {
      rows = tournamentMultiTableStandings(progress.players, tournamentTablesOf(progress.games)).map((row) => ({
        ...base(row.playerId, row.rank),
        roundReached: row.roundReached,
      }));
    } else if (tournament.format === 'knockout') {
      rows = tournamentKnockoutStandings(progress.players, progress.games.map(tournamentDuelOf)).map((row) => ({
        ...base(row.playerId, row.rank),
        roundReached: row.roundReached,
      }));
    } else {
      rows = tournamentScoreStandings(progress.players, progress.games.map(tournamentDuelOf)).map((row) => ({
        ...base(row.playerId, row.rank),
        points: row.points,
        buchholz: row.buchholz,
        sonnebornBerger: row.sonnebornBerger,
      }));
    }
    return rows.sort((a, b) => a.rank - b.rank || a.seed - b.seed);
  }

  // ---- Admin -------------------------------------------------------------------------------

  /**
   * A new tournament, open for registration at once, or announced ('upcoming') until
   * `registrationOpensAt` when that is still ahead (the sweep opens it then).
   */
  async create(actor: TournamentActor, body: CreateTournamentBody): Promise<TournamentDetail> {
    const opensAt = body.registrationOpensAt === undefined ? null : new Date(body.registrationOpensAt);
    const announced = opensAt !== null && opensAt.getTime() > Date.now();
    const created = await this.commit(async (tx) => {
      const [row] = await tx
        .insert(tournaments)
        .values({
          title: body.title,
          format: body.format,
          entryFeePaise: rupeesToPaise(body.entryFee),
          maxPlayers: body.maxPlayers,
          minPlayers: body.minPlayers,
          startTime: new Date(body.startTime),
          status: announced ? 'upcoming' : 'registering',
          registrationOpensAt: announced ? opensAt : null,
          swissRounds: body.format === 'swiss' ? (body.swissRounds ?? null) : null,
          tableAdvance: body.format === 'multi_table' ? (body.tableAdvance ?? null) : null,
          playMode: body.playMode ?? 'external',
          gameVariant: body.playMode === 'platform' ? (body.variant ?? 'classic') : null,
          sameDice: body.playMode === 'platform' && body.sameDice === true,
          createdBy: actor.adminId,
        })
        .returning();
      if (!row) throw new Error('tournament insert returned no row');
      await recordAudit(tx, {
        actorId: actor.adminId,
        action: 'tournament.create',
        targetType: 'tournament',
        targetId: row.id,
        after: auditView(row),
        ipAddress: actor.ipAddress,
      });
      return row;
    });
    return this.detail(created.id);
  }

  /**
   * Starts a tournament (an admin now; a sweep at the start time later). With fewer players than
   * its minimum it is cancelled instead, every fee refunded. Otherwise seeds follow registration
   * order (first to enter is seed 1: no rating exists yet to seed by), the platform fee moves from
   * the pool to `revenue`, and the pool holds exactly the prize pool.
   */
  async start(tournamentId: string, actor: TournamentActor | null): Promise<TournamentRow> {
    const window = this.play.closedWindow ?? null;
    if (window && closedWindowAt(new Date(), window).closed) {
      throw conflict('CLOSED_WINDOW', closedWindowNotice(window));
    }
    return this.commit(async (tx, after, effects) => {
      const tournament = await lockTournament(tx, tournamentId);
      if (tournament.status !== 'upcoming' && tournament.status !== 'registering') {
        throw conflict(CODES.alreadyStarted, 'This tournament has already started or ended.');
      }
      const field = await fieldOf(tx, tournamentId);
      if (field.length < tournament.minPlayers) {
        const reason = `Fewer than ${tournament.minPlayers} players registered (${field.length}), so the tournament did not start.`;
        return this.cancelLocked(tx, after, tournament, reason, actor, 'tournament.start');
      }
      await tx.execute(sql`
        UPDATE ${tournamentEntries} AS e SET seed = s.seed, updated_at = now()
        FROM (
          SELECT user_id, row_number() OVER (ORDER BY registered_at, user_id) AS seed
          FROM ${tournamentEntries}
          WHERE tournament_id = ${tournamentId} AND status = 'registered'
        ) AS s
        WHERE e.tournament_id = ${tournamentId} AND e.user_id = s.user_id`);
      const entriesPaise = field.reduce((sum, entry) => sum + entry.entryFeePaise, 0);
      const { poolPaise } = await takePlatformFee(tx, tournament, entriesPaise);
      await assertPoolHolds(tx, tournamentId, poolPaise);
      const started = await updateTournament(tx, tournamentId, { status: 'running', startedAt: new Date() });
      await advanceLocked(tx, this.play, started, effects);
      // A start at the tournament's time (the sweep) is recorded too, with no actor: money moved.
      await recordAudit(tx, {
        actorId: actor?.adminId ?? null,
        action: 'tournament.start',
        targetType: 'tournament',
        targetId: tournamentId,
        before: auditView(tournament),
        after: { ...auditView(started), players: field.length, prizePoolPaise: poolPaise },
        ipAddress: actor?.ipAddress ?? null,
      });
      const players = field.map((entry) => entry.userId);
      after.push((notify) => notify.tournamentChanged(tournamentId, players));
      return started;
    });
  }

  /**
   * Cancels a tournament that has not finished, with a reason: every entry fee is refunded in full
   * (once started, the platform fee taken at the start returns from `revenue` first) and the pool
   * is left empty. Audited.
   */
  async cancel(tournamentId: string, reason: string, actor: TournamentActor): Promise<TournamentRow> {
    return this.commit(async (tx, after) => {
      const tournament = await lockTournament(tx, tournamentId);
      if (tournament.status === 'finished' || tournament.status === 'cancelled') {
        throw conflict(CODES.notCancellable, 'This tournament has already ended and cannot be cancelled.');
      }
      return this.cancelLocked(tx, after, tournament, reason, actor, 'tournament.cancel');
    });
  }

  private async cancelLocked(
    tx: Transaction,
    after: Notice[],
    tournament: TournamentRow,
    reason: string,
    actor: TournamentActor | null,
    action: string,
  ): Promise<TournamentRow> {
    const closeGames = await this.play.games.cancelGames(tx, tournament.id);
    await returnPlatformFee(tx, tournament);
    const field = await fieldOf(tx, tournament.id);
    const refunded: string[] = [];
    for (const entry of field) {
      const paise = await refundEntryFee(
        tx,
        tournament,
        entry,
        `Entry fee returned: ${tournament.title} was cancelled`,
      );
      if (paise > 0) refunded.push(entry.userId);
    }
    await assertPoolHolds(tx, tournament.id, 0);
    const cancelled = await updateTournament(tx, tournament.id, { status: 'cancelled', cancelledReason: reason });
    await publishEvent(tx, {
      type: 'tournament.cancelled',
      tournamentId: tournament.id,
      title: tournament.title,
      playerIds: field.map((entry) => entry.userId),
      reason,
    });
    await recordAudit(tx, {
      actorId: actor?.adminId ?? null,
      action,
      targetType: 'tournament',
      targetId: tournament.id,
      reason,
      before: auditView(tournament),
      after: { ...auditView(cancelled), refundedPlayers: refunded.length },
      ipAddress: actor?.ipAddress ?? null,
    });
    const players = field.map((entry) => entry.userId);
    after.push((notify) => {
      closeGames();
      for (const userId of refunded) notify.balanceChanged(userId);
      notify.tournamentChanged(tournament.id, players);
    });
    return cancelled;
  }

  /** Edits a tournament before its start; the seats never drop below the players registered. Audited. */
  async update(tournamentId: string, body: UpdateTournamentBody, actor: TournamentActor): Promise<void> {
    await this.commit(async (tx, after) => {
      const tournament = await lockTournament(tx, tournamentId);
      if (tournament.status !== 'upcoming' && tournament.status !== 'registering') {
        throw conflict(CODES.notEditable, 'This tournament has already started or ended and can no longer be edited.');
      }
      const field = await fieldOf(tx, tournamentId);
      const maxPlayers = body.maxPlayers ?? tournament.maxPlayers;
      const minPlayers = body.minPlayers ?? tournament.minPlayers;
      if (maxPlayers < field.length) {
        throw conflict(
          CODES.notEditable,
          `${field.length} players are registered: keep at least ${field.length} seats.`,
        );
      }
      if (minPlayers > maxPlayers) {
        throw new AppError(400, 'VALIDATION_ERROR', 'The minimum number of players cannot be more than the seats');
      }
      if (
        body.entryFee !== undefined &&
        rupeesToPaise(body.entryFee) !== tournament.entryFeePaise &&
        field.length > 0
      ) {
        throw conflict(CODES.notEditable, 'Players have paid the entry fee already: it can no longer change.');
      }
      // A format's own settings: those sent, else those kept; a format without them drops them.
      const format = body.format ?? tournament.format;
      const swissRounds = body.swissRounds !== undefined ? body.swissRounds : tournament.swissRounds;
      const tableAdvance = body.tableAdvance !== undefined ? body.tableAdvance : tournament.tableAdvance;
      if (body.swissRounds != null && format !== 'swiss') {
        throw new AppError(400, 'VALIDATION_ERROR', PLAY_SETTING_MESSAGES.swissRounds, [
          { path: 'swissRounds', message: PLAY_SETTING_MESSAGES.swissRounds },
        ]);
      }
      if (body.tableAdvance != null && format !== 'multi_table') {
        throw new AppError(400, 'VALIDATION_ERROR', PLAY_SETTING_MESSAGES.tableAdvance, [
          { path: 'tableAdvance', message: PLAY_SETTING_MESSAGES.tableAdvance },
        ]);
      }
      const updated = await updateTournament(tx, tournamentId, {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.format !== undefined ? { format: body.format } : {}),
        swissRounds: format === 'swiss' ? swissRounds : null,
        tableAdvance: format === 'multi_table' ? tableAdvance : null,
        ...(body.entryFee !== undefined ? { entryFeePaise: rupeesToPaise(body.entryFee) } : {}),
        maxPlayers,
        minPlayers,
        ...(body.startTime !== undefined ? { startTime: new Date(body.startTime) } : {}),
      });
      await recordAudit(tx, {
        actorId: actor.adminId,
        action: 'tournament.update',
        targetType: 'tournament',
        targetId: tournamentId,
        before: auditView(tournament),
        after: auditView(updated),
        ipAddress: actor.ipAddress,
      });
      const players = field.map((entry) => entry.userId);
      after.push((notify) => notify.tournamentChanged(tournamentId, players));
    });
  }

  // ---- Playing -----------------------------------------------------------------------------

  /**
   * Moves a running tournament on: draws the next round once every game of the current one is
   * decided, or finishes it (prizes paid). Safe to call any number of times, from any instance:
   * it locks the tournament and draws each round once. `gameDecided` (a game of it was just
   * decided) tells the whole field even when the round goes on, so everyone's bracket, table
   * rounds and standings show the result at once.
   */
  async advance(tournamentId: string, { gameDecided = false }: { gameDecided?: boolean } = {}): Promise<void> {
    await this.commit(async (tx, after, effects) => {
      const tournament = await lockTournament(tx, tournamentId);
      if (tournament.status !== 'running') return;
      const round = tournament.currentRound;
      await advanceLocked(tx, this.play, tournament, effects);
      if (gameDecided || effects.newMatches.length > 0 || effects.finished || effects.paid.length > 0) {
        const players = (await fieldOf(tx, tournamentId)).map((entry) => entry.userId);
        after.push((notify) => notify.tournamentChanged(tournamentId, players));
        if (effects.finished) {
          await recordAudit(tx, {
            actorId: null,
            action: 'tournament.finish',
            targetType: 'tournament',
            targetId: tournamentId,
            before: { round },
            after: { status: 'finished', paidPlayers: effects.paid.length },
            ipAddress: null,
          });
        }
      }
    });
  }

  /**
   * Disqualifies a player of a running tournament, with a reason: they forfeit the game they are
   * playing and every later one, and rank below everyone at the end. Audited.
   */
  async disqualify(tournamentId: string, body: DisqualifyBody, actor: TournamentActor): Promise<void> {
    let send: (() => void) | null = null;
    await this.commit(async (tx, after, effects) => {
      const tournament = await lockTournament(tx, tournamentId);
      if (tournament.status !== 'running') {
        throw conflict(CODES.notRunning, 'Players can be disqualified only while the tournament is running.');
      }
      const [entry] = await tx
        .update(tournamentEntries)
        .set({ status: 'disqualified', disqualifiedReason: body.reason, updatedAt: new Date() })
        .where(
          and(
            eq(tournamentEntries.tournamentId, tournamentId),
            eq(tournamentEntries.userId, body.userId),
            eq(tournamentEntries.status, 'registered'),
          ),
        )
        .returning({ userId: tournamentEntries.userId });
      if (!entry)
        throw conflict(CODES.notInField, 'This player holds no seat in the tournament, or is already disqualified.');
      send = await this.play.games.forfeitDisqualified(tx, tournamentId, body.userId);
      await advanceLocked(tx, this.play, tournament, effects);
      await recordAudit(tx, {
        actorId: actor.adminId,
        action: 'tournament.disqualify',
        targetType: 'tournament',
        targetId: tournamentId,
        reason: body.reason,
        after: { userId: body.userId, status: 'disqualified' },
        ipAddress: actor.ipAddress,
      });
      const players = (await fieldOf(tx, tournamentId)).map((row) => row.userId);
      after.push((notify) => notify.tournamentChanged(tournamentId, players));
    });
    (send as (() => void) | null)?.();
  }

  /** The sweep: tournaments whose start time has come start (or are cancelled when underfilled). */
  async startDue(now = new Date(), batch = 20): Promise<number> {
    const due = await this.db
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(and(inArray(tournaments.status, ['upcoming', 'registering']), lte(tournaments.startTime, now)))
      .orderBy(asc(tournaments.startTime))
      .limit(batch);
    for (const { id } of due) {
      try {
        await this.start(id, null);
      } catch (error) {
        // Another instance started it first: nothing to do. In the closed window, it starts after.
        if (!(error instanceof AppError && (error.code === CODES.alreadyStarted || error.code === 'CLOSED_WINDOW')))
          throw error;
      }
    }
    return due.length;
  }

  /**
   * The sweep: a tournament starting within 30 minutes reminds its players, once (the row is
   * marked in the same transaction as the event is published).
   */
  async remindStartingSoon(now = new Date()): Promise<number> {
    return this.db.transaction(async (tx) => {
      const soon = await tx
        .update(tournaments)
        .set({ reminderSentAt: now })
        .where(
          and(
            inArray(tournaments.status, ['upcoming', 'registering']),
            isNull(tournaments.reminderSentAt),
            gt(tournaments.startTime, now),
            lte(tournaments.startTime, new Date(now.getTime() + REMINDER_BEFORE_START_MS)),
          ),
        )
        .returning();
      for (const tournament of soon) {
        const players = (await fieldOf(tx, tournament.id)).map((entry) => entry.userId);
        if (players.length === 0) continue;
        await publishEvent(tx, {
          type: 'tournament.starting_soon',
          tournamentId: tournament.id,
          title: tournament.title,
          playerIds: players,
          startTime: tournament.startTime.toISOString(),
        });
      }
      return soon.length;
    });
  }

  /** The sweep: announced tournaments whose registration time came open for registration. */
  async openDue(now = new Date()): Promise<number> {
    const opened = await this.db
      .update(tournaments)
      .set({ status: 'registering', updatedAt: now })
      .where(and(eq(tournaments.status, 'upcoming'), lte(tournaments.registrationOpensAt, now)))
      .returning({ id: tournaments.id });
    return opened.length;
  }

  /** The sweep: every running tournament moves on if it can (a decision whose notice was lost). */
  async advanceRunning(batch = 100): Promise<void> {
    const running = await this.db
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(eq(tournaments.status, 'running'))
      .orderBy(asc(tournaments.startedAt))
      .limit(batch);
    for (const { id } of running) await this.advance(id);
  }

  /**
   * A player's tournaments, latest start first: their entry, their place and prize once finished,
   * and the game they have to play now.
   */
  /** The dashboard's figures over every tournament the player entered: started ones and prizes after tax. */
  async myTotals(userId: string): Promise<MyTournamentsTotals> {
    const [row] = await this.db
      .select({
        running: sql<number>`count(*) FILTER (WHERE ${tournaments.status} = 'running')`.mapWith(Number),
        finished: sql<number>`count(*) FILTER (WHERE ${tournaments.status} = 'finished')`.mapWith(Number),
        won: sql<number>`count(*) FILTER (WHERE ${tournaments.status} = 'finished' AND ${tournamentEntries.place} = 1)`.mapWith(
          Number,
        ),
        prizesPaise: sql<number>`coalesce(sum(CASE WHEN ${tournaments.status} = 'finished'
          THEN coalesce(${tournamentEntries.prizePaise}, 0) - coalesce(${tournamentEntries.tdsPaise}, 0) END), 0)`.mapWith(
          Number,
        ),
      })
      .from(tournamentEntries)
      .innerJoin(tournaments, eq(tournaments.id, tournamentEntries.tournamentId))
      .where(and(eq(tournamentEntries.userId, userId), inField));
    return {
      running: row?.running ?? 0,
      finished: row?.finished ?? 0,
      won: row?.won ?? 0,
      prizes: paiseToRupees(row?.prizesPaise ?? 0),
    };
  }

  async mine(userId: string): Promise<MyTournament[]> {
    const rows = await this.db
      .select({ tournament: tournaments, entry: tournamentEntries })
      .from(tournamentEntries)
      .innerJoin(tournaments, eq(tournaments.id, tournamentEntries.tournamentId))
      .where(and(eq(tournamentEntries.userId, userId), inField))
      .orderBy(desc(tournaments.startTime))
      .limit(100);
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.tournament.id);
    const [counts, open] = await Promise.all([
      this.db
        .select({ id: tournamentEntries.tournamentId, players: count() })
        .from(tournamentEntries)
        .where(and(inArray(tournamentEntries.tournamentId, ids), inField))
        .groupBy(tournamentEntries.tournamentId),
      this.db
        .select()
        .from(tournamentGames)
        .where(
          and(
            inArray(tournamentGames.tournamentId, ids),
            isNull(tournamentGames.decidedAt),
            sql`${tournamentGames.playerIds} @> ARRAY[${userId}]::uuid[]`,
          ),
        ),
    ]);
    const states = await this.play.games.states(open.flatMap((game) => (game.matchId ? [game.matchId] : [])));
    const players = new Map(counts.map((row) => [row.id, row.players]));
    return rows.map(({ tournament, entry }) => {
      const game = open.find((candidate) => candidate.tournamentId === tournament.id);
      const finished = tournament.status === 'finished';
      return {
        ...this.toSummary(tournament, players.get(tournament.id) ?? 0),
        visibility: tournament.visibility,
        entryStatus: entry.status === 'disqualified' ? 'disqualified' : 'registered',
        place: finished ? entry.place : null,
        prize: finished ? paiseToRupees((entry.prizePaise ?? 0) - (entry.tdsPaise ?? 0)) : null,
        nextGame:
          game?.matchId && entry.status === 'registered' && tournament.status === 'running'
            ? {
                matchId: game.matchId,
                round: game.round,
                table: tournament.format === 'multi_table' ? game.number : null,
                host: game.playerIds[0] === userId,
                status: states.get(game.matchId) ?? 'playing',
                mode: tournament.playMode,
              }
            : null,
      };
    });
  }

  // ---- Private tournaments -------------------------------------------------------------------

  /**
   * A player's tournament for friends, open for registration at once: the creator gets the invite
   * code to share and is registered first (paying the fee, as everyone). Nothing is created when
   * their wallet cannot pay.
   */
  async createPrivate(userId: string, body: CreatePrivateTournamentBody): Promise<PrivateTournamentResponse> {
    const id = await this.commit(async (tx, after) => {
      await lockPlayerRow(tx, userId);
      const [open] = await tx
        .select({ n: count() })
        .from(tournaments)
        .where(
          and(
            eq(tournaments.createdBy, userId),
            eq(tournaments.visibility, 'private'),
            inArray(tournaments.status, ['upcoming', 'registering']),
          ),
        );
      if ((open?.n ?? 0) >= PRIVATE_TOURNAMENTS_OPEN_PER_PLAYER) {
        throw conflict(CODES.tooManyPrivate, {
          id: 'error.tournament.tooManyPrivate',
          values: { count: PRIVATE_TOURNAMENTS_OPEN_PER_PLAYER },
        });
      }
      const [row] = await tx
        .insert(tournaments)
        .values({
          title: body.title,
          format: body.format,
          entryFeePaise: rupeesToPaise(body.entryFee),
          maxPlayers: body.maxPlayers,
          minPlayers: 2,
          startTime: new Date(body.startTime),
          status: 'registering',
          createdBy: userId,
          visibility: 'private',
          inviteCode: newInviteCode(),
          playMode: body.playMode ?? 'external',
          gameVariant: body.playMode === 'platform' ? (body.variant ?? 'classic') : null,
        })
        .returning();
      if (!row) throw new Error('tournament insert returned no row');
      await this.enter(tx, after, row, userId);
      return row.id;
    });
    return this.privateDetail(id);
  }

  /** Its detail with the invite code: for its creator. */
  async privateDetail(tournamentId: string, userId?: string, language?: Language): Promise<PrivateTournamentResponse> {
    const [row] = await this.db.select().from(tournaments).where(eq(tournaments.id, tournamentId));
    if (!row?.inviteCode || (userId !== undefined && row.createdBy !== userId)) throw tournamentNotFound();
    return { ...(await this.detail(tournamentId, language)), inviteCode: row.inviteCode };
  }

  /** The private tournament an invite code opens. */
  async byInviteCode(inviteCode: string): Promise<string> {
    const [row] = await this.db
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(eq(tournaments.inviteCode, inviteCode));
    if (!row)
      throw notFound('No tournament has this invite code. Check it with the friend who sent it.', CODES.notFound);
    return row.id;
  }

  /** The creator of a private tournament starts it before its time (with at least two players). */
  async startPrivate(userId: string, tournamentId: string): Promise<TournamentRow> {
    const [row] = await this.db.select().from(tournaments).where(eq(tournaments.id, tournamentId));
    if (!row) throw tournamentNotFound();
    if (row.visibility !== 'private' || row.createdBy !== userId) {
      throw new AppError(403, 'FORBIDDEN', 'Only the player who created this private tournament can start it.');
    }
    return this.start(tournamentId, null);
  }

  /**
   * The tournament leaderboard: points of public tournaments finished in the period, summed as
   * exact fractions in SQL (numeric), then prizes; players with no points are left out.
   */
  async leaderboard(period: 'week' | 'all', limit: number, now = new Date()): Promise<TournamentLeaderboard> {
    const since = period === 'week' ? startOfIstWeek(now) : null;
    const rows = await this.db
      .select({
        name: users.fullName,
        userId: users.id,
        points: sql<string>`sum(${tournamentEntries.pointsNumerator}::numeric / ${tournamentEntries.pointsDenominator})`,
        tournaments: count(),
        wins: sql<string>`count(*) FILTER (WHERE ${tournamentEntries.place} = 1)`,
        prizes: sql<string>`coalesce(sum(${tournamentEntries.prizePaise}), 0)`,
      })
      .from(tournamentEntries)
      .innerJoin(tournaments, eq(tournaments.id, tournamentEntries.tournamentId))
      .innerJoin(users, eq(users.id, tournamentEntries.userId))
      .where(
        and(
          eq(tournaments.status, 'finished'),
          isPublic,
          since ? gte(tournaments.finishedAt, since) : undefined,
          sql`${tournamentEntries.pointsDenominator} IS NOT NULL`,
        ),
      )
      .groupBy(users.id, users.fullName)
      .having(sql`sum(${tournamentEntries.pointsNumerator}) > 0`)
      .orderBy(
        desc(sql`sum(${tournamentEntries.pointsNumerator}::numeric / ${tournamentEntries.pointsDenominator})`),
        desc(sql`coalesce(sum(${tournamentEntries.prizePaise}), 0)`),
        asc(users.fullName),
        asc(users.id),
      )
      .limit(limit);
    return {
      period,
      since: since?.toISOString() ?? null,
      entries: rows.map((row, index) => ({
        rank: index + 1,
        name: row.name,
        points: Math.round(Number(row.points) * 100) / 100,
        tournaments: Number(row.tournaments),
        wins: Number(row.wins),
        prizes: paiseToRupees(Number(row.prizes)),
      })),
    };
  }

  // ---- Players -----------------------------------------------------------------------------

  /**
   * Enters a player: their seat and their fee in one transaction. Refused, with nothing charged,
   * when registration is not open, when every seat is taken, when they already hold one, or when
   * their wallet cannot pay.
   */
  async register(
    userId: string,
    tournamentId: string,
    inviteCode?: string,
  ): Promise<{ tournament: TournamentRow; feePaise: number }> {
    await this.play.mayPlay?.(userId);
    return this.commit(async (tx, after) => {
      const tournament = await lockTournament(tx, tournamentId);
      if (
        tournament.visibility === 'private' &&
        tournament.createdBy !== userId &&
        tournament.inviteCode !== inviteCode
      ) {
        throw new AppError(403, CODES.inviteRequired, 'This is a private tournament: enter it with its invite code.');
      }
      await this.enter(tx, after, tournament, userId);
      return { tournament, feePaise: tournament.entryFeePaise };
    });
  }

  /** A seat and its fee for the player, inside the transaction that locked the tournament. */
  private async enter(tx: Transaction, after: Notice[], tournament: TournamentRow, userId: string): Promise<void> {
    const tournamentId = tournament.id;
    if (tournament.status === 'upcoming') {
      const opensAt = tournament.registrationOpensAt;
      throw conflict(CODES.registrationNotOpen, {
        id: 'error.tournament.registrationNotOpenYet',
        values: opensAt ? { withDate: 'yes', opensAt } : { withDate: 'no' },
      });
    }
    if (tournament.status !== 'registering') {
      throw conflict(CODES.registrationClosed, 'Registration for this tournament is not open.');
    }
    const [entry] = await tx
      .select()
      .from(tournamentEntries)
      .where(and(eq(tournamentEntries.tournamentId, tournamentId), eq(tournamentEntries.userId, userId)));
    if (entry && entry.status !== 'withdrawn') {
      throw conflict(CODES.alreadyRegistered, 'You are already registered for this tournament.');
    }
    const [seats] = await tx
      .select({ taken: count() })
      .from(tournamentEntries)
      .where(and(eq(tournamentEntries.tournamentId, tournamentId), inField));
    if ((seats?.taken ?? 0) >= tournament.maxPlayers) {
      throw conflict(CODES.full, 'This tournament is full. Every seat has been taken.');
    }
    const now = new Date();
    const registration = entry ? entry.registrations + 1 : 1;
    const values = {
      status: 'registered' as const,
      entryFeePaise: tournament.entryFeePaise,
      seed: null,
      registrations: registration,
      registeredAt: now,
      updatedAt: now,
    };
    if (entry) {
      await tx
        .update(tournamentEntries)
        .set(values)
        .where(and(eq(tournamentEntries.tournamentId, tournamentId), eq(tournamentEntries.userId, userId)));
    } else {
      await tx.insert(tournamentEntries).values({ tournamentId, userId, ...values });
    }
    try {
      await takeEntryFee(tx, tournament, userId, registration);
    } catch (error) {
      if (error instanceof InsufficientFundsError) {
        throw new InsufficientFundsError({
          id: 'error.tournament.needEntryFee',
          values: { amount: formatPaise(tournament.entryFeePaise), mode: moneyMode() },
        });
      }
      throw error;
    }
    await touchTournament(tx, tournamentId);
    await publishEvent(tx, {
      type: 'tournament.registered',
      tournamentId,
      title: tournament.title,
      userId,
      feePaise: tournament.entryFeePaise,
      startTime: tournament.startTime.toISOString(),
    });
    after.push((notify) => {
      notify.balanceChanged(userId);
      notify.tournamentChanged(tournamentId, [userId]);
    });
  }

  /** Gives a seat up before the start: the fee returns to the accounts it came from. */
  async unregister(
    userId: string,
    tournamentId: string,
  ): Promise<{ tournament: TournamentRow; refundedPaise: number }> {
    return this.commit(async (tx, after) => {
      const tournament = await lockTournament(tx, tournamentId);
      if (tournament.status !== 'upcoming' && tournament.status !== 'registering') {
        throw conflict(
          CODES.alreadyStarted,
          'This tournament has already started or ended, so your entry can no longer be withdrawn.',
        );
      }
      const [entry] = await tx
        .select()
        .from(tournamentEntries)
        .where(and(eq(tournamentEntries.tournamentId, tournamentId), eq(tournamentEntries.userId, userId)));
      if (entry?.status !== 'registered') {
        throw conflict(CODES.notRegistered, 'You are not registered for this tournament.');
      }
      const refundedPaise = await refundEntryFee(
        tx,
        tournament,
        entry,
        `Entry fee returned: you left ${tournament.title}`,
      );
      await tx
        .update(tournamentEntries)
        .set({ status: 'withdrawn', seed: null, updatedAt: new Date() })
        .where(and(eq(tournamentEntries.tournamentId, tournamentId), eq(tournamentEntries.userId, userId)));
      await touchTournament(tx, tournamentId);
      after.push((notify) => {
        if (refundedPaise > 0) notify.balanceChanged(userId);
        notify.tournamentChanged(tournamentId, [userId]);
      });
      return { tournament, refundedPaise };
    });
  }
}

/** An invite code: 8 letters and digits without look-alikes (no 0/O, 1/I/L). */
function newInviteCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

/** Locks a tournament row for the change about to be made; every change starts here. */
async function lockTournament(tx: Transaction, tournamentId: string): Promise<TournamentRow> {
  const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, tournamentId)).for('no key update');
  if (!row) throw tournamentNotFound();
  return row;
}

async function updateTournament(
  tx: Transaction,
  tournamentId: string,
  change: Partial<TournamentRow>,
): Promise<TournamentRow> {
  const [row] = await tx
    .update(tournaments)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(tournaments.id, tournamentId))
    .returning();
  if (!row) throw tournamentNotFound();
  return row;
}

const touchTournament = (tx: Transaction, tournamentId: string) =>
  tx.update(tournaments).set({ updatedAt: new Date() }).where(eq(tournaments.id, tournamentId));

/** The entries holding a seat, in registration order. */
function fieldOf(tx: Transaction, tournamentId: string) {
  return tx
    .select()
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.tournamentId, tournamentId), inField))
    .orderBy(asc(tournamentEntries.registeredAt), asc(tournamentEntries.userId));
}

/** The fields of a tournament an audit row keeps (no player data). */
/** How long before its start a tournament reminds its players. */
const REMINDER_BEFORE_START_MS = 30 * 60_000;

const auditView = (row: TournamentRow) => ({
  title: row.title,
  format: row.format,
  status: row.status,
  entryFeePaise: row.entryFeePaise,
  maxPlayers: row.maxPlayers,
  minPlayers: row.minPlayers,
  startTime: row.startTime.toISOString(),
  registrationOpensAt: row.registrationOpensAt?.toISOString() ?? null,
  swissRounds: row.swissRounds,
  tableAdvance: row.tableAdvance,
  playMode: row.playMode,
  gameVariant: row.gameVariant,
  sameDice: row.sameDice,
  cancelledReason: row.cancelledReason,
});

/**
 * The prizes of the field the shown pool is for: each paid place's percent and amount (the pure
 * split, remainders to the top places as prizes are paid).
 */
function prizeTable(tournament: TournamentRow, players: number): TournamentDetail['prizeTable'] {
  const fieldSize = Math.max(1, shownFieldSize(tournament, players));
  const percents = tournamentPrizeSplitPercents(fieldSize);
  const ranking = Array.from({ length: fieldSize }, (_, i) => ({ playerId: String(i + 1), rank: i + 1 }));
  const prizes = tournamentPrizes(ranking, shownPrizePoolPaise(tournament, players));
  return percents.map((percent, i) => ({
    place: i + 1,
    percent,
    amount: paiseToRupees(prizes[i]?.prizePaise ?? 0),
  }));
}

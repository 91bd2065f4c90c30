import { formatPaise, paiseToRupees, rupeesToPaise } from '@ludo/shared/money';
import {
  TOURNAMENT_ERROR_CODES as CODES,
  type CreateTournamentBody,
  type TournamentDetail,
  type TournamentStatus,
  type TournamentSummary,
  type UpcomingTournament,
} from '@ludo/shared/tournaments/tournaments.schemas';
import { and, asc, count, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { type TournamentRow, tournamentEntries, tournaments, users } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import { InsufficientFundsError } from '../ledger/ledger.errors';
import { assertPoolHolds, refundEntryFee, returnPlatformFee, takeEntryFee, takePlatformFee } from './tournament-money';
import { tournamentPrizePool, tournamentPrizeSplitPercents, tournamentPrizes } from './tournament-prizes';

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
  ) {}

  /** Runs a change in one transaction and sends the notices it gathered once it has committed. */
  private async commit<T>(work: (tx: Transaction, after: Notice[]) => Promise<T>): Promise<T> {
    const after: Notice[] = [];
    const result = await this.db.transaction((tx) => work(tx, after));
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
    };
  }

  /** The landing's cards: tournaments not started yet whose start is ahead, soonest first. */
  async upcoming(limit: number): Promise<UpcomingTournament[]> {
    const rows = await this.summaries(
      and(inArray(tournaments.status, ['upcoming', 'registering']), gt(tournaments.startTime, sql`now()`)),
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
  async list(query: { status?: TournamentStatus | undefined; limit: number }): Promise<TournamentSummary[]> {
    const ahead = query.status === 'upcoming' || query.status === 'registering' || query.status === 'running';
    const rows = await this.summaries(query.status ? eq(tournaments.status, query.status) : undefined)
      .orderBy(ahead ? asc(tournaments.startTime) : desc(tournaments.startTime), asc(tournaments.id))
      .limit(query.limit);
    return rows.map(({ tournament, players }) => this.toSummary(tournament, players));
  }

  /** One tournament for anyone: players by name and seed only, never their contacts. */
  async detail(tournamentId: string): Promise<TournamentDetail> {
    const [tournament] = await this.db.select().from(tournaments).where(eq(tournaments.id, tournamentId));
    if (!tournament) throw tournamentNotFound();
    const field = await this.db
      .select({ name: users.fullName, seed: tournamentEntries.seed })
      .from(tournamentEntries)
      .innerJoin(users, eq(users.id, tournamentEntries.userId))
      .where(and(eq(tournamentEntries.tournamentId, tournamentId), inField))
      .orderBy(sql`${tournamentEntries.seed} ASC NULLS LAST`, asc(tournamentEntries.registeredAt), asc(users.id));
    const summary = this.toSummary(tournament, field.length);
    return {
      ...summary,
      minPlayers: tournament.minPlayers,
      prizeTable: prizeTable(tournament, field.length),
      registered: field.map((entry) => ({ name: entry.name, seed: entry.seed })),
      cancelledReason: tournament.cancelledReason,
      rounds: [],
      standings: [],
    };
  }

  // ---- Admin -------------------------------------------------------------------------------

  /**
   * A new tournament, open for registration at once: the admin publishes it when players may enter.
   * 'upcoming' stays for tournaments announced before their registration opens.
   */
  async create(actor: TournamentActor, body: CreateTournamentBody): Promise<TournamentDetail> {
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
          status: 'registering',
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
    return this.commit(async (tx, after) => {
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
      if (actor) {
        await recordAudit(tx, {
          actorId: actor.adminId,
          action: 'tournament.start',
          targetType: 'tournament',
          targetId: tournamentId,
          before: auditView(tournament),
          after: { ...auditView(started), players: field.length, prizePoolPaise: poolPaise },
          ipAddress: actor.ipAddress,
        });
      }
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
      for (const userId of refunded) notify.balanceChanged(userId);
      notify.tournamentChanged(tournament.id, players);
    });
    return cancelled;
  }

  // ---- Players -----------------------------------------------------------------------------

  /**
   * Enters a player: their seat and their fee in one transaction. Refused, with nothing charged,
   * when registration is not open, when every seat is taken, when they already hold one, or when
   * their wallet cannot pay.
   */
  async register(userId: string, tournamentId: string): Promise<{ tournament: TournamentRow; feePaise: number }> {
    return this.commit(async (tx, after) => {
      const tournament = await lockTournament(tx, tournamentId);
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
          throw new InsufficientFundsError(
            `You need ${formatPaise(tournament.entryFeePaise)} in your wallet to enter this tournament. Add money to continue.`,
          );
        }
        throw error;
      }
      await touchTournament(tx, tournamentId);
      after.push((notify) => {
        notify.balanceChanged(userId);
        notify.tournamentChanged(tournamentId, [userId]);
      });
      return { tournament, feePaise: tournament.entryFeePaise };
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
const auditView = (row: TournamentRow) => ({
  title: row.title,
  format: row.format,
  status: row.status,
  entryFeePaise: row.entryFeePaise,
  maxPlayers: row.maxPlayers,
  minPlayers: row.minPlayers,
  startTime: row.startTime.toISOString(),
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

import { paiseToRupees, rupeesToPaise } from '@ludo/shared/money';
import type { TournamentSchedule, TournamentScheduleBody } from '@ludo/shared/tournaments/tournaments.schemas';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type TournamentScheduleRow, tournamentSchedules, tournaments } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import { dueScheduledStart, minuteOfDay, nextScheduledStart, timeOfDayOf } from './tournament-schedules';
import type { TournamentActor } from './tournaments.service';

const scheduleNotFound = () => notFound('This schedule does not exist.', 'SCHEDULE_NOT_FOUND');

/**
 * Recurring tournaments: the admin's schedules, and the sweep that creates each occurrence, open
 * for registration, when its registration opens. An occurrence is created once however many
 * instances sweep at the same moment (a unique index on schedule and start time).
 */
export class TournamentSchedulesService {
  constructor(private readonly db: Database) {}

  async list(now = new Date()): Promise<TournamentSchedule[]> {
    const rows = await this.db.select().from(tournamentSchedules).orderBy(asc(tournamentSchedules.createdAt));
    return rows.map((row) => view(row, now));
  }

  async create(actor: TournamentActor, body: TournamentScheduleBody): Promise<TournamentSchedule> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(tournamentSchedules)
        .values({ ...settingsOf(body), createdBy: actor.adminId })
        .returning();
      if (!row) throw new Error('schedule insert returned no row');
      await recordAudit(tx, {
        actorId: actor.adminId,
        action: 'tournament_schedule.create',
        targetType: 'tournament_schedule',
        targetId: row.id,
        after: view(row, new Date()),
        ipAddress: actor.ipAddress,
      });
      return view(row, new Date());
    });
  }

  /**
   * Changes every setting of a schedule (the same body as its creation). The tournaments it has
   * created already keep theirs: players registered for them on those terms; the next ones are
   * created with the new settings. Whether it runs (paused or not) is left as it is.
   */
  async update(actor: TournamentActor, id: string, body: TournamentScheduleBody): Promise<TournamentSchedule> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(tournamentSchedules).where(eq(tournamentSchedules.id, id)).for('update');
      if (!before) throw scheduleNotFound();
      const [row] = await tx
        .update(tournamentSchedules)
        .set({ ...settingsOf(body), updatedAt: new Date() })
        .where(eq(tournamentSchedules.id, id))
        .returning();
      if (!row) throw scheduleNotFound();
      const now = new Date();
      await recordAudit(tx, {
        actorId: actor.adminId,
        action: 'tournament_schedule.update',
        targetType: 'tournament_schedule',
        targetId: id,
        before: view(before, now),
        after: view(row, now),
        ipAddress: actor.ipAddress,
      });
      return view(row, now);
    });
  }

  /** Pauses or resumes a schedule; tournaments it already created are not touched. */
  async setActive(actor: TournamentActor, id: string, active: boolean): Promise<TournamentSchedule> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(tournamentSchedules)
        .set({ active, updatedAt: new Date() })
        .where(eq(tournamentSchedules.id, id))
        .returning();
      if (!row) throw scheduleNotFound();
      await recordAudit(tx, {
        actorId: actor.adminId,
        action: active ? 'tournament_schedule.resume' : 'tournament_schedule.pause',
        targetType: 'tournament_schedule',
        targetId: id,
        after: { active },
        ipAddress: actor.ipAddress,
      });
      return view(row, new Date());
    });
  }

  /** The sweep: creates the tournament of every active schedule whose registration has opened. */
  async createDue(now = new Date()): Promise<number> {
    const schedules = await this.db.select().from(tournamentSchedules).where(eq(tournamentSchedules.active, true));
    let created = 0;
    for (const schedule of schedules) {
      const start = dueScheduledStart(schedule, now);
      if (!start) continue;
      const rows = await this.db
        .insert(tournaments)
        .values({
          title: schedule.title,
          format: schedule.format,
          entryFeePaise: schedule.entryFeePaise,
          maxPlayers: schedule.maxPlayers,
          minPlayers: schedule.minPlayers,
          startTime: start,
          status: 'registering',
          createdBy: schedule.createdBy,
          scheduleId: schedule.id,
          playMode: schedule.playMode,
          gameVariant: schedule.gameVariant,
        })
        .onConflictDoNothing()
        .returning({ id: tournaments.id });
      created += rows.length;
    }
    return created;
  }
}

/** A schedule's settings as its body gives them (the defaults of what the body leaves out). */
function settingsOf(body: TournamentScheduleBody) {
  return {
    title: body.title,
    format: body.format,
    entryFeePaise: rupeesToPaise(body.entryFee),
    maxPlayers: body.maxPlayers,
    minPlayers: body.minPlayers,
    startMinuteIst: minuteOfDay(body.timeOfDay),
    weekdays: [...new Set(body.weekdays ?? [0, 1, 2, 3, 4, 5, 6])].sort(),
    opensHoursBefore: body.opensHoursBefore ?? 24,
    playMode: body.playMode ?? 'external',
    gameVariant: body.playMode === 'platform' ? (body.variant ?? 'classic') : null,
  } as const;
}

function view(row: TournamentScheduleRow, now: Date): TournamentSchedule {
  return {
    id: row.id,
    title: row.title,
    format: row.format,
    entryFee: paiseToRupees(row.entryFeePaise),
    maxPlayers: row.maxPlayers,
    minPlayers: row.minPlayers,
    timeOfDay: timeOfDayOf(row.startMinuteIst),
    weekdays: row.weekdays,
    opensHoursBefore: row.opensHoursBefore,
    playMode: row.playMode,
    variant: row.gameVariant,
    active: row.active,
    nextStart: row.active ? (nextScheduledStart(row, now)?.toISOString() ?? null) : null,
  };
}

import { formatPaise, paiseToRupees, rupeesToPaise } from '@ludo/shared/money';
import {
  type ActivityStatement,
  DEPOSIT_LIMIT_PERIODS,
  type DepositLimitPeriod,
  type DepositLimitsBody,
  type ExclusionBody,
  type ExclusionKind,
  type LimitView,
  type ResponsibleGaming,
  RG_ERRORS,
} from '@ludo/shared/responsible-gaming/responsible-gaming.schemas';
import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { depositLimits, exclusions, playReminders, playTimeLimits, type UserRow, users } from '../../db/schema';
import { publishEvent } from '../../lib/domain-events';
import { AppError, badRequest } from '../../lib/errors';
import { indianState } from '../../lib/i18n';
import { startOfIstDay } from '../../lib/india-time';
import { recordAudit } from '../audit/audit.service';
import { verifyPassword } from '../auth/passwords';
import { revokeUserSessions } from '../auth/sessions';
import { PLAY_TIME_CAP_MINUTES, playersActiveSince, playTime, playTimes } from '../matches/play-time';
import { moneySummary } from '../wallet/wallet.service';
import { activityStatement } from './activity-statement';
import {
  type DepositAmounts,
  type DepositLimits,
  depositRefusal,
  dueReminder,
  effectiveLimit,
  exclusionEnd,
  NO_LIMIT,
  type ReminderSchedule,
  requestLimit,
  type StoredLimit,
} from './limits.model';

/**
 * A player's own limits and breaks (docs/decisions/0017-responsible-gaming.md). The rules are in
 * limits.model.ts; this loads, asks them and stores. Other modules ask it before money comes in
 * (deposits) or play starts (rooms, join requests, tournament entries), and at login.
 */

type DepositLimitRow = typeof depositLimits.$inferSelect;

export interface RestrictedStates {
  restricted: readonly string[];
  stateOf: (db: DbOrTx, userId: string) => Promise<string | null>;
}

const stored = (row: DepositLimitRow | undefined): StoredLimit =>
  row
    ? {
        amount: row.amountPaise,
        pending: row.pendingFrom ? { amount: row.pendingAmountPaise, from: row.pendingFrom } : null,
      }
    : NO_LIMIT;

/** Players whose reminders are worked out together, two statements a batch. */
const REMINDER_BATCH = 1_000;

const rupees = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));

/** A stored limit as the API shows it: in force now, and a raise still waiting (`unit` converts the amounts). */
function limitView(
  limit: StoredLimit,
  now: Date,
  unit: (stored: number | null) => number | null = (x) => x,
): LimitView {
  const pending = limit.pending && limit.pending.from > now ? limit.pending : null;
  return {
    amount: unit(effectiveLimit(limit, now)),
    pending: pending ? { amount: unit(pending.amount), from: pending.from.toISOString() } : null,
  };
}

export const WRONG_PASSWORD_MESSAGE = 'That password is not correct.';

export class ResponsibleGamingService {
  constructor(
    private readonly db: Database,
    /** Drops the player's cached sessions, so a self-exclusion ends their open tabs at once. */
    private readonly forgetSessions: (userId: string) => void,
    /** Where players may play for money: the states they may not, and the state a player lives in. */
    private readonly where: RestrictedStates = { restricted: [], stateOf: async () => null },
    private readonly reminders: ReminderSchedule = { firstMinutes: 60, everyMinutes: 30 },
  ) {}

  /** One month (India time) of the player's games, time played, deposits, withdrawals and net result. */
  activityStatement(userId: string, month: string | undefined): Promise<ActivityStatement> {
    return activityStatement(this.db, userId, month);
  }

  private async storedPlayTimeLimit(db: DbOrTx, userId: string, lock = false): Promise<StoredLimit> {
    const query = db.select().from(playTimeLimits).where(eq(playTimeLimits.userId, userId));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) return NO_LIMIT;
    return {
      amount: row.minutes,
      pending: row.pendingFrom ? { amount: row.pendingMinutes, from: row.pendingFrom } : null,
    };
  }

  /** Minutes played today (India time). */
  private async playedToday(db: DbOrTx, userId: string, now: Date): Promise<number> {
    const { playedSeconds } = await playTime(db, userId, startOfIstDay(now).start, now);
    return Math.floor(playedSeconds / 60);
  }

  private async storedLimits(
    db: DbOrTx,
    userId: string,
    lock = false,
  ): Promise<Record<DepositLimitPeriod, StoredLimit>> {
    const query = db.select().from(depositLimits).where(eq(depositLimits.userId, userId));
    const rows = lock ? await query.for('update') : await query;
    return Object.fromEntries(
      DEPOSIT_LIMIT_PERIODS.map((period) => [period, stored(rows.find((row) => row.period === period))]),
    ) as Record<DepositLimitPeriod, StoredLimit>;
  }

  /** The break in force, if any: the one that ends last. */
  async activeExclusion(
    db: DbOrTx,
    userId: string,
    now = new Date(),
  ): Promise<{ kind: ExclusionKind; endsAt: Date } | undefined> {
    const [row] = await db
      .select({ kind: exclusions.kind, endsAt: exclusions.endsAt })
      .from(exclusions)
      .where(and(eq(exclusions.userId, userId), gt(exclusions.endsAt, now)))
      .orderBy(desc(exclusions.endsAt))
      .limit(1);
    return row;
  }

  async status(userId: string, now = new Date()): Promise<ResponsibleGaming> {
    const limits = await this.storedLimits(this.db, userId);
    const exclusion = await this.activeExclusion(this.db, userId, now);
    const playLimit = await this.storedPlayTimeLimit(this.db, userId);
    return {
      depositLimits: {
        day: limitView(limits.day, now, rupees),
        week: limitView(limits.week, now, rupees),
        month: limitView(limits.month, now, rupees),
      },
      playTimeLimit: limitView(playLimit, now),
      playedTodayMinutes: await this.playedToday(this.db, userId, now),
      exclusion: exclusion ? { kind: exclusion.kind, endsAt: exclusion.endsAt.toISOString() } : null,
    };
  }

  /** Sets the three limits as asked: tighter ones at once, looser ones after the delay. Audited. */
  async setDepositLimits(userId: string, body: DepositLimitsBody, ipAddress: string | null, now = new Date()) {
    await this.db.transaction(async (tx) => {
      const before = await this.storedLimits(tx, userId, true);
      const after: Partial<Record<DepositLimitPeriod, StoredLimit>> = {};
      for (const period of DEPOSIT_LIMIT_PERIODS) {
        const asked = body[period];
        const next = requestLimit(before[period], asked === null ? null : rupeesToPaise(asked), now);
        after[period] = next;
        const values = {
          amountPaise: next.amount,
          pendingAmountPaise: next.pending?.amount ?? null,
          pendingFrom: next.pending?.from ?? null,
          updatedAt: now,
        };
        await tx
          .insert(depositLimits)
          .values({ userId, period, ...values })
          .onConflictDoUpdate({ target: [depositLimits.userId, depositLimits.period], set: values });
      }
      await recordAudit(tx, {
        actorId: userId,
        action: 'responsible_gaming.deposit_limits',
        targetType: 'user',
        targetId: userId,
        before,
        after,
        ipAddress,
      });
    });
    return this.status(userId, now);
  }

  /** Sets the daily play time limit: tighter at once, looser after the delay. Audited. */
  async setPlayTimeLimit(userId: string, minutes: number | null, ipAddress: string | null, now = new Date()) {
    await this.db.transaction(async (tx) => {
      const before = await this.storedPlayTimeLimit(tx, userId, true);
      const next = requestLimit(before, minutes, now);
      const values = {
        minutes: next.amount,
        pendingMinutes: next.pending?.amount ?? null,
        pendingFrom: next.pending?.from ?? null,
        updatedAt: now,
      };
      await tx
        .insert(playTimeLimits)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: playTimeLimits.userId, set: values });
      await recordAudit(tx, {
        actorId: userId,
        action: 'responsible_gaming.play_time_limit',
        targetType: 'user',
        targetId: userId,
        before,
        after: next,
        ipAddress,
      });
    });
    return this.status(userId, now);
  }

  /** The player's own deposit limits in force now. */
  depositLimitsNow(userId: string): Promise<DepositLimits> {
    return this.depositLimitsAt(this.db, userId);
  }

  /** The limits in force for a deposit being made in `tx` (the caller holds the player's row lock). */
  async depositLimitsAt(tx: DbOrTx, userId: string, now = new Date()): Promise<DepositLimits> {
    const limits = await this.storedLimits(tx, userId);
    return {
      day: effectiveLimit(limits.day, now),
      week: effectiveLimit(limits.week, now),
      month: effectiveLimit(limits.month, now),
    };
  }

  /**
   * Refuses a deposit while the player is on a break, or past one of their own limits given what
   * they deposited in each period so far (counted by the caller, which owns deposits).
   */
  async assertMayDeposit(tx: DbOrTx, userId: string, amountPaise: number, used: DepositAmounts, now = new Date()) {
    await this.assertNotExcluded(tx, userId, now, 'deposit');
    await this.assertAllowedState(tx, userId, 'deposit');
    const refusal = depositRefusal(await this.depositLimitsAt(tx, userId, now), used, amountPaise);
    if (refusal) {
      throw new AppError(
        422,
        RG_ERRORS.depositLimit,
        {
          id: 'error.rg.depositLimit',
          values: {
            period: refusal.period,
            limit: formatPaise(refusal.limitPaise),
            left: formatPaise(refusal.leftPaise),
          },
        },
        { period: refusal.period, limit: paiseToRupees(refusal.limitPaise), left: paiseToRupees(refusal.leftPaise) },
      );
    }
  }

  /** Refuses to start play (a room, a join request, a tournament entry) while the player is on a break. */
  async assertMayPlay(db: DbOrTx, userId: string, now = new Date()): Promise<void> {
    await this.assertNotExcluded(db, userId, now, 'play');
    await this.assertAllowedState(db, userId, 'play');
    const limit = effectiveLimit(await this.storedPlayTimeLimit(db, userId), now);
    if (limit !== null && (await this.playedToday(db, userId, now)) >= limit) {
      throw new AppError(403, RG_ERRORS.playTimeLimit, { id: 'error.rg.playTimeLimit', values: { minutes: limit } });
    }
  }

  /** Refuses money play to a player who said they live in a restricted state (the list is only set in the real mode). */
  private async assertAllowedState(db: DbOrTx, userId: string, what: 'play' | 'deposit') {
    if (this.where.restricted.length === 0) return;
    const state = await this.where.stateOf(db, userId);
    if (state && this.where.restricted.includes(state)) {
      throw new AppError(
        403,
        RG_ERRORS.restrictedState,
        { id: 'error.rg.restrictedState', values: { what, state: indianState(state) } },
        { state },
      );
    }
  }

  private async assertNotExcluded(db: DbOrTx, userId: string, now: Date, what: 'play' | 'deposit') {
    const exclusion = await this.activeExclusion(db, userId, now);
    if (!exclusion) return;
    const values = { what, until: exclusion.endsAt };
    throw exclusion.kind === 'cool_off'
      ? new AppError(403, RG_ERRORS.coolingOff, { id: 'error.rg.coolingOff', values })
      : new AppError(403, RG_ERRORS.excluded, { id: 'error.rg.excluded', values });
  }

  /** Why a player may not log in now (self-exclusion), or undefined. */
  async loginRefusal(userId: string, now = new Date()): Promise<AppError | undefined> {
    const exclusion = await this.activeExclusion(this.db, userId, now);
    if (exclusion?.kind !== 'self_exclusion') return undefined;
    return new AppError(
      403,
      RG_ERRORS.excluded,
      { id: 'error.rg.excludedLogin', values: { until: exclusion.endsAt } },
      { endsAt: exclusion.endsAt.toISOString() },
    );
  }

  /**
   * Starts a break with the player's password. It cannot be shortened: a second one only ever
   * takes it further. Self-exclusion ends every session at once. Audited.
   */
  async startExclusion(user: UserRow, body: ExclusionBody, ipAddress: string | null, now = new Date()) {
    if (!(await verifyPassword(user.passwordHash, body.password))) {
      throw badRequest('WRONG_PASSWORD', WRONG_PASSWORD_MESSAGE, [
        { path: 'password', message: WRONG_PASSWORD_MESSAGE },
      ]);
    }
    const endsAt =
      body.kind === 'cool_off'
        ? exclusionEnd('cool_off', body.days, now)
        : exclusionEnd('self_exclusion', body.months, now);
    await this.db.transaction(async (tx) => {
      await tx.insert(exclusions).values({ userId: user.id, kind: body.kind, startsAt: now, endsAt });
      if (body.kind === 'self_exclusion') await revokeUserSessions(tx, user.id, 'self-exclusion');
      await recordAudit(tx, {
        actorId: user.id,
        action: `responsible_gaming.${body.kind}`,
        targetType: 'user',
        targetId: user.id,
        after: { endsAt: endsAt.toISOString() },
        ipAddress,
      });
    });
    if (body.kind === 'self_exclusion') this.forgetSessions(user.id);
    return this.status(user.id, now);
  }

  /**
   * Tells players who have played an hour today (then every 30 minutes, as configured) how long
   * they played and their net result today. Each mark once per player and day, whichever instance
   * gets there first (the row's update is conditional). Returns the reminders sent.
   */
  async sendPlayReminders(now = new Date()): Promise<number> {
    const today = startOfIstDay(now);
    // Anyone whose time today may have grown: a game started today, or within a game's length before.
    const since = new Date(Math.max(today.start.getTime() - PLAY_TIME_CAP_MINUTES * 60_000, 0));
    const active = await playersActiveSince(this.db, since);
    let sent = 0;
    // Two statements for each thousand players active today, not two for each player: the sweep
    // runs every minute.
    for (let start = 0; start < active.length; start += REMINDER_BATCH) {
      sent += await this.remindSome(active.slice(start, start + REMINDER_BATCH), today, now);
    }
    return sent;
  }

  /** The play reminders due to these players now, each sent once. */
  private async remindSome(userIds: string[], today: ReturnType<typeof startOfIstDay>, now: Date): Promise<number> {
    const played = await playTimes(this.db, userIds, today.start, now);
    const reminded = new Map(
      (
        await this.db
          .select({ userId: playReminders.userId, reminded: playReminders.remindedMinutes })
          .from(playReminders)
          .where(and(inArray(playReminders.userId, userIds), eq(playReminders.day, today.date)))
      ).map((row) => [row.userId, row.reminded]),
    );
    let sent = 0;
    for (const userId of userIds) {
      const minutes = Math.floor((played.get(userId)?.playedSeconds ?? 0) / 60);
      const mark = dueReminder(minutes, reminded.get(userId) ?? 0, this.reminders);
      if (mark === undefined) continue;
      const { netPaise } = await moneySummary(this.db, userId, today.start, now);
      const claimed = await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(playReminders)
          .values({ userId, day: today.date, remindedMinutes: mark, updatedAt: now })
          .onConflictDoUpdate({
            target: [playReminders.userId, playReminders.day],
            set: { remindedMinutes: mark, updatedAt: now },
            setWhere: lt(playReminders.remindedMinutes, mark),
          })
          .returning({ userId: playReminders.userId });
        if (!row) return false;
        await publishEvent(tx, {
          type: 'responsible_gaming.play_reminder',
          userId,
          day: today.date,
          playedMinutes: mark,
          netPaise,
        });
        return true;
      });
      if (claimed) sent += 1;
    }
    return sent;
  }

  /** Operators' view: every player on a break now, ending soonest first. They cannot lift one. */
  async listActive(now = new Date()) {
    const rows = await this.db
      .select({
        userId: exclusions.userId,
        fullName: users.fullName,
        email: users.email,
        kind: exclusions.kind,
        startsAt: exclusions.startsAt,
        endsAt: exclusions.endsAt,
      })
      .from(exclusions)
      .innerJoin(users, eq(users.id, exclusions.userId))
      .where(gt(exclusions.endsAt, now))
      .orderBy(exclusions.endsAt);
    return rows.map((row) => ({ ...row, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() }));
  }
}

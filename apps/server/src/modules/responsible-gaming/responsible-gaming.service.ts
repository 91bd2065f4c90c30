import { formatPaise, paiseToRupees, rupeesToPaise } from '@ludo/shared/money';
import {
  DEPOSIT_LIMIT_PERIODS,
  type DepositLimitPeriod,
  type DepositLimitsBody,
  type ExclusionBody,
  type ExclusionKind,
  type LimitView,
  type ResponsibleGaming,
  RG_ERRORS,
} from '@ludo/shared/responsible-gaming/responsible-gaming.schemas';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { depositLimits, exclusions, type UserRow, users } from '../../db/schema';
import { AppError, badRequest } from '../../lib/errors';
import { formatIndiaDateTime } from '../../lib/india-time';
import { recordAudit } from '../audit/audit.service';
import { verifyPassword } from '../auth/passwords';
import { revokeUserSessions } from '../auth/sessions';
import {
  type DepositAmounts,
  type DepositLimits,
  depositRefusal,
  effectiveLimit,
  exclusionEnd,
  NO_LIMIT,
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
        amountPaise: row.amountPaise,
        pending: row.pendingFrom ? { amountPaise: row.pendingAmountPaise, from: row.pendingFrom } : null,
      }
    : NO_LIMIT;

const rupees = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));

function limitView(limit: StoredLimit, now: Date): LimitView {
  const pending = limit.pending && limit.pending.from > now ? limit.pending : null;
  return {
    amount: rupees(effectiveLimit(limit, now)),
    pending: pending ? { amount: rupees(pending.amountPaise), from: pending.from.toISOString() } : null,
  };
}

const PERIOD_WORDS: Record<DepositLimitPeriod, string> = { day: 'today', week: 'this week', month: 'this month' };
const LIMIT_WORDS: Record<DepositLimitPeriod, string> = { day: 'daily', week: 'weekly', month: 'monthly' };

export const WRONG_PASSWORD_MESSAGE = 'That password is not correct.';

export class ResponsibleGamingService {
  constructor(
    private readonly db: Database,
    /** Drops the player's cached sessions, so a self-exclusion ends their open tabs at once. */
    private readonly forgetSessions: (userId: string) => void,
    /** Where players may play for money: the states they may not, and the state a player lives in. */
    private readonly where: RestrictedStates = { restricted: [], stateOf: async () => null },
  ) {}

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
    return {
      depositLimits: {
        day: limitView(limits.day, now),
        week: limitView(limits.week, now),
        month: limitView(limits.month, now),
      },
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
          amountPaise: next.amountPaise,
          pendingAmountPaise: next.pending?.amountPaise ?? null,
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
    await this.assertNotExcluded(tx, userId, now, 'add money');
    await this.assertAllowedState(tx, userId, 'Adding money');
    const refusal = depositRefusal(await this.depositLimitsAt(tx, userId, now), used, amountPaise);
    if (refusal) {
      throw new AppError(
        422,
        RG_ERRORS.depositLimit,
        `This is more than your ${LIMIT_WORDS[refusal.period]} deposit limit of ${formatPaise(refusal.limitPaise)}. You can add ${formatPaise(refusal.leftPaise)} more ${PERIOD_WORDS[refusal.period]}.`,
        { period: refusal.period, limit: paiseToRupees(refusal.limitPaise), left: paiseToRupees(refusal.leftPaise) },
      );
    }
  }

  /** Refuses to start play (a room, a join request, a tournament entry) while the player is on a break. */
  async assertMayPlay(db: DbOrTx, userId: string, now = new Date()): Promise<void> {
    await this.assertNotExcluded(db, userId, now, 'play');
    await this.assertAllowedState(db, userId, 'Playing for money');
  }

  /** Refuses money play to a player who said they live in a restricted state (the list is only set in the real mode). */
  private async assertAllowedState(db: DbOrTx, userId: string, what: 'Playing for money' | 'Adding money') {
    if (this.where.restricted.length === 0) return;
    const state = await this.where.stateOf(db, userId);
    if (state && this.where.restricted.includes(state)) {
      throw new AppError(403, RG_ERRORS.restrictedState, `${what} is not allowed for players in ${state}.`, { state });
    }
  }

  private async assertNotExcluded(db: DbOrTx, userId: string, now: Date, what: 'play' | 'add money') {
    const exclusion = await this.activeExclusion(db, userId, now);
    if (!exclusion) return;
    const until = formatIndiaDateTime(exclusion.endsAt);
    throw exclusion.kind === 'cool_off'
      ? new AppError(403, RG_ERRORS.coolingOff, `You are taking a break until ${until}. You cannot ${what} until then.`)
      : new AppError(
          403,
          RG_ERRORS.excluded,
          `You have excluded yourself until ${until}. You cannot ${what} until then.`,
        );
  }

  /** Why a player may not log in now (self-exclusion), or undefined. */
  async loginRefusal(userId: string, now = new Date()): Promise<AppError | undefined> {
    const exclusion = await this.activeExclusion(this.db, userId, now);
    if (exclusion?.kind !== 'self_exclusion') return undefined;
    return new AppError(
      403,
      RG_ERRORS.excluded,
      `You have excluded yourself until ${formatIndiaDateTime(exclusion.endsAt)}. You can log in again after that.`,
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

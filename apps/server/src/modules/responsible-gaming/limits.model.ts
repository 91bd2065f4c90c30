import {
  type DepositLimitPeriod,
  LIMIT_RAISE_DELAY_HOURS,
} from '@ludo/shared/responsible-gaming/responsible-gaming.schemas';

/**
 * The rules of a player's own limits (docs/decisions/0017-responsible-gaming.md), as pure
 * functions: the service loads the stored limits, asks these, and stores what they answer.
 */

/** A limit as stored (paise of deposits, or minutes of play): the one in force (null: none of the player's own) and a raise waiting its turn. */
export interface StoredLimit {
  amount: number | null;
  pending: { amount: number | null; from: Date } | null;
}

export const NO_LIMIT: StoredLimit = { amount: null, pending: null };
const RAISE_DELAY_MS = LIMIT_RAISE_DELAY_HOURS * 60 * 60 * 1000;

/** True when `a` allows less than `b` (null allows anything). */
function tighter(a: number | null, b: number | null): boolean {
  return a !== null && (b === null || a < b);
}

/** The limit in force at `now`: a waiting raise counts once its time has come. */
export function effectiveLimit(stored: StoredLimit, now: Date): number | null {
  return stored.pending && stored.pending.from <= now ? stored.pending.amount : stored.amount;
}

/**
 * A player asks for `requested`: a tighter limit applies at once (and drops a waiting raise); a
 * looser one, or none, waits LIMIT_RAISE_DELAY_HOURS; asking for the limit in force keeps it and
 * drops a waiting raise.
 */
export function requestLimit(stored: StoredLimit, requested: number | null, now: Date): StoredLimit {
  const current = effectiveLimit(stored, now);
  if (requested === current || tighter(requested, current)) return { amount: requested, pending: null };
  // A raise already waiting for the same amount keeps its time: asking again does not restart it.
  if (stored.pending && stored.pending.from > now && stored.pending.amount === requested) {
    return { amount: current, pending: stored.pending };
  }
  return { amount: current, pending: { amount: requested, from: new Date(now.getTime() + RAISE_DELAY_MS) } };
}

export type DepositAmounts = Record<DepositLimitPeriod, number>;
export type DepositLimits = Record<DepositLimitPeriod, number | null>;

/**
 * Whether a deposit of `amountPaise` fits the player's limits given what they deposited in each
 * period so far: undefined if it does, else the period whose limit it breaks (the shortest first)
 * and how much that period still allows.
 */
export function depositRefusal(
  limits: DepositLimits,
  used: DepositAmounts,
  amountPaise: number,
): { period: DepositLimitPeriod; limitPaise: number; leftPaise: number } | undefined {
  for (const period of ['day', 'week', 'month'] as const) {
    const limitPaise = limits[period];
    if (limitPaise === null) continue;
    if (used[period] + amountPaise > limitPaise) {
      return { period, limitPaise, leftPaise: Math.max(0, limitPaise - used[period]) };
    }
  }
  return undefined;
}

/** When a break taken at `now` ends: days for a cool-off, calendar months for self-exclusion. */
export function exclusionEnd(kind: 'cool_off' | 'self_exclusion', length: number, now: Date): Date {
  if (kind === 'cool_off') return new Date(now.getTime() + length * 24 * 60 * 60 * 1000);
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + length);
  return end;
}

export interface ReminderSchedule {
  /** Minutes of play before the first reminder of the day. */
  firstMinutes: number;
  /** Minutes of play between later reminders. */
  everyMinutes: number;
}

/**
 * The reminder due after `playedMinutes` of play today when the last one was for
 * `remindedMinutes` (0: none yet): the latest mark reached (first, then every `everyMinutes`),
 * or undefined when no new mark has been reached. A player who was away from the sweep for a
 * while gets one reminder, for where they are now, not one per missed mark.
 */
export function dueReminder(
  playedMinutes: number,
  remindedMinutes: number,
  schedule: ReminderSchedule,
): number | undefined {
  if (playedMinutes < schedule.firstMinutes) return undefined;
  const marks = Math.floor((playedMinutes - schedule.firstMinutes) / schedule.everyMinutes);
  const mark = schedule.firstMinutes + marks * schedule.everyMinutes;
  return mark > remindedMinutes ? mark : undefined;
}

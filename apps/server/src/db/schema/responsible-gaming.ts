import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Limits players set on their own deposits (docs/decisions/0017-responsible-gaming.md): one row
 * per player and period. `amount_paise` is in force (null: none of the player's own); a raise
 * waits in `pending_*` until `pending_from`.
 */
export const depositLimits = pgTable(
  'deposit_limits',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    period: text('period', { enum: ['day', 'week', 'month'] }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }),
    pendingAmountPaise: bigint('pending_amount_paise', { mode: 'number' }),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.period] }),
    check('deposit_limits_period_known', sql`${table.period} IN ('day', 'week', 'month')`),
    check(
      'deposit_limits_amounts_positive',
      sql`coalesce(${table.amountPaise}, 1) > 0 AND coalesce(${table.pendingAmountPaise}, 1) > 0`,
    ),
    check('deposit_limits_pending_whole', sql`${table.pendingFrom} IS NOT NULL OR ${table.pendingAmountPaise} IS NULL`),
  ],
);

/** Breaks from play a player took: a cool-off or a self-exclusion, never ended early. */
export const exclusions = pgTable(
  'exclusions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['cool_off', 'self_exclusion'] }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('exclusions_kind_known', sql`${table.kind} IN ('cool_off', 'self_exclusion')`),
    check('exclusions_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
    index('exclusions_user_idx').on(table.userId, table.endsAt),
    index('exclusions_ends_idx').on(table.endsAt),
  ],
);

/** A player's own limit on time played per day (minutes), with a raise waiting as deposit limits do. */
export const playTimeLimits = pgTable(
  'play_time_limits',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    minutes: integer('minutes'),
    pendingMinutes: integer('pending_minutes'),
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'play_time_limits_positive',
      sql`coalesce(${table.minutes}, 1) > 0 AND coalesce(${table.pendingMinutes}, 1) > 0`,
    ),
    check('play_time_limits_pending_whole', sql`${table.pendingFrom} IS NOT NULL OR ${table.pendingMinutes} IS NULL`),
  ],
);

/** The play reminders sent: per player and India day, the minutes of play the last one was for. */
export const playReminders = pgTable(
  'play_reminders',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** YYYY-MM-DD, India time. */
    day: text('day').notNull(),
    remindedMinutes: integer('reminded_minutes').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const TOURNAMENT_FORMATS = ['knockout', 'round_robin', 'swiss', 'multi_table'] as const;
export const TOURNAMENT_STATUSES = ['upcoming', 'registering', 'running', 'finished', 'cancelled'] as const;
export const TOURNAMENT_ENTRY_STATUSES = ['registered', 'withdrawn', 'disqualified'] as const;

/**
 * A tournament. Its life: upcoming (announced), registering (players enter; each entry fee moves
 * into the tournament's pool), running (seeds fixed, the platform fee taken, the pool holds exactly
 * the prize pool), then finished, or cancelled at any point before that with every fee refunded.
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    format: text('format', { enum: TOURNAMENT_FORMATS }).notNull().default('knockout'),
    entryFeePaise: bigint('entry_fee_paise', { mode: 'number' }).notNull(),
    maxPlayers: integer('max_players').notNull(),
    /** Fewer registered players than this at the start cancels the tournament. */
    minPlayers: integer('min_players').notNull().default(2),
    status: text('status', { enum: TOURNAMENT_STATUSES }).notNull().default('upcoming'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    /** The admin who created it; null for tournaments from before admins created them. */
    createdBy: uuid('created_by').references(() => users.id),
    cancelledReason: text('cancelled_reason'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tournaments_status_start_idx').on(table.status, table.startTime),
    // The list without a status filter, by start time.
    index('tournaments_start_idx').on(table.startTime),
    check(
      'tournaments_status_known',
      sql`${table.status} IN ('upcoming', 'registering', 'running', 'finished', 'cancelled')`,
    ),
    check('tournaments_format_known', sql`${table.format} IN ('knockout', 'round_robin', 'swiss', 'multi_table')`),
    check('tournaments_entry_fee_positive', sql`${table.entryFeePaise} > 0`),
    check('tournaments_max_players_range', sql`${table.maxPlayers} BETWEEN 2 AND 1024`),
    check('tournaments_min_players_range', sql`${table.minPlayers} BETWEEN 2 AND ${table.maxPlayers}`),
    // Every cancel says why; only a cancelled tournament has a reason.
    check(
      'tournaments_cancelled_reason',
      sql`(${table.status} = 'cancelled') = (${table.cancelledReason} IS NOT NULL)`,
    ),
    check(
      'tournaments_started_at',
      sql`${table.status} NOT IN ('running', 'finished') OR ${table.startedAt} IS NOT NULL`,
    ),
    check('tournaments_finished_at', sql`(${table.status} = 'finished') = (${table.finishedAt} IS NOT NULL)`),
  ],
);
export type TournamentRow = typeof tournaments.$inferSelect;

/**
 * A player's entry. A withdrawn player may enter again: the row is reused and `registrations`
 * counts the entries, so each entry's fee and refund have their own ledger idempotency keys.
 */
export const tournamentEntries = pgTable(
  'tournament_entries',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: TOURNAMENT_ENTRY_STATUSES }).notNull().default('registered'),
    /** The fee charged for the current entry (0 for entries from before fees were taken). */
    entryFeePaise: bigint('entry_fee_paise', { mode: 'number' }).notNull(),
    /** 1 is the strongest; set when the tournament starts. */
    seed: integer('seed'),
    registrations: integer('registrations').notNull().default(1),
    /** When the current entry was made: seeds follow this order. */
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tournamentId, table.userId] }),
    check('tournament_entries_status_known', sql`${table.status} IN ('registered', 'withdrawn', 'disqualified')`),
    check('tournament_entries_fee_non_negative', sql`${table.entryFeePaise} >= 0`),
    check('tournament_entries_seed_positive', sql`${table.seed} IS NULL OR ${table.seed} >= 1`),
    check('tournament_entries_registrations_positive', sql`${table.registrations} >= 1`),
    // A withdrawn player holds no seed.
    check('tournament_entries_withdrawn_unseeded', sql`${table.status} <> 'withdrawn' OR ${table.seed} IS NULL`),
    uniqueIndex('tournament_entries_seed_key').on(table.tournamentId, table.seed).where(sql`${table.seed} IS NOT NULL`),
    // Counting and ordering a tournament's field.
    index('tournament_entries_field_idx').on(table.tournamentId, table.status, table.registeredAt),
    // A player's own tournaments.
    index('tournament_entries_user_idx').on(table.userId, table.createdAt),
  ],
);
export type TournamentEntryRow = typeof tournamentEntries.$inferSelect;

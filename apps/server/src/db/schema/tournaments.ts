import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The tournaments the landing page announces. The tournaments issue grows this table (brackets,
 * pools, payouts); today it only carries what the public cards show.
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    entryFeePaise: bigint('entry_fee_paise', { mode: 'number' }).notNull(),
    maxPlayers: integer('max_players').notNull(),
    status: text('status', { enum: ['upcoming', 'registering', 'running', 'completed', 'cancelled'] })
      .notNull()
      .default('upcoming'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tournaments_status_start_idx').on(table.status, table.startTime)],
);

export const tournamentEntries = pgTable(
  'tournament_entries',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tournamentId, table.userId] })],
);

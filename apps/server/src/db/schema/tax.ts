import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { StoredMessage } from './matches';
import { users } from './users';

/**
 * Every deduction of tax at source (docs/decisions/0018-tax-on-net-winnings.md), written in the
 * transaction of the ledger transfer into `tds` that it describes: a tournament prize taxed by the
 * per-tournament rule, a withdrawal under the net winnings rule (with 0 tax when it held no net
 * winnings, so the statement lists every withdrawal), or a balance at the financial year's end. A withdrawal that did not happen is
 * cancelled, not deleted. The players' statements and the quarterly report read this.
 */
export const taxDeductions = pgTable(
  'tax_deductions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['prize', 'withdrawal', 'year_end'] }).notNull(),
    /** The tournament, the withdrawal, or (at the year's end) the player. */
    refId: uuid('ref_id').notNull(),
    /** What it was taken from (the tournament and place, the withdrawal's destination), in English: what admins read. */
    description: text('description').notNull(),
    /** The same as a message of the server's catalogs, written in the reader's language on their statement. */
    message: jsonb('message').$type<StoredMessage>(),
    /** The calendar year the financial year starts in (2026 for April 2026 to March 2027). */
    financialYear: integer('financial_year').notNull(),
    grossPaise: bigint('gross_paise', { mode: 'number' }).notNull(),
    netWinningsPaise: bigint('net_winnings_paise', { mode: 'number' }).notNull(),
    tdsPaise: bigint('tds_paise', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('tax_deductions_ref_key').on(table.kind, table.refId, table.userId, table.financialYear),
    index('tax_deductions_user_year_idx').on(table.userId, table.financialYear),
    index('tax_deductions_created_idx').on(table.createdAt),
    check('tax_deductions_kind_known', sql`${table.kind} IN ('prize', 'withdrawal', 'year_end')`),
    check(
      'tax_deductions_amounts',
      sql`${table.tdsPaise} >= 0 AND ${table.netWinningsPaise} >= 0 AND ${table.grossPaise} >= ${table.tdsPaise}`,
    ),
  ],
);

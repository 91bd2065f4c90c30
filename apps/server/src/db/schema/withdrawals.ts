import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { walletTransactions } from './wallet';

/**
 * A withdrawal's life: requested (money held in `payouts`), approved (payout sent), then processed
 * (money left) or, on rejection or a failed payout, rejected / failed (money back in winnings).
 * Its id is the id of the player's wallet transaction.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => walletTransactions.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** What the player asked to withdraw, before tax. */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /**
     * Tax on net winnings (docs/decisions/0018-tax-on-net-winnings.md): withheld into `tds` when
     * the player asked; the payout is the amount less this. 0 under the per-tournament rule.
     */
    tdsPaise: bigint('tds_paise', { mode: 'number' }).notNull().default(0),
    /** The net winnings this withdrawal was taxed on (counted by later withdrawals of the year). */
    netWinningsPaise: bigint('net_winnings_paise', { mode: 'number' }).notNull().default(0),
    destination: jsonb('destination').notNull(),
    /**
     * Name, email and phone as they were when the player asked: every payout attempt sends the
     * same details, so a retry under the same idempotency key is the same request.
     */
    beneficiary: jsonb('beneficiary'),
    status: text('status', { enum: ['requested', 'approved', 'processed', 'rejected', 'failed'] }).notNull(),
    payoutId: text('payout_id'),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reason: text('reason'),
    /**
     * When the payout of an approved withdrawal is next asked about: soon after it is sent, then
     * less often (the settlement loop moves it on each pass).
     */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('withdrawals_status_idx').on(table.status, table.createdAt),
    index('withdrawals_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('withdrawals_payout_key').on(table.payoutId),
    // The payout loop's question: which sent payouts are due a look.
    index('withdrawals_next_check_idx').on(table.nextCheckAt).where(sql`${table.status} = 'approved'`),
  ],
);

/** The sandbox payout provider's books: payouts it "sends", processed after a short delay. */
export const sandboxPayouts = pgTable('sandbox_payouts', {
  id: text('id').primaryKey(),
  /** Razorpay's X-Payout-Idempotency: one payout per key, however often it is asked for. */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  mode: text('mode').notNull(),
  outcome: text('outcome', { enum: ['processed', 'failed'] }).notNull(),
  settlesAt: timestamp('settles_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

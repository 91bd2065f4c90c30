import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

// `grants` is play-money mode's source of coins, as `gateway` is the real mode's source of rupees.
const ACCOUNT_KINDS = [
  'deposit',
  'winnings',
  'gateway',
  'payouts',
  'revenue',
  'tds',
  'escrow',
  'pool',
  'grants',
] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/**
 * Double-entry ledger (docs/architecture.md, Money). Every balance in the product is an account here; the
 * only way a balance changes is a transfer, written with its two entries in one transaction.
 * Accounts are locked in id order, so ids are a plain sequence.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ACCOUNT_KINDS }).notNull(),
    /** The owner of a user account (deposit, winnings). */
    userId: uuid('user_id').references(() => users.id),
    /** What an escrow or pool account holds money for (a match, a tournament). */
    refId: uuid('ref_id'),
    balancePaise: bigint('balance_paise', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Players' money can never be overdrawn, whatever code runs.
    check(
      'ledger_accounts_user_balance_non_negative',
      sql`${table.kind} NOT IN ('deposit', 'winnings', 'escrow', 'pool') OR ${table.balancePaise} >= 0`,
    ),
    check(
      'ledger_accounts_owner_matches_kind',
      sql`(${table.kind} IN ('deposit', 'winnings')) = (${table.userId} IS NOT NULL)`,
    ),
    uniqueIndex('ledger_accounts_user_kind_key').on(table.userId, table.kind).where(sql`${table.userId} IS NOT NULL`),
    uniqueIndex('ledger_accounts_ref_kind_key').on(table.refId, table.kind).where(sql`${table.refId} IS NOT NULL`),
    uniqueIndex('ledger_accounts_platform_kind_key')
      .on(table.kind)
      .where(sql`${table.kind} IN ('gateway', 'payouts', 'revenue', 'tds', 'grants')`),
  ],
);

/** Immutable: a correction is a new transfer. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Each key moves money at most once: retries and races of one operation share a key. */
    idempotencyKey: text('idempotency_key').notNull(),
    fromAccountId: bigint('from_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    toAccountId: bigint('to_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** Why the money moved: deposit, stake, prize, refund, withdrawal, payout_return, fee, tds… */
    reason: text('reason').notNull(),
    /** What caused it: a wallet transaction, a match, a tournament… */
    refType: text('ref_type').notNull(),
    refId: text('ref_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_transfers_idempotency_key').on(table.idempotencyKey),
    check('ledger_transfers_amount_positive', sql`${table.amountPaise} > 0`),
    check('ledger_transfers_distinct_accounts', sql`${table.fromAccountId} <> ${table.toAccountId}`),
    index('ledger_transfers_ref_idx').on(table.refType, table.refId),
  ],
);

/** One row per account touched by a transfer: the signed amount and the balance around it. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    balanceBeforePaise: bigint('balance_before_paise', { mode: 'number' }).notNull(),
    balanceAfterPaise: bigint('balance_after_paise', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'ledger_entries_balance_arithmetic',
      sql`${table.balanceAfterPaise} = ${table.balanceBeforePaise} + ${table.amountPaise}`,
    ),
    index('ledger_entries_account_idx').on(table.accountId, table.id),
    index('ledger_entries_transfer_idx').on(table.transferId),
  ],
);

export type LedgerAccount = typeof ledgerAccounts.$inferSelect;

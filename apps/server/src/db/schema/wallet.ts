import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * What a player sees in their history (docs/product-rules.md, Wallet): deposits, withdrawals, winnings, entry
 * fees, with the provider's ids. Money itself moves only through ledger transfers that point
 * back here (ref_type 'wallet_transaction').
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type', { enum: ['add_money', 'withdraw', 'winning', 'entry_fee', 'refund', 'grant'] }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['created', 'pending', 'paid', 'failed'] }).notNull(),
    method: text('method'),
    /** What the player can quote to support: the provider's payment id, a match id… */
    reference: text('reference'),
    details: text('details'),
    provider: text('provider'),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    failureReason: text('failure_reason'),
    metadata: jsonb('metadata'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('wallet_transactions_amount_positive', sql`${table.amountPaise} > 0`),
    index('wallet_transactions_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('wallet_transactions_order_key').on(table.providerOrderId),
    // A provider payment credits at most one transaction, however often it is reported.
    uniqueIndex('wallet_transactions_payment_key').on(table.providerPaymentId),
    index('wallet_transactions_status_idx').on(table.status, table.createdAt),
  ],
);

/** Webhook deliveries already handled, by the provider's event id (delivered at least once). */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox payment provider's own books: the orders and payments it made, as Razorpay keeps
 * them on its side. Only the sandbox provider reads or writes these.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    method: text('method').notNull(),
    status: text('status', { enum: ['captured', 'failed'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sandbox_payments_order_idx').on(table.orderId)],
);

export const sandboxOrders = pgTable('sandbox_orders', {
  id: text('id').primaryKey(),
  amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  receipt: text('receipt').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

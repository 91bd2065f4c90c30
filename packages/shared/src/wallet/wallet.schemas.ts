import { z } from 'zod';

export const transactionTypeSchema = z.enum(['add_money', 'withdraw', 'winning', 'entry_fee', 'refund', 'grant']);
export type TransactionType = z.infer<typeof transactionTypeSchema>;
export const transactionStatusSchema = z.enum(['created', 'pending', 'paid', 'failed']);
export type TransactionStatus = z.infer<typeof transactionStatusSchema>;

/** A row of GET /api/transactions, as the product names its fields (docs/product-rules.md, Wallet), in rupees. */
export const transactionSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  type: transactionTypeSchema,
  amount: z.number(),
  status: transactionStatusSchema,
  method: z.string().nullable(),
  reference: z.string().nullable(),
  details: z.string().nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionListSchema = z.array(transactionSchema);

export const transactionListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(500),
});

/** The display words (docs/product-rules.md, Wallet). */
export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  add_money: 'Deposit',
  withdraw: 'Withdrawal',
  winning: 'Winning',
  entry_fee: 'Entry Fee',
  // Beyond the product's types (docs/product-rules.md, Wallet): a stake returned when a match is cancelled or expires.
  refund: 'Refund',
  // Play-money mode: welcome and daily coins.
  grant: 'Free Coins',
};
export const TRANSACTION_STATUS_LABELS: Record<TransactionStatus, string> = {
  paid: 'Completed',
  created: 'Pending',
  pending: 'Pending',
  failed: 'Failed',
};

/** The balance split of the profile: only winnings can be withdrawn. Rupees. */
export const balanceBreakdownSchema = z.object({ deposit: z.number(), winnings: z.number() });
export type BalanceBreakdown = z.infer<typeof balanceBreakdownSchema>;

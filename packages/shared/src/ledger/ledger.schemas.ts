import { z } from 'zod';

export const accountKindSchema = z.enum([
  'deposit',
  'winnings',
  'gateway',
  'payouts',
  'revenue',
  'tds',
  'escrow',
  'pool',
  'grants',
]);

/** An account of the ledger as admins see it (balance in rupees). */
export const ledgerAccountSchema = z.object({
  id: z.number().int(),
  kind: accountKindSchema,
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  refId: z.string().nullable(),
  balance: z.number(),
});
export type LedgerAccountView = z.infer<typeof ledgerAccountSchema>;

export const ledgerAccountsQuerySchema = z.object({
  /** One player's accounts; without it, the platform's own accounts. */
  userId: z.uuid('Unknown user').optional(),
});
export const ledgerAccountsSchema = z.object({ accounts: z.array(ledgerAccountSchema) });

/** One movement on an account: the signed amount and the balance around it (rupees). */
export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  transferId: z.string(),
  amount: z.number(),
  balanceBefore: z.number(),
  balanceAfter: z.number(),
  reason: z.string(),
  refType: z.string(),
  refId: z.string(),
  counterpartyAccountId: z.number().int(),
  counterpartyKind: accountKindSchema,
  createdAt: z.string(),
});
export type LedgerEntryView = z.infer<typeof ledgerEntrySchema>;

export const ledgerEntriesParamsSchema = z.object({ id: z.coerce.number().int().positive('Unknown account') });
export const ledgerEntriesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export const ledgerEntriesSchema = z.object({
  account: ledgerAccountSchema,
  entries: z.array(ledgerEntrySchema),
  total: z.number().int(),
});

import { paiseToRupees } from '@ludo/shared/money';
import type { Transaction } from '@ludo/shared/wallet/wallet.schemas';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { walletTransactions } from '../../db/schema';

type WalletTransactionRow = typeof walletTransactions.$inferSelect;

/** A history row as the product description names its fields (amount in rupees). */
function toTransaction(row: WalletTransactionRow): Transaction {
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    type: row.type,
    amount: paiseToRupees(row.amountPaise),
    status: row.status,
    method: row.method,
    reference: row.reference,
    details: row.details,
  };
}

export async function listTransactions(db: DbOrTx, userId: string, limit: number): Promise<Transaction[]> {
  const rows = await db
    .select()
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, userId))
    .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
    .limit(limit);
  return rows.map(toTransaction);
}

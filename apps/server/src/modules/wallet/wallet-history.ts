import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { walletTransactions } from '../../db/schema';
import { returnedRow } from '../../lib/sql-rows';

/**
 * A player's wallet history (Transaction History, the money summary, the tax statement's rows) is
 * written here and nowhere else. The module whose change moves the money calls these in the same
 * transaction as the ledger transfer the row describes, so a row and its money commit or roll back
 * together (docs/architecture.md, Money).
 */

export type HistoryRow = typeof walletTransactions.$inferSelect;
type NewHistoryRow = typeof walletTransactions.$inferInsert;
type HistoryStatus = HistoryRow['status'];

/** What may change in a row once it is written: its outcome and what the player reads of it. */
export type HistoryChange = Partial<
  Pick<
    HistoryRow,
    'status' | 'method' | 'reference' | 'details' | 'failureReason' | 'providerOrderId' | 'providerPaymentId'
  >
>;

/** Writes one row and answers it. */
export async function recordHistory(db: DbOrTx, row: NewHistoryRow): Promise<HistoryRow> {
  const [written] = await db.insert(walletTransactions).values(row).returning();
  return returnedRow(written, 'wallet history insert');
}

/**
 * Changes row `id`; with `whileStatusIn`, only while its status is one of those (a payment's
 * failure must not undo its success). Answers the changed row, or undefined when none was changed.
 */
export async function updateHistory(
  db: DbOrTx,
  id: string,
  change: HistoryChange,
  whileStatusIn?: readonly HistoryStatus[],
): Promise<HistoryRow | undefined> {
  const [changed] = await db
    .update(walletTransactions)
    .set({ ...change, updatedAt: sql`now()` })
    .where(
      whileStatusIn
        ? and(eq(walletTransactions.id, id), inArray(walletTransactions.status, [...whileStatusIn]))
        : eq(walletTransactions.id, id),
    )
    .returning();
  return changed;
}

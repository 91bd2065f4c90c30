import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ledgerTransfers, walletTransactions } from '../db/schema';

/**
 * What a money step wrote, as the pinned money tests compare it: the ledger transfers of one
 * match or tournament and a player's history rows, without ids and times.
 */

/** The transfers under `refId` for these reasons, ordered by `by` so that a comparison is stable. */
export async function transfersOf(db: Database, refId: string, reasons: string[], by: 'key' | 'reason') {
  const rows = await db
    .select({
      key: ledgerTransfers.idempotencyKey,
      reason: ledgerTransfers.reason,
      refType: ledgerTransfers.refType,
      amount: ledgerTransfers.amountPaise,
    })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.refId, refId));
  return rows.filter((row) => reasons.includes(row.reason)).sort((a, b) => a[by].localeCompare(b[by]));
}

/** A player's history rows of one kind. */
export async function historyOf(db: Database, userId: string, type: 'entry_fee' | 'refund' | 'winning') {
  return db
    .select({
      amount: walletTransactions.amountPaise,
      status: walletTransactions.status,
      method: walletTransactions.method,
      reference: walletTransactions.reference,
      details: walletTransactions.details,
    })
    .from(walletTransactions)
    .where(and(eq(walletTransactions.userId, userId), eq(walletTransactions.type, type)));
}

import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { ledgerTransfers, walletTransactions, withdrawals } from '../db/schema';
import { checkLedger } from '../modules/ledger/ledger.check';
import { platformBalance, type TestApp } from './harness';

/** The player's wallet transaction behind a withdrawal (same id). */
export async function walletTxOf(t: TestApp, id: string) {
  const [found] = await t.database.db.select().from(walletTransactions).where(eq(walletTransactions.id, id));
  if (!found) throw new Error(`no wallet transaction ${id}`);
  return found;
}

/** The reasons of the ledger transfers a withdrawal caused, in order. */
export async function transferReasonsOf(t: TestApp, id: string): Promise<string[]> {
  const rows = await t.database.db
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.refType, 'withdrawal'), eq(ledgerTransfers.refId, id)))
    .orderBy(ledgerTransfers.createdAt);
  return rows.map((transfer) => transfer.reason);
}

/** The ledger's invariants, and `payouts` holding exactly the money of open withdrawals (less their tax). */
export async function expectBooksBalanced(t: TestApp): Promise<void> {
  expect(await checkLedger(t.database.db)).toEqual([]);
  const [open] = await t.database.db
    .select({ total: sql<string>`coalesce(sum(${withdrawals.amountPaise} - ${withdrawals.tdsPaise}), 0)` })
    .from(withdrawals)
    .where(sql`${withdrawals.status} IN ('requested', 'approved')`);
  expect(await platformBalance(t.database, 'payouts')).toBe(Number(open?.total));
}

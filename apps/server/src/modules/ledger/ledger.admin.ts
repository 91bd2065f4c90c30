import type { LedgerAccountView, LedgerEntryView } from '@ludo/shared/ledger/ledger.schemas';
import { paiseToRupees } from '@ludo/shared/money';
import { and, asc, count, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransfers, users } from '../../db/schema';
import { notFound } from '../../lib/errors';

const PLATFORM_KINDS = ['gateway', 'payouts', 'revenue', 'tds'] as const;

const accountColumns = {
  id: ledgerAccounts.id,
  kind: ledgerAccounts.kind,
  userId: ledgerAccounts.userId,
  userName: users.fullName,
  refId: ledgerAccounts.refId,
  balancePaise: ledgerAccounts.balancePaise,
};

type AccountRow = {
  id: number;
  kind: LedgerAccountView['kind'];
  userId: string | null;
  userName: string | null;
  refId: string | null;
  balancePaise: number;
};
const toView = (row: AccountRow): LedgerAccountView => ({
  id: row.id,
  kind: row.kind,
  userId: row.userId,
  userName: row.userName,
  refId: row.refId,
  balance: paiseToRupees(row.balancePaise),
});

/** A player's accounts, or (without a user) the platform's own accounts. Read-only. */
export async function listAccounts(db: DbOrTx, userId: string | undefined): Promise<LedgerAccountView[]> {
  const rows = await db
    .select(accountColumns)
    .from(ledgerAccounts)
    .leftJoin(users, eq(users.id, ledgerAccounts.userId))
    .where(
      userId
        ? eq(ledgerAccounts.userId, userId)
        : and(inArray(ledgerAccounts.kind, [...PLATFORM_KINDS]), isNull(ledgerAccounts.userId)),
    )
    .orderBy(asc(ledgerAccounts.id));
  return rows.map(toView);
}

/** An account's entries, newest first, each with the transfer that made it and the other side. */
export async function listEntries(
  db: DbOrTx,
  accountId: number,
  page: { page: number; pageSize: number },
): Promise<{ account: LedgerAccountView; entries: LedgerEntryView[]; total: number }> {
  const [account] = await db
    .select(accountColumns)
    .from(ledgerAccounts)
    .leftJoin(users, eq(users.id, ledgerAccounts.userId))
    .where(eq(ledgerAccounts.id, accountId));
  if (!account) throw notFound('Account not found.');
  const other = alias(ledgerEntries, 'other');
  const otherAccount = alias(ledgerAccounts, 'other_account');
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: ledgerEntries.id,
        transferId: ledgerEntries.transferId,
        amountPaise: ledgerEntries.amountPaise,
        before: ledgerEntries.balanceBeforePaise,
        after: ledgerEntries.balanceAfterPaise,
        reason: ledgerTransfers.reason,
        refType: ledgerTransfers.refType,
        refId: ledgerTransfers.refId,
        counterpartyAccountId: other.accountId,
        counterpartyKind: otherAccount.kind,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      .innerJoin(other, and(eq(other.transferId, ledgerEntries.transferId), ne(other.id, ledgerEntries.id)))
      .innerJoin(otherAccount, eq(otherAccount.id, other.accountId))
      .where(eq(ledgerEntries.accountId, accountId))
      .orderBy(desc(ledgerEntries.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ total: count() }).from(ledgerEntries).where(eq(ledgerEntries.accountId, accountId)),
  ]);
  return {
    account: toView(account),
    entries: rows.map((row) => ({
      id: row.id,
      transferId: row.transferId,
      amount: paiseToRupees(row.amountPaise),
      balanceBefore: paiseToRupees(row.before),
      balanceAfter: paiseToRupees(row.after),
      reason: row.reason,
      refType: row.refType,
      refId: row.refId,
      counterpartyAccountId: row.counterpartyAccountId,
      counterpartyKind: row.counterpartyKind,
      createdAt: row.createdAt.toISOString(),
    })),
    total: totals[0]?.total ?? 0,
  };
}

import { paiseToRupees } from '@ludo/shared/money';
import type { Transaction } from '@ludo/shared/wallet/wallet.schemas';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { walletTransactions } from '../../db/schema';

type WalletTransactionRow = typeof walletTransactions.$inferSelect;

/** A history row as the product names its fields (docs/product-rules.md, Wallet; amount in rupees). */
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

/**
 * A player's money over a period, from their history (paise): paid deposits and withdrawals,
 * free coins (play money), entry fees, prizes and refunds; `net` is what play won or lost.
 */
export async function moneySummary(db: DbOrTx, userId: string, from: Date, to: Date) {
  const sumOf = (type: Transaction['type'], paidOnly = false) =>
    sql<string>`coalesce(sum(${walletTransactions.amountPaise}) FILTER (WHERE ${walletTransactions.type} = ${type}${
      paidOnly ? sql` AND ${walletTransactions.status} = 'paid'` : sql``
    }), 0)`;
  const [row] = await db
    .select({
      deposits: sumOf('add_money', true),
      withdrawals: sumOf('withdraw', true),
      grants: sumOf('grant'),
      entryFees: sumOf('entry_fee'),
      winnings: sumOf('winning'),
      refunds: sumOf('refund'),
    })
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.userId, userId),
        gte(walletTransactions.createdAt, from),
        lt(walletTransactions.createdAt, to),
      ),
    );
  const paise = (value: string | undefined) => Number(value ?? 0);
  const entryFees = paise(row?.entryFees);
  const winnings = paise(row?.winnings);
  const refunds = paise(row?.refunds);
  return {
    depositsPaise: paise(row?.deposits),
    withdrawalsPaise: paise(row?.withdrawals),
    grantsPaise: paise(row?.grants),
    entryFeesPaise: entryFees,
    winningsPaise: winnings,
    refundsPaise: refunds,
    netPaise: winnings + refunds - entryFees,
  };
}

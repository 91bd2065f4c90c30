import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export interface Violation {
  invariant: string;
  rows: unknown[];
}

/**
 * The ledger's invariants (docs/architecture.md, Money), each a query that returns the rows breaking it.
 * Used by `npm run ledger:check` on a live database and by the tests after every scenario.
 */
const CHECKS: Array<{ invariant: string; query: ReturnType<typeof sql> }> = [
  {
    invariant: 'every transfer has exactly two entries, -amount on its source and +amount on its destination',
    query: sql`
      SELECT t.id, t.amount_paise, count(e.id) AS entries,
             sum(e.amount_paise) FILTER (WHERE e.account_id = t.from_account_id) AS from_amount,
             sum(e.amount_paise) FILTER (WHERE e.account_id = t.to_account_id) AS to_amount
      FROM ledger_transfers t LEFT JOIN ledger_entries e ON e.transfer_id = t.id
      GROUP BY t.id
      HAVING count(e.id) <> 2
          OR coalesce(sum(e.amount_paise) FILTER (WHERE e.account_id = t.from_account_id), 0) <> -t.amount_paise
          OR coalesce(sum(e.amount_paise) FILTER (WHERE e.account_id = t.to_account_id), 0) <> t.amount_paise`,
  },
  {
    invariant: 'the balances of all accounts sum to zero',
    query: sql`SELECT sum(balance_paise) AS total FROM ledger_accounts HAVING coalesce(sum(balance_paise), 0) <> 0`,
  },
  {
    invariant: 'no player, escrow or pool balance is negative',
    query: sql`SELECT id, kind, user_id, ref_id, balance_paise FROM ledger_accounts
               WHERE kind IN ('deposit', 'winnings', 'escrow', 'pool') AND balance_paise < 0`,
  },
  {
    invariant: 'each account balance equals the sum of its entries and its latest entry',
    query: sql`
      SELECT a.id, a.kind, a.balance_paise, coalesce(sum(e.amount_paise), 0) AS entries_sum,
             (SELECT balance_after_paise FROM ledger_entries l WHERE l.account_id = a.id ORDER BY l.id DESC LIMIT 1) AS latest
      FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
      GROUP BY a.id
      HAVING a.balance_paise <> coalesce(sum(e.amount_paise), 0)
          OR a.balance_paise <> coalesce((SELECT balance_after_paise FROM ledger_entries l WHERE l.account_id = a.id ORDER BY l.id DESC LIMIT 1), 0)`,
  },
  {
    invariant: 'each provider payment credits at most once',
    query: sql`
      SELECT provider_payment_id, count(*) AS credits FROM wallet_transactions
      WHERE provider_payment_id IS NOT NULL GROUP BY provider_payment_id HAVING count(*) > 1
      UNION ALL
      SELECT ref_id, count(*) FROM ledger_transfers WHERE reason = 'deposit' GROUP BY ref_id HAVING count(*) > 1`,
  },
  {
    invariant: 'every paid deposit has exactly one deposit transfer of its amount, and no other deposit has one',
    query: sql`
      SELECT w.id, w.status, w.amount_paise, t.amount_paise AS transferred
      FROM wallet_transactions w
      LEFT JOIN ledger_transfers t ON t.reason = 'deposit' AND t.ref_type = 'wallet_transaction' AND t.ref_id = w.id::text
      WHERE w.type = 'add_money'
        AND ((w.status = 'paid' AND (t.id IS NULL OR t.amount_paise <> w.amount_paise))
          OR (w.status <> 'paid' AND t.id IS NOT NULL))`,
  },
];

export async function checkLedger(db: DbOrTx): Promise<Violation[]> {
  const violations: Violation[] = [];
  for (const check of CHECKS) {
    const result = await db.execute(check.query);
    const rows = (result as unknown as { rows: unknown[] }).rows;
    if (rows.length > 0) violations.push({ invariant: check.invariant, rows });
  }
  return violations;
}

import { and, eq, gte, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { walletTransactions } from '../../db/schema';
import { returnedRow } from '../../lib/sql-rows';

/**
 * A player's wallet history (Transaction History, the money summary, the tax statement's rows) is
 * written and read here and nowhere else. The module whose change moves the money calls these in
 * the same transaction as the ledger transfer the row describes, so a row and its money commit or
 * roll back together (docs/architecture.md, Money). A deposit's row is also its order with the
 * payment provider: the payments module finds and sums its orders through the reads below.
 */

export type HistoryRow = typeof walletTransactions.$inferSelect;
type NewHistoryRow = typeof walletTransactions.$inferInsert;
export type HistoryStatus = HistoryRow['status'];
type HistoryType = HistoryRow['type'];

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

/**
 * Row `id`, when it is there and (when given) of that player and type. `lock` takes the row for the
 * rest of the caller's transaction (FOR UPDATE).
 */
export async function findHistoryRow(
  db: DbOrTx,
  id: string,
  where: { userId?: string; type?: HistoryType; lock?: boolean } = {},
): Promise<HistoryRow | undefined> {
  const query = db
    .select()
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.id, id),
        where.userId === undefined ? undefined : eq(walletTransactions.userId, where.userId),
        where.type === undefined ? undefined : eq(walletTransactions.type, where.type),
      ),
    );
  const [row] = where.lock ? await query.for('update') : await query;
  return row;
}

/** The deposit row of a payment provider's order. */
export async function findDepositByProviderOrder(db: DbOrTx, providerOrderId: string): Promise<HistoryRow | undefined> {
  const [row] = await db
    .select()
    .from(walletTransactions)
    .where(eq(walletTransactions.providerOrderId, providerOrderId));
  return row;
}

/** Deposit rows still in one of `statuses` more than `minutes` after they were made, oldest first. */
export function depositsWaitingSince(
  db: DbOrTx,
  { statuses, minutes, limit }: { statuses: readonly HistoryStatus[]; minutes: number; limit: number },
): Promise<HistoryRow[]> {
  return db
    .select()
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.type, 'add_money'),
        inArray(walletTransactions.status, [...statuses]),
        lt(walletTransactions.createdAt, sql`now() - make_interval(mins => ${minutes})`),
      ),
    )
    .orderBy(walletTransactions.createdAt)
    .limit(limit);
}

/**
 * The player's deposits made since each of `since`'s instants, in paise, counting a row when its
 * status is one of `statuses`, or when it is an order of one of `providers` (an order those keep
 * payable after it was given up here).
 */
export async function depositSums<K extends string>(
  db: DbOrTx,
  userId: string,
  since: Record<K, Date>,
  counted: { statuses: readonly HistoryStatus[]; providers: readonly string[] },
): Promise<Record<K, number>> {
  const starts = Object.entries(since) as Array<[K, Date]>;
  const earliest = new Date(Math.min(...starts.map(([, at]) => at.getTime())));
  const sumSince = (start: Date): SQL<string> =>
    sql<string>`coalesce(sum(${walletTransactions.amountPaise}) FILTER (WHERE ${walletTransactions.createdAt} >= ${start.toISOString()}), 0)`;
  const [row] = await db
    .select(Object.fromEntries(starts.map(([key, at]) => [key, sumSince(at)])) as Record<K, SQL<string>>)
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.userId, userId),
        eq(walletTransactions.type, 'add_money'),
        or(
          inArray(walletTransactions.status, [...counted.statuses]),
          // No providers: Drizzle writes `false` for an empty list, so only the statuses count.
          and(
            inArray(walletTransactions.provider, [...counted.providers]),
            isNotNull(walletTransactions.providerOrderId),
          ),
        ),
        gte(walletTransactions.createdAt, earliest),
      ),
    );
  const sums = returnedRow(row, 'deposit sums') as Record<K, string>;
  return Object.fromEntries(starts.map(([key]) => [key, Number(sums[key])])) as Record<K, number>;
}

import { and, eq, inArray, is, isNull, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx, Transaction } from '../../db/client';
import { type AccountKind, type LedgerAccount, ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema';
import { BatchedReads } from '../../lib/batched-reads';
import { returnedRow, rowsOf } from '../../lib/sql-rows';
import { IdempotencyConflictError, InsufficientFundsError } from './ledger.errors';

/**
 * The one way money moves (docs/architecture.md, Money). Every function takes the transaction of
 * the business change that causes the movement, so the change and its money commit or roll back
 * together.
 */

export type PlatformKind = Extract<AccountKind, 'gateway' | 'payouts' | 'revenue' | 'tds' | 'grants'>;

export interface TransferInput {
  fromAccountId: number;
  toAccountId: number;
  amountPaise: number;
  reason: string;
  refType: string;
  refId: string;
  /** The same key moves money at most once; a retry with it returns the first transfer. */
  idempotencyKey: string;
}

export interface TransferResult {
  transferId: string;
  /** False when the key had already moved this money (a retry or a racing duplicate). */
  created: boolean;
}

/** The player's deposit and winnings accounts, created on first use. */
export async function userAccounts(tx: DbOrTx, userId: string): Promise<{ deposit: number; winnings: number }> {
  await tx
    .insert(ledgerAccounts)
    .values([
      { kind: 'deposit', userId },
      { kind: 'winnings', userId },
    ])
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId));
  return {
    deposit: returnedRow(
      rows.find((row) => row.kind === 'deposit'),
      `deposit account of ${userId}`,
    ).id,
    winnings: returnedRow(
      rows.find((row) => row.kind === 'winnings'),
      `winnings account of ${userId}`,
    ).id,
  };
}

/** A platform account (gateway, payouts, revenue, tds, grants), created on first use. */
export async function platformAccount(tx: DbOrTx, kind: PlatformKind): Promise<number> {
  await tx.insert(ledgerAccounts).values({ kind }).onConflictDoNothing();
  const [row] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, kind), isNull(ledgerAccounts.userId), isNull(ledgerAccounts.refId)));
  return returnedRow(row, `platform account ${kind}`).id;
}

/** The escrow of a match or the pool of a tournament, created on first use. */
export async function heldAccount(tx: DbOrTx, kind: 'escrow' | 'pool', refId: string): Promise<number> {
  await tx.insert(ledgerAccounts).values({ kind, refId }).onConflictDoNothing();
  const [row] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.refId, refId)));
  return returnedRow(row, `${kind} account of ${refId}`).id;
}

async function existingTransfer(tx: DbOrTx, input: TransferInput): Promise<TransferResult | undefined> {
  const [found] = await tx
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, input.idempotencyKey));
  if (!found) return undefined;
  const same =
    found.fromAccountId === input.fromAccountId &&
    found.toAccountId === input.toAccountId &&
    found.amountPaise === input.amountPaise;
  if (!same) throw new IdempotencyConflictError(input.idempotencyKey);
  return { transferId: found.id, created: false };
}

/**
 * Locks accounts in id order, the one order every transfer uses, so two transfers cannot deadlock:
 * PostgreSQL locks the rows as the sort hands them on (ORDER BY … FOR UPDATE), whatever order the
 * ids are listed in (pinned in ledger.pinned.test.ts).
 */
async function lockAccounts(tx: DbOrTx, ids: number[]): Promise<Map<number, LedgerAccount>> {
  const rows = await tx
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids))
    .orderBy(ledgerAccounts.id)
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

const NON_NEGATIVE: ReadonlySet<AccountKind> = new Set(['deposit', 'winnings', 'escrow', 'pool']);

/**
 * Moves money between two accounts: one transfer, two entries, both balances, atomically with
 * the caller's transaction. Refuses to overdraw a player's, an escrow's or a pool's account.
 */
export async function transfer(tx: Transaction, input: TransferInput): Promise<TransferResult> {
  if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise <= 0) {
    throw new RangeError(`transfer amount must be a positive whole number of paise, got ${input.amountPaise}`);
  }
  // Lock first, then look the key up: a duplicate that committed while we waited is seen, and a
  // retry costs the same few statements as a first attempt.
  const accounts = await lockAccounts(tx, [input.fromAccountId, input.toAccountId]);
  const from = accounts.get(input.fromAccountId);
  const to = accounts.get(input.toAccountId);
  if (!from || !to) throw new Error('transfer between unknown accounts');
  const earlier = await existingTransfer(tx, input);
  if (earlier) return earlier;
  if (NON_NEGATIVE.has(from.kind) && from.balancePaise < input.amountPaise) throw new InsufficientFundsError();

  // The transfer and its two entries in one statement, then both balances in one.
  const inserted = await tx.execute<{ id: string }>(sql`
    WITH created AS (
      INSERT INTO ${ledgerTransfers} (idempotency_key, from_account_id, to_account_id, amount_paise, reason, ref_type, ref_id)
      VALUES (${input.idempotencyKey}, ${from.id}, ${to.id}, ${input.amountPaise}, ${input.reason}, ${input.refType}, ${input.refId})
      RETURNING id
    )
    INSERT INTO ${ledgerEntries} (transfer_id, account_id, amount_paise, balance_before_paise, balance_after_paise)
    SELECT created.id, entry.account_id, entry.amount, entry.before, entry.before + entry.amount
    FROM created, (VALUES
      (${from.id}::bigint, ${-input.amountPaise}::bigint, ${from.balancePaise}::bigint),
      (${to.id}::bigint, ${input.amountPaise}::bigint, ${to.balancePaise}::bigint)
    ) AS entry(account_id, amount, before)
    RETURNING transfer_id AS id`);
  const created = returnedRow(rowsOf<{ id: string }>(inserted)[0], 'transfer insert');
  await tx.execute(sql`
    UPDATE ${ledgerAccounts}
    SET balance_paise = balance_paise + CASE id WHEN ${from.id} THEN ${-input.amountPaise}::bigint ELSE ${input.amountPaise}::bigint END
    WHERE id IN (${from.id}, ${to.id})`);
  return { transferId: created.id, created: true };
}

export interface StakeInput {
  userId: string;
  escrowAccountId: number;
  amountPaise: number;
  refType: string;
  refId: string;
  idempotencyKey: string;
}

/**
 * Holds a player's stake in a match's escrow: from added money first, then winnings
 * (docs/architecture.md, Money), as one change. Both of the player's accounts are locked before the
 * split is worked out, so two stakes at once cannot both count the same rupees. A retry returns the
 * first split.
 */
export async function holdStake(
  tx: Transaction,
  input: StakeInput,
): Promise<{ fromDepositPaise: number; fromWinningsPaise: number }> {
  const keys = { deposit: `${input.idempotencyKey}:deposit`, winnings: `${input.idempotencyKey}:winnings` };
  const accounts = await userAccounts(tx, input.userId);
  const locked = await lockAccounts(tx, [accounts.deposit, accounts.winnings, input.escrowAccountId]);
  const earlier = await tx
    .select({ key: ledgerTransfers.idempotencyKey, amount: ledgerTransfers.amountPaise })
    .from(ledgerTransfers)
    .where(inArray(ledgerTransfers.idempotencyKey, [keys.deposit, keys.winnings]));
  if (earlier.length > 0) {
    const amountOf = (key: string) => earlier.find((row) => row.key === key)?.amount ?? 0;
    return { fromDepositPaise: amountOf(keys.deposit), fromWinningsPaise: amountOf(keys.winnings) };
  }
  const deposit = returnedRow(locked.get(accounts.deposit), 'deposit account lock').balancePaise;
  const winnings = returnedRow(locked.get(accounts.winnings), 'winnings account lock').balancePaise;
  if (deposit + winnings < input.amountPaise) throw new InsufficientFundsError();
  const fromDepositPaise = Math.min(deposit, input.amountPaise);
  const fromWinningsPaise = input.amountPaise - fromDepositPaise;
  const leg = (fromAccountId: number, amountPaise: number, idempotencyKey: string) =>
    transfer(tx, {
      fromAccountId,
      toAccountId: input.escrowAccountId,
      amountPaise,
      reason: 'stake',
      refType: input.refType,
      refId: input.refId,
      idempotencyKey,
    });
  if (fromDepositPaise > 0) await leg(accounts.deposit, fromDepositPaise, keys.deposit);
  if (fromWinningsPaise > 0) await leg(accounts.winnings, fromWinningsPaise, keys.winnings);
  return { fromDepositPaise, fromWinningsPaise };
}

export interface StakeRelease {
  /** The held account the stake sits in (a match's escrow, a tournament's pool). */
  escrowAccountId: number;
  /** The key the stake was held under (holdStake's idempotencyKey). */
  idempotencyKey: string;
  reason: string;
  refType: string;
  refId: string;
}

/**
 * Returns a stake held by holdStake to the accounts it came from (added money stays added money),
 * each leg under its own key, so a retry moves nothing twice. `held` is false when no stake was
 * held under the key; `releasedPaise` counts only what moved now.
 */
export async function releaseStake(
  tx: Transaction,
  input: StakeRelease,
): Promise<{ held: boolean; releasedPaise: number }> {
  const legs = await tx
    .select({
      key: ledgerTransfers.idempotencyKey,
      amount: ledgerTransfers.amountPaise,
      from: ledgerTransfers.fromAccountId,
    })
    .from(ledgerTransfers)
    .where(
      inArray(ledgerTransfers.idempotencyKey, [`${input.idempotencyKey}:deposit`, `${input.idempotencyKey}:winnings`]),
    );
  let releasedPaise = 0;
  for (const leg of legs) {
    const result = await transfer(tx, {
      fromAccountId: input.escrowAccountId,
      toAccountId: leg.from,
      amountPaise: leg.amount,
      reason: input.reason,
      refType: input.refType,
      refId: input.refId,
      idempotencyKey: `${leg.key}:refund`,
    });
    if (result.created) releasedPaise += leg.amount;
  }
  return { held: legs.length > 0, releasedPaise };
}

export interface UserBalance {
  depositPaise: number;
  winningsPaise: number;
}

type BalanceRow = { kind: AccountKind; balance: number };

/**
 * Outside a transaction the balance is read on every profile request: the players asked for at
 * once are read in one statement (lib/batched-reads.ts), built once per database and prepared by
 * name, so neither Drizzle nor PostgreSQL builds or plans it again on each call.
 */
const balanceReads = new WeakMap<Database, BatchedReads<string, BalanceRow[]>>();
function balanceReadsOf(db: Database): BatchedReads<string, BalanceRow[]> {
  let reads = balanceReads.get(db);
  if (!reads) {
    const prepared = db
      .select({ userId: ledgerAccounts.userId, kind: ledgerAccounts.kind, balance: ledgerAccounts.balancePaise })
      .from(ledgerAccounts)
      .where(sql`${ledgerAccounts.userId} = ANY(${sql.placeholder('userIds')}::uuid[])`)
      .prepare('ledger_user_balances');
    reads = new BatchedReads<string, BalanceRow[]>(async (userIds) => {
      const rows = await prepared.execute({ userIds });
      return new Map(userIds.map((userId) => [userId, rows.filter((row) => row.userId === userId)]));
    });
    balanceReads.set(db, reads);
  }
  return reads;
}

export async function userBalance(db: DbOrTx, userId: string): Promise<UserBalance> {
  const rows: BalanceRow[] = is(db, PgTransaction)
    ? await db
        .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balancePaise })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.userId, userId))
    : await balanceReadsOf(db as Database).get(userId);
  return {
    depositPaise: rows.find((row) => row.kind === 'deposit')?.balance ?? 0,
    winningsPaise: rows.find((row) => row.kind === 'winnings')?.balance ?? 0,
  };
}

/**
 * What a player had staked (holdStake) and not yet got back at a past moment, in held accounts that
 * still held money then: the stakes of games and tournaments not yet decided. The money was still
 * the player's, so a balance at that moment counts it (the opening balance of the tax on net
 * winnings, docs/decisions/0018-tax-on-net-winnings.md); a decided game emptied its account.
 */
export async function heldStakesAt(
  db: DbOrTx,
  accounts: { deposit: number; winnings: number },
  at: Date,
): Promise<number> {
  const mine = sql`(${accounts.deposit}, ${accounts.winnings})`;
  const when = at.toISOString();
  const rows = rowsOf<{ held: string }>(
    await db.execute(sql`
      SELECT coalesce(sum(greatest(0, s.staked - s.returned)), 0) AS held
      FROM (
        SELECT t.to_account_id AS account_id, sum(t.amount_paise) AS staked,
               coalesce((SELECT sum(r.amount_paise) FROM ledger_transfers r
                         WHERE r.from_account_id = t.to_account_id AND r.to_account_id IN ${mine}
                           AND r.created_at < ${when}), 0) AS returned
        FROM ledger_transfers t
        WHERE t.from_account_id IN ${mine} AND t.reason = 'stake' AND t.created_at < ${when}
        GROUP BY t.to_account_id
      ) s
      JOIN ledger_accounts a ON a.id = s.account_id
      WHERE a.balance_paise - coalesce((SELECT sum(e.amount_paise) FROM ledger_entries e
                                        WHERE e.account_id = a.id AND e.created_at >= ${when}), 0) > 0`),
  );
  return Number(returnedRow(rows[0], 'sum of held stakes').held);
}

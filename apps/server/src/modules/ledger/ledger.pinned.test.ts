import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';
import { countRows, createTestApp, type TestApp } from '../../test/harness';
import { insertUsers, playerWithAccounts } from '../../test/users';
import { checkLedger } from './ledger.check';
import { IdempotencyConflictError, InsufficientFundsError } from './ledger.errors';
import {
  heldAccount,
  holdStake,
  platformAccount,
  releaseStake,
  type TransferInput,
  transfer,
  userAccounts,
  userBalance,
} from './ledger.service';

/**
 * Behaviour of the ledger that its other tests left open, found by mutation testing (README,
 * "Mutation testing"): the order in which a transfer locks its accounts, accounts found by their
 * kind, the source account in an idempotency check, and which accounts may not go negative.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const onPostgres = () => t.database.kind === 'postgres';

let keys = 0;
const move = (input: Omit<TransferInput, 'idempotencyKey' | 'reason' | 'refType' | 'refId'> & Partial<TransferInput>) =>
  db().transaction((tx) =>
    transfer(tx, {
      reason: 'test',
      refType: 'test',
      refId: 'ledger.pinned.test',
      idempotencyKey: `pinned-${++keys}`,
      ...input,
    }),
  );

const platform = (kind: 'gateway' | 'revenue' | 'payouts') => db().transaction((tx) => platformAccount(tx, kind));
const held = (kind: 'escrow' | 'pool', refId = randomUUID()) => db().transaction((tx) => heldAccount(tx, kind, refId));

async function balanceOf(accountId: number): Promise<number> {
  const [row] = await db()
    .select({ balance: ledgerAccounts.balancePaise })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  if (!row) throw new Error(`no account ${accountId}`);
  return row.balance;
}

const ledgerRowCounts = async () => ({
  transfers: await countRows(t.database, ledgerTransfers),
  entries: await countRows(t.database, ledgerEntries),
});

/** A player row whose winnings account was created before its deposit account (older data). */
async function playerWithWinningsFirst() {
  const [user] = await insertUsers(db(), [{}]);
  if (!user) throw new Error('no user');
  const [winnings] = await db()
    .insert(ledgerAccounts)
    .values({ kind: 'winnings', userId: user.id })
    .returning({ id: ledgerAccounts.id });
  const accounts = await db().transaction((tx) => userAccounts(tx, user.id));
  return { userId: user.id, winningsCreatedFirst: winnings?.id, ...accounts };
}

describe('a player’s accounts are told apart by their kind', () => {
  it('userAccounts and userBalance find deposit and winnings whatever order the accounts were created in', async () => {
    const player = await playerWithWinningsFirst();
    expect(player.winnings).toBe(player.winningsCreatedFirst);
    const kinds = await db()
      .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind })
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.id, [player.deposit, player.winnings]));
    expect(Object.fromEntries(kinds.map((row) => [row.kind, row.id]))).toEqual({
      deposit: player.deposit,
      winnings: player.winnings,
    });

    await move({ fromAccountId: await platform('revenue'), toAccountId: player.winnings, amountPaise: 700 });
    expect(await userBalance(db(), player.userId)).toEqual({ depositPaise: 0, winningsPaise: 700 });
    await move({ fromAccountId: await platform('gateway'), toAccountId: player.deposit, amountPaise: 300 });
    expect(await userBalance(db(), player.userId)).toEqual({ depositPaise: 300, winningsPaise: 700 });
    expect(await checkLedger(db())).toEqual([]);
  });

  it('userBalance of a player whose accounts do not exist yet is zero in both, and creates nothing', async () => {
    const [user] = await insertUsers(db(), [{}]);
    const userId = user?.id as string;
    expect(await userBalance(db(), userId)).toEqual({ depositPaise: 0, winningsPaise: 0 });
    expect(await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId))).toEqual([]);
  });
});

describe('transfer: what it refuses', () => {
  it('refuses a key reused with a different source account as IdempotencyConflictError, moving nothing', async () => {
    const player = await playerWithAccounts(db());
    const gateway = await platform('gateway');
    const revenue = await platform('revenue');
    const key = `source-${player.userId}`;
    await move({ fromAccountId: gateway, toAccountId: player.deposit, amountPaise: 5_000, idempotencyKey: key });
    const counts = await ledgerRowCounts();
    const revenueBefore = await balanceOf(revenue);

    const again = move({
      fromAccountId: revenue,
      toAccountId: player.deposit,
      amountPaise: 5_000,
      idempotencyKey: key,
    });

    await expect(again).rejects.toBeInstanceOf(IdempotencyConflictError);
    await expect(again).rejects.toMatchObject({ statusCode: 409, code: 'IDEMPOTENCY_CONFLICT' });
    expect(await ledgerRowCounts()).toEqual(counts);
    expect(await balanceOf(revenue)).toBe(revenueBefore);
    expect(await balanceOf(player.deposit)).toBe(5_000);
  });

  it('names the amount it refuses in the RangeError', async () => {
    const player = await playerWithAccounts(db());
    await expect(
      move({ fromAccountId: await platform('gateway'), toAccountId: player.deposit, amountPaise: -5 }),
    ).rejects.toThrow('transfer amount must be a positive whole number of paise, got -5');
  });

  it.each([
    ['source', 'from'],
    ['destination', 'to'],
  ] as const)('refuses a transfer whose %s account does not exist, writing nothing', async (_name, missing) => {
    const player = await playerWithAccounts(db());
    await move({ fromAccountId: await platform('gateway'), toAccountId: player.deposit, amountPaise: 1_000 });
    const [highest] = rowsOf<{ id: number }>(await db().execute(sql`SELECT max(id)::int AS id FROM ledger_accounts`));
    const unknown = (highest?.id ?? 0) + 1_000;
    const counts = await ledgerRowCounts();

    const attempt = move({
      fromAccountId: missing === 'from' ? unknown : player.deposit,
      toAccountId: missing === 'to' ? unknown : player.deposit,
      amountPaise: 100,
    });

    await expect(attempt).rejects.toThrow('transfer between unknown accounts');
    expect(await ledgerRowCounts()).toEqual(counts);
    expect(await balanceOf(player.deposit)).toBe(1_000);
  });

  it('refuses to overdraw a tournament’s pool with InsufficientFundsError, as every held and player account', async () => {
    const pool = await held('pool');
    const player = await playerWithAccounts(db());
    await move({ fromAccountId: await platform('gateway'), toAccountId: pool, amountPaise: 2_000 });
    const counts = await ledgerRowCounts();

    const attempt = move({ fromAccountId: pool, toAccountId: player.winnings, amountPaise: 2_001 });

    await expect(attempt).rejects.toBeInstanceOf(InsufficientFundsError);
    await expect(attempt).rejects.toMatchObject({ statusCode: 422, code: 'INSUFFICIENT_FUNDS' });
    expect(await ledgerRowCounts()).toEqual(counts);
    expect(await balanceOf(pool)).toBe(2_000);
    // Exactly what it holds may leave it.
    await move({ fromAccountId: pool, toAccountId: player.winnings, amountPaise: 2_000 });
    expect(await balanceOf(pool)).toBe(0);
    expect(await checkLedger(db())).toEqual([]);
  });
});

/**
 * Runs `transfer` in its own transaction while another transaction holds `blocked` locked, and
 * reports which of the transfer's two accounts it had locked by the time it waited for `blocked`.
 * PostgreSQL only: PGlite has one connection, so nothing there can hold a lock against it.
 */
async function lockedWhileWaiting(input: TransferInput, blocked: number, other: number) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding: () => void = () => undefined;
  const isHolding = new Promise<void>((resolve) => {
    holding = resolve;
  });
  const blocker = db().transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM ledger_accounts WHERE id = ${blocked} FOR UPDATE`);
    holding();
    await released;
  });
  await isHolding;
  const moving = db().transaction((tx) => transfer(tx, input));
  try {
    await waitForLockWait();
    // NOWAIT fails at once if the waiting transfer already holds the other account.
    const otherLocked = await db()
      .transaction((tx: Transaction) =>
        tx.execute(sql`SELECT id FROM ledger_accounts WHERE id = ${other} FOR UPDATE NOWAIT`),
      )
      .then(
        () => false,
        (error: unknown) => {
          if (!lockNotAvailable(error)) throw error;
          return true;
        },
      );
    return otherLocked;
  } finally {
    release();
    await blocker;
    await moving;
  }
}

/** Whether a database error, or one it wraps, is PostgreSQL's lock_not_available (55P03). */
function lockNotAvailable(error: unknown): boolean {
  for (let current = error as { code?: string; cause?: unknown } | undefined; current; ) {
    if (current.code === '55P03') return true;
    current = current.cause as typeof current;
  }
  return false;
}

/** Waits until one session of this database is blocked on a lock. */
async function waitForLockWait() {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const [row] = rowsOf<{ n: number }>(
      await db().execute(
        sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      ),
    );
    if ((row?.n ?? 0) > 0) return;
    if (Date.now() > deadline) throw new Error('the transfer never waited for the held account');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('transfer: lock order', () => {
  it('locks its two accounts lowest id first in either direction, so opposite transfers queue and never deadlock', async () => {
    const a = await playerWithAccounts(db());
    const b = await playerWithAccounts(db());
    await move({ fromAccountId: await platform('revenue'), toAccountId: a.winnings, amountPaise: 10_000 });
    await move({ fromAccountId: await platform('revenue'), toAccountId: b.winnings, amountPaise: 10_000 });
    const [low, high] = [a.winnings, b.winnings].sort((x, y) => x - y) as [number, number];

    if (onPostgres()) {
      // The higher account is held elsewhere: a transfer in either direction must already hold the
      // lower one while it waits (had it started with the higher one, the lower would be free).
      for (const [from, to] of [
        [low, high],
        [high, low],
      ] as const) {
        const input = {
          fromAccountId: from,
          toAccountId: to,
          amountPaise: 1_000,
          reason: 'test',
          refType: 'test',
          refId: 'lock-order',
          idempotencyKey: `lock-order-${from}-${to}`,
        };
        expect(await lockedWhileWaiting(input, high, low), `transfer ${from} → ${to}`).toBe(true);
      }
    } else {
      await move({ fromAccountId: low, toAccountId: high, amountPaise: 1_000 });
      await move({ fromAccountId: high, toAccountId: low, amountPaise: 1_000 });
    }

    // Both transfers went through, once each.
    expect(await balanceOf(low)).toBe(10_000);
    expect(await balanceOf(high)).toBe(10_000);
    const entries = await db()
      .select({ accountId: ledgerEntries.accountId })
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.accountId, [low, high]));
    expect(entries).toHaveLength(6);
    expect(await checkLedger(db())).toEqual([]);
  });
});

describe('holdStake and releaseStake', () => {
  /** A player with this added money and these winnings (paise), and a new escrow. */
  async function stakeSetup(depositPaise: number, winningsPaise: number) {
    const player = await playerWithAccounts(db());
    if (depositPaise > 0) {
      await move({ fromAccountId: await platform('gateway'), toAccountId: player.deposit, amountPaise: depositPaise });
    }
    if (winningsPaise > 0) {
      await move({
        fromAccountId: await platform('revenue'),
        toAccountId: player.winnings,
        amountPaise: winningsPaise,
      });
    }
    return { player, escrow: await held('escrow') };
  }

  const stakeOf = (userId: string, escrowAccountId: number, amountPaise: number, idempotencyKey: string) => ({
    userId,
    escrowAccountId,
    amountPaise,
    refType: 'match',
    refId: idempotencyKey,
    idempotencyKey,
  });

  it('records each leg as a stake and, retried, returns the first split even when one leg is empty', async () => {
    const { player, escrow } = await stakeSetup(4_000, 1_000);
    const key = `stake-${player.userId}`;
    const stake = stakeOf(player.userId, escrow, 2_500, key);

    expect(await db().transaction((tx) => holdStake(tx, stake))).toEqual({
      fromDepositPaise: 2_500,
      fromWinningsPaise: 0,
    });
    expect(await db().transaction((tx) => holdStake(tx, stake))).toEqual({
      fromDepositPaise: 2_500,
      fromWinningsPaise: 0,
    });

    const legs = await db()
      .select({
        key: ledgerTransfers.idempotencyKey,
        reason: ledgerTransfers.reason,
        amount: ledgerTransfers.amountPaise,
      })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.toAccountId, escrow));
    expect(legs).toEqual([{ key: `${key}:deposit`, reason: 'stake', amount: 2_500 }]);
    expect(await userBalance(db(), player.userId)).toEqual({ depositPaise: 1_500, winningsPaise: 1_000 });
    expect(await balanceOf(escrow)).toBe(2_500);
  });

  it('moves nothing when it refuses a stake, even if the caller catches the refusal and commits', async () => {
    const { player, escrow } = await stakeSetup(3_000, 1_000);
    const counts = await ledgerRowCounts();

    const caught = await db().transaction(async (tx) => {
      try {
        await holdStake(tx, stakeOf(player.userId, escrow, 4_001, `too-much-${player.userId}`));
        return undefined;
      } catch (error) {
        return error;
      }
    });

    expect(caught).toBeInstanceOf(InsufficientFundsError);
    expect(await ledgerRowCounts()).toEqual(counts);
    expect(await userBalance(db(), player.userId)).toEqual({ depositPaise: 3_000, winningsPaise: 1_000 });
    expect(await balanceOf(escrow)).toBe(0);
  });

  it('returns each leg to the account it came from, once, and counts only what moved now', async () => {
    const { player, escrow } = await stakeSetup(3_000, 5_000);
    const key = `release-${player.userId}`;
    await db().transaction((tx) => holdStake(tx, stakeOf(player.userId, escrow, 4_000, key)));
    expect(await userBalance(db(), player.userId)).toEqual({ depositPaise: 0, winningsPaise: 4_000 });
    const release = {
      escrowAccountId: escrow,
      idempotencyKey: key,
      reason: 'stake_refund',
      refType: 'match',
      refId: 'release-test',
    };

    expect(await db().transaction((tx) => releaseStake(tx, release))).toEqual({ held: true, releasedPaise: 4_000 });
    expect(await userBalance(db(), player.userId)).toEqual({ depositPaise: 3_000, winningsPaise: 5_000 });
    expect(await balanceOf(escrow)).toBe(0);
    const refunds = await db()
      .select({
        key: ledgerTransfers.idempotencyKey,
        from: ledgerTransfers.fromAccountId,
        to: ledgerTransfers.toAccountId,
        amount: ledgerTransfers.amountPaise,
        reason: ledgerTransfers.reason,
        refType: ledgerTransfers.refType,
        refId: ledgerTransfers.refId,
      })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.fromAccountId, escrow))
      .orderBy(ledgerTransfers.amountPaise);
    const refund = { from: escrow, reason: 'stake_refund', refType: 'match', refId: 'release-test' };
    expect(refunds).toEqual([
      { ...refund, key: `${key}:winnings:refund`, to: player.winnings, amount: 1_000 },
      { ...refund, key: `${key}:deposit:refund`, to: player.deposit, amount: 3_000 },
    ]);

    const counts = await ledgerRowCounts();
    expect(await db().transaction((tx) => releaseStake(tx, release))).toEqual({ held: true, releasedPaise: 0 });
    expect(await ledgerRowCounts()).toEqual(counts);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('says nothing was held under a key no stake used, and moves nothing', async () => {
    const escrow = await held('escrow');
    const counts = await ledgerRowCounts();
    const result = await db().transaction((tx) =>
      releaseStake(tx, {
        escrowAccountId: escrow,
        idempotencyKey: `never-${randomUUID()}`,
        reason: 'stake_refund',
        refType: 'match',
        refId: 'none',
      }),
    );
    expect(result).toEqual({ held: false, releasedPaise: 0 });
    expect(await ledgerRowCounts()).toEqual(counts);
  });
});

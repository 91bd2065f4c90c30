import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertUsers, playerWithAccounts } from '../../test/users';
import { checkLedger } from './ledger.check';
import { InsufficientFundsError } from './ledger.errors';
import { platformAccount, type TransferInput, transfer, userAccounts, userBalance } from './ledger.service';

/**
 * Races between transactions. On PGlite (one connection) they run one after another; on
 * PostgreSQL (DATABASE_URL, a pool of 10 connections) they really overlap, and these are the
 * assertions that catch a lost update, a double spend or a deadlock. The same assertions hold on both.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;

const newPlayer = () => playerWithAccounts(db());

/** node-postgres pool size of openDatabase: at most this many transactions are open at once. */
const POOL_SIZE = 10;

/**
 * A starting line inside the transactions: on PostgreSQL it holds each racer after BEGIN until
 * `size` of them have arrived, so their first reads really overlap instead of the first one
 * committing before the others start. PGlite runs one transaction at a time, so there it waves
 * each one through. The timer only guards against a hang if fewer ever arrive.
 */
function startingLine(size: number): () => Promise<void> {
  if (t.database.kind === 'pglite') return async () => undefined;
  let arrived = 0;
  let release: () => void = () => undefined;
  const open = new Promise<void>((resolve) => {
    release = resolve;
  });
  const guard = setTimeout(release, 3_000);
  return async () => {
    arrived += 1;
    if (arrived >= Math.min(size, POOL_SIZE)) {
      clearTimeout(guard);
      release();
    }
    await open;
  };
}

/**
 * On PostgreSQL, waits (inside the transaction that holds the account locks) until `count` other
 * sessions are blocked on a lock, i.e. started the same transfer before this one committed and
 * queue for its accounts. Gives up quietly after a second; PGlite has no other sessions.
 */
async function othersQueued(tx: Transaction, count: number) {
  if (t.database.kind === 'pglite') return;
  const deadline = Date.now() + 1_000;
  while (Date.now() < deadline) {
    const result = await tx.execute(
      sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    const [row] = (result as unknown as { rows: Array<{ n: number }> }).rows;
    if ((row?.n ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const move = (
  input: Omit<TransferInput, 'reason' | 'refType' | 'refId'>,
  race: { line?: () => Promise<void>; holdUntilQueued?: number } = {},
) =>
  db().transaction(async (tx) => {
    await race.line?.();
    const result = await transfer(tx, { reason: 'test', refType: 'test', refId: 'concurrency', ...input });
    if (result.created && race.holdUntilQueued) await othersQueued(tx, race.holdUntilQueued);
    return result;
  });

/** The account's entries in order: each must start from the balance the previous one left. */
async function entryChain(accountId: number) {
  return db()
    .select({ before: ledgerEntries.balanceBeforePaise, after: ledgerEntries.balanceAfterPaise })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId))
    .orderBy(asc(ledgerEntries.id));
}

function expectUnbrokenChain(chain: Array<{ before: number; after: number }>) {
  for (let i = 1; i < chain.length; i++) expect(chain[i]?.before).toBe(chain[i - 1]?.after);
}

describe('concurrent transfers', () => {
  it('pays exactly 20 of 50 simultaneous ₹100 withdrawals from ₹2,000 of winnings; the rest are refused', async () => {
    const player = await newPlayer();
    const gateway = await db().transaction((tx) => platformAccount(tx, 'gateway'));
    const payouts = await db().transaction((tx) => platformAccount(tx, 'payouts'));
    await move({ fromAccountId: gateway, toAccountId: player.winnings, amountPaise: 200_000, idempotencyKey: 'fund' });

    const line = startingLine(50);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        move(
          {
            fromAccountId: player.winnings,
            toAccountId: payouts,
            amountPaise: 10_000,
            idempotencyKey: `withdrawal-${i}`,
          },
          { line },
        ),
      ),
    );

    const paid = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(paid).toHaveLength(20);
    expect(refused).toHaveLength(30);
    for (const r of refused) expect(r.reason).toBeInstanceOf(InsufficientFundsError);

    expect(await userBalance(db(), player.userId)).toEqual({ depositPaise: 0, winningsPaise: 0 });
    const chain = await entryChain(player.winnings);
    expect(chain).toHaveLength(21);
    expectUnbrokenChain(chain);
    expect(Math.min(...chain.map((entry) => entry.after))).toBe(0);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('moves money once when 20 transfers with the same idempotency key race', async () => {
    const player = await newPlayer();
    const gateway = await db().transaction((tx) => platformAccount(tx, 'gateway'));
    const key = `deposit:race-${player.userId}`;

    // The first to insert keeps its locks until the others are queued behind them, so they all
    // started before it committed and must find its key once they get the accounts.
    const line = startingLine(20);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        move(
          { fromAccountId: gateway, toAccountId: player.deposit, amountPaise: 75_000, idempotencyKey: key },
          { line, holdUntilQueued: POOL_SIZE - 1 },
        ),
      ),
    );

    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
    expect(await userBalance(db(), player.userId)).toEqual({ depositPaise: 75_000, winningsPaise: 0 });
    const transfers = await db().select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, key));
    expect(transfers).toHaveLength(1);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('never deadlocks when two accounts pay each other back and forth at the same time', async () => {
    const a = await newPlayer();
    const b = await newPlayer();
    const gateway = await db().transaction((tx) => platformAccount(tx, 'gateway'));
    await move({
      fromAccountId: gateway,
      toAccountId: a.winnings,
      amountPaise: 100_000,
      idempotencyKey: `fund-${a.userId}`,
    });
    await move({
      fromAccountId: gateway,
      toAccountId: b.winnings,
      amountPaise: 100_000,
      idempotencyKey: `fund-${b.userId}`,
    });

    // Each transaction touches both accounts, half of them in each direction.
    const line = startingLine(40);
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => {
        const [from, to] = i % 2 === 0 ? [a.winnings, b.winnings] : [b.winnings, a.winnings];
        return move(
          { fromAccountId: from, toAccountId: to, amountPaise: 1_000 + i, idempotencyKey: `swap-${a.userId}-${i}` },
          { line },
        );
      }),
    );

    const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(failures.map((f) => String(f.reason))).toEqual([]);
    // a paid 1000+0, 1000+2, … and received 1000+1, 1000+3, …: 20 paise more than it sent.
    expect((await userBalance(db(), a.userId)).winningsPaise).toBe(100_020);
    expect((await userBalance(db(), b.userId)).winningsPaise).toBe(99_980);
    expectUnbrokenChain(await entryChain(a.winnings));
    expectUnbrokenChain(await entryChain(b.winnings));
    expect(await checkLedger(db())).toEqual([]);
  });

  it('creates a player’s accounts once when many requests ask for them at the same moment', async () => {
    const [user] = await insertUsers(db(), [{}]);
    const userId = user?.id as string;

    const line = startingLine(10);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        db().transaction(async (tx) => {
          await line();
          return userAccounts(tx, userId);
        }),
      ),
    );

    expect(new Set(answers.map((x) => `${x.deposit}/${x.winnings}`)).size).toBe(1);
    const [row] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, userId));
    expect(row?.n).toBe(2);
  });
});

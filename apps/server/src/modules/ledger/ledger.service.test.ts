import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransfers, walletTransactions } from '../../db/schema';
import { countRows, createTestApp, type TestApp } from '../../test/harness';
import { playerWithAccounts } from '../../test/users';
import { checkLedger } from './ledger.check';
import { IdempotencyConflictError, InsufficientFundsError } from './ledger.errors';
import {
  heldAccount,
  platformAccount,
  type TransferInput,
  transfer,
  userAccounts,
  userBalance,
} from './ledger.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;

const newPlayer = () => playerWithAccounts(db());

const gatewayId = () => db().transaction((tx) => platformAccount(tx, 'gateway'));
const payoutsId = () => db().transaction((tx) => platformAccount(tx, 'payouts'));

async function balanceOf(accountId: number): Promise<number> {
  const [row] = await db()
    .select({ balance: ledgerAccounts.balancePaise })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  if (!row) throw new Error(`no account ${accountId}`);
  return row.balance;
}

let keys = 0;
const move = (input: Omit<TransferInput, 'idempotencyKey' | 'reason' | 'refType' | 'refId'> & Partial<TransferInput>) =>
  db().transaction((tx) =>
    transfer(tx, {
      reason: 'test',
      refType: 'test',
      refId: 'ledger.service.test',
      idempotencyKey: `ledger-test-${++keys}`,
      ...input,
    }),
  );

/** Every table the ledger writes, to show that a refused transfer wrote nothing. */
async function ledgerRowCounts() {
  return {
    transfers: await countRows(t.database, ledgerTransfers),
    entries: await countRows(t.database, ledgerEntries),
  };
}

/** The whole message chain of a database error (Drizzle wraps the driver's error). */
async function failureText(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const parts: string[] = [];
    for (let current = error as { message?: string; cause?: unknown } | undefined; current; ) {
      parts.push(String(current.message));
      current = current.cause as typeof current;
    }
    return parts.join(' | ');
  }
  throw new Error('expected the statement to fail');
}

/** Runs `work` in a transaction that is always rolled back, returning what it returned. */
async function inRolledBack<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
  const rollback = new Error('rollback');
  let result: T | undefined;
  await expect(
    db().transaction(async (tx) => {
      result = await work(tx);
      throw rollback;
    }),
  ).rejects.toBe(rollback);
  return result as T;
}

describe('transfer: moving money', () => {
  it('writes one transfer and two entries with the balances around it, and moves both balances', async () => {
    const player = await newPlayer();
    const gateway = await gatewayId();
    const gatewayBefore = await balanceOf(gateway);

    const result = await move({
      fromAccountId: gateway,
      toAccountId: player.deposit,
      amountPaise: 50_000,
      reason: 'deposit',
      refType: 'wallet_transaction',
      refId: 'wtx-1',
      idempotencyKey: `deposit:${player.userId}`,
    });

    expect(result.created).toBe(true);
    const transfers = await db().select().from(ledgerTransfers).where(eq(ledgerTransfers.id, result.transferId));
    expect(transfers).toEqual([
      expect.objectContaining({
        idempotencyKey: `deposit:${player.userId}`,
        fromAccountId: gateway,
        toAccountId: player.deposit,
        amountPaise: 50_000,
        reason: 'deposit',
        refType: 'wallet_transaction',
        refId: 'wtx-1',
      }),
    ]);
    const entries = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transferId, result.transferId))
      .orderBy(ledgerEntries.amountPaise);
    expect(entries).toEqual([
      expect.objectContaining({
        accountId: gateway,
        amountPaise: -50_000,
        balanceBeforePaise: gatewayBefore,
        balanceAfterPaise: gatewayBefore - 50_000,
      }),
      expect.objectContaining({
        accountId: player.deposit,
        amountPaise: 50_000,
        balanceBeforePaise: 0,
        balanceAfterPaise: 50_000,
      }),
    ]);
    expect(await balanceOf(gateway)).toBe(gatewayBefore - 50_000);
    expect(await userBalance(db(), player.userId)).toEqual({ depositPaise: 50_000, winningsPaise: 0 });
    expect(await checkLedger(db())).toEqual([]);
  });

  it('starts the next entry of an account from the balance the previous one left', async () => {
    const player = await newPlayer();
    const gateway = await gatewayId();
    await move({ fromAccountId: gateway, toAccountId: player.winnings, amountPaise: 700 });
    const second = await move({ fromAccountId: player.winnings, toAccountId: await payoutsId(), amountPaise: 250 });

    const [entry] = await db()
      .select()
      .from(ledgerEntries)
      .where(
        sql`${ledgerEntries.transferId} = ${second.transferId} AND ${ledgerEntries.accountId} = ${player.winnings}`,
      );
    expect(entry).toMatchObject({ amountPaise: -250, balanceBeforePaise: 700, balanceAfterPaise: 450 });
    expect(await userBalance(db(), player.userId)).toEqual({ depositPaise: 0, winningsPaise: 450 });
    expect(await checkLedger(db())).toEqual([]);
  });

  it('lets a player spend their balance down to exactly zero', async () => {
    const player = await newPlayer();
    await move({ fromAccountId: await gatewayId(), toAccountId: player.winnings, amountPaise: 10_000 });
    await move({ fromAccountId: player.winnings, toAccountId: await payoutsId(), amountPaise: 10_000 });
    expect(await balanceOf(player.winnings)).toBe(0);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('lets platform accounts go negative: the gateway owes what players deposited', async () => {
    const player = await newPlayer();
    const revenue = await db().transaction((tx) => platformAccount(tx, 'revenue'));
    const revenueBefore = await balanceOf(revenue);
    await move({ fromAccountId: revenue, toAccountId: player.deposit, amountPaise: revenueBefore + 5_000 });
    await move({ fromAccountId: await gatewayId(), toAccountId: player.deposit, amountPaise: 100 });
    expect(await balanceOf(revenue)).toBe(-5_000);
    expect(await balanceOf(await gatewayId())).toBeLessThan(0);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('creates each account once: asking again returns the same ids', async () => {
    const player = await newPlayer();
    const again = await db().transaction((tx) => userAccounts(tx, player.userId));
    expect(again).toEqual({ deposit: player.deposit, winnings: player.winnings });
    const matchId = randomUUID();
    const escrow = await db().transaction((tx) => heldAccount(tx, 'escrow', matchId));
    expect(await db().transaction((tx) => heldAccount(tx, 'escrow', matchId))).toBe(escrow);
    expect(await gatewayId()).toBe(await gatewayId());
  });
});

describe('userBalance', () => {
  it('reads each player’s own two accounts, also when many players are read at once in one statement', async () => {
    const players = [await newPlayer(), await newPlayer(), await newPlayer()];
    for (const [i, player] of players.entries()) {
      await move({ fromAccountId: await gatewayId(), toAccountId: player.deposit, amountPaise: 1_000 * (i + 1) });
      await move({ fromAccountId: await gatewayId(), toAccountId: player.winnings, amountPaise: 10 * (i + 1) });
    }
    const nobody = randomUUID();
    const expected = [
      ...players.map((_, i) => ({ depositPaise: 1_000 * (i + 1), winningsPaise: 10 * (i + 1) })),
      { depositPaise: 0, winningsPaise: 0 },
    ];
    // Asked in one turn: read together (lib/batched-reads.ts), each answered with their own rows.
    const read = await Promise.all([
      ...players.map((player) => userBalance(db(), player.userId)),
      userBalance(db(), nobody),
    ]);
    expect(read).toEqual(expected);
    // In a transaction, its own writes count.
    const [first] = players;
    if (!first) throw new Error('no player');
    await db().transaction(async (tx) => {
      await transfer(tx, {
        fromAccountId: await platformAccount(tx, 'gateway'),
        toAccountId: first.deposit,
        amountPaise: 5,
        reason: 'test',
        refType: 'test',
        refId: 'ledger.service.test',
        idempotencyKey: `balance-read:${first.userId}`,
      });
      expect(await userBalance(tx, first.userId)).toEqual({ depositPaise: 1_005, winningsPaise: 10 });
    });
  });
});

describe('transfer: idempotency keys', () => {
  it('moves nothing on a retry with the same key and returns the first transfer with created: false', async () => {
    const player = await newPlayer();
    const gateway = await gatewayId();
    const input = {
      fromAccountId: gateway,
      toAccountId: player.deposit,
      amountPaise: 20_000,
      idempotencyKey: `retry-${player.userId}`,
    };
    const first = await move(input);
    const counts = await ledgerRowCounts();
    const gatewayAfterFirst = await balanceOf(gateway);

    const retry = await move(input);

    expect(retry).toEqual({ transferId: first.transferId, created: false });
    expect(await ledgerRowCounts()).toEqual(counts);
    expect(await balanceOf(player.deposit)).toBe(20_000);
    expect(await balanceOf(gateway)).toBe(gatewayAfterFirst);
    expect(await checkLedger(db())).toEqual([]);
  });

  it.each([
    ['a different amount', { amountPaise: 20_001 }],
    ['a different destination', { toAccountId: 'winnings' as const }],
  ])('refuses the same key with %s as IdempotencyConflictError (409) and moves nothing', async (_name, change) => {
    const player = await newPlayer();
    const gateway = await gatewayId();
    const key = `conflict-${player.userId}`;
    await move({ fromAccountId: gateway, toAccountId: player.deposit, amountPaise: 20_000, idempotencyKey: key });
    const counts = await ledgerRowCounts();

    const conflicting = move({
      fromAccountId: gateway,
      toAccountId: 'toAccountId' in change ? player.winnings : player.deposit,
      amountPaise: 'amountPaise' in change ? change.amountPaise : 20_000,
      idempotencyKey: key,
    });

    await expect(conflicting).rejects.toBeInstanceOf(IdempotencyConflictError);
    await expect(conflicting).rejects.toMatchObject({ statusCode: 409, code: 'IDEMPOTENCY_CONFLICT' });
    expect(await ledgerRowCounts()).toEqual(counts);
    expect(await userBalance(db(), player.userId)).toEqual({ depositPaise: 20_000, winningsPaise: 0 });
    expect(await checkLedger(db())).toEqual([]);
  });
});

describe('transfer: refusals', () => {
  it.each(['deposit', 'winnings', 'escrow'] as const)(
    'refuses to overdraw a %s account with InsufficientFundsError and rolls back the whole transaction',
    async (kind) => {
      const player = await newPlayer();
      const gateway = await gatewayId();
      const source =
        kind === 'escrow' ? await db().transaction((tx) => heldAccount(tx, 'escrow', randomUUID())) : player[kind];
      await move({ fromAccountId: gateway, toAccountId: source, amountPaise: 1_000 });
      const counts = await ledgerRowCounts();
      const gatewayBefore = await balanceOf(gateway);

      // A business change that first tops the account up, then takes more than it holds.
      const attempt = db().transaction(async (tx) => {
        await transfer(tx, {
          fromAccountId: gateway,
          toAccountId: source,
          amountPaise: 500,
          reason: 'test',
          refType: 'test',
          refId: 'overdraw',
          idempotencyKey: `top-up-${kind}-${player.userId}`,
        });
        await transfer(tx, {
          fromAccountId: source,
          toAccountId: player.deposit === source ? player.winnings : player.deposit,
          amountPaise: 1_501,
          reason: 'test',
          refType: 'test',
          refId: 'overdraw',
          idempotencyKey: `overdraw-${kind}-${player.userId}`,
        });
      });

      await expect(attempt).rejects.toBeInstanceOf(InsufficientFundsError);
      await expect(attempt).rejects.toMatchObject({ statusCode: 422, code: 'INSUFFICIENT_FUNDS' });
      expect(await ledgerRowCounts()).toEqual(counts);
      expect(await balanceOf(source)).toBe(1_000);
      expect(await balanceOf(gateway)).toBe(gatewayBefore);
      expect(await checkLedger(db())).toEqual([]);
    },
  );

  it.each([0, -100, 10.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses an amount of %s paise with a RangeError and writes nothing',
    async (amountPaise) => {
      const player = await newPlayer();
      const counts = await ledgerRowCounts();
      await expect(
        move({ fromAccountId: await gatewayId(), toAccountId: player.deposit, amountPaise }),
      ).rejects.toThrow(RangeError);
      expect(await ledgerRowCounts()).toEqual(counts);
      expect(await balanceOf(player.deposit)).toBe(0);
    },
  );

  it('refuses a transfer from an account to itself', async () => {
    const player = await newPlayer();
    await move({ fromAccountId: await gatewayId(), toAccountId: player.deposit, amountPaise: 1_000 });
    const counts = await ledgerRowCounts();
    await expect(
      move({ fromAccountId: player.deposit, toAccountId: player.deposit, amountPaise: 100 }),
    ).rejects.toThrow();
    expect(await ledgerRowCounts()).toEqual(counts);
    expect(await balanceOf(player.deposit)).toBe(1_000);
    expect(await checkLedger(db())).toEqual([]);
  });
});

describe('the database guards the ledger whatever code runs', () => {
  it.each([
    ['UPDATE', 'ledger_transfers', sql`UPDATE ledger_transfers SET amount_paise = amount_paise + 1`],
    ['DELETE', 'ledger_transfers', sql`DELETE FROM ledger_transfers`],
    [
      'UPDATE',
      'ledger_entries',
      sql`UPDATE ledger_entries SET amount_paise = 0, balance_after_paise = balance_before_paise`,
    ],
    ['DELETE', 'ledger_entries', sql`DELETE FROM ledger_entries`],
  ])('refuses %s on %s: transfers and entries are immutable', async (operation, table, statement) => {
    const player = await newPlayer();
    await move({ fromAccountId: await gatewayId(), toAccountId: player.deposit, amountPaise: 3_000 });
    const before = {
      transfers: await db().select().from(ledgerTransfers),
      entries: await db().select().from(ledgerEntries),
    };

    expect(await failureText(db().execute(statement))).toContain(`ledger rows are immutable: ${operation} on ${table}`);

    expect(await db().select().from(ledgerTransfers)).toEqual(before.transfers);
    expect(await db().select().from(ledgerEntries)).toEqual(before.entries);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('refuses a negative player balance written directly (CHECK constraint)', async () => {
    const player = await newPlayer();
    const text = await failureText(
      db().update(ledgerAccounts).set({ balancePaise: -1 }).where(eq(ledgerAccounts.id, player.winnings)),
    );
    expect(text).toContain('ledger_accounts_user_balance_non_negative');
    expect(await balanceOf(player.winnings)).toBe(0);
  });
});

describe('checkLedger finds a broken ledger', () => {
  const invariantsOf = (violations: Array<{ invariant: string }>) => violations.map((v) => v.invariant);

  it('reports a balance changed behind the ledger’s back', async () => {
    const player = await newPlayer();
    await move({ fromAccountId: await gatewayId(), toAccountId: player.deposit, amountPaise: 4_000 });

    const violations = await inRolledBack(async (tx) => {
      await tx
        .update(ledgerAccounts)
        .set({ balancePaise: sql`${ledgerAccounts.balancePaise} + 100` })
        .where(eq(ledgerAccounts.id, player.deposit));
      return checkLedger(tx);
    });

    expect(invariantsOf(violations)).toEqual([
      'the balances of all accounts sum to zero',
      'each account balance equals the sum of its entries and its latest entry',
    ]);
    expect(violations[1]?.rows).toEqual([expect.objectContaining({ id: expect.anything(), kind: 'deposit' })]);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('reports a transfer with a missing entry', async () => {
    const player = await newPlayer();
    const gateway = await gatewayId();

    const violations = await inRolledBack(async (tx) => {
      const [orphan] = await tx
        .insert(ledgerTransfers)
        .values({
          idempotencyKey: `orphan-${player.userId}`,
          fromAccountId: gateway,
          toAccountId: player.deposit,
          amountPaise: 900,
          reason: 'test',
          refType: 'test',
          refId: 'orphan',
        })
        .returning();
      // Only the destination's entry is written, and its balance moved with it.
      await tx.insert(ledgerEntries).values({
        transferId: orphan?.id as string,
        accountId: player.deposit,
        amountPaise: 900,
        balanceBeforePaise: 0,
        balanceAfterPaise: 900,
      });
      await tx.update(ledgerAccounts).set({ balancePaise: 900 }).where(eq(ledgerAccounts.id, player.deposit));
      return checkLedger(tx);
    });

    expect(invariantsOf(violations)).toContain(
      'every transfer has exactly two entries, -amount on its source and +amount on its destination',
    );
    expect(invariantsOf(violations)).toContain('the balances of all accounts sum to zero');
    expect(await checkLedger(db())).toEqual([]);
  });

  it('reports a deposit marked paid without the money reaching the player', async () => {
    const player = await newPlayer();

    const violations = await inRolledBack(async (tx) => {
      await tx
        .insert(walletTransactions)
        .values({ userId: player.userId, type: 'add_money', amountPaise: 10_000, status: 'paid' });
      return checkLedger(tx);
    });

    expect(invariantsOf(violations)).toEqual([
      'every paid deposit has exactly one deposit transfer of its amount, and no other deposit has one',
    ]);
    expect(await checkLedger(db())).toEqual([]);
  });
});

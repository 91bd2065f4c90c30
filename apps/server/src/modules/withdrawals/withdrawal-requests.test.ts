import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers, walletTransactions, withdrawals } from '../../db/schema';
import { countRows, createTestApp, platformBalance, REAL_MONEY, type TestApp } from '../../test/harness';
import { bearer, quickAdmin, type quickPlayer, setKycStatus, verifiedPlayer } from '../../test/users';
import { expectBooksBalanced as expectBalancedBooks } from '../../test/withdrawal-books';
import { decide, UPI, WithdrawalSteps } from '../../test/withdrawals';
import { userBalance } from '../ledger/ledger.service';

/**
 * A player's withdrawal request (docs/product-rules.md, Withdrawals): validation, KYC, winnings only, the money held
 * in `payouts` at once, the rolling weekly limit, and concurrent requests.
 */

let t: TestApp;
let admin: Player;
beforeAll(async () => {
  t = await createTestApp(REAL_MONEY);
  admin = await quickAdmin(t.app);
});
afterAll(() => t.close());

type Player = Awaited<ReturnType<typeof quickPlayer>>;

const ACCOUNT_NUMBER = '50100987651234';
const BANK = { type: 'bank', accountHolderName: 'Asha Verma', ifsc: 'hdfc0001234', accountNumber: ACCOUNT_NUMBER };

const steps = new WithdrawalSteps('10.50');
const withdraw = (player: Player, payload: Record<string, unknown>) => steps.ask(t, player, payload);
const withdrawOk = async (player: Player, amount: number, destination?: Record<string, unknown>) =>
  (await steps.request(t, player, amount, destination)).id;

const get = (player: { accessToken: string }, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(player) });

const balanceOf = (player: Player) => userBalance(t.database.db, player.userId);

/** What a refused request must leave untouched. */
const books = async () => ({
  withdrawals: await countRows(t.database, withdrawals),
  walletTransactions: await countRows(t.database, walletTransactions),
  transfers: await countRows(t.database, ledgerTransfers),
  payoutsPaise: await platformBalance(t.database, 'payouts'),
});

const expectBooksBalanced = () => expectBalancedBooks(t);

describe('validation', () => {
  let player: Player;
  beforeAll(async () => {
    player = await verifiedPlayer(t.app, { winningsPaise: 5_000_000 });
  });

  it.each([
    ['no amount', { destination: UPI }, 'amount', 'Enter an amount to withdraw'],
    ['₹99', { amount: 99, destination: UPI }, 'amount', 'The minimum withdrawal is ₹100'],
    ['₹25,001', { amount: 25_001, destination: UPI }, 'amount', 'The maximum withdrawal is ₹25,000 per transaction'],
    ['three decimals', { amount: 100.125, destination: UPI }, 'amount', 'Amount can have at most two decimal places'],
    [
      'a UPI id without a handle',
      { amount: 100, destination: { type: 'upi', upiId: 'asha.okbank' } },
      'destination.upiId',
      'Enter a valid UPI ID, like name@bank',
    ],
    [
      'a malformed IFSC',
      { amount: 100, destination: { ...BANK, ifsc: 'HDFC1234567' } },
      'destination.ifsc',
      'Enter a valid IFSC, like HDFC0001234',
    ],
    [
      'an account number of 8 digits',
      { amount: 100, destination: { ...BANK, accountNumber: '12345678' } },
      'destination.accountNumber',
      'Enter a valid account number (9 to 18 digits)',
    ],
  ])('refuses %s with 400 and the schema’s message, writing nothing', async (_name, payload, path, message) => {
    const before = await books();
    const response = await withdraw(player, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'VALIDATION_ERROR', details: [{ path, message }] });
    expect(await books()).toEqual(before);
    expect((await balanceOf(player)).winningsPaise).toBe(5_000_000);
  });

  it('refuses a request without a destination with 400, writing nothing', async () => {
    const before = await books();
    const response = await withdraw(player, { amount: 100 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'destination' }] });
    expect(await books()).toEqual(before);
  });

  it('refuses an anonymous request with 401', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/withdrawals',
      payload: { amount: 100, destination: UPI },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('KYC before the first withdrawal', () => {
  it.each(['not_submitted', 'pending', 'rejected'] as const)(
    'refuses a player whose KYC is %s with 422 KYC_REQUIRED',
    async (status) => {
      const player = await verifiedPlayer(t.app, { winningsPaise: 100_000 });
      await setKycStatus(t.database.db, player.userId, status);
      const before = await books();

      const response = await withdraw(player, { amount: 500, destination: UPI });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        code: 'KYC_REQUIRED',
        message: 'Verify your identity (KYC) before your first withdrawal. You can do it from your profile.',
      });
      expect(await books()).toEqual(before);
      expect((await balanceOf(player)).winningsPaise).toBe(100_000);
    },
  );
});

describe('only winnings can be withdrawn', () => {
  it('refuses deposit money with 422 INSUFFICIENT_FUNDS saying how much is withdrawable', async () => {
    const player = await verifiedPlayer(t.app, { depositPaise: 500_000, winningsPaise: 15_050 });
    const before = await books();

    const response = await withdraw(player, { amount: 200, destination: UPI });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'INSUFFICIENT_FUNDS',
      message: 'Only winnings can be withdrawn. You can withdraw up to ₹150.50.',
    });
    expect(await balanceOf(player)).toEqual({ depositPaise: 500_000, winningsPaise: 15_050 });
    // The wallet transaction written before the ledger refused is rolled back with it.
    expect(await books()).toEqual(before);
  });

  it('tells a player with deposit money only that nothing can be withdrawn', async () => {
    const player = await verifiedPlayer(t.app, { depositPaise: 1_000_000 });
    const response = await withdraw(player, { amount: 100, destination: UPI });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      message: 'Only winnings can be withdrawn. You can withdraw up to ₹0.',
    });
    expect(await balanceOf(player)).toEqual({ depositPaise: 1_000_000, winningsPaise: 0 });
  });

  it('allows withdrawing the winnings to the last paisa, leaving deposit money alone', async () => {
    const player = await verifiedPlayer(t.app, { depositPaise: 30_000, winningsPaise: 15_050 });
    await withdrawOk(player, 150.5);
    expect(await balanceOf(player)).toEqual({ depositPaise: 30_000, winningsPaise: 0 });
    await expectBooksBalanced();
  });
});

describe('a withdrawal request', () => {
  it('moves the amount from winnings to payouts at once and shows a pending withdraw transaction with masked details', async () => {
    const player = await verifiedPlayer(t.app, { winningsPaise: 100_000, depositPaise: 30_000 });
    const payoutsBefore = await platformBalance(t.database, 'payouts');

    const response = await withdraw(player, { amount: 400, destination: BANK });
    expect(response.statusCode, response.body).toBe(201);
    const { withdrawal } = response.json() as { withdrawal: { id: string; createdAt: string } };
    expect(response.json()).toEqual({
      message: 'Withdrawal requested!',
      withdrawal: {
        id: withdrawal.id,
        amount: 400,
        tds: 0,
        status: 'requested',
        destination: 'A/c XXXXXX1234, HDFC0001234',
        reason: null,
        createdAt: withdrawal.createdAt,
      },
    });

    expect(await balanceOf(player)).toEqual({ depositPaise: 30_000, winningsPaise: 60_000 });
    expect(await platformBalance(t.database, 'payouts')).toBe(payoutsBefore + 40_000);
    const moved = await t.database.db
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.refType, 'withdrawal'), eq(ledgerTransfers.refId, withdrawal.id)));
    expect(moved).toEqual([expect.objectContaining({ reason: 'withdrawal', amountPaise: 40_000 })]);

    const profile = await get(player, '/api/users/profile');
    expect(profile.json()).toMatchObject({ balance: 900, balanceBreakdown: { deposit: 300, winnings: 600 } });

    const history = await get(player, '/api/transactions');
    expect(history.json()).toEqual([
      {
        _id: withdrawal.id,
        createdAt: expect.any(String),
        type: 'withdraw',
        amount: 400,
        status: 'pending',
        method: 'Bank transfer (IMPS)',
        reference: null,
        details: 'To A/c XXXXXX1234, HDFC0001234',
      },
    ]);

    const mine = await get(player, '/api/withdrawals');
    expect(mine.json()).toEqual({ withdrawals: [response.json().withdrawal] });

    // The full account number is kept for the payout but never shown again.
    for (const body of [response.body, profile.body, history.body, mine.body]) {
      expect(body).not.toContain(ACCOUNT_NUMBER);
      expect(body).not.toContain('987651234');
    }
    await expectBooksBalanced();
  });

  it('describes a UPI withdrawal by its UPI id', async () => {
    const player = await verifiedPlayer(t.app, { winningsPaise: 50_000 });
    const id = await withdrawOk(player, 250, { type: 'upi', upiId: 'ravi.k@oksbi' });
    const history = (await get(player, '/api/transactions')).json();
    expect(history).toEqual([
      expect.objectContaining({ _id: id, method: 'UPI', status: 'pending', details: 'To UPI ravi.k@oksbi' }),
    ]);
    expect((await balanceOf(player)).winningsPaise).toBe(25_000);
    await expectBooksBalanced();
  });

  it('lists only the player’s own withdrawals', async () => {
    const mine = await verifiedPlayer(t.app, { winningsPaise: 50_000 });
    const other = await verifiedPlayer(t.app, { winningsPaise: 50_000 });
    const id = await withdrawOk(mine, 100);
    await withdrawOk(other, 200);
    const list = (await get(mine, '/api/withdrawals')).json() as { withdrawals: Array<{ id: string }> };
    expect(list.withdrawals.map((w) => w.id)).toEqual([id]);
  });
});

describe('the weekly limit of ₹1,00,000 over a rolling 7 days', () => {
  const weeklyLimitMessage = (left: string) =>
    `You can withdraw at most ₹1,00,000 in 7 days. You can withdraw ${left} more now.`;

  it('refuses ₹100 after four withdrawals of ₹25,000 with 422 WEEKLY_LIMIT, moving nothing', async () => {
    const player = await verifiedPlayer(t.app, { winningsPaise: 15_000_000 });
    for (let i = 0; i < 4; i++) await withdrawOk(player, 25_000);
    const before = await books();

    const response = await withdraw(player, { amount: 100, destination: UPI });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: 'WEEKLY_LIMIT', message: weeklyLimitMessage('₹0') });
    expect(await books()).toEqual(before);
    expect((await balanceOf(player)).winningsPaise).toBe(5_000_000);
    await expectBooksBalanced();
  });

  it('says how much is left and allows exactly that', async () => {
    const player = await verifiedPlayer(t.app, { winningsPaise: 15_000_000 });
    for (const amount of [25_000, 25_000, 25_000, 20_000]) await withdrawOk(player, amount);

    const over = await withdraw(player, { amount: 5_000.01, destination: UPI });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({ code: 'WEEKLY_LIMIT', message: weeklyLimitMessage('₹5,000') });
    await withdrawOk(player, 5_000);
    expect((await balanceOf(player)).winningsPaise).toBe(5_000_000);
  });

  it('no longer counts a rejected withdrawal', async () => {
    const player = await verifiedPlayer(t.app, { winningsPaise: 15_000_000 });
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push(await withdrawOk(player, 25_000));
    expect((await withdraw(player, { amount: 100, destination: UPI })).statusCode).toBe(422);

    const rejected = await decide(t, admin, ids[1] as string, 'reject', {
      reason: 'Bank account is not in the player’s name',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);

    await withdrawOk(player, 25_000);
    const full = await withdraw(player, { amount: 100, destination: UPI });
    expect(full.json()).toMatchObject({ code: 'WEEKLY_LIMIT' });
    expect((await balanceOf(player)).winningsPaise).toBe(5_000_000);
    await expectBooksBalanced();
  });

  it('no longer counts a withdrawal older than 7 days, but still counts one of 6 days and 23 hours', async () => {
    const player = await verifiedPlayer(t.app, { winningsPaise: 15_000_000 });
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push(await withdrawOk(player, 25_000));
    const backdate = (id: string, interval: string) =>
      t.database.db
        .update(withdrawals)
        .set({ createdAt: sql`now() - ${interval}::interval` })
        .where(eq(withdrawals.id, id));

    await backdate(ids[0] as string, '6 days 23 hours');
    expect((await withdraw(player, { amount: 100, destination: UPI })).json()).toMatchObject({ code: 'WEEKLY_LIMIT' });

    await backdate(ids[1] as string, '7 days 1 minute');
    await withdrawOk(player, 25_000);
    expect((await withdraw(player, { amount: 100, destination: UPI })).json()).toMatchObject({ code: 'WEEKLY_LIMIT' });
    await expectBooksBalanced();
  });
});

describe('concurrent requests', () => {
  it('lets exactly 20 of 50 concurrent ₹100 requests through against ₹2,000 of winnings, never below zero', async () => {
    const player = await verifiedPlayer(t.app, { winningsPaise: 200_000 });
    const payoutsBefore = await platformBalance(t.database, 'payouts');

    const responses = await Promise.all(
      Array.from({ length: 50 }, () => withdraw(player, { amount: 100, destination: UPI })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.filter((status) => status === 422)).toHaveLength(30);
    for (const refused of responses.filter((response) => response.statusCode === 422)) {
      expect(refused.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    }

    expect(await balanceOf(player)).toEqual({ depositPaise: 0, winningsPaise: 0 });
    expect(await platformBalance(t.database, 'payouts')).toBe(payoutsBefore + 200_000);
    const rows = await t.database.db.select().from(withdrawals).where(eq(withdrawals.userId, player.userId));
    expect(rows).toHaveLength(20);
    const history = await t.database.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, player.userId));
    expect(history).toHaveLength(20);
    await expectBooksBalanced();
  });

  it('lets concurrent requests together reach the weekly limit but not pass it', async () => {
    const player = await verifiedPlayer(t.app, { winningsPaise: 30_000_000 });
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => withdraw(player, { amount: 25_000, destination: UPI })),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 422, 422, 422, 422]);
    for (const refused of responses.filter((response) => response.statusCode === 422)) {
      expect(refused.json()).toMatchObject({ code: 'WEEKLY_LIMIT' });
    }
    expect((await balanceOf(player)).winningsPaise).toBe(20_000_000);
    await expectBooksBalanced();
  });
});

import { randomBytes, randomUUID } from 'node:crypto';
import type { WithdrawalDestination } from '@ludo/shared/withdrawals/withdrawals.schemas';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  domainEvents,
  ledgerTransfers,
  taxDeductions,
  users,
  walletTransactions,
  withdrawals,
} from '../../db/schema';
import { financialYearOf, financialYearStart } from '../../lib/india-time';
import type { ServiceLog } from '../../lib/service-log';
import { countRows, createTestApp, platformBalance, REAL_MONEY, type TestApp } from '../../test/harness';
import { createRoom } from '../../test/matches';
import { transfersOf } from '../../test/money-rows';
import { quickAdmin, verifiedPlayer } from '../../test/users';
import { walletTxOf } from '../../test/withdrawal-books';
import { UPI, withdrawalRow } from '../../test/withdrawals';
import { checkLedger } from '../ledger/ledger.check';
import { userAccounts, userBalance } from '../ledger/ledger.service';
import type { Payout, PayoutProvider, PayoutRequest, PayoutStatus } from './payouts/payout-provider';
import { RazorpayXError } from './payouts/razorpayx-payouts';
import { type WithdrawalNotifier, WithdrawalsService } from './withdrawals.service';

/**
 * Withdrawals' behaviour that the other withdrawal tests left open, found by mutation testing
 * (README, "Mutation testing"): what the player is told when a payout fails and what the outbox
 * and the realtime layer hear, the ledger keys of each step, the alert for a payout paid after its
 * money was returned, the payout schedule and the settlement pass, the beneficiary sent, the
 * weekly limit and the net winnings tax, and the year-end settlement. The services are built here
 * over a bank these tests control, so each test decides what the bank answers and when.
 */

/**
 * The bank as these tests need it: it keeps each payout in flight until told how it ended, gives
 * the same payout back for a key it has seen, and can fail a call once on demand.
 */
class TestBank implements PayoutProvider {
  readonly sent: PayoutRequest[] = [];
  readonly #payouts = new Map<string, Payout>();
  readonly #byKey = new Map<string, string>();
  /** Thrown by the next request to pay, once. */
  failNextPayout: Error | undefined;
  /** Payouts the bank cannot be asked about: a look at one fails. */
  readonly unreachable = new Set<string>();
  /** Run while a payout is being sent, before the bank answers. */
  whileSending: (() => Promise<void>) | undefined;

  async createPayout(request: PayoutRequest): Promise<Payout> {
    this.sent.push(request);
    await this.whileSending?.();
    const failure = this.failNextPayout;
    this.failNextPayout = undefined;
    if (failure) throw failure;
    const known = this.#byKey.get(request.idempotencyKey);
    if (known) return this.#payouts.get(known) as Payout;
    const payout: Payout = { id: `pout_${randomBytes(7).toString('hex')}`, status: 'processing', failureReason: null };
    this.#payouts.set(payout.id, payout);
    this.#byKey.set(request.idempotencyKey, payout.id);
    return payout;
  }

  async fetchPayout(payoutId: string): Promise<Payout | null> {
    if (this.unreachable.has(payoutId)) throw new Error('the bank is unreachable');
    return this.#payouts.get(payoutId) ?? null;
  }

  /** The payout's news as the bank now tells it. */
  settle(payoutId: string, status: PayoutStatus, failureReason: string | null = null): Payout {
    const payout = { id: payoutId, status, failureReason };
    this.#payouts.set(payoutId, payout);
    return payout;
  }
}

let t: TestApp;
let admin: { userId: string };
let bank: TestBank;
let service: WithdrawalsService;
/** The same, withholding tax on the net winnings in each withdrawal. */
let taxing: WithdrawalsService;
const notices: string[] = [];
const errors: Array<{ details: unknown; message: string }> = [];
const warnings: Array<{ details: unknown; message: string }> = [];
const notifier: WithdrawalNotifier = {
  balanceChanged: (userId) => notices.push(`balance ${userId}`),
  withdrawalUpdated: (_userId, withdrawalId, status) => notices.push(`${status} ${withdrawalId}`),
};
const log = {
  warn: (details: unknown, message: string) => warnings.push({ details, message }),
  error: (details: unknown, message: string) => errors.push({ details, message }),
  // pino's overloaded log functions: this test takes the (details, message) form the service uses.
} as unknown as ServiceLog;

beforeAll(async () => {
  t = await createTestApp({ ...REAL_MONEY, TAX_POLICY: 'net_winnings' });
  admin = await quickAdmin(t.app);
  bank = new TestBank();
  service = new WithdrawalsService(t.database.db, bank, t.config.payments, notifier, log, false);
  taxing = new WithdrawalsService(t.database.db, bank, t.config.payments, notifier, log, true);
});
afterAll(() => t.close());

const db = () => t.database.db;
const BANK = {
  type: 'bank',
  accountHolderName: 'Asha Verma',
  ifsc: 'HDFC0001234',
  accountNumber: '50100987651234',
} as const;

/** A verified player (₹5,000 of winnings unless told) who asked `by` to withdraw `rupees`. */
async function requested(
  rupees: number,
  {
    by = service,
    destination = UPI,
    money = { winningsPaise: 500_000 },
  }: {
    by?: WithdrawalsService;
    destination?: WithdrawalDestination;
    money?: { winningsPaise?: number; depositPaise?: number };
  } = {},
) {
  const player = await verifiedPlayer(t.app, money);
  const { id } = await by.request(player.userId, rupees, destination);
  return { player, id };
}

/** As `requested`, then approved by the admin: its payout is with the bank, in flight. */
async function approved(rupees: number, options: Parameters<typeof requested>[1] = {}) {
  const { player, id } = await requested(rupees, options);
  await service.approve(id, admin.userId, '127.0.0.1');
  const { payoutId } = await withdrawalRow(t, id);
  if (!payoutId) throw new Error(`withdrawal ${id} has no payout`);
  return { player, id, payoutId };
}

/** The bank's news about a payout, given to the service as its webhook would. */
const news = (payoutId: string, status: PayoutStatus, failureReason: string | null = null) =>
  service.applyPayoutStatus(bank.settle(payoutId, status, failureReason));

const winningsOf = async (userId: string) => (await userBalance(db(), userId)).winningsPaise;

/** The withdrawal's ledger transfers, by idempotency key. */
const keysOf = async (id: string) =>
  (
    await transfersOf(
      db(),
      id,
      ['withdrawal', 'withdrawal_tds', 'withdrawal_return', 'withdrawal_tds_return', 'payout', 'payout_reversal'],
      'key',
    )
  ).map(({ key, amount }) => ({ key, amount }));

/** The outbox's news of a withdrawal, in order. */
async function eventsOf(id: string) {
  const rows = await db()
    .select({ payload: domainEvents.payload })
    .from(domainEvents)
    .where(and(eq(domainEvents.type, 'withdrawal.updated'), sql`${domainEvents.payload}->>'withdrawalId' = ${id}`))
    .orderBy(asc(domainEvents.id));
  return rows.map(({ payload }) => payload);
}

/** What the realtime layer heard about this player and this withdrawal since `from`. */
const heardSince = (from: number, userId: string, id: string) =>
  notices.slice(from).filter((notice) => notice.endsWith(userId) || notice.endsWith(id));

/** Seconds from now until the withdrawal's next look. */
async function nextLookIn(id: string): Promise<number> {
  const { nextCheckAt } = await withdrawalRow(t, id);
  if (!nextCheckAt) throw new Error(`withdrawal ${id} has no next look`);
  return (nextCheckAt.getTime() - Date.now()) / 1000;
}

/** Every approved withdrawal's next look a day away: the settlement pass under test sees only its own. */
const parkApprovedPayouts = () =>
  db()
    .update(withdrawals)
    .set({ nextCheckAt: sql`now() + interval '1 day'` })
    .where(eq(withdrawals.status, 'approved'));

/** Sent `ago` (approved then) and due a look now. */
const dueSince = (id: string, ago: string) =>
  db()
    .update(withdrawals)
    .set({ reviewedAt: sql`now() - ${ago}::interval`, nextCheckAt: sql`now() - interval '1 second'` })
    .where(eq(withdrawals.id, id));

describe('a payout that fails: what the player reads', () => {
  it('gives the bank’s reason as a sentence, and a sentence of its own when the bank gave none', async () => {
    const cases = [
      [null, 'The bank could not complete the transfer.'],
      ['  Account closed. Contact your bank  ', 'Account closed. Contact your bank.'],
      ['Limit exceeded!', 'Limit exceeded!'],
    ] as const;
    for (const [given, read] of cases) {
      const { id, payoutId } = await approved(300);
      await news(payoutId, 'failed', given);
      expect(await withdrawalRow(t, id)).toMatchObject({ status: 'failed', reason: read });
      expect(await walletTxOf(t, id)).toMatchObject({
        status: 'failed',
        failureReason: read,
        details: `Payout failed: ${read} The amount is back in your winnings.`,
      });
    }
  });

  it('fails a payout RazorpayX refuses for its bank details, saying so, and returns the money', async () => {
    const { player, id } = await requested(400);
    bank.failNextPayout = new RazorpayXError('RazorpayX POST /v1/fund_accounts answered 400', 400, '/v1/fund_accounts');
    const answer = await service.approve(id, admin.userId, '127.0.0.1');
    const reason = 'The bank details were refused by the payout provider.';
    expect(answer).toMatchObject({ status: 'failed', reason, payoutId: null });
    expect(await walletTxOf(t, id)).toMatchObject({ status: 'failed', failureReason: reason });
    expect(await winningsOf(player.userId)).toBe(500_000);
  });
});

describe('what each step tells the outbox and the player’s screens', () => {
  it('a payout paid, then reversed by the bank: approved, processed, then failed with the reason', async () => {
    const { player, id, payoutId } = await approved(600);
    const gatewayBefore = await platformBalance(t.database, 'gateway');
    const from = notices.length;
    await news(payoutId, 'processed');
    await news(payoutId, 'reversed', 'Beneficiary account closed');

    const reason = 'Beneficiary account closed.';
    const update = (status: string, why: string | null) => ({
      type: 'withdrawal.updated',
      userId: player.userId,
      withdrawalId: id,
      status,
      amountPaise: 60_000,
      reason: why,
    });
    expect(await eventsOf(id)).toEqual([update('approved', null), update('processed', null), update('failed', reason)]);
    expect(heardSince(from, player.userId, id)).toEqual([
      `balance ${player.userId}`,
      `processed ${id}`,
      `balance ${player.userId}`,
      `failed ${id}`,
    ]);
    expect(await keysOf(id)).toEqual([
      { key: `payout-reversal:${id}`, amount: 60_000 },
      { key: `payout:${id}`, amount: 60_000 },
      { key: `withdrawal:${id}`, amount: 60_000 },
    ]);
    // The bank sent the money back: it returns through the gateway it left by.
    expect(await platformBalance(t.database, 'gateway')).toBe(gatewayBefore);
    expect(await winningsOf(player.userId)).toBe(500_000);
  });

  it('a rejection: rejected with the admin’s reason, and the money back under the return’s key', async () => {
    const { player, id } = await requested(700);
    await service.reject(id, admin.userId, 'Name does not match', '127.0.0.1');
    expect(await eventsOf(id)).toEqual([
      {
        type: 'withdrawal.updated',
        userId: player.userId,
        withdrawalId: id,
        status: 'rejected',
        amountPaise: 70_000,
        reason: 'Name does not match',
      },
    ]);
    expect(await keysOf(id)).toEqual([
      { key: `withdrawal-return:${id}`, amount: 70_000 },
      { key: `withdrawal:${id}`, amount: 70_000 },
    ]);
    expect(await db().select().from(auditLog).where(eq(auditLog.targetId, id))).toEqual([
      expect.objectContaining({ action: 'withdrawal.reject', targetType: 'withdrawal', actorId: admin.userId }),
    ]);
  });

  it('a withdrawal taxed and then rejected returns the tax under its own key', async () => {
    // ₹1,000 deposited and ₹2,000 won this year: ₹500 of a ₹1,500 withdrawal is net winnings, ₹150 tax.
    const { id } = await requested(1_500, { by: taxing, money: { depositPaise: 100_000, winningsPaise: 200_000 } });
    await taxing.reject(id, admin.userId, 'Name does not match', '127.0.0.1');
    expect(await keysOf(id)).toEqual([
      { key: `withdrawal-return:${id}`, amount: 135_000 },
      { key: `withdrawal-tds-return:${id}`, amount: 15_000 },
      { key: `withdrawal-tds:${id}`, amount: 15_000 },
      { key: `withdrawal:${id}`, amount: 135_000 },
    ]);
  });
});

describe('a payout paid after its money was returned', () => {
  /** A withdrawal whose payout failed: its money is back in the player's winnings. */
  async function returned() {
    const { player, id, payoutId } = await approved(800);
    await news(payoutId, 'failed', 'Declined');
    return { player, id, payoutId };
  }

  it('raises an alert when the bank still says paid, and moves nothing', async () => {
    const { player, id, payoutId } = await returned();
    const before = errors.length;
    await news(payoutId, 'processed');
    expect(errors.slice(before)).toEqual([
      {
        details: { payoutId, withdrawalId: id, status: 'failed' },
        message: `ALERT payout ${payoutId} was processed for withdrawal ${id}, which is failed; the amount was also returned to the player`,
      },
    ]);
    expect(await withdrawalRow(t, id)).toMatchObject({ status: 'failed' });
    expect(await winningsOf(player.userId)).toBe(500_000);
  });

  it('raises none for old news the bank has since taken back', async () => {
    const { id, payoutId } = await returned();
    const before = errors.length;
    // The late "processed" arrives, but the bank now says the payout failed.
    await service.applyPayoutStatus({ id: payoutId, status: 'processed', failureReason: null });
    expect(errors.slice(before)).toEqual([]);
    expect(await withdrawalRow(t, id)).toMatchObject({ status: 'failed' });
  });

  it('raises none for a payout that completes as it should', async () => {
    const { payoutId } = await approved(250);
    const before = errors.length;
    await news(payoutId, 'processed');
    expect(errors.slice(before)).toEqual([]);
  });
});

describe('news of a payout found by its reference', () => {
  it('links nothing while the payout is still on its way', async () => {
    const { id } = await requested(350);
    // The request to pay never got its answer back: the withdrawal is approved without a payout.
    bank.failNextPayout = new Error('connection reset');
    await service.approve(id, admin.userId, '127.0.0.1');
    await service.applyPayoutStatus({
      id: 'pout_onitsway01',
      status: 'processing',
      failureReason: null,
      referenceId: id,
    });
    expect(await withdrawalRow(t, id)).toMatchObject({ status: 'approved', payoutId: null });
  });

  it('ignores a payout whose reference is no withdrawal of ours', async () => {
    const before = await countRows(t.database, ledgerTransfers);
    await expect(
      service.applyPayoutStatus({
        id: 'pout_stranger001',
        status: 'processed',
        failureReason: null,
        referenceId: randomUUID(),
      }),
    ).resolves.toBeUndefined();
    expect(await countRows(t.database, ledgerTransfers)).toBe(before);
  });
});

describe('when a payout is looked at', () => {
  it('keeps the settlement loop off a payout for a minute while the approval sends it', async () => {
    const { id } = await requested(450);
    let leaseSeconds = 0;
    bank.whileSending = async () => {
      leaseSeconds = await nextLookIn(id);
    };
    try {
      await service.approve(id, admin.userId, '127.0.0.1');
    } finally {
      bank.whileSending = undefined;
    }
    expect(leaseSeconds).toBeGreaterThan(55);
    expect(leaseSeconds).toBeLessThanOrEqual(60);
  });

  it('tries a payout it could not send again seconds after the approval, however old the request', async () => {
    const { id } = await requested(500);
    await db()
      .update(withdrawals)
      .set({ createdAt: sql`now() - interval '2 hours'`, updatedAt: sql`now() - interval '2 hours'` })
      .where(eq(withdrawals.id, id));
    bank.failNextPayout = new Error('the bank is unreachable');
    const before = warnings.length;
    expect(await service.approve(id, admin.userId, '127.0.0.1')).toMatchObject({ status: 'approved', payoutId: null });
    // Counted from the approval (payout-checks.ts): the first look, 2 s after it, not a lease later.
    expect(await nextLookIn(id)).toBeLessThanOrEqual(2);
    expect(warnings.slice(before).map((line) => line.message)).toEqual([`payout for ${id} not sent yet`]);
  });

  it('after a look at a payout still in flight an hour after sending, looks again in 15 minutes', async () => {
    const { id } = await approved(550);
    await parkApprovedPayouts();
    await dueSince(id, '1 hour');
    expect(await service.settleApprovedPayouts()).toBe(0);
    const seconds = await nextLookIn(id);
    expect(seconds).toBeGreaterThan(15 * 60 - 30);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
  });

  it('answers how many payouts a pass settled, and logs a look that failed', async () => {
    const paid = await approved(150);
    const waiting = await approved(160);
    const unanswered = await approved(170);
    await parkApprovedPayouts();
    for (const { id } of [paid, waiting, unanswered]) await dueSince(id, '1 minute');
    bank.settle(paid.payoutId, 'processed');

    // The bank cannot be asked about the last one: the pass logs it and goes on.
    bank.unreachable.add(unanswered.payoutId);
    const before = warnings.length;
    try {
      expect(await service.settleApprovedPayouts()).toBe(1);
    } finally {
      bank.unreachable.delete(unanswered.payoutId);
    }
    expect(await withdrawalRow(t, paid.id)).toMatchObject({ status: 'processed' });
    expect(await withdrawalRow(t, waiting.id)).toMatchObject({ status: 'approved' });
    expect(warnings.slice(before)).toEqual([
      {
        details: { err: new Error('the bank is unreachable'), withdrawalId: unanswered.id },
        message: `settling payout of ${unanswered.id} failed`,
      },
    ]);
    // Looked at again on the schedule, though the look failed.
    const seconds = await nextLookIn(unanswered.id);
    expect(seconds).toBeGreaterThan(30);
    expect(seconds).toBeLessThanOrEqual(60);
  });

  it('looks at 50 payouts in one pass, the longest waiting first, and leaves the rest for the next', async () => {
    const player = await verifiedPlayer(t.app);
    await parkApprovedPayouts();
    const history = await db()
      .insert(walletTransactions)
      .values(
        Array.from({ length: 51 }, () => ({
          userId: player.userId,
          type: 'withdraw' as const,
          amountPaise: 10_000,
          status: 'pending' as const,
          method: 'UPI',
          details: 'To UPI slow@okbank',
        })),
      )
      .returning();
    // Payouts the bank has no news of yet, sent an hour ago; the last one has waited least.
    await db()
      .insert(withdrawals)
      .values(
        history.map((entry, i) => ({
          id: entry.id,
          userId: player.userId,
          amountPaise: 10_000,
          destination: { type: 'upi', upiId: 'slow@okbank' },
          status: 'approved' as const,
          payoutId: `pout_slow_${i}_${randomBytes(4).toString('hex')}`,
          reviewedAt: sql`now() - interval '1 hour'`,
          nextCheckAt: sql`now() - make_interval(secs => ${600 - i})`,
        })),
      );
    const ids = history.map((entry) => entry.id);
    expect(await service.settleApprovedPayouts()).toBe(0);

    const looked = await db()
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(and(inArray(withdrawals.id, ids), sql`${withdrawals.nextCheckAt} > now()`));
    expect(looked).toHaveLength(50);
    expect(looked.map((row) => row.id)).not.toContain(ids[50]);
  });
});

describe('what the bank is sent', () => {
  it('pays the name the player had when they asked, though it changed since', async () => {
    const { player, id } = await requested(420);
    const [before] = await db().select().from(users).where(eq(users.id, player.userId));
    await db().update(users).set({ fullName: 'Asha Renamed' }).where(eq(users.id, player.userId));
    await service.approve(id, admin.userId, '127.0.0.1');
    expect(bank.sent.at(-1)).toEqual({
      idempotencyKey: id,
      amountPaise: 42_000,
      destination: UPI,
      beneficiary: { userId: player.userId, name: before?.fullName, email: before?.email, phone: before?.phone },
    });
  });

  it('pays an older withdrawal kept without its beneficiary to the player’s own details', async () => {
    const { player, id } = await requested(430);
    await db().update(withdrawals).set({ beneficiary: null }).where(eq(withdrawals.id, id));
    const [user] = await db().select().from(users).where(eq(users.id, player.userId));
    await service.approve(id, admin.userId, '127.0.0.1');
    expect(bank.sent.at(-1)?.beneficiary).toEqual({
      userId: player.userId,
      name: user?.fullName,
      email: user?.email,
      phone: user?.phone,
    });
  });
});

describe('the admin’s lists and answers', () => {
  it('lists withdrawals other than requested ones newest first', async () => {
    const older = await approved(180);
    const newer = await approved(190);
    for (const { payoutId } of [older, newer]) await news(payoutId, 'processed');
    await db()
      .update(withdrawals)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(eq(withdrawals.id, older.id));
    const mine = (await service.list('processed')).filter((w) => [older.id, newer.id].includes(w.id));
    expect(mine.map((w) => w.id)).toEqual([newer.id, older.id]);
  });

  it('says what was not found', async () => {
    const missing = { statusCode: 404, message: 'Withdrawal not found.' };
    await expect(service.approve(randomUUID(), admin.userId, '127.0.0.1')).rejects.toMatchObject(missing);
    await expect(service.reject(randomUUID(), admin.userId, 'No such thing', '127.0.0.1')).rejects.toMatchObject(
      missing,
    );
    await expect(service.request(randomUUID(), 100, UPI)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Account not found.',
    });
  });
});

describe('the weekly limit', () => {
  it('counts withdrawals approved and paid, not only those waiting', async () => {
    const player = await verifiedPlayer(t.app, { winningsPaise: 15_000_000 });
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await service.request(player.userId, 25_000, UPI)).id);
    await service.approve(ids[0] as string, admin.userId, '127.0.0.1');
    await service.approve(ids[1] as string, admin.userId, '127.0.0.1');
    await news((await withdrawalRow(t, ids[1] as string)).payoutId as string, 'processed');

    await expect(service.request(player.userId, 100, UPI)).rejects.toMatchObject({
      statusCode: 422,
      code: 'WEEKLY_LIMIT',
    });
  });
});

describe('tax on net winnings at withdrawal', () => {
  it('counts an approved withdrawal of the year and what was taxed in it', async () => {
    // ₹1,000 deposited and ₹2,000 won: ₹500 of the first ₹1,500 is net winnings, ₹150 tax.
    const { player, id } = await requested(1_500, {
      by: taxing,
      money: { depositPaise: 100_000, winningsPaise: 200_000 },
    });
    await taxing.approve(id, admin.userId, '127.0.0.1');
    expect(await withdrawalRow(t, id)).toMatchObject({ status: 'approved', tdsPaise: 15_000 });
    // ₹400 more: (₹1,500 + ₹400) − (₹1,000 deposited + ₹500 taxed) = ₹400 of net winnings, ₹120.
    expect(await taxing.request(player.userId, 400, UPI)).toMatchObject({ tds: 120 });
  });

  it('describes a bank withdrawal in the statement by its masked account', async () => {
    const { player, id } = await requested(500, { by: taxing, destination: BANK });
    const [deduction] = await db().select().from(taxDeductions).where(eq(taxDeductions.refId, id));
    expect(deduction).toMatchObject({
      userId: player.userId,
      kind: 'withdrawal',
      description: 'To A/c XXXXXX1234, HDFC0001234',
      grossPaise: 50_000,
      tdsPaise: 15_000,
    });
  });

  it('withholds nothing and records nothing when the service is not told to, and needs no notifier', async () => {
    const plain = new WithdrawalsService(t.database.db, bank, t.config.payments);
    const { player, id } = await requested(500, { by: plain });
    expect(await withdrawalRow(t, id)).toMatchObject({ tdsPaise: 0, netWinningsPaise: 0 });
    expect(await db().select().from(taxDeductions).where(eq(taxDeductions.userId, player.userId))).toEqual([]);
    expect(await winningsOf(player.userId)).toBe(450_000);
  });
});

describe('the financial year’s end', () => {
  const thisYear = () => financialYearOf(new Date()).startYear;
  /** The year-end settlement of `startYear`, as it runs once that year has ended. */
  const settle = (startYear: number) =>
    taxing.settleFinancialYearEnd(startYear, new Date(financialYearStart(startYear + 1).getTime() + 3_600_000));
  const yearEndOf = (userId: string, startYear: number) =>
    db()
      .select()
      .from(taxDeductions)
      .where(
        and(
          eq(taxDeductions.userId, userId),
          eq(taxDeductions.kind, 'year_end'),
          eq(taxDeductions.financialYear, startYear),
        ),
      );

  it('may run from the very first instant of the next year', async () => {
    const startYear = thisYear();
    await expect(
      taxing.settleFinancialYearEnd(startYear, financialYearStart(startYear + 1)),
    ).resolves.toBeGreaterThanOrEqual(0);
  });

  it('takes the tax from winnings first, then from added money, once, and tells the player', async () => {
    const startYear = thisYear();
    // Everyone else this file made is settled first: the runs below count these players alone.
    await settle(startYear);
    // Both deposited ₹1,000 and withdrew ₹2,900, taxed on ₹1,900 (₹570); one won ₹3,000, the other ₹3,400.
    const short = await verifiedPlayer(t.app, { depositPaise: 100_000, winningsPaise: 300_000 });
    const ample = await verifiedPlayer(t.app, { depositPaise: 100_000, winningsPaise: 340_000 });
    for (const player of [short, ample]) {
      expect(await taxing.request(player.userId, 2_900, UPI)).toMatchObject({ tds: 570 });
    }
    // And one who only deposited: no net winnings, so no tax and no count.
    const untaxed = await verifiedPlayer(t.app, { depositPaise: 50_000 });
    const from = notices.length;

    // 31 March: all that is left is net winnings (what is left + ₹2,900 − ₹1,000 − ₹1,900), 30% tax.
    expect(await settle(startYear)).toBe(2);
    // ₹1,100 left, ₹330 tax: the ₹100 of winnings, then ₹230 of added money.
    expect(await userBalance(db(), short.userId)).toEqual({ depositPaise: 77_000, winningsPaise: 0 });
    const key = `year-end-tds:${startYear}:${short.userId}`;
    expect(await transfersOf(db(), short.userId, ['year_end_tds'], 'key')).toEqual([
      { key: `${key}:deposit`, reason: 'year_end_tds', refType: 'user', amount: 23_000 },
      { key: `${key}:winnings`, reason: 'year_end_tds', refType: 'user', amount: 10_000 },
    ]);
    expect(await yearEndOf(short.userId, startYear)).toEqual([
      expect.objectContaining({
        description: 'Balance of ₹1,100 on 31 March',
        grossPaise: 110_000,
        netWinningsPaise: 110_000,
        tdsPaise: 33_000,
      }),
    ]);
    // ₹1,500 left, ₹450 tax, all from the ₹500 of winnings.
    expect(await userBalance(db(), ample.userId)).toEqual({ depositPaise: 100_000, winningsPaise: 5_000 });
    expect(await yearEndOf(untaxed.userId, startYear)).toEqual([]);
    // Each taxed player's balance changed; the order is the order the players were read in.
    expect(notices.slice(from).sort()).toEqual([`balance ${short.userId}`, `balance ${ample.userId}`].sort());

    // Run again (another instance, a restart): nobody is taxed twice, though less is left now.
    expect(await settle(startYear)).toBe(0);
    expect(await userBalance(db(), short.userId)).toEqual({ depositPaise: 77_000, winningsPaise: 0 });
    expect(await userBalance(db(), ample.userId)).toEqual({ depositPaise: 100_000, winningsPaise: 5_000 });
  });

  it('counts a stake still held in a game when the year closed in the closing balance', async () => {
    const startYear = thisYear();
    await settle(startYear);
    const player = await verifiedPlayer(t.app, { winningsPaise: 100_000 });
    await createRoom(t.app, player, 50);
    expect(await settle(startYear)).toBe(1);
    // ₹950 in the wallet and ₹50 in the room: ₹1,000 of net winnings, ₹300 tax.
    expect(await yearEndOf(player.userId, startYear)).toEqual([
      expect.objectContaining({ grossPaise: 100_000, netWinningsPaise: 100_000, tdsPaise: 30_000 }),
    ]);
  });

  it('taxes last year’s closing balance though money moved since, and skips a player who holds nothing now', async () => {
    const lastYear = thisYear() - 1;
    // Both won ₹2,000 and ₹1,000 last year; since the year ended one withdrew ₹500, the other everything.
    const kept = await verifiedPlayer(t.app, { winningsPaise: 200_000 });
    const emptied = await verifiedPlayer(t.app, { winningsPaise: 100_000 });
    await moveIntoLastYear([kept.userId, emptied.userId]);
    await service.request(kept.userId, 500, UPI);
    await service.request(emptied.userId, 1_000, UPI);

    expect(await settle(lastYear)).toBe(1);
    // Closing last year with ₹2,000, all of it won that year: ₹600 tax, from what is left now.
    expect(await yearEndOf(kept.userId, lastYear)).toEqual([
      expect.objectContaining({ grossPaise: 200_000, netWinningsPaise: 200_000, tdsPaise: 60_000 }),
    ]);
    expect(await winningsOf(kept.userId)).toBe(90_000);
    // The other owes tax on ₹1,000 but holds nothing to take it from: nothing is recorded.
    expect(await yearEndOf(emptied.userId, lastYear)).toEqual([]);
    expect(await checkLedger(db())).toEqual([]);
  });
});

/** Everything in these players' wallets moved into the last financial year, as if it happened then. */
async function moveIntoLastYear(userIds: string[]): Promise<void> {
  const lastYear = new Date(financialYearOf(new Date()).start.getTime() - 86_400_000).toISOString();
  const accounts = await db().transaction(async (tx) => Promise.all(userIds.map((userId) => userAccounts(tx, userId))));
  const ids = accounts.flatMap((account) => [account.deposit, account.winnings]);
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  // Ledger rows are immutable: this transaction alone sets the trigger aside.
  await db().transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.execute(sql`
      WITH moved AS (
        UPDATE ledger_transfers SET created_at = ${lastYear}
        WHERE from_account_id IN (${list}) OR to_account_id IN (${list})
        RETURNING id)
      UPDATE ledger_entries SET created_at = ${lastYear} WHERE transfer_id IN (SELECT id FROM moved)`);
  });
}

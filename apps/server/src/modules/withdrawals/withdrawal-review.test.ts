import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ledgerTransfers, sandboxPayouts, users, withdrawals } from '../../db/schema';
import { countRows, createTestApp, platformBalance, REAL_MONEY, type TestApp } from '../../test/harness';
import { bearer, quickAdmin, type quickPlayer } from '../../test/users';
import { expectBooksBalanced as expectBalancedBooks, walletTxOf } from '../../test/withdrawal-books';
import { decide, playerWinnings, sandboxPayoutsOf, WithdrawalSteps, withdrawalRow } from '../../test/withdrawals';

/**
 * The admin review of withdrawals: the queue, approval (the sandbox bank settles at once here,
 * SANDBOX_PAYOUT_DELAY_MS 0), a payout the bank declines, rejection, the audit log, and what
 * happens when two decisions meet.
 */

let t: TestApp;
let admin: Player;
let secondAdmin: Player;
beforeAll(async () => {
  t = await createTestApp({ ...REAL_MONEY, SANDBOX_PAYOUT_DELAY_MS: '0' });
  [admin, secondAdmin] = await Promise.all([quickAdmin(t.app), quickAdmin(t.app)]);
});
afterAll(() => t.close());

type Player = Awaited<ReturnType<typeof quickPlayer>>;

const ACCOUNT_NUMBER = '60200123459876';
const BANK = { type: 'bank', accountHolderName: 'Asha Verma', ifsc: 'HDFC0001234', accountNumber: ACCOUNT_NUMBER };
const DECLINED = 'The beneficiary bank declined the transfer.';

const steps = new WithdrawalSteps('10.60');
const _withdraw = async (player: Player, amount: number, destination?: Record<string, unknown>) =>
  (await steps.request(t, player, amount, destination)).id;
/** A verified player with ₹5,000 of winnings who asked to withdraw `amount`. */
const requested = (amount: number, destination?: Record<string, unknown>) =>
  steps.requested(t, amount, { destination });

/** The caller's headers; null: no session at all. */
const as = (session: { accessToken: string } | null) => (session ? bearer(session) : {});

const approve = (session: { accessToken: string } | null, id: string) => decide(t, session, id, 'approve');
const reject = (session: { accessToken: string } | null, id: string, payload: Record<string, unknown>) =>
  decide(t, session, id, 'reject', payload);

const queue = (session: { accessToken: string } | null, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/admin/withdrawals${query}`, headers: as(session) });

const get = (session: { accessToken: string } | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: as(session) });

const winningsOf = (player: Player) => playerWinnings(t, player);
const row = (id: string) => withdrawalRow(t, id);
const payoutsFor = (id: string) => sandboxPayoutsOf(t, id);

const transfersOf = (id: string) =>
  t.database.db
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.refType, 'withdrawal'), eq(ledgerTransfers.refId, id)))
    .orderBy(ledgerTransfers.createdAt);

/** Everything a refused decision must leave as it was. */
const books = async () => ({
  transfers: await countRows(t.database, ledgerTransfers),
  sandboxPayouts: await countRows(t.database, sandboxPayouts),
  audit: await countRows(t.database, auditLog),
  payoutsPaise: await platformBalance(t.database, 'payouts'),
  gatewayPaise: await platformBalance(t.database, 'gateway'),
});

async function auditOf(id: string) {
  const response = await get(admin, `/api/admin/audit-log?targetId=${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { entries: Array<Record<string, unknown>> }).entries;
}

const walletTx = (id: string) => walletTxOf(t, id);
const expectBooksBalanced = () => expectBalancedBooks(t);

describe('the admin queue', () => {
  it('answers 401 without a session and 403 to a player, who cannot approve or reject even their own', async () => {
    const { player, id } = await requested(300);
    const before = await books();
    for (const session of [null, player]) {
      const expected = session ? 403 : 401;
      expect((await queue(session)).statusCode).toBe(expected);
      expect((await approve(session, id)).statusCode).toBe(expected);
      expect((await reject(session, id, { reason: 'Changed my mind' })).statusCode).toBe(expected);
      expect((await get(session, '/api/admin/audit-log')).statusCode).toBe(expected);
    }
    expect((await row(id)).status).toBe('requested');
    expect(await books()).toEqual(before);
  });

  it('lists requested withdrawals oldest first, with the player and a masked destination', async () => {
    const first = await requested(100, BANK);
    const second = await requested(200);
    const third = await requested(300);
    // Asked in another order than created: the queue follows created_at, not insertion.
    for (const [id, age] of [
      [second.id, '3 hours'],
      [third.id, '2 hours'],
      [first.id, '1 hour'],
    ] as const) {
      await t.database.db
        .update(withdrawals)
        .set({ createdAt: sql`now() - ${age}::interval` })
        .where(eq(withdrawals.id, id));
    }

    const response = await queue(admin);
    expect(response.statusCode, response.body).toBe(200);
    const mine = (response.json() as { withdrawals: Array<{ id: string }> }).withdrawals.filter((w) =>
      [first.id, second.id, third.id].includes(w.id),
    );
    expect(mine.map((w) => w.id)).toEqual([second.id, third.id, first.id]);
    const [profile] = await t.database.db.select().from(users).where(eq(users.id, first.player.userId));
    expect(mine[2]).toEqual({
      id: first.id,
      amount: 100,
      tds: 0,
      status: 'requested',
      destination: 'A/c XXXXXX9876, HDFC0001234',
      reason: null,
      createdAt: expect.any(String),
      userId: first.player.userId,
      userName: profile?.fullName,
      userEmail: profile?.email,
      payoutId: null,
      reviewedAt: null,
    });
    expect(response.body).not.toContain(ACCOUNT_NUMBER);
  });

  it('filters by status: requested by default, or the one asked for', async () => {
    const waiting = await requested(150);
    const turnedDown = await requested(160);
    expect((await reject(admin, turnedDown.id, { reason: 'Duplicate request' })).statusCode).toBe(200);

    const ids = async (query: string) =>
      ((await queue(admin, query)).json() as { withdrawals: Array<{ id: string; status: string }> }).withdrawals;
    const open = await ids('');
    expect(open.map((w) => w.id)).toContain(waiting.id);
    expect(open.map((w) => w.id)).not.toContain(turnedDown.id);
    expect(open.every((w) => w.status === 'requested')).toBe(true);
    const rejected = await ids('?status=rejected');
    expect(rejected.map((w) => w.id)).toContain(turnedDown.id);
    expect(rejected.every((w) => w.status === 'rejected')).toBe(true);

    const bad = await queue(admin, '?status=paid');
    expect(bad.statusCode).toBe(400);
  });
});

describe('approving', () => {
  it('sends the payout keyed by the withdrawal id; the sandbox bank pays at once and the money leaves through the gateway', async () => {
    const { player, id } = await requested(500);
    const payoutsHeld = await platformBalance(t.database, 'payouts');
    const gatewayBefore = await platformBalance(t.database, 'gateway');

    const response = await approve(admin, id);
    expect(response.statusCode, response.body).toBe(200);
    const [payout] = await payoutsFor(id);
    expect(payout).toMatchObject({ idempotencyKey: id, amountPaise: 50_000, mode: 'UPI', outcome: 'processed' });
    expect(response.json()).toMatchObject({
      id,
      status: 'processed',
      payoutId: payout?.id,
      reviewedAt: expect.any(String),
      destination: 'UPI asha@okbank',
    });
    expect(await row(id)).toMatchObject({ status: 'processed', payoutId: payout?.id, reviewedBy: admin.userId });
    expect(await walletTx(id)).toMatchObject({ status: 'paid', reference: payout?.id });

    // payouts → gateway: the held money left; the player's winnings stay withdrawn.
    expect(await platformBalance(t.database, 'payouts')).toBe(payoutsHeld - 50_000);
    expect(await platformBalance(t.database, 'gateway')).toBe(gatewayBefore + 50_000);
    expect((await transfersOf(id)).map((tr) => [tr.reason, tr.amountPaise])).toEqual([
      ['withdrawal', 50_000],
      ['payout', 50_000],
    ]);
    expect(await winningsOf(player)).toBe(450_000);

    const history = (await get(player, '/api/transactions')).json();
    expect(history[0]).toMatchObject({ _id: id, type: 'withdraw', status: 'paid', reference: payout?.id });
    const mine = (await get(player, '/api/withdrawals')).json();
    expect(mine.withdrawals[0]).toMatchObject({ id, status: 'processed' });

    expect(await auditOf(id)).toEqual([
      expect.objectContaining({
        action: 'withdrawal.approve',
        actorId: admin.userId,
        targetType: 'withdrawal',
        targetId: id,
        before: { status: 'requested' },
        after: { status: 'approved' },
      }),
    ]);
    await expectBooksBalanced();
  });

  it('pays a bank account by IMPS and never shows its number to the player or the admin', async () => {
    const { player, id } = await requested(1_000, BANK);
    const response = await approve(admin, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'processed', destination: 'A/c XXXXXX9876, HDFC0001234' });
    expect((await payoutsFor(id))[0]).toMatchObject({ mode: 'IMPS', amountPaise: 100_000 });

    const bodies = [
      response.body,
      (await queue(admin, '?status=processed')).body,
      (await get(admin, `/api/admin/audit-log?targetId=${id}`)).body,
      (await get(player, '/api/transactions')).body,
      (await get(player, '/api/withdrawals')).body,
    ];
    for (const body of bodies) expect(body).not.toContain(ACCOUNT_NUMBER);
    await expectBooksBalanced();
  });

  it.each([
    ['a UPI id', { type: 'upi', upiId: 'fail.asha@okbank' }],
    ['an account holder', { ...BANK, accountHolderName: 'Failing Verma' }],
  ])(
    'returns the money to winnings when the bank declines the payout (%s starting with "fail")',
    async (_name, destination) => {
      const { player, id } = await requested(700, destination);
      const payoutsBefore = await platformBalance(t.database, 'payouts');
      expect(await winningsOf(player)).toBe(430_000);

      const response = await approve(admin, id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ id, status: 'failed', reason: DECLINED });
      expect(await winningsOf(player)).toBe(500_000);
      expect(await platformBalance(t.database, 'payouts')).toBe(payoutsBefore - 70_000);
      expect(await walletTx(id)).toMatchObject({
        status: 'failed',
        failureReason: DECLINED,
        details: `Payout failed: ${DECLINED} The amount is back in your winnings.`,
      });
      expect((await transfersOf(id)).map((tr) => tr.reason)).toEqual(['withdrawal', 'withdrawal_return']);
      await expectBooksBalanced();
    },
  );
});

describe('rejecting', () => {
  it('returns the money to winnings, tells the player why, and records who did it', async () => {
    const { player, id } = await requested(800);
    expect(await winningsOf(player)).toBe(420_000);

    const response = await reject(admin, id, { reason: '  Name on the account does not match the KYC  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      status: 'rejected',
      reason: 'Name on the account does not match the KYC',
      payoutId: null,
      reviewedAt: expect.any(String),
    });
    expect(await winningsOf(player)).toBe(500_000);
    expect(await walletTx(id)).toMatchObject({
      status: 'failed',
      details: 'Rejected: Name on the account does not match the KYC',
    });
    expect(await payoutsFor(id)).toEqual([]);
    expect((await transfersOf(id)).map((tr) => tr.reason)).toEqual(['withdrawal', 'withdrawal_return']);
    const history = (await get(player, '/api/transactions')).json();
    expect(history[0]).toMatchObject({
      _id: id,
      status: 'failed',
      details: 'Rejected: Name on the account does not match the KYC',
    });

    expect(await auditOf(id)).toEqual([
      expect.objectContaining({
        action: 'withdrawal.reject',
        actorId: admin.userId,
        targetId: id,
        reason: 'Name on the account does not match the KYC',
        before: { status: 'requested' },
        after: { status: 'rejected' },
      }),
    ]);
    await expectBooksBalanced();
  });

  it.each([
    ['no reason', {}, 'A reason is required'],
    ['a reason of two letters', { reason: ' no ' }, 'Give a reason of at least 3 characters'],
  ])('refuses a rejection with %s (400), moving nothing', async (_name, payload, message) => {
    const { id } = await requested(200);
    const before = await books();
    const response = await reject(admin, id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'reason', message }] });
    expect((await row(id)).status).toBe('requested');
    expect(await books()).toEqual(before);
  });
});

describe('a decision already taken', () => {
  async function expectRefused(response: Awaited<ReturnType<typeof approve>>, status: string) {
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'WITHDRAWAL_NOT_OPEN', message: `This withdrawal is already ${status}.` });
  }

  it('refuses approving twice with 409 and pays once', async () => {
    const { id } = await requested(400);
    expect((await approve(admin, id)).statusCode).toBe(200);
    const before = await books();
    await expectRefused(await approve(admin, id), 'processed');
    await expectRefused(await approve(secondAdmin, id), 'processed');
    expect(await books()).toEqual(before);
    expect(await payoutsFor(id)).toHaveLength(1);
    await expectBooksBalanced();
  });

  it('refuses rejecting twice with 409 and returns the money once', async () => {
    const { player, id } = await requested(400);
    expect((await reject(admin, id, { reason: 'Suspicious activity' })).statusCode).toBe(200);
    const before = await books();
    await expectRefused(await reject(admin, id, { reason: 'Suspicious activity' }), 'rejected');
    expect(await books()).toEqual(before);
    expect(await winningsOf(player)).toBe(500_000);
    await expectBooksBalanced();
  });

  it('refuses approving a rejected withdrawal and rejecting a paid one with 409', async () => {
    const turnedDown = await requested(400);
    expect((await reject(admin, turnedDown.id, { reason: 'Suspicious activity' })).statusCode).toBe(200);
    const paid = await requested(400);
    expect((await approve(admin, paid.id)).statusCode).toBe(200);
    const before = await books();

    await expectRefused(await approve(admin, turnedDown.id), 'rejected');
    await expectRefused(await reject(admin, paid.id, { reason: 'Too late now' }), 'processed');
    expect(await books()).toEqual(before);
    expect(await payoutsFor(turnedDown.id)).toEqual([]);
    expect(await winningsOf(turnedDown.player)).toBe(500_000);
    expect(await winningsOf(paid.player)).toBe(460_000);
    await expectBooksBalanced();
  });

  it('answers 404 for an unknown withdrawal and 400 for a malformed id', async () => {
    expect((await approve(admin, randomUUID())).statusCode).toBe(404);
    expect((await reject(admin, randomUUID(), { reason: 'Nobody asked' })).statusCode).toBe(404);
    const malformed = await approve(admin, 'not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: 'Unknown withdrawal' });
  });

  it('sends one payout when two admins approve at once', async () => {
    const { player, id } = await requested(900);
    const sandboxBefore = await countRows(t.database, sandboxPayouts);

    const responses = await Promise.all([approve(admin, id), approve(secondAdmin, id)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await countRows(t.database, sandboxPayouts)).toBe(sandboxBefore + 1);
    expect(await payoutsFor(id)).toHaveLength(1);
    expect((await transfersOf(id)).map((tr) => tr.reason)).toEqual(['withdrawal', 'payout']);
    expect((await auditOf(id)).filter((entry) => entry.action === 'withdrawal.approve')).toHaveLength(1);
    expect(await winningsOf(player)).toBe(410_000);
    await expectBooksBalanced();
  });

  it('lets only one of an approval and a rejection at the same time win', async () => {
    const { player, id } = await requested(600);
    const responses = await Promise.all([approve(admin, id), reject(secondAdmin, id, { reason: 'Looks wrong' })]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const { status } = await row(id);
    expect(['processed', 'rejected']).toContain(status);
    // Whichever won, the money went exactly one way.
    expect(await winningsOf(player)).toBe(status === 'processed' ? 440_000 : 500_000);
    expect((await transfersOf(id)).map((tr) => tr.reason)).toEqual(
      status === 'processed' ? ['withdrawal', 'payout'] : ['withdrawal', 'withdrawal_return'],
    );
    await expectBooksBalanced();
  });
});

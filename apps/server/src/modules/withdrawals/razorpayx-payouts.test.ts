import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, eventually, REAL_MONEY, type TestApp } from '../../test/harness';
import { RazorpayStandIn, type StandInPayout } from '../../test/razorpay-stand-in';
import { quickAdmin } from '../../test/users';
import { expectBooksBalanced as expectBalancedBooks, transferReasonsOf, walletTxOf } from '../../test/withdrawal-books';
import { decide, playerWinnings, WithdrawalSteps, withdrawalRow } from '../../test/withdrawals';
import { hmacHex } from '../payments/providers/provider';
import { RazorpayXPayouts } from './payouts/razorpayx-payouts';

/**
 * Payouts through RazorpayX over real HTTP against the local stand-in (test/razorpay-stand-in.ts):
 * contact, fund account, then the payout with the withdrawal id as X-Payout-Idempotency; retries
 * after a failed call, and the settlement loop asking for the payout's status.
 */

const KEY_ID = 'rzp_test_x';
const KEY_SECRET = 'secret';
const WEBHOOK_SECRET = 'whsec';
const BUSINESS_ACCOUNT = '7878780080316316';
const BASIC = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;

const razorpayEnv = (standIn: RazorpayStandIn) => ({
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: KEY_ID,
  RAZORPAY_KEY_SECRET: KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
  RAZORPAY_API_BASE: standIn.url,
  RAZORPAYX_ACCOUNT_NUMBER: BUSINESS_ACCOUNT,
});

let standIn: RazorpayStandIn;
/** The settlement loop off: every request to the stand-in is the approval's own. */
let direct: TestApp;
/** The payout loop every 200 ms (payouts are looked at 2 s after sending, then less often). */
let polled: TestApp;
beforeAll(async () => {
  standIn = await RazorpayStandIn.start({ keyId: KEY_ID, keySecret: KEY_SECRET });
  [direct, polled] = await Promise.all([
    createTestApp({ ...REAL_MONEY, ...razorpayEnv(standIn), LOG_LEVEL: 'warn' }, { logStream }),
    createTestApp(
      {
        ...REAL_MONEY,
        ...razorpayEnv(standIn),
        LOG_LEVEL: 'warn',
        PAYMENT_SETTLE_INTERVAL_MS: '200',
        PAYOUT_CHECK_INTERVAL_MS: '200',
      },
      { logStream },
    ),
  ]);
});
afterAll(async () => {
  await Promise.all([direct.close(), polled.close()]);
  await standIn.close();
});
afterEach(() => {
  standIn.credentials = { keyId: KEY_ID, keySecret: KEY_SECRET };
});

/** The service logs a payout it could not send yet; the tests that make it fail read that log. */
let logLines: string[] = [];
const logStream = { write: (line: string) => void logLines.push(line) };
/** The lines logged since the call (both apps write here). */
const logFromNow = () => {
  logLines = [];
  return logLines;
};

const UPI = { type: 'upi', upiId: 'asha.verma@okaxis' } as const;

const steps = new WithdrawalSteps('10.90');
/** A verified player of `t` with ₹5,000 of winnings who asked to withdraw `amount`. */
const requested = (t: TestApp, amount: number, destination: Record<string, unknown> = UPI) =>
  steps.requested(t, amount, { destination });

async function approve(t: TestApp, id: string) {
  return decide(t, await quickAdmin(t.app), id, 'approve');
}

const row = withdrawalRow;
const winningsOf = playerWinnings;

/** The payouts the stand-in made for a withdrawal (its id is the payout's reference_id). */
const standInPayoutsOf = (id: string): StandInPayout[] =>
  [...standIn.payouts.values()].filter((payout) => payout.reference_id === id);

const payoutCallsOf = (id: string) =>
  standIn.requestsTo('POST', /^\/v1\/payouts$/).filter((r) => r.idempotencyKey === id);

const walletTx = walletTxOf;
const transferReasons = transferReasonsOf;
const expectBooksBalanced = expectBalancedBooks;

describe('approval sends the payout through RazorpayX', () => {
  it('creates a contact, a vpa fund account and a UPI payout in paise, keyed by the withdrawal id', async () => {
    const { player, id } = await requested(direct, 250.5);
    const [user] = await direct.database.db.select().from(users).where(eq(users.id, player.userId));
    const before = standIn.requests.length;

    const response = await approve(direct, id);
    expect(response.statusCode, response.body).toBe(200);

    const calls = standIn.requests.slice(before);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /v1/contacts',
      'POST /v1/fund_accounts',
      'POST /v1/payouts',
    ]);
    expect(calls.every((call) => call.authorization === BASIC)).toBe(true);
    const [contactCall, fundAccountCall, payoutCall] = calls;
    expect(contactCall?.body).toEqual({
      name: user?.fullName,
      email: user?.email,
      contact: user?.phone.replace(/^\+91/, ''),
      type: 'customer',
      reference_id: player.userId,
    });
    const contact = [...standIn.contacts.values()].find((c) => c.reference_id === player.userId);
    expect(fundAccountCall?.body).toEqual({
      contact_id: contact?.id,
      account_type: 'vpa',
      vpa: { address: 'asha.verma@okaxis' },
    });
    const [payout] = standInPayoutsOf(id);
    expect(payoutCall).toMatchObject({
      idempotencyKey: id,
      body: {
        account_number: BUSINESS_ACCOUNT,
        fund_account_id: payout?.fund_account_id,
        amount: 25_050,
        currency: 'INR',
        mode: 'UPI',
        reference_id: id,
      },
    });
    expect(standIn.fundAccounts.get(payout?.fund_account_id ?? '')).toMatchObject({ contact_id: contact?.id });

    expect(response.json()).toMatchObject({ id, status: 'approved', payoutId: payout?.id });
    expect(await walletTx(direct, id)).toMatchObject({ status: 'pending', reference: payout?.id });
    await expectBooksBalanced(direct);
  });

  it('pays a bank account through a bank_account fund account by IMPS', async () => {
    const bank = { type: 'bank', accountHolderName: 'Asha Verma', ifsc: 'ICIC0004321', accountNumber: '000405001234' };
    const { id } = await requested(direct, 1_200, bank);
    const before = standIn.requests.length;

    expect((await approve(direct, id)).statusCode).toBe(200);
    const [, fundAccountCall, payoutCall] = standIn.requests.slice(before);
    expect(fundAccountCall?.body).toMatchObject({
      account_type: 'bank_account',
      bank_account: { name: 'Asha Verma', ifsc: 'ICIC0004321', account_number: '000405001234' },
    });
    expect(payoutCall?.body).toMatchObject({ amount: 120_000, mode: 'IMPS', account_number: BUSINESS_ACCOUNT });
    expect(standInPayoutsOf(id)).toHaveLength(1);
  });

  it('does not create a second payout when the withdrawal is approved again', async () => {
    const { id } = await requested(direct, 300);
    expect((await approve(direct, id)).statusCode).toBe(200);
    const again = await approve(direct, id);
    expect(again.statusCode).toBe(409);
    expect(payoutCallsOf(id)).toHaveLength(1);
    expect(standInPayoutsOf(id)).toHaveLength(1);
  });

  it('gets the same payout back when the adapter asks again with the same key', async () => {
    const adapter = new RazorpayXPayouts(KEY_ID, KEY_SECRET, standIn.url, BUSINESS_ACCOUNT);
    const key = randomUUID();
    const request = {
      idempotencyKey: key,
      amountPaise: 10_000,
      destination: UPI,
      beneficiary: { userId: randomUUID(), name: 'Ravi Kumar', email: 'ravi@example.in', phone: '+919876543210' },
    };
    const first = await adapter.createPayout(request);
    const second = await adapter.createPayout(request);
    expect(second).toEqual(first);
    expect(first).toEqual({
      id: expect.stringMatching(/^pout_/),
      status: 'processing',
      failureReason: null,
      referenceId: expect.any(String),
    });
    expect(payoutCallsOf(key)).toHaveLength(2);
    expect(standInPayoutsOf(key)).toHaveLength(1);
    expect(await adapter.fetchPayout(first.id)).toEqual(first);
    expect(await adapter.fetchPayout('pout_doesnotexist01')).toBeNull();
  });

  it('leaves the withdrawal approved without a payout when RazorpayX refuses the credentials', async () => {
    const { player, id } = await requested(direct, 400);
    const errors = logFromNow();
    standIn.credentials = { keyId: KEY_ID, keySecret: 'rotated' };
    const response = await approve(direct, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'approved', payoutId: null });
    // The other app's settlement loop logs to the same stream: only this withdrawal's lines count.
    const lines = errors.filter((line) => line.includes(id));
    expect(lines).toEqual([expect.stringContaining(`payout for ${id} not sent yet`)]);
    expect(lines[0]).toContain('RazorpayX POST /v1/contacts answered 401');
    expect(standInPayoutsOf(id)).toEqual([]);
    expect(await winningsOf(direct, player)).toBe(460_000);
    await expectBooksBalanced(direct);
  });

  it('completes the withdrawal on a signed payout.processed webhook', async () => {
    const { id } = await requested(direct, 500);
    const payoutId = (await approve(direct, id)).json().payoutId as string;
    const payout = standIn.setPayoutStatus(payoutId, 'processed');
    const rawBody = JSON.stringify({
      entity: 'event',
      event: 'payout.processed',
      contains: ['payout'],
      payload: { payout: { entity: payout } },
    });
    const response = await direct.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacHex(WEBHOOK_SECRET, rawBody),
        'x-razorpay-event-id': `evt_${randomBytes(8).toString('hex')}`,
      },
      payload: rawBody,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await row(direct, id)).toMatchObject({ status: 'processed' });
    expect(await walletTx(direct, id)).toMatchObject({ status: 'paid', reference: payoutId });
    expect(await transferReasons(direct, id)).toEqual(['withdrawal', 'payout']);
    await expectBooksBalanced(direct);
  });
});

describe('payouts the bank or RazorpayX will never complete', () => {
  const deliverPayoutEvent = async (event: string, payout: object) => {
    const rawBody = JSON.stringify({
      entity: 'event',
      event,
      contains: ['payout'],
      payload: { payout: { entity: payout } },
    });
    return direct.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacHex(WEBHOOK_SECRET, rawBody),
        'x-razorpay-event-id': `evt_${randomBytes(8).toString('hex')}`,
      },
      payload: rawBody,
    });
  };

  it('returns the money when the bank reverses a payout it had already processed', async () => {
    const { id } = await requested(direct, 450);
    const payoutId = (await approve(direct, id)).json().payoutId as string;
    await deliverPayoutEvent('payout.processed', standIn.setPayoutStatus(payoutId, 'processed'));
    expect(await row(direct, id)).toMatchObject({ status: 'processed' });

    const reversed = standIn.setPayoutStatus(payoutId, 'reversed', 'Beneficiary account closed');
    expect((await deliverPayoutEvent('payout.reversed', reversed)).statusCode).toBe(200);
    // Delivered twice, moved once.
    await deliverPayoutEvent('payout.reversed', reversed);
    expect(await row(direct, id)).toMatchObject({ status: 'failed' });
    expect(await walletTx(direct, id)).toMatchObject({
      status: 'failed',
      details: 'Payout reversed: Beneficiary account closed. The amount is back in your winnings.',
    });
    expect(await transferReasons(direct, id)).toEqual(['withdrawal', 'payout', 'payout_reversal']);
    await expectBooksBalanced(direct);
  });

  it('does not give up on a 400 from /v1/payouts: RazorpayX answers a repeated key that way too', async () => {
    const { id } = await requested(direct, 320);
    standIn.failNext({ method: 'POST', path: /^\/v1\/payouts$/, status: 400 });
    const response = await approve(direct, id);
    expect(response.json()).toMatchObject({ status: 'approved', payoutId: null });
    expect(await transferReasons(direct, id)).toEqual(['withdrawal']);
    await expectBooksBalanced(direct);
  });

  it('completes a payout whose answer was lost, from the webhook’s reference to the withdrawal', async () => {
    const { id } = await requested(direct, 280);
    // RazorpayX makes the payout, but its answer never arrives.
    standIn.failNext({ method: 'POST', path: /^\/v1\/payouts$/, afterHandling: true });
    expect((await approve(direct, id)).json()).toMatchObject({ status: 'approved', payoutId: null });
    const [made] = standInPayoutsOf(id);
    expect(made).toBeDefined();
    const processed = standIn.setPayoutStatus(made?.id ?? '', 'processed');
    const delivered = await deliverPayoutEvent('payout.processed', processed);
    expect(delivered.statusCode).toBe(200);
    expect(await row(direct, id)).toMatchObject({ status: 'processed', payoutId: made?.id });
    expect(await transferReasons(direct, id)).toEqual(['withdrawal', 'payout']);
    await expectBooksBalanced(direct);
  });

  it('fails the withdrawal and returns the money when RazorpayX refuses the payout itself (400)', async () => {
    const { id } = await requested(direct, 350);
    standIn.failNext({ method: 'POST', path: /^\/v1\/fund_accounts$/, status: 400 });
    const response = await approve(direct, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'failed', payoutId: null });
    expect(await walletTx(direct, id)).toMatchObject({ status: 'failed' });
    expect(await transferReasons(direct, id)).toEqual(['withdrawal', 'withdrawal_return']);
    await expectBooksBalanced(direct);
  });
});

describe('retries and settlement through RazorpayX', () => {
  it('sends a payout RazorpayX failed to create (500) again later, with the same key', async () => {
    const { id } = await requested(polled, 600);
    const errors = logFromNow();
    // Two failures: the approval's call, and the loop's first try 2 s later; the third try (5 s
    // after that) succeeds.
    standIn.failNext({ method: 'POST', path: /^\/v1\/payouts$/ });
    standIn.failNext({ method: 'POST', path: /^\/v1\/payouts$/ });

    const response = await approve(polled, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'approved', payoutId: null });
    expect(await walletTx(polled, id)).toMatchObject({ status: 'pending', reference: null });

    const payoutId = await eventually(async () => (await row(polled, id)).payoutId ?? undefined, {
      what: 'the payout to be sent again',
      timeoutMs: 15_000,
    });
    expect(standInPayoutsOf(id).map((payout) => payout.id)).toEqual([payoutId]);
    const calls = payoutCallsOf(id);
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(new Set(calls.map((call) => JSON.stringify(call.body))).size).toBe(1);
    expect(await walletTx(polled, id)).toMatchObject({ reference: payoutId });
    expect(errors).toContainEqual(expect.stringContaining('answered 500'));
    await expectBooksBalanced(polled);
  });

  it('finds a payout whose answer was lost by its key instead of paying twice', async () => {
    const { id } = await requested(polled, 700);
    standIn.failNext({ method: 'POST', path: /^\/v1\/payouts$/, afterHandling: true });
    standIn.failNext({ method: 'POST', path: /^\/v1\/payouts$/, afterHandling: true });

    const response = await approve(polled, id);
    expect(response.json()).toMatchObject({ status: 'approved', payoutId: null });
    const [made] = standInPayoutsOf(id);
    expect(made).toBeDefined();

    const payoutId = await eventually(async () => (await row(polled, id)).payoutId ?? undefined, {
      what: 'the payout to be found again',
      timeoutMs: 15_000,
    });
    expect(payoutId).toBe(made?.id);
    expect(standInPayoutsOf(id)).toHaveLength(1);
  });

  it('completes a payout RazorpayX reports processed and returns the money of a reversed one', async () => {
    const paid = await requested(polled, 800);
    const bounced = await requested(polled, 900);
    const paidPayout = (await approve(polled, paid.id)).json().payoutId as string;
    const bouncedPayout = (await approve(polled, bounced.id)).json().payoutId as string;
    expect(paidPayout).toMatch(/^pout_/);
    expect(bouncedPayout).toMatch(/^pout_/);
    expect(await row(polled, paid.id)).toMatchObject({ status: 'approved' });

    standIn.setPayoutStatus(paidPayout, 'processed');
    standIn.setPayoutStatus(bouncedPayout, 'reversed', 'Beneficiary bank is offline.');
    await eventually(
      async () =>
        (await row(polled, paid.id)).status === 'processed' && (await row(polled, bounced.id)).status === 'failed',
      { what: 'both payouts to settle' },
    );
    expect(standIn.requestsTo('GET', new RegExp(`^/v1/payouts/${paidPayout}$`)).length).toBeGreaterThan(0);
    expect(await walletTx(polled, paid.id)).toMatchObject({ status: 'paid' });
    expect(await winningsOf(polled, paid.player)).toBe(420_000);
    expect(await walletTx(polled, bounced.id)).toMatchObject({
      status: 'failed',
      failureReason: 'Beneficiary bank is offline.',
    });
    expect(await row(polled, bounced.id)).toMatchObject({ reason: 'Beneficiary bank is offline.' });
    expect(await winningsOf(polled, bounced.player)).toBe(500_000);
    expect(await transferReasons(polled, bounced.id)).toEqual(['withdrawal', 'withdrawal_return']);
    await expectBooksBalanced(polled);
  });
});

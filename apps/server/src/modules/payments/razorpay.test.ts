import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers, walletTransactions } from '../../db/schema';
import { createTestApp, REAL_MONEY, type TestApp } from '../../test/harness';
import { RazorpayStandIn } from '../../test/razorpay-stand-in';
import { bearer, quickPlayer } from '../../test/users';
import { checkLedger } from '../ledger/ledger.check';
import { userBalance } from '../ledger/ledger.service';
import { PaymentsService, SETTLE_AFTER_MINUTES } from './payments.service';
import { checkoutSignature, hmacHex } from './providers/provider';
import { RazorpayProvider } from './providers/razorpay';

/**
 * The Razorpay adapter over real HTTP against a local stand-in of Razorpay's API
 * (test/razorpay-stand-in.ts): the requests it makes and what it does with the answers.
 */

const KEY_ID = 'rzp_test_x';
const KEY_SECRET = 'secret';
const WEBHOOK_SECRET = 'whsec';
const BASIC = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;

let standIn: RazorpayStandIn;
let t: TestApp;
beforeAll(async () => {
  standIn = await RazorpayStandIn.start({ keyId: KEY_ID, keySecret: KEY_SECRET });
  t = await createTestApp({
    ...REAL_MONEY,
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_BASE: standIn.url,
  });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});
afterEach(() => {
  standIn.credentials = { keyId: KEY_ID, keySecret: KEY_SECRET };
});

type Player = Awaited<ReturnType<typeof quickPlayer>>;

let requests = 0;
const nextAddress = () => {
  requests += 1;
  return `10.40.${Math.floor(requests / 250)}.${(requests % 250) + 1}`;
};
const post = (player: Player, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(player), payload, remoteAddress: nextAddress() });

interface Order {
  player: Player;
  orderId: string;
  transactionId: string;
}

async function openOrder(amount: number): Promise<Order> {
  const player = await quickPlayer(t.app);
  const response = await post(player, '/api/payment', { amount, currency: 'INR', method: 'upi' });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { order: { id: string }; transactionId: string };
  return { player, orderId: body.order.id, transactionId: body.transactionId };
}

/** What Razorpay Checkout hands the browser for a payment: signed with the key secret. */
const checkoutFor = (order: Order, paymentId: string) => ({
  razorpay_order_id: order.orderId,
  razorpay_payment_id: paymentId,
  razorpay_signature: checkoutSignature(KEY_SECRET, order.orderId, paymentId),
  transactionId: order.transactionId,
});

async function walletTx(transactionId: string) {
  const [row] = await t.database.db.select().from(walletTransactions).where(eq(walletTransactions.id, transactionId));
  if (!row) throw new Error(`no wallet transaction ${transactionId}`);
  return row;
}

const depositOf = async (player: Player) => (await userBalance(t.database.db, player.userId)).depositPaise;

const depositTransfers = (transactionId: string) =>
  t.database.db
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.reason, 'deposit'), eq(ledgerTransfers.refId, transactionId)));

describe('creating an order at Razorpay', () => {
  it('posts /v1/orders with Basic auth, the amount in integer paise, INR and the transaction as receipt', async () => {
    const before = standIn.requests.length;
    const player = await quickPlayer(t.app);
    const response = await post(player, '/api/payment', { amount: 1_234.56, currency: 'INR', method: 'upi' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();

    const calls = standIn.requests.slice(before);
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/v1/orders',
        authorization: BASIC,
        body: { amount: 123_456, currency: 'INR', receipt: body.transactionId },
      },
    ]);
    const order = standIn.orders.get(body.order.id);
    expect(order).toMatchObject({ amount: 123_456, currency: 'INR', receipt: body.transactionId });
    expect(body).toEqual({
      order: { id: body.order.id, amount: 123_456, currency: 'INR' },
      transactionId: body.transactionId,
      provider: 'razorpay',
      keyId: KEY_ID,
    });
    expect(await walletTx(body.transactionId)).toMatchObject({
      status: 'created',
      provider: 'razorpay',
      providerOrderId: body.order.id,
    });
  });

  it('offers no sandbox checkout when Razorpay is the provider', async () => {
    const order = await openOrder(500);
    const response = await post(order.player, '/api/payment/sandbox/pay', { orderId: order.orderId, method: 'upi' });
    expect(response.statusCode).toBe(404);
    expect(await depositOf(order.player)).toBe(0);
  });
});

describe('the daily limit with Razorpay', () => {
  it('keeps counting a cancelled order, because Razorpay can still take payment for it', async () => {
    const first = await openOrder(10_000);
    const player = first.player;
    for (let i = 0; i < 4; i++) {
      expect((await post(player, '/api/payment', { amount: 10_000, currency: 'INR' })).statusCode).toBe(200);
    }
    expect((await post(player, `/api/payment/${first.transactionId}/cancel`, {})).statusCode).toBe(200);
    expect((await walletTx(first.transactionId)).status).toBe('failed');

    const more = await post(player, '/api/payment', { amount: 100, currency: 'INR' });
    expect(more.statusCode).toBe(422);
    expect(more.json()).toMatchObject({ code: 'DAILY_LIMIT' });
  });
});

describe('verifying a Razorpay payment', () => {
  it('captures an authorized payment through /capture, then credits it once', async () => {
    const order = await openOrder(500);
    const payment = standIn.createPayment(order.orderId, { status: 'authorized' });

    const response = await post(order.player, '/api/payment/verify', checkoutFor(order, payment.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'paid', balance: 500 });

    const captures = standIn.requestsTo('POST', new RegExp(`^/v1/payments/${payment.id}/capture$`));
    expect(captures).toEqual([
      {
        method: 'POST',
        path: `/v1/payments/${payment.id}/capture`,
        authorization: BASIC,
        body: { amount: 50_000, currency: 'INR' },
      },
    ]);
    expect(standIn.payments.get(payment.id)?.status).toBe('captured');
    expect(await walletTx(order.transactionId)).toMatchObject({ status: 'paid', reference: payment.id, method: 'UPI' });
    expect(await depositOf(order.player)).toBe(50_000);

    // Verifying again neither captures again nor credits again.
    expect((await post(order.player, '/api/payment/verify', checkoutFor(order, payment.id))).statusCode).toBe(200);
    expect(standIn.requestsTo('POST', /\/capture$/).filter((r) => r.path.includes(payment.id))).toHaveLength(1);
    expect(await depositOf(order.player)).toBe(50_000);
    expect(await depositTransfers(order.transactionId)).toHaveLength(1);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('credits an already captured payment without capturing it again', async () => {
    const order = await openOrder(200);
    const payment = standIn.createPayment(order.orderId, { status: 'captured', method: 'netbanking' });

    const response = await post(order.player, '/api/payment/verify', checkoutFor(order, payment.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(standIn.requestsTo('POST', /\/capture$/).filter((r) => r.path.includes(payment.id))).toEqual([]);
    expect(standIn.requestsTo('GET', new RegExp(`^/v1/payments/${payment.id}$`))).toHaveLength(1);
    expect(await walletTx(order.transactionId)).toMatchObject({ status: 'paid', method: 'Net Banking' });
    expect(await depositOf(order.player)).toBe(20_000);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('refuses a payment whose amount differs from the order, without capturing it', async () => {
    const order = await openOrder(500);
    const payment = standIn.createPayment(order.orderId, { status: 'authorized', amount: 40_000 });

    const response = await post(order.player, '/api/payment/verify', checkoutFor(order, payment.id));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VERIFICATION_FAILED',
      message: 'The amount paid does not match the order.',
    });
    expect(standIn.requestsTo('POST', /\/capture$/).filter((r) => r.path.includes(payment.id))).toEqual([]);
    expect(standIn.payments.get(payment.id)?.status).toBe('authorized');
    expect((await walletTx(order.transactionId)).status).toBe('created');
    expect(await depositOf(order.player)).toBe(0);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('refuses a payment Razorpay made for another order, even when signed for this one', async () => {
    const order = await openOrder(500);
    const other = await openOrder(500);
    const foreign = standIn.createPayment(other.orderId, { status: 'captured' });

    const response = await post(order.player, '/api/payment/verify', checkoutFor(order, foreign.id));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VERIFICATION_FAILED' });
    expect(await depositOf(order.player)).toBe(0);
    expect((await walletTx(order.transactionId)).status).toBe('created');
  });

  it('refuses a payment id Razorpay does not know', async () => {
    const order = await openOrder(500);
    const response = await post(order.player, '/api/payment/verify', checkoutFor(order, 'pay_Unknown0000000'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VERIFICATION_FAILED',
      message: 'The payment provider does not know this payment.',
    });
    expect(await depositOf(order.player)).toBe(0);
  });

  it('refuses a failed payment', async () => {
    const order = await openOrder(500);
    const payment = standIn.createPayment(order.orderId, { status: 'failed' });
    const response = await post(order.player, '/api/payment/verify', checkoutFor(order, payment.id));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VERIFICATION_FAILED', message: 'The payment has not been completed.' });
    expect(await depositOf(order.player)).toBe(0);
  });
});

describe('when Razorpay refuses our credentials', () => {
  it('answers the order with a server error and records the transaction as failed', async () => {
    standIn.credentials = { keyId: KEY_ID, keySecret: 'rotated-secret' };
    const player = await quickPlayer(t.app);
    const before = standIn.requests.length;

    const response = await post(player, '/api/payment', { amount: 500, currency: 'INR', method: 'upi' });

    expect(response.statusCode).toBeGreaterThanOrEqual(500);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
    expect(standIn.requests.slice(before).map((r) => r.path)).toEqual(['/v1/orders']);
    const rows = await t.database.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, player.userId));
    expect(rows).toEqual([
      expect.objectContaining({ status: 'failed', failureReason: 'The payment provider could not create the order.' }),
    ]);
    expect(await depositOf(player)).toBe(0);
  });

  it('answers verify with a server error and credits nothing', async () => {
    const order = await openOrder(500);
    const payment = standIn.createPayment(order.orderId, { status: 'authorized' });
    standIn.credentials = { keyId: KEY_ID, keySecret: 'rotated-secret' };

    const response = await post(order.player, '/api/payment/verify', checkoutFor(order, payment.id));

    expect(response.statusCode).toBeGreaterThanOrEqual(500);
    expect(standIn.payments.get(payment.id)?.status).toBe('authorized');
    expect((await walletTx(order.transactionId)).status).toBe('created');
    expect(await depositOf(order.player)).toBe(0);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe('Razorpay webhooks and settlement', () => {
  it('credits a payment.captured webhook signed with the Razorpay webhook secret', async () => {
    const order = await openOrder(300);
    const payment = standIn.createPayment(order.orderId, { status: 'captured' });
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: { ...payment } } },
      created_at: Math.floor(Date.now() / 1000),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacHex(WEBHOOK_SECRET, body),
        'x-razorpay-event-id': `evt_${payment.id}`,
      },
      payload: body,
    });
    expect(response.json()).toEqual({ status: 'processed' });
    expect(await depositOf(order.player)).toBe(30_000);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('settles a stale order from the payments Razorpay lists for it', async () => {
    const order = await openOrder(450);
    standIn.createPayment(order.orderId, { status: 'failed' });
    const good = standIn.createPayment(order.orderId, { status: 'captured' });
    await t.database.db
      .update(walletTransactions)
      .set({ createdAt: sql`now() - make_interval(mins => ${SETTLE_AFTER_MINUTES + 1})` })
      .where(eq(walletTransactions.id, order.transactionId));
    const service = new PaymentsService(
      t.database.db,
      new RazorpayProvider(KEY_ID, KEY_SECRET, standIn.url),
      t.config.payments,
    );

    expect(await service.settleStaleOrders()).toEqual({ credited: 1, failed: 0 });
    expect(standIn.requestsTo('GET', new RegExp(`^/v1/orders/${order.orderId}/payments$`))).toHaveLength(1);
    expect(await walletTx(order.transactionId)).toMatchObject({ status: 'paid', reference: good.id });
    expect(await depositOf(order.player)).toBe(45_000);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

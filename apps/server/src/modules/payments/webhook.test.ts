import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers, paymentWebhookEvents, walletTransactions } from '../../db/schema';
import { addressSequence } from '../../test/addresses';
import { countRows, createTestApp, REAL_MONEY, type TestApp } from '../../test/harness';
import { openDepositOrder } from '../../test/payments';
import { quickPlayer } from '../../test/users';
import { checkLedger } from '../ledger/ledger.check';
import { userBalance } from '../ledger/ledger.service';
import { ORDER_PAYABLE_MINUTES, PaymentsService, SETTLE_AFTER_MINUTES } from './payments.service';
import { hmacHex } from './providers/provider';
import { SandboxProvider } from './providers/sandbox';

/**
 * Razorpay's webhooks as the provider sends them (signed raw body, event id, at least once, in
 * any order), and the settlement of orders nobody reported on.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(REAL_MONEY);
});
afterAll(() => t.close());

type Player = Awaited<ReturnType<typeof quickPlayer>>;

const nextAddress = addressSequence('10.30');

interface Order {
  player: Player;
  orderId: string;
  transactionId: string;
  amountPaise: number;
}

async function openOrder(amount = 500, player?: Player): Promise<Order> {
  const owner = player ?? (await quickPlayer(t.app));
  return { player: owner, ...(await openDepositOrder(t.app, owner, amount, nextAddress())) };
}

const newPaymentId = () => `pay_${randomBytes(7).toString('hex')}`;
const newEventId = () => `evt_${randomBytes(8).toString('hex')}`;

/** A Razorpay payment event, serialised once: the exact bytes that are signed and sent. */
function paymentEvent(
  event: 'payment.captured' | 'payment.failed' | 'order.paid',
  payment: { id: string; orderId: string; amountPaise: number; status: string },
): string {
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_test',
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: payment.id,
          entity: 'payment',
          amount: payment.amountPaise,
          currency: 'INR',
          status: payment.status,
          order_id: payment.orderId,
          method: 'upi',
          error_description: payment.status === 'failed' ? 'Payment was declined by the bank.' : null,
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
}

const captured = (order: Order, paymentId = newPaymentId()) =>
  paymentEvent('payment.captured', {
    id: paymentId,
    orderId: order.orderId,
    amountPaise: order.amountPaise,
    status: 'captured',
  });

function deliver(rawBody: string, options: { eventId?: string; signature?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': options.signature ?? hmacHex(t.config.payments.webhookSecret, rawBody),
      'x-razorpay-event-id': options.eventId ?? newEventId(),
    },
    payload: rawBody,
  });
}

async function walletTx(transactionId: string) {
  const [row] = await t.database.db.select().from(walletTransactions).where(eq(walletTransactions.id, transactionId));
  if (!row) throw new Error(`no wallet transaction ${transactionId}`);
  return row;
}

async function depositTransfers(transactionId: string) {
  return t.database.db
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.reason, 'deposit'), eq(ledgerTransfers.refId, transactionId)));
}

const depositOf = async (player: Player) => (await userBalance(t.database.db, player.userId)).depositPaise;

describe('POST /api/payment/webhook', () => {
  it('credits a captured payment reported by a correctly signed webhook', async () => {
    const order = await openOrder(700);
    const paymentId = newPaymentId();
    const response = await deliver(captured(order, paymentId));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'processed' });
    expect(await depositOf(order.player)).toBe(70_000);
    expect(await walletTx(order.transactionId)).toMatchObject({
      status: 'paid',
      providerPaymentId: paymentId,
      reference: paymentId,
    });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('refuses a bad signature with 400, changes nothing, and does not burn the event id', async () => {
    const order = await openOrder();
    const body = captured(order);
    const eventId = newEventId();
    const events = await countRows(t.database, paymentWebhookEvents);

    for (const signature of [hmacHex('not-the-webhook-secret', body), 'deadbeef', 'not hex at all']) {
      const response = await deliver(body, { eventId, signature });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_SIGNATURE' });
    }
    expect(await countRows(t.database, paymentWebhookEvents)).toBe(events);
    expect(await depositOf(order.player)).toBe(0);
    expect((await walletTx(order.transactionId)).status).toBe('created');

    // The genuine delivery of that event is still processed.
    expect((await deliver(body, { eventId })).json()).toEqual({ status: 'processed' });
    expect(await depositOf(order.player)).toBe(order.amountPaise);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('checks the signature on the exact bytes: the same JSON re-serialised is refused', async () => {
    const order = await openOrder();
    const body = captured(order);
    const reformatted = JSON.stringify(JSON.parse(body), null, 2);
    const response = await deliver(reformatted, { signature: hmacHex(t.config.payments.webhookSecret, body) });
    expect(response.statusCode).toBe(400);
    expect(await depositOf(order.player)).toBe(0);
  });

  it('refuses a delivery without the signature or event id headers', async () => {
    const order = await openOrder();
    const body = captured(order);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(await depositOf(order.player)).toBe(0);
  });

  it('credits once when the same event is delivered three times; the repeats answer duplicate', async () => {
    const order = await openOrder(250);
    const body = captured(order);
    const eventId = newEventId();

    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await deliver(body, { eventId })).json());

    expect(answers).toEqual([{ status: 'processed' }, { status: 'duplicate' }, { status: 'duplicate' }]);
    expect(await depositOf(order.player)).toBe(25_000);
    expect(await depositTransfers(order.transactionId)).toHaveLength(1);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('credits once when three different events report the same payment', async () => {
    const order = await openOrder(250);
    const paymentId = newPaymentId();
    for (let i = 0; i < 3; i++) {
      const response = await deliver(captured(order, paymentId));
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await depositOf(order.player)).toBe(25_000);
    expect(await depositTransfers(order.transactionId)).toHaveLength(1);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('credits once when events about one payment arrive at the same moment', async () => {
    const order = await openOrder(900);
    const paymentId = newPaymentId();
    const body = captured(order, paymentId);
    const sameEvent = newEventId();
    const responses = await Promise.all([
      ...Array.from({ length: 4 }, () => deliver(body, { eventId: sameEvent })),
      ...Array.from({ length: 4 }, () => deliver(captured(order, paymentId))),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(await depositOf(order.player)).toBe(90_000);
    expect(await depositTransfers(order.transactionId)).toHaveLength(1);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('credits only the first of two captured payments for one order', async () => {
    const order = await openOrder(300);
    await deliver(captured(order));
    await deliver(captured(order));
    expect(await depositOf(order.player)).toBe(30_000);
    expect(await depositTransfers(order.transactionId)).toHaveLength(1);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('credits an order.paid event as well', async () => {
    const order = await openOrder(150);
    const body = paymentEvent('order.paid', {
      id: newPaymentId(),
      orderId: order.orderId,
      amountPaise: order.amountPaise,
      status: 'captured',
    });
    expect((await deliver(body)).json()).toEqual({ status: 'processed' });
    expect(await depositOf(order.player)).toBe(15_000);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('keeps a paid deposit paid when payment.failed arrives afterwards', async () => {
    const order = await openOrder(400);
    await deliver(captured(order));
    const failed = paymentEvent('payment.failed', {
      id: newPaymentId(),
      orderId: order.orderId,
      amountPaise: order.amountPaise,
      status: 'failed',
    });
    expect((await deliver(failed)).statusCode).toBe(200);
    expect((await walletTx(order.transactionId)).status).toBe('paid');
    expect(await depositOf(order.player)).toBe(40_000);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('fails an open deposit on payment.failed, with the bank’s reason for the player', async () => {
    const order = await openOrder(400);
    const failed = paymentEvent('payment.failed', {
      id: newPaymentId(),
      orderId: order.orderId,
      amountPaise: order.amountPaise,
      status: 'failed',
    });
    expect((await deliver(failed)).json()).toEqual({ status: 'processed' });
    expect(await walletTx(order.transactionId)).toMatchObject({
      status: 'failed',
      details: 'Payment was declined by the bank.',
    });
    expect(await depositOf(order.player)).toBe(0);
  });

  it('does not credit a captured payment whose amount differs from the order', async () => {
    const order = await openOrder(1_000);
    const body = paymentEvent('payment.captured', {
      id: newPaymentId(),
      orderId: order.orderId,
      amountPaise: 100,
      status: 'captured',
    });
    // Answered 200: an error would only make Razorpay deliver it again and again.
    const response = await deliver(body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ignored' });
    expect(await depositOf(order.player)).toBe(0);
    expect((await walletTx(order.transactionId)).status).toBe('created');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('answers a correctly signed body that is not JSON with 200 ignored', async () => {
    const response = await deliver('not json {');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ignored' });
  });

  it('answers an order it does not know with 200 ignored and changes nothing', async () => {
    const transactions = await countRows(t.database, walletTransactions);
    const transfers = await countRows(t.database, ledgerTransfers);
    const body = paymentEvent('payment.captured', {
      id: newPaymentId(),
      orderId: 'order_NotOursAtAll00',
      amountPaise: 50_000,
      status: 'captured',
    });
    const response = await deliver(body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ignored' });
    expect(await countRows(t.database, walletTransactions)).toBe(transactions);
    expect(await countRows(t.database, ledgerTransfers)).toBe(transfers);
  });
});

describe('settleStaleOrders: orders nobody reported on', () => {
  const service = () =>
    new PaymentsService(t.database.db, new SandboxProvider(t.database.db, t.config.payments.keyId), t.config.payments);

  const backdate = (order: Order, minutes: number) =>
    t.database.db
      .update(walletTransactions)
      .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
      .where(eq(walletTransactions.id, order.transactionId));

  /** A payment captured in the sandbox's books, with no verify and no webhook ever arriving. */
  async function capturedSilently(order: Order) {
    const payment = await new SandboxProvider(t.database.db, t.config.payments.keyId).pay(order.orderId, 'card');
    if (!payment) throw new Error('sandbox did not record the payment');
    return payment;
  }

  it('credits a captured payment, fails an order past the payable window, leaves recent ones alone', async () => {
    const paidSilently = await openOrder(800);
    const payment = await capturedSilently(paidSilently);
    await backdate(paidSilently, SETTLE_AFTER_MINUTES + 2);
    const abandoned = await openOrder(800);
    await backdate(abandoned, ORDER_PAYABLE_MINUTES + 3);
    const stillPayable = await openOrder(800);
    await backdate(stillPayable, SETTLE_AFTER_MINUTES + 2);
    const fresh = await openOrder(800);
    await capturedSilently(fresh);

    expect(await service().settleStaleOrders()).toEqual({ credited: 1, failed: 1 });

    expect(await walletTx(paidSilently.transactionId)).toMatchObject({
      status: 'paid',
      reference: payment.id,
      method: 'Credit/Debit Card',
    });
    expect(await depositOf(paidSilently.player)).toBe(80_000);
    expect(await walletTx(abandoned.transactionId)).toMatchObject({
      status: 'failed',
      details: 'The payment was not completed in time.',
    });
    expect((await walletTx(stillPayable.transactionId)).status).toBe('created');
    expect((await walletTx(fresh.transactionId)).status).toBe('created');
    expect(await depositOf(fresh.player)).toBe(0);
    expect(await checkLedger(t.database.db)).toEqual([]);

    // A second round finds nothing more to do and credits nothing twice.
    expect(await service().settleStaleOrders()).toEqual({ credited: 0, failed: 0 });
    expect(await depositOf(paidSilently.player)).toBe(80_000);
    expect(await checkLedger(t.database.db)).toEqual([]);

    // Tidy: later tests start from no stale orders.
    await backdate(stillPayable, 0);
  });

  it('credits an order paid just before its window closed instead of failing it', async () => {
    const late = await openOrder(350);
    await capturedSilently(late);
    await backdate(late, ORDER_PAYABLE_MINUTES + 30);

    expect(await service().settleStaleOrders()).toEqual({ credited: 1, failed: 0 });
    expect((await walletTx(late.transactionId)).status).toBe('paid');
    expect(await depositOf(late.player)).toBe(35_000);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('credits once when settlement and a webhook report the same payment together', async () => {
    const order = await openOrder(650);
    const payment = await capturedSilently(order);
    await backdate(order, SETTLE_AFTER_MINUTES + 1);
    const body = paymentEvent('payment.captured', {
      id: payment.id,
      orderId: order.orderId,
      amountPaise: order.amountPaise,
      status: 'captured',
    });

    const [settled, delivered] = await Promise.all([service().settleStaleOrders(), deliver(body)]);
    expect(delivered.statusCode).toBe(200);
    expect(settled.failed).toBe(0);
    expect(await depositOf(order.player)).toBe(65_000);
    expect(await depositTransfers(order.transactionId)).toHaveLength(1);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers, paymentWebhookEvents, sandboxPayments, walletTransactions } from '../../db/schema';
import { countRows, createTestApp, eventually, REAL_MONEY, type TestApp } from '../../test/harness';
import { bearer, quickPlayer } from '../../test/users';
import { checkLedger } from '../ledger/ledger.check';
import { userBalance } from '../ledger/ledger.service';
import { checkoutSignature } from './providers/provider';
import { SandboxProvider } from './providers/sandbox';

/**
 * Adding money through the HTTP API with the sandbox provider (the default): order, checkout,
 * verification, and the sandbox's own webhook that races the verification like Razorpay's does.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(REAL_MONEY);
});
afterAll(() => t.close());

type Player = Awaited<ReturnType<typeof quickPlayer>>;
const newPlayer = () => quickPlayer(t.app);

// Each request from an address of its own, as from many players' networks (limits count per account).
let requests = 0;
const nextAddress = () => {
  requests += 1;
  return `10.20.${Math.floor(requests / 250)}.${(requests % 250) + 1}`;
};

const post = (player: Player | null, url: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: player ? bearer(player) : {},
    payload: payload as Record<string, unknown>,
    remoteAddress: nextAddress(),
  });
const get = (player: Player, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(player), remoteAddress: nextAddress() });

const createOrder = (player: Player, amount: unknown, extra: Record<string, unknown> = {}) =>
  post(player, '/api/payment', { amount, currency: 'INR', method: 'upi', ...extra });

interface Order {
  orderId: string;
  transactionId: string;
  amountPaise: number;
}

async function openOrder(player: Player, amount: number): Promise<Order> {
  const response = await createOrder(player, amount);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { order: { id: string; amount: number }; transactionId: string };
  return { orderId: body.order.id, transactionId: body.transactionId, amountPaise: body.order.amount };
}

/**
 * Each press of the sandbox sheet's Pay or Fail sends one webhook in the background; tests wait
 * for all of them to be handled before looking at the outcome.
 */
let webhooksSent = 0;
const webhooksHandled = () =>
  eventually(async () => (await countRows(t.database, paymentWebhookEvents)) >= webhooksSent, {
    what: `${webhooksSent} sandbox webhooks`,
  });

interface Checkout {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

async function sandboxPay(player: Player, order: Order, method = 'upi'): Promise<Checkout> {
  const response = await post(player, '/api/payment/sandbox/pay', { orderId: order.orderId, method });
  expect(response.statusCode, response.body).toBe(200);
  webhooksSent += 1;
  return response.json() as Checkout;
}

async function sandboxFail(player: Player, order: Order) {
  const response = await post(player, '/api/payment/sandbox/fail', { orderId: order.orderId, method: 'upi' });
  expect(response.statusCode, response.body).toBe(200);
  webhooksSent += 1;
}

/**
 * A captured payment in the sandbox's books with the checkout's answer, but without the sandbox's
 * webhook: so that only the verify call under test can credit it.
 */
async function paidWithoutWebhook(order: Order): Promise<Checkout> {
  const sandbox = new SandboxProvider(t.database.db, t.config.payments.keyId);
  const payment = await sandbox.pay(order.orderId, 'upi');
  if (!payment) throw new Error('sandbox did not record the payment');
  return {
    razorpay_order_id: order.orderId,
    razorpay_payment_id: payment.id,
    razorpay_signature: checkoutSignature(t.config.payments.keySecret, order.orderId, payment.id),
  };
}

const verify = (player: Player, checkout: Checkout, transactionId: string) =>
  post(player, '/api/payment/verify', { ...checkout, transactionId });

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

async function walletTxCount(player: Player) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, player.userId));
  return row?.n ?? 0;
}

const balanceRupees = async (player: Player) => {
  const { depositPaise, winningsPaise } = await userBalance(t.database.db, player.userId);
  return (depositPaise + winningsPaise) / 100;
};

describe('POST /api/payment: what a deposit order may be', () => {
  it.each([
    ['no amount', { currency: 'INR' }, 'Enter an amount to proceed'],
    ['an amount of 0', { amount: 0, currency: 'INR' }, 'Enter an amount to proceed'],
    ['₹99', { amount: 99, currency: 'INR' }, 'The minimum deposit is ₹100'],
    ['₹10,001', { amount: 10_001, currency: 'INR' }, 'The maximum deposit is ₹10,000 per transaction'],
    ['₹100.555', { amount: 100.555, currency: 'INR' }, 'Amount can have at most two decimal places'],
    ['USD', { amount: 500, currency: 'USD' }, 'Only INR is supported'],
  ])('refuses %s with 400 and records nothing', async (_case, payload, message) => {
    const player = await newPlayer();
    const response = await post(player, '/api/payment', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(await walletTxCount(player)).toBe(0);
  });

  it('asks for a login first: 401 without a token', async () => {
    const response = await post(null, '/api/payment', { amount: 500, currency: 'INR' });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    [100, 10_000],
    [10_000, 1_000_000],
    [1_234.56, 123_456],
  ])('accepts ₹%s: an order of %s paise in INR and a created transaction', async (amount, paise) => {
    const player = await newPlayer();
    const response = await createOrder(player, amount);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      order: { id: expect.stringMatching(/^order_[0-9A-Za-z]{14}$/), amount: paise, currency: 'INR' },
      transactionId: expect.any(String),
      provider: 'sandbox',
      keyId: t.config.payments.keyId,
    });
    expect(await walletTx(body.transactionId)).toMatchObject({
      userId: player.userId,
      type: 'add_money',
      status: 'created',
      amountPaise: paise,
      providerOrderId: body.order.id,
      method: 'UPI',
    });
    expect(await balanceRupees(player)).toBe(0);
  });
});

describe('POST /api/payment: ₹50,000 a day', () => {
  it('accepts orders up to ₹50,000 in a day, then says how much is left', async () => {
    const player = await newPlayer();
    for (let i = 0; i < 4; i++) await openOrder(player, 10_000);
    await openOrder(player, 9_000);

    const tooMuch = await createOrder(player, 10_000);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toEqual({
      code: 'DAILY_LIMIT',
      message: 'You can add at most ₹50,000 per day. You can add ₹1,000 more today.',
    });

    await openOrder(player, 1_000);
    const sixth = await createOrder(player, 100);
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json()).toMatchObject({ code: 'DAILY_LIMIT', message: expect.stringContaining('₹0 more today') });
    expect(await walletTxCount(player)).toBe(6);
  });

  it('refuses a sixth order of ₹100 after five of ₹10,000', async () => {
    const player = await newPlayer();
    for (let i = 0; i < 5; i++) await openOrder(player, 10_000);
    const sixth = await createOrder(player, 100);
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json()).toEqual({
      code: 'DAILY_LIMIT',
      message: 'You can add at most ₹50,000 per day. You can add ₹0 more today.',
    });
    expect(await walletTxCount(player)).toBe(5);
  });

  it('counts each player’s day on its own', async () => {
    const busy = await newPlayer();
    for (let i = 0; i < 5; i++) await openOrder(busy, 10_000);
    const other = await newPlayer();
    await openOrder(other, 10_000);
  });

  it('no longer counts a failed deposit against the day', async () => {
    const player = await newPlayer();
    const orders = [];
    for (let i = 0; i < 5; i++) orders.push(await openOrder(player, 10_000));
    expect((await createOrder(player, 10_000)).statusCode).toBe(422);

    await sandboxFail(player, orders[0] as Order);
    await webhooksHandled();
    expect((await walletTx((orders[0] as Order).transactionId)).status).toBe('failed');

    await openOrder(player, 10_000);
    expect((await createOrder(player, 100)).statusCode).toBe(422);
  });

  it('lets at most five of eight simultaneous ₹10,000 orders through', async () => {
    const player = await newPlayer();
    const responses = await Promise.all(Array.from({ length: 8 }, () => createOrder(player, 10_000)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 422, 422, 422]);
    const [open] = await t.database.db
      .select({ paise: sql<string>`coalesce(sum(${walletTransactions.amountPaise}), 0)` })
      .from(walletTransactions)
      .where(and(eq(walletTransactions.userId, player.userId), sql`${walletTransactions.status} <> 'failed'`));
    expect(Number(open?.paise)).toBe(5_000_000);
  });
});

describe('adding money end to end', () => {
  it('credits the deposit: order, sandbox checkout, verify; balance, profile and history agree', async () => {
    const player = await newPlayer();
    const order = await openOrder(player, 500);
    const checkout = await sandboxPay(player, order);
    expect(checkout.razorpay_order_id).toBe(order.orderId);

    const verified = await verify(player, checkout, order.transactionId);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({
      message: 'Payment successful and wallet updated!',
      status: 'paid',
      balance: 500,
    });
    await webhooksHandled();

    const profile = await get(player, '/api/users/profile');
    expect(profile.json()).toMatchObject({ balance: 500, balanceBreakdown: { deposit: 500, winnings: 0 } });
    const history = await get(player, '/api/transactions');
    expect(history.json()).toEqual([
      {
        _id: order.transactionId,
        createdAt: expect.any(String),
        type: 'add_money',
        amount: 500,
        status: 'paid',
        method: 'UPI',
        reference: checkout.razorpay_payment_id,
        details: null,
      },
    ]);
    expect(await depositTransfers(order.transactionId)).toHaveLength(1);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('shows the method the player actually paid with', async () => {
    const player = await newPlayer();
    const order = await openOrder(player, 200);
    const checkout = await sandboxPay(player, order, 'card');
    expect((await verify(player, checkout, order.transactionId)).statusCode).toBe(200);
    await webhooksHandled();
    expect((await walletTx(order.transactionId)).method).toBe('Credit/Debit Card');
  });

  it('credits once however often verify is called, one after another or at once', async () => {
    const player = await newPlayer();
    const order = await openOrder(player, 750);
    const checkout = await paidWithoutWebhook(order);

    for (let i = 0; i < 3; i++) {
      const response = await verify(player, checkout, order.transactionId);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ balance: 750 });
    }
    const together = await Promise.all(Array.from({ length: 3 }, () => verify(player, checkout, order.transactionId)));
    expect(together.map((r) => r.statusCode)).toEqual([200, 200, 200]);

    expect(await balanceRupees(player)).toBe(750);
    expect(await depositTransfers(order.transactionId)).toHaveLength(1);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('credits once when the sandbox’s webhook and verify race', async () => {
    const player = await newPlayer();
    const order = await openOrder(player, 1_000);
    const checkout = await sandboxPay(player, order);
    const verified = await verify(player, checkout, order.transactionId);
    expect(verified.statusCode, verified.body).toBe(200);
    await webhooksHandled();

    expect(await balanceRupees(player)).toBe(1_000);
    expect(await depositTransfers(order.transactionId)).toHaveLength(1);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('credits from the webhook alone when the browser never calls verify; a late verify adds nothing', async () => {
    const player = await newPlayer();
    const order = await openOrder(player, 300);
    const checkout = await sandboxPay(player, order);
    await webhooksHandled();
    expect(await balanceRupees(player)).toBe(300);
    expect((await walletTx(order.transactionId)).status).toBe('paid');

    expect((await verify(player, checkout, order.transactionId)).statusCode).toBe(200);
    expect(await balanceRupees(player)).toBe(300);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe('POST /api/payment/verify: refusals credit nothing', () => {
  it('refuses a bad signature with 400 VERIFICATION_FAILED', async () => {
    const player = await newPlayer();
    const order = await openOrder(player, 500);
    const checkout = await paidWithoutWebhook(order);
    const forged = {
      ...checkout,
      razorpay_signature: checkoutSignature('not-the-secret', order.orderId, checkout.razorpay_payment_id),
    };

    const response = await verify(player, forged, order.transactionId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VERIFICATION_FAILED', message: 'The payment signature is not valid.' });
    expect(await balanceRupees(player)).toBe(0);
    expect((await walletTx(order.transactionId)).status).toBe('created');

    // The genuine answer still works afterwards.
    expect((await verify(player, checkout, order.transactionId)).statusCode).toBe(200);
    expect(await balanceRupees(player)).toBe(500);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('answers another player’s transaction with 404, as if it did not exist', async () => {
    const owner = await newPlayer();
    const intruder = await newPlayer();
    const order = await openOrder(owner, 500);
    const checkout = await paidWithoutWebhook(order);

    const response = await verify(intruder, checkout, order.transactionId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Transaction not found.' });
    expect(await balanceRupees(intruder)).toBe(0);
    expect(await balanceRupees(owner)).toBe(0);
    expect((await walletTx(order.transactionId)).status).toBe('created');
  });

  it('refuses a payment of another order with 400, even one correctly signed', async () => {
    const player = await newPlayer();
    const small = await openOrder(player, 100);
    const large = await openOrder(player, 10_000);
    const smallCheckout = await paidWithoutWebhook(small);

    // The ₹100 payment presented for the ₹10,000 transaction.
    const response = await verify(player, smallCheckout, large.transactionId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VERIFICATION_FAILED' });
    expect(await balanceRupees(player)).toBe(0);
    expect((await walletTx(large.transactionId)).status).toBe('created');
  });

  it('refuses an order that has no payment yet', async () => {
    const player = await newPlayer();
    const order = await openOrder(player, 500);
    const paymentId = 'pay_NotPaidAtAll00';
    const response = await verify(
      player,
      {
        razorpay_order_id: order.orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: checkoutSignature(t.config.payments.keySecret, order.orderId, paymentId),
      },
      order.transactionId,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VERIFICATION_FAILED' });
    expect(await balanceRupees(player)).toBe(0);
  });
});

describe('the sandbox checkout sheet', () => {
  it('will not pay someone else’s order: 404, no payment recorded', async () => {
    const owner = await newPlayer();
    const intruder = await newPlayer();
    const order = await openOrder(owner, 500);

    const response = await post(intruder, '/api/payment/sandbox/pay', { orderId: order.orderId, method: 'upi' });
    expect(response.statusCode).toBe(404);
    const payments = await t.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.orderId, order.orderId));
    expect(payments).toEqual([]);
    expect((await walletTx(order.transactionId)).status).toBe('created');
    expect(await balanceRupees(owner)).toBe(0);
  });

  it('fails the transaction when the payment is declined, leaves the balance alone and closes the order', async () => {
    const player = await newPlayer();
    const order = await openOrder(player, 500);
    await sandboxFail(player, order);
    await webhooksHandled();

    expect(await walletTx(order.transactionId)).toMatchObject({
      status: 'failed',
      details: 'The sandbox payment was declined.',
    });
    expect(await balanceRupees(player)).toBe(0);
    const history = await get(player, '/api/transactions');
    expect(history.json()).toEqual([
      expect.objectContaining({ _id: order.transactionId, status: 'failed', amount: 500 }),
    ]);

    const later = await post(player, '/api/payment/sandbox/pay', { orderId: order.orderId, method: 'upi' });
    expect(later.statusCode).toBe(404);
    expect(later.json()).toMatchObject({ message: 'This order is not open for payment.' });
    expect(await balanceRupees(player)).toBe(0);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe('POST /api/payment/:transactionId/cancel: the player closed the checkout', () => {
  const cancel = (player: Player, transactionId: string) => post(player, `/api/payment/${transactionId}/cancel`, {});

  it('releases the order from the day’s limit', async () => {
    const player = await newPlayer();
    const orders = [];
    for (let i = 0; i < 5; i++) orders.push(await openOrder(player, 10_000));
    const response = await cancel(player, (orders[2] as Order).transactionId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Payment cancelled.' });
    expect(await walletTx((orders[2] as Order).transactionId)).toMatchObject({
      status: 'failed',
      details: 'Cancelled by the player.',
    });
    await openOrder(player, 10_000);
  });

  it('still credits a payment that arrives after the cancel, once', async () => {
    const player = await newPlayer();
    const order = await openOrder(player, 400);
    expect((await cancel(player, order.transactionId)).statusCode).toBe(200);
    const checkout = await paidWithoutWebhook(order);

    expect((await verify(player, checkout, order.transactionId)).statusCode).toBe(200);
    expect((await verify(player, checkout, order.transactionId)).statusCode).toBe(200);
    expect(await balanceRupees(player)).toBe(400);
    expect((await walletTx(order.transactionId)).status).toBe('paid');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('leaves a paid deposit paid', async () => {
    const player = await newPlayer();
    const order = await openOrder(player, 600);
    expect((await verify(player, await paidWithoutWebhook(order), order.transactionId)).statusCode).toBe(200);
    expect((await cancel(player, order.transactionId)).statusCode).toBe(200);
    expect((await walletTx(order.transactionId)).status).toBe('paid');
    expect(await balanceRupees(player)).toBe(600);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('answers another player’s transaction with 404 and leaves it open', async () => {
    const owner = await newPlayer();
    const intruder = await newPlayer();
    const order = await openOrder(owner, 500);
    const response = await cancel(intruder, order.transactionId);
    expect(response.statusCode).toBe(404);
    expect((await walletTx(order.transactionId)).status).toBe('created');
  });
});

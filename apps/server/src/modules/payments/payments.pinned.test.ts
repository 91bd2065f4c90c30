import { randomUUID } from 'node:crypto';
import type { PaymentMethod } from '@ludo/shared/payments/payments.schemas';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { domainEvents, ledgerAccounts, ledgerTransfers, sandboxPayments, walletTransactions } from '../../db/schema';
import type { ServiceLog } from '../../lib/service-log';
import { createTestApp, REAL_MONEY, type TestApp } from '../../test/harness';
import { creditPlayer, quickPlayer } from '../../test/users';
import { checkLedger } from '../ledger/ledger.check';
import { userBalance } from '../ledger/ledger.service';
import { ORDER_PAYABLE_MINUTES, PaymentsService, SETTLE_AFTER_MINUTES } from './payments.service';
import { checkoutSignature, type PaymentProvider, type ProviderPayment } from './providers/provider';
import { SandboxProvider } from './providers/sandbox';

/**
 * Deposits' behaviour that the other payment tests left open, found by mutation testing (README,
 * "Mutation testing"): which refusal a player hears from verify, what crediting tells the realtime
 * layer and the operators, which failures notify the player, and what counts against the limits.
 * The service is built here with the sandbox provider, so the test hears what it reports.
 */

let t: TestApp;
let sandbox: SandboxProvider;
let service: PaymentsService;
const credited: string[] = [];
const errors: Array<{ details: unknown; message: string }> = [];
const warnings: Array<{ details: unknown; message: string }> = [];
const log = {
  warn: (details: unknown, message: string) => warnings.push({ details, message }),
  error: (details: unknown, message: string) => errors.push({ details, message }),
  // pino's overloaded log functions: this test takes the (details, message) form the service uses.
} as unknown as ServiceLog;

/** The service over `provider`, telling this test what it credits and logs. */
const serviceWith = (provider: PaymentProvider) =>
  new PaymentsService(t.database.db, provider, t.config.payments, (userId) => credited.push(userId), log);

beforeAll(async () => {
  t = await createTestApp(REAL_MONEY);
  sandbox = new SandboxProvider(t.database.db, t.config.payments.keyId);
  service = serviceWith(sandbox);
});
afterAll(() => t.close());

const db = () => t.database.db;

/**
 * The sandbox with some answers replaced: what Razorpay may answer and the sandbox never does (a
 * payment only authorized, an error, an outage). Everything else is the sandbox's own answer.
 */
const providerLike = (answers: Partial<Omit<PaymentProvider, 'name' | 'keyId'>>): PaymentProvider => ({
  name: sandbox.name,
  keyId: sandbox.keyId,
  createOrder: (input) => sandbox.createOrder(input),
  fetchPayment: (paymentId) => sandbox.fetchPayment(paymentId),
  capturePayment: (payment) => sandbox.capturePayment(payment),
  paymentsOfOrder: (orderId) => sandbox.paymentsOfOrder(orderId),
  ...answers,
});

const unreachable = () => Promise.reject(new Error('the provider is unreachable'));

async function order(rupees: number, player?: { userId: string }, method: PaymentMethod = 'upi') {
  const owner = player ?? (await quickPlayer(t.app));
  const { order: providerOrder, transactionId } = await service.createOrder(owner.userId, rupees, method);
  return { userId: owner.userId, orderId: providerOrder.id, transactionId, amountPaise: providerOrder.amountPaise };
}
type Order = Awaited<ReturnType<typeof order>>;

/** The checkout's answer for a payment, signed as Razorpay signs it. */
const signed = (orderId: string, paymentId: string) => ({
  razorpay_order_id: orderId,
  razorpay_payment_id: paymentId,
  razorpay_signature: checkoutSignature(t.config.payments.keySecret, orderId, paymentId),
});

async function paid(o: Order): Promise<ProviderPayment> {
  const payment = await sandbox.pay(o.orderId, 'upi');
  if (!payment) throw new Error('sandbox did not record the payment');
  return payment;
}

/** A payment in the sandbox's books with the given details (what a provider could report). */
async function providerPayment(
  o: Order,
  values: { amountPaise?: number; status: 'captured' | 'failed' },
): Promise<ProviderPayment> {
  const id = `pay_${randomUUID().replace(/-/g, '').slice(0, 14)}`;
  await db()
    .insert(sandboxPayments)
    .values({
      id,
      orderId: o.orderId,
      amountPaise: values.amountPaise ?? o.amountPaise,
      method: 'upi',
      status: values.status,
    });
  return {
    id,
    orderId: o.orderId,
    amountPaise: values.amountPaise ?? o.amountPaise,
    status: values.status,
    method: 'upi',
  };
}

async function walletTx(id: string) {
  const [row] = await db().select().from(walletTransactions).where(eq(walletTransactions.id, id));
  if (!row) throw new Error(`no wallet transaction ${id}`);
  return row;
}

const depositOf = async (userId: string) => (await userBalance(db(), userId)).depositPaise;

const failedEventsOf = (transactionId: string) =>
  db()
    .select({ payload: domainEvents.payload })
    .from(domainEvents)
    .where(
      and(
        eq(domainEvents.type, 'payment.deposit_failed'),
        sql`${domainEvents.payload}->>'transactionId' = ${transactionId}`,
      ),
    );

describe('verify: which refusal the player hears, crediting nothing', () => {
  const refusal = async (o: Order, body: ReturnType<typeof signed>, message: string) => {
    const attempt = service.verify(o.userId, { ...body, transactionId: o.transactionId });
    await expect(attempt).rejects.toMatchObject({ statusCode: 400, code: 'VERIFICATION_FAILED', message });
    expect(await depositOf(o.userId)).toBe(0);
    expect((await walletTx(o.transactionId)).status).toBe('created');
  };

  it('a transaction that does not exist: 404, as for another player’s', async () => {
    const o = await order(200);
    const payment = await paid(o);
    await expect(
      service.verify(o.userId, { ...signed(o.orderId, payment.id), transactionId: randomUUID() }),
    ).rejects.toMatchObject({ statusCode: 404, message: 'Transaction not found.' });
    expect(await depositOf(o.userId)).toBe(0);
  });

  it('a checkout of another order, even correctly signed: not for this transaction', async () => {
    const mine = await order(200);
    const other = await order(200);
    const payment = await paid(other);
    await refusal(mine, signed(other.orderId, payment.id), 'This payment is not for this transaction.');
  });

  it('a signature that does not match: not valid', async () => {
    const o = await order(200);
    const payment = await paid(o);
    await refusal(
      o,
      { ...signed(o.orderId, payment.id), razorpay_signature: '0'.repeat(64) },
      'The payment signature is not valid.',
    );
  });

  it('a payment of another order signed for this one: the provider does not know it', async () => {
    const mine = await order(200);
    const other = await order(200);
    const payment = await paid(other);
    await refusal(mine, signed(mine.orderId, payment.id), 'The payment provider does not know this payment.');
  });

  it('a payment the provider has never seen: the provider does not know it', async () => {
    const o = await order(200);
    await refusal(o, signed(o.orderId, 'pay_never0seen00'), 'The payment provider does not know this payment.');
  });

  it('a payment of a different amount: it does not match the order', async () => {
    const o = await order(200);
    const payment = await providerPayment(o, { amountPaise: 19_999, status: 'captured' });
    await refusal(o, signed(o.orderId, payment.id), 'The amount paid does not match the order.');
  });

  it('a declined payment: not completed', async () => {
    const o = await order(200);
    const payment = await sandbox.fail(o.orderId, 'upi');
    await refusal(o, signed(o.orderId, payment?.id as string), 'The payment has not been completed.');
  });
});

describe('verify: what it answers', () => {
  it('answers the whole balance, added money and winnings together', async () => {
    const player = await quickPlayer(t.app);
    await creditPlayer(db(), player.userId, { winningsPaise: 1_234 });
    const o = await order(300, player);
    const payment = await paid(o);
    expect(
      await service.verify(o.userId, { ...signed(o.orderId, payment.id), transactionId: o.transactionId }),
    ).toEqual({
      balancePaise: 30_000 + 1_234,
    });
  });

  it('answers a repeat of a credited payment from our own books, without asking the provider again', async () => {
    const o = await order(350);
    const payment = await paid(o);
    const body = { ...signed(o.orderId, payment.id), transactionId: o.transactionId };
    await service.verify(o.userId, body);
    // The browser repeats verify while the provider is down: the payment is credited already, so
    // the player still hears their balance.
    const providerDown = serviceWith(providerLike({ fetchPayment: unreachable }));
    expect(await providerDown.verify(o.userId, body)).toEqual({ balancePaise: 35_000 });
  });

  it('asks the provider about a second payment for a paid order: credits nothing, raises the refund alert', async () => {
    const o = await order(450);
    const first = await paid(o);
    await service.verify(o.userId, { ...signed(o.orderId, first.id), transactionId: o.transactionId });
    const second = await providerPayment(o, { status: 'captured' });
    const alertsBefore = errors.length;

    expect(await service.verify(o.userId, { ...signed(o.orderId, second.id), transactionId: o.transactionId })).toEqual(
      { balancePaise: 45_000 },
    );
    // Only the provider's word on the second payment shows that the player was charged twice.
    expect(errors.slice(alertsBefore).map((alert) => alert.details)).toEqual([
      { paymentId: second.id, transactionId: o.transactionId, paidBy: first.id },
    ]);
    expect(await depositOf(o.userId)).toBe(45_000);
  });
});

describe('verify: a payment Razorpay has only authorized', () => {
  /**
   * A provider whose reads of the payment answer `reads` in turn and whose capture answers
   * `capture`; `calls` lists what the service asked it.
   */
  const authorizing = (
    reads: Array<ProviderPayment | null>,
    capture: (payment: ProviderPayment) => Promise<ProviderPayment>,
  ) => {
    const calls: string[] = [];
    const provider = providerLike({
      fetchPayment: async (paymentId) => {
        calls.push(`fetch ${paymentId}`);
        return reads.shift() ?? null;
      },
      capturePayment: async (payment) => {
        calls.push(`capture ${payment.id}`);
        return capture(payment);
      },
    });
    return { provider, calls };
  };
  const paymentOf = (o: Order, status: ProviderPayment['status']): ProviderPayment => ({
    id: `pay_${randomUUID().replace(/-/g, '').slice(0, 14)}`,
    orderId: o.orderId,
    amountPaise: o.amountPaise,
    status,
    method: 'upi',
  });
  const verifyWith = (provider: PaymentProvider, o: Order, paymentId: string) =>
    serviceWith(provider).verify(o.userId, { ...signed(o.orderId, paymentId), transactionId: o.transactionId });
  const alreadyCaptured = () => Promise.reject(new Error('This payment has already been captured'));

  it('captures it and credits what the capture answers, without reading it again', async () => {
    const o = await order(600);
    const authorized = paymentOf(o, 'authorized');
    const { provider, calls } = authorizing([authorized], async (payment) => ({ ...payment, status: 'captured' }));

    expect(await verifyWith(provider, o, authorized.id)).toEqual({ balancePaise: 60_000 });
    expect(calls).toEqual([`fetch ${authorized.id}`, `capture ${authorized.id}`]);
    expect((await walletTx(o.transactionId)).status).toBe('paid');
  });

  it('credits it when automatic capture came first: our capture is refused, the payment read again is captured', async () => {
    const o = await order(650);
    const authorized = paymentOf(o, 'authorized');
    const { provider, calls } = authorizing([authorized, { ...authorized, status: 'captured' }], alreadyCaptured);
    const warningsBefore = warnings.length;

    expect(await verifyWith(provider, o, authorized.id)).toEqual({ balancePaise: 65_000 });
    expect(calls).toEqual([`fetch ${authorized.id}`, `capture ${authorized.id}`, `fetch ${authorized.id}`]);
    expect(await depositOf(o.userId)).toBe(65_000);
    // The refused capture is not lost: operators see why the payment was read again.
    expect(warnings.slice(warningsBefore)).toEqual([
      {
        details: { err: new Error('This payment has already been captured'), transactionId: o.transactionId },
        message: `capturing payment ${authorized.id} failed`,
      },
    ]);
  });

  it('refuses it while it is still only authorized after a failed capture, crediting nothing', async () => {
    const o = await order(660);
    const authorized = paymentOf(o, 'authorized');
    const { provider } = authorizing([authorized, authorized], alreadyCaptured);

    await expect(verifyWith(provider, o, authorized.id)).rejects.toMatchObject({
      code: 'VERIFICATION_FAILED',
      message: 'The payment has not been completed.',
    });
    expect(await depositOf(o.userId)).toBe(0);
    expect((await walletTx(o.transactionId)).status).toBe('created');
  });

  it('does not capture a payment that is captured already', async () => {
    const o = await order(670);
    const captured = paymentOf(o, 'captured');
    const { provider, calls } = authorizing([captured], alreadyCaptured);

    expect(await verifyWith(provider, o, captured.id)).toEqual({ balancePaise: 67_000 });
    expect(calls).toEqual([`fetch ${captured.id}`]);
  });
});

describe('creditDeposit', () => {
  it('credits once, tells the realtime layer once, and raises an alert for a second captured payment', async () => {
    const o = await order(400);
    const first = await paid(o);
    const second = await providerPayment(o, { status: 'captured' });
    const alertsBefore = errors.length;

    expect(await service.creditDeposit(o.transactionId, first)).toBe(true);
    expect(credited.filter((id) => id === o.userId)).toEqual([o.userId]);
    // The same payment again: nothing more, and no alert.
    expect(await service.creditDeposit(o.transactionId, first)).toBe(false);
    expect(errors.length).toBe(alertsBefore);
    // Another captured payment for the paid order: nothing more, and an alert to refund it.
    expect(await service.creditDeposit(o.transactionId, second)).toBe(false);
    expect(errors.slice(alertsBefore)).toEqual([
      {
        details: { paymentId: second.id, transactionId: o.transactionId, paidBy: first.id },
        message: `ALERT second captured payment ${second.id} for paid transaction ${o.transactionId}; refund it`,
      },
    ]);
    expect(credited.filter((id) => id === o.userId)).toEqual([o.userId]);
    expect(await depositOf(o.userId)).toBe(40_000);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('refuses a payment of another order with the same amount, crediting nothing', async () => {
    const mine = await order(500);
    const other = await order(500);
    const payment = await paid(other);
    await expect(service.creditDeposit(mine.transactionId, payment)).rejects.toMatchObject({
      code: 'VERIFICATION_FAILED',
      message: 'The payment does not match the order.',
    });
    expect(await depositOf(mine.userId)).toBe(0);
    expect(credited).not.toContain(mine.userId);
  });

  it('records the deposit in the ledger against its transaction, and announces it once', async () => {
    const o = await order(800);
    const payment = await paid(o);
    await service.creditDeposit(o.transactionId, payment);
    await service.creditDeposit(o.transactionId, payment);

    // Admins trace a ledger entry to what caused it (ledger.admin.ts); the key moves a payment once.
    const transfers = await db()
      .select({
        from: ledgerAccounts.kind,
        reason: ledgerTransfers.reason,
        refType: ledgerTransfers.refType,
        idempotencyKey: ledgerTransfers.idempotencyKey,
        amountPaise: ledgerTransfers.amountPaise,
      })
      .from(ledgerTransfers)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.fromAccountId))
      .where(eq(ledgerTransfers.refId, o.transactionId));
    expect(transfers).toEqual([
      {
        // The money comes in through the payment gateway's platform account.
        from: 'gateway',
        reason: 'deposit',
        refType: 'wallet_transaction',
        idempotencyKey: `deposit:${payment.id}`,
        amountPaise: 80_000,
      },
    ]);
    // The event the player's "money added" notification comes from, once.
    const events = await db()
      .select({ payload: domainEvents.payload })
      .from(domainEvents)
      .where(
        and(
          eq(domainEvents.type, 'payment.deposit_credited'),
          sql`${domainEvents.payload}->>'reference' = ${payment.id}`,
        ),
      );
    expect(events.map((row) => row.payload)).toEqual([
      { type: 'payment.deposit_credited', userId: o.userId, amountPaise: 80_000, reference: payment.id },
    ]);
  });

  it('credits a payment that arrives after the player cancelled, and clears the failure', async () => {
    const o = await order(900);
    await service.cancel(o.userId, o.transactionId);
    const payment = await paid(o);

    expect(await service.creditDeposit(o.transactionId, payment)).toBe(true);
    expect(await walletTx(o.transactionId)).toMatchObject({
      status: 'paid',
      providerPaymentId: payment.id,
      reference: payment.id,
      failureReason: null,
      details: null,
    });
    expect(await depositOf(o.userId)).toBe(90_000);
  });

  it('records the method chosen for the order, and keeps it when the provider names none', async () => {
    const o = await order(150, undefined, 'netbanking');
    expect((await walletTx(o.transactionId)).method).toBe('Net Banking');
    const payment = await providerPayment(o, { status: 'captured' });

    await service.creditDeposit(o.transactionId, { ...payment, method: null });
    expect((await walletTx(o.transactionId)).method).toBe('Net Banking');
  });

  it('shows a method it has no label for as the provider names it', async () => {
    const o = await order(160);
    const payment = await providerPayment(o, { status: 'captured' });

    await service.creditDeposit(o.transactionId, { ...payment, method: 'emi' });
    expect((await walletTx(o.transactionId)).method).toBe('emi');
  });

  it('answers an unknown transaction with 404', async () => {
    const o = await order(100);
    const payment = await paid(o);
    await expect(service.creditDeposit(randomUUID(), payment)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Transaction not found.',
    });
  });
});

describe('createOrder: the provider and the day’s limit', () => {
  it('fails the deposit when the provider cannot create the order: the player hears of it, the day does not count it', async () => {
    const player = await quickPlayer(t.app);
    const refused = new Error('the provider refused the order');
    const failing = serviceWith(providerLike({ createOrder: () => Promise.reject(refused) }));

    await expect(failing.createOrder(player.userId, 300, 'upi')).rejects.toBe(refused);
    const rows = await db().select().from(walletTransactions).where(eq(walletTransactions.userId, player.userId));
    const reason = 'The payment provider could not create the order.';
    expect(rows).toEqual([expect.objectContaining({ status: 'failed', failureReason: reason, providerOrderId: null })]);
    const transactionId = rows[0]?.id as string;
    expect((await failedEventsOf(transactionId)).map((row) => row.payload)).toEqual([
      { type: 'payment.deposit_failed', userId: player.userId, amountPaise: 30_000, transactionId, reason },
    ]);
    expect((await service.depositUsage(db(), player.userId)).day).toBe(0);
  });

  it('says nothing is left when a late payment of a cancelled order took the day past the limit', async () => {
    const player = await quickPlayer(t.app);
    const orders: Order[] = [];
    for (let i = 0; i < 5; i++) orders.push(await order(10_000, player));
    const cancelled = orders[0] as Order;
    await service.cancel(player.userId, cancelled.transactionId);
    // The cancelled order no longer counts, so a fifth open order fits the day…
    await order(10_000, player);
    // …and then the cancelled one is paid after all and credited: ₹60,000 today.
    await service.creditDeposit(cancelled.transactionId, await paid(cancelled));

    await expect(service.createOrder(player.userId, 100, 'upi')).rejects.toMatchObject({
      statusCode: 422,
      code: 'DAILY_LIMIT',
      message: 'You can add at most ₹50,000 per day. You can add ₹0 more today.',
    });
  });
});

describe('failed and cancelled deposits', () => {
  it('tells the player of a failed deposit, but not of a checkout they closed themselves', async () => {
    const failing = await order(250);
    const cancelling = await order(250);

    await service.markFailed(failing.transactionId, 'The bank declined the payment.');
    await service.cancel(cancelling.userId, cancelling.transactionId);

    expect((await walletTx(failing.transactionId)).status).toBe('failed');
    expect((await walletTx(cancelling.transactionId)).status).toBe('failed');
    expect((await failedEventsOf(failing.transactionId)).map((row) => row.payload)).toEqual([
      {
        type: 'payment.deposit_failed',
        userId: failing.userId,
        amountPaise: 25_000,
        transactionId: failing.transactionId,
        reason: 'The bank declined the payment.',
      },
    ]);
    expect(await failedEventsOf(cancelling.transactionId)).toEqual([]);
  });

  it('answers the cancel of a transaction that does not exist with 404', async () => {
    const player = await quickPlayer(t.app);
    await expect(service.cancel(player.userId, randomUUID())).rejects.toMatchObject({
      statusCode: 404,
      message: 'Transaction not found.',
    });
  });

  it('cancels only the player’s own deposits: another kind of their transactions is not found', async () => {
    const player = await quickPlayer(t.app);
    const [withdrawal] = await db()
      .insert(walletTransactions)
      .values({ userId: player.userId, type: 'withdraw', amountPaise: 10_000, status: 'pending' })
      .returning();
    await expect(service.cancel(player.userId, withdrawal?.id as string)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Transaction not found.',
    });
    expect((await walletTx(withdrawal?.id as string)).status).toBe('pending');
  });
});

describe('depositUsage: what counts against the limits', () => {
  /** A deposit row of this player made at `at`, as a provider's order would leave it. */
  const depositAt = (userId: string, at: string, amountPaise: number, values: Record<string, unknown> = {}) =>
    db()
      .insert(walletTransactions)
      .values({
        userId,
        type: 'add_money',
        amountPaise,
        status: 'paid',
        provider: 'sandbox',
        createdAt: new Date(at),
        ...values,
      } as typeof walletTransactions.$inferInsert);

  it('counts a week that began last month into the week, and a month that began before the week into the month', async () => {
    const player = await quickPlayer(t.app);
    // Monday 30 November 2026 (India time): this week, not this month, seen on Wednesday 2 December.
    await depositAt(player.userId, '2026-11-30T06:00:00Z', 1_000);
    await depositAt(player.userId, '2026-12-02T04:00:00Z', 10);
    expect(await service.depositUsage(db(), player.userId, new Date('2026-12-02T06:00:00Z'))).toEqual({
      day: 10,
      week: 1_010,
      month: 10,
    });
    // Thursday 5 November: this month, not this week, seen on Wednesday 25 November.
    const other = await quickPlayer(t.app);
    await depositAt(other.userId, '2026-11-05T06:00:00Z', 2_000);
    await depositAt(other.userId, '2026-11-25T04:00:00Z', 20);
    expect(await service.depositUsage(db(), other.userId, new Date('2026-11-25T06:00:00Z'))).toEqual({
      day: 20,
      week: 20,
      month: 2_020,
    });
  });

  it('counts deposits paid or still payable, and a failed Razorpay order, but not a failed sandbox one', async () => {
    const player = await quickPlayer(t.app);
    const at = '2026-11-25T04:00:00Z';
    await depositAt(player.userId, at, 1, { status: 'created' });
    await depositAt(player.userId, at, 10, { status: 'pending' });
    await depositAt(player.userId, at, 100, { status: 'paid' });
    await depositAt(player.userId, at, 1_000, {
      status: 'failed',
      provider: 'razorpay',
      providerOrderId: 'order_payable00',
    });
    await depositAt(player.userId, at, 10_000, {
      status: 'failed',
      provider: 'sandbox',
      providerOrderId: 'order_closed000',
    });
    await depositAt(player.userId, at, 100_000, { status: 'failed', provider: 'razorpay' });
    expect(await service.depositUsage(db(), player.userId, new Date('2026-11-25T06:00:00Z'))).toEqual({
      day: 1_111,
      week: 1_111,
      month: 1_111,
    });
  });
});

describe('settleStaleOrders: which payments it credits and when it gives up', () => {
  const backdate = (o: Order, minutes: number) =>
    db()
      .update(walletTransactions)
      .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
      .where(eq(walletTransactions.id, o.transactionId));

  it('credits only a captured payment of the whole amount, and keeps an order open until its window and grace have passed', async () => {
    const declinedThenPaidLess = await order(700);
    await sandbox.fail(declinedThenPaidLess.orderId, 'upi');
    await providerPayment(declinedThenPaidLess, { amountPaise: 100, status: 'captured' });
    await backdate(declinedThenPaidLess, ORDER_PAYABLE_MINUTES + 1);
    const failedAttempt = await order(700);
    await providerPayment(failedAttempt, { status: 'failed' });
    await backdate(failedAttempt, ORDER_PAYABLE_MINUTES + 1);

    // (Other tests' open orders may be settled alongside: only these two are looked at.)
    await service.settleStaleOrders();
    for (const o of [declinedThenPaidLess, failedAttempt]) {
      expect((await walletTx(o.transactionId)).status).toBe('created');
      expect(await depositOf(o.userId)).toBe(0);
    }

    // Past the window and its two minutes of grace, both are given up; the 1 rupee captured for
    // the first is money the player paid that no order credits: operators are told to refund it.
    await backdate(declinedThenPaidLess, ORDER_PAYABLE_MINUTES + 3);
    await backdate(failedAttempt, ORDER_PAYABLE_MINUTES + 3);
    const errorsBefore = errors.length;
    await service.settleStaleOrders();
    for (const o of [declinedThenPaidLess, failedAttempt]) {
      expect((await walletTx(o.transactionId)).status).toBe('failed');
      expect(await depositOf(o.userId)).toBe(0);
    }
    const [paidLess] = await sandbox
      .paymentsOfOrder(declinedThenPaidLess.orderId)
      .then((all) => all.filter((p) => p.status === 'captured'));
    const aboutThese = errors
      .slice(errorsBefore)
      .filter(({ message }) => [declinedThenPaidLess, failedAttempt].some((o) => message.includes(o.transactionId)));
    expect(aboutThese).toEqual([
      {
        details: { paymentId: paidLess?.id, transactionId: declinedThenPaidLess.transactionId, amountPaise: 100 },
        message: `ALERT captured payment ${paidLess?.id} of 100 paise does not match transaction ${declinedThenPaidLess.transactionId}; refund it`,
      },
    ]);
  });

  it('gives an unpaid order up only after its window and grace: at exactly twelve minutes it stays open', async () => {
    const o = await order(740);
    const now = Date.now();
    const grace = ORDER_PAYABLE_MINUTES + 2;
    await db()
      .update(walletTransactions)
      .set({ createdAt: new Date(now - grace * 60_000) })
      .where(eq(walletTransactions.id, o.transactionId));
    // The service's clock, held at the order's exact age; the database keeps its own.
    const settleAt = async (at: number) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(at);
      try {
        await service.settleStaleOrders();
      } finally {
        vi.useRealTimers();
      }
    };
    await settleAt(now);
    expect((await walletTx(o.transactionId)).status).toBe('created');
    await settleAt(now + 1);
    expect((await walletTx(o.transactionId)).status).toBe('failed');
  });

  it('does not let an order the provider cannot answer for hold up the others, and logs it', async () => {
    // Leftovers of other tests are settled first, so that the counts below are these orders' own.
    await service.settleStaleOrders();
    const unanswered = await order(710);
    const paidMeanwhile = await order(720);
    const payment = await paid(paidMeanwhile);
    const expired = await order(730);
    await backdate(unanswered, SETTLE_AFTER_MINUTES + 1);
    await backdate(paidMeanwhile, SETTLE_AFTER_MINUTES + 1);
    await backdate(expired, ORDER_PAYABLE_MINUTES + 3);
    const flaky = serviceWith(
      providerLike({
        paymentsOfOrder: (orderId) =>
          orderId === unanswered.orderId ? unreachable() : sandbox.paymentsOfOrder(orderId),
      }),
    );
    const warningsBefore = warnings.length;

    expect(await flaky.settleStaleOrders()).toEqual({ credited: 1, failed: 1 });
    expect(await depositOf(paidMeanwhile.userId)).toBe(72_000);
    expect((await walletTx(paidMeanwhile.transactionId)).providerPaymentId).toBe(payment.id);
    expect((await walletTx(expired.transactionId)).status).toBe('failed');
    expect((await walletTx(unanswered.transactionId)).status).toBe('created');
    expect(warnings.slice(warningsBefore)).toEqual([
      {
        details: { err: expect.any(Error), transactionId: unanswered.transactionId },
        message: `settling transaction ${unanswered.transactionId} failed`,
      },
    ]);
  });

  it('gives up a deposit left pending after its window, as one only created', async () => {
    // 'pending' is an open deposit too (it counts against the day): settlement must not forget it.
    const o = await order(740);
    await db().update(walletTransactions).set({ status: 'pending' }).where(eq(walletTransactions.id, o.transactionId));
    await backdate(o, ORDER_PAYABLE_MINUTES + 3);

    await service.settleStaleOrders();
    expect(await walletTx(o.transactionId)).toMatchObject({
      status: 'failed',
      failureReason: 'The payment was not completed in time.',
    });
  });

  it('gives up a deposit whose order was never created without asking the provider about it', async () => {
    // The server stopped between recording the deposit and creating its order with the provider.
    const player = await quickPlayer(t.app);
    const [row] = await db()
      .insert(walletTransactions)
      .values({ userId: player.userId, type: 'add_money', amountPaise: 20_000, status: 'created', provider: 'sandbox' })
      .returning();
    const transactionId = row?.id as string;
    await db()
      .update(walletTransactions)
      .set({ createdAt: sql`now() - make_interval(mins => ${ORDER_PAYABLE_MINUTES + 3})` })
      .where(eq(walletTransactions.id, transactionId));
    // As Razorpay does, the provider refuses to list the payments of an order id it never issued.
    const provider = providerLike({
      paymentsOfOrder: (orderId) =>
        orderId ? sandbox.paymentsOfOrder(orderId) : Promise.reject(new Error('The id provided does not exist')),
    });

    await serviceWith(provider).settleStaleOrders();
    expect(await walletTx(transactionId)).toMatchObject({
      status: 'failed',
      failureReason: 'The payment was not completed in time.',
    });
  });
});

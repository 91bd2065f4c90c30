import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, sandboxPayments, walletTransactions } from '../../db/schema';
import type { ServiceLog } from '../../lib/service-log';
import { createTestApp, REAL_MONEY, type TestApp } from '../../test/harness';
import { creditPlayer, quickPlayer } from '../../test/users';
import { checkLedger } from '../ledger/ledger.check';
import { userBalance } from '../ledger/ledger.service';
import { ORDER_PAYABLE_MINUTES, PaymentsService } from './payments.service';
import { checkoutSignature, type ProviderPayment } from './providers/provider';
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

beforeAll(async () => {
  t = await createTestApp(REAL_MONEY);
  sandbox = new SandboxProvider(t.database.db, t.config.payments.keyId);
  service = new PaymentsService(t.database.db, sandbox, t.config.payments, (userId) => credited.push(userId), {
    warn: () => undefined,
    error: (details: unknown, message: string) => errors.push({ details, message }),
    // pino's overloaded log functions: this test takes the (details, message) form the service uses.
  } as unknown as ServiceLog);
});
afterAll(() => t.close());

const db = () => t.database.db;

async function order(rupees: number, player?: { userId: string }) {
  const owner = player ?? (await quickPlayer(t.app));
  const { order: providerOrder, transactionId } = await service.createOrder(owner.userId, rupees, 'upi');
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

  it('answers an unknown transaction with 404', async () => {
    const o = await order(100);
    const payment = await paid(o);
    await expect(service.creditDeposit(randomUUID(), payment)).rejects.toMatchObject({
      statusCode: 404,
      message: 'Transaction not found.',
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

    // Past the window and its two minutes of grace, both are given up.
    await backdate(declinedThenPaidLess, ORDER_PAYABLE_MINUTES + 3);
    await backdate(failedAttempt, ORDER_PAYABLE_MINUTES + 3);
    await service.settleStaleOrders();
    for (const o of [declinedThenPaidLess, failedAttempt]) {
      expect((await walletTx(o.transactionId)).status).toBe('failed');
      expect(await depositOf(o.userId)).toBe(0);
    }
  });
});

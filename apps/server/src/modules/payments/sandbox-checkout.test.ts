import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers, paymentWebhookEvents, sandboxPayments } from '../../db/schema';
import { addressSequence } from '../../test/addresses';
import { countRows, createTestApp, eventually, REAL_MONEY, type TestApp } from '../../test/harness';
import { openDepositOrder } from '../../test/payments';
import { bearer, quickPlayer } from '../../test/users';
import { checkLedger } from '../ledger/ledger.check';
import { userBalance } from '../ledger/ledger.service';
import { SandboxProvider } from './providers/sandbox';

/**
 * The sandbox checkout sheet's Pay button pressed many times at once: like Razorpay, the sandbox
 * captures at most one payment per order, and every other press is told the order is paid.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(REAL_MONEY);
});
afterAll(() => t.close());

type Player = Awaited<ReturnType<typeof quickPlayer>>;

// The payment routes are rate limited per address: each request comes from its own.
const nextAddress = addressSequence('10.31');

const post = (player: Player, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(player), payload, remoteAddress: nextAddress() });

const openOrder = (player: Player, amount: number) => openDepositOrder(t.app, player, amount, nextAddress());

const paymentsOf = (orderId: string) =>
  t.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId));

const depositTransfers = (transactionId: string) =>
  t.database.db
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.reason, 'deposit'), eq(ledgerTransfers.refId, transactionId)));

const balanceRupees = async (player: Player) => {
  const { depositPaise, winningsPaise } = await userBalance(t.database.db, player.userId);
  return (depositPaise + winningsPaise) / 100;
};

/** Every press answered 200 sends one webhook in the background; the outcome is read after all are handled. */
let webhooksSent = 0;
const webhooksHandled = () =>
  eventually(async () => (await countRows(t.database, paymentWebhookEvents)) >= webhooksSent, {
    what: `${webhooksSent} sandbox webhooks`,
  });

describe('the sandbox checkout sheet pressed many times at once', () => {
  it('captures one payment for ten simultaneous presses of Pay, credits it once and tells the other nine', async () => {
    const player = await quickPlayer(t.app);
    const order = await openOrder(player, 700);

    const presses = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(player, '/api/payment/sandbox/pay', { orderId: order.orderId, method: 'upi' }),
      ),
    );
    const paid = presses.filter((response) => response.statusCode === 200);
    const refused = presses.filter((response) => response.statusCode !== 200);
    webhooksSent += paid.length;
    expect(paid).toHaveLength(1);
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toEqual({ message: 'This order has already been paid.', code: 'ORDER_ALREADY_PAID' });
    }

    const payments = await paymentsOf(order.orderId);
    expect(payments.map((payment) => payment.status)).toEqual(['captured']);
    const checkout = (paid[0] as (typeof presses)[number]).json() as Record<string, string>;
    expect(checkout.razorpay_payment_id).toBe(payments[0]?.id);

    const verified = await post(player, '/api/payment/verify', { ...checkout, transactionId: order.transactionId });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ status: 'paid', balance: 700 });
    await webhooksHandled();

    expect(await balanceRupees(player)).toBe(700);
    expect(await depositTransfers(order.transactionId)).toHaveLength(1);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('refuses Pay and Fail on an order already paid with 409, and records no further attempt', async () => {
    const player = await quickPlayer(t.app);
    const order = await openOrder(player, 300);
    const first = await post(player, '/api/payment/sandbox/pay', { orderId: order.orderId, method: 'upi' });
    expect(first.statusCode, first.body).toBe(200);
    webhooksSent += 1;
    await webhooksHandled();

    const again = await post(player, '/api/payment/sandbox/pay', { orderId: order.orderId, method: 'card' });
    const failing = await post(player, '/api/payment/sandbox/fail', { orderId: order.orderId, method: 'upi' });
    for (const response of [again, failing]) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({ code: 'ORDER_ALREADY_PAID' });
    }
    expect(await paymentsOf(order.orderId)).toHaveLength(1);
    expect(await balanceRupees(player)).toBe(300);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('takes a payment after a declined attempt, and then no other', async () => {
    const player = await quickPlayer(t.app);
    const order = await openOrder(player, 250);
    const sandbox = new SandboxProvider(t.database.db, t.config.payments.keyId);
    expect(await sandbox.fail(order.orderId, 'upi')).toMatchObject({ status: 'failed' });
    expect(await sandbox.pay(order.orderId, 'upi')).toMatchObject({ status: 'captured' });
    await expect(sandbox.pay(order.orderId, 'upi')).rejects.toMatchObject({ code: 'ORDER_ALREADY_PAID' });
    await expect(sandbox.fail(order.orderId, 'upi')).rejects.toMatchObject({ code: 'ORDER_ALREADY_PAID' });
    expect((await paymentsOf(order.orderId)).map((payment) => payment.status).sort()).toEqual(['captured', 'failed']);
  });
});

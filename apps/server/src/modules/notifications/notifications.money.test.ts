import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentWebhookEvents } from '../../db/schema';
import { countRows, createTestApp, eventually, REAL_MONEY, type TestApp } from '../../test/harness';
import { submitKycOk } from '../../test/kyc';
import type { Player } from '../../test/match-books';
import { listenLocally, SocketClients } from '../../test/match-sockets';
import { type NotificationApi, notificationApi, outboxOf } from '../../test/notifications';
import { openDepositOrder } from '../../test/payments';
import { bearer, quickAdmin, quickPlayer, verifiedPlayer } from '../../test/users';
import { PaymentsService } from '../payments/payments.service';
import { checkoutSignature } from '../payments/providers/provider';
import { SandboxProvider } from '../payments/providers/sandbox';

/**
 * The notifications of money coming in and going out (deposits, withdrawals, identity checks),
 * which only the real-money mode has; the others, and how notifications flow, are in
 * notifications.test.ts. The dispatcher's timer is off in tests: each test dispatches.
 */

let t: TestApp;
let clients: SocketClients;
let admin: Player;
let api: NotificationApi;

beforeAll(async () => {
  // The sandbox bank pays a payout at once, so an approval is followed by its payment.
  t = await createTestApp({ ...REAL_MONEY, SANDBOX_PAYOUT_DELAY_MS: '0' });
  clients = new SocketClients(await listenLocally(t.app));
  admin = await quickAdmin(t.app);
  api = notificationApi(t.app);
});
afterAll(async () => {
  clients.closeAll();
  await t.close();
});

const db = () => t.database.db;
const dispatch = () => t.services.domainEvents.dispatch();

describe('a deposit', () => {
  it('credited notifies its player once, however many times the payment is confirmed', async () => {
    const depositor = await quickPlayer(t.app);
    const order = await openDepositOrder(t.app, depositor, 500, '10.91.0.1');
    const webhooksBefore = await countRows(t.database, paymentWebhookEvents);
    // The sandbox's Pay sends its webhook in the background, racing the browser's verify.
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/pay',
      headers: bearer(depositor),
      payload: { orderId: order.orderId, method: 'upi' },
      remoteAddress: '10.91.0.2',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const checkout = paid.json() as { razorpay_payment_id: string };
    for (const address of ['10.91.0.3', '10.91.0.4']) {
      const verified = await t.app.inject({
        method: 'POST',
        url: '/api/payment/verify',
        headers: bearer(depositor),
        payload: { ...(paid.json() as object), transactionId: order.transactionId },
        remoteAddress: address,
      });
      expect(verified.statusCode, verified.body).toBe(200);
    }
    await eventually(async () => (await countRows(t.database, paymentWebhookEvents)) > webhooksBefore, {
      what: 'the sandbox webhook',
    });
    await dispatch();

    expect((await api.list(depositor)).notifications).toEqual([
      expect.objectContaining({
        type: 'payment',
        title: 'Money added',
        message: `₹500 was added to your wallet (${checkout.razorpay_payment_id}).`,
        actionUrl: '/user/wallet',
      }),
    ]);
    const events = (await outboxOf(db(), 'payment.deposit_credited')).filter(
      (event) => event.payload.userId === depositor.userId,
    );
    expect(events.map((event) => event.payload)).toEqual([
      {
        type: 'payment.deposit_credited',
        userId: depositor.userId,
        amountPaise: 50_000,
        reference: checkout.razorpay_payment_id,
      },
    ]);
  });

  it('a failed payment tells the player; a checkout they closed themselves does not', async () => {
    const depositor = await quickPlayer(t.app);
    const closed = await openDepositOrder(t.app, depositor, 200, '10.91.2.1');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/payment/${closed.transactionId}/cancel`,
      headers: bearer(depositor),
      remoteAddress: '10.91.2.2',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const failing = await openDepositOrder(t.app, depositor, 300, '10.91.2.3');
    const payments = new PaymentsService(db(), new SandboxProvider(db(), t.config.payments.keyId), t.config.payments);
    await payments.markFailed(failing.transactionId, 'The bank declined the payment.');
    // Failing it again (a late webhook) notifies once.
    await payments.markFailed(failing.transactionId, 'The bank declined the payment.');
    await dispatch();
    expect((await api.list(depositor)).notifications).toEqual([
      expect.objectContaining({
        type: 'payment',
        title: 'Payment failed',
        message:
          'Your payment of ₹300 did not go through, and nothing was added to your wallet. The bank declined the payment.',
        actionUrl: '/user/transactions',
      }),
    ]);
  });

  it('a payment that is never captured tells nobody anything', async () => {
    const depositor = await quickPlayer(t.app);
    const order = await openDepositOrder(t.app, depositor, 300, '10.91.1.1');
    // A captured payment with a forged signature is refused before anything is credited.
    const sandbox = new SandboxProvider(db(), t.config.payments.keyId);
    const payment = await sandbox.pay(order.orderId, 'upi');
    if (!payment) throw new Error('sandbox did not record the payment');
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payment/verify',
      headers: bearer(depositor),
      payload: {
        razorpay_order_id: order.orderId,
        razorpay_payment_id: payment.id,
        razorpay_signature: checkoutSignature('not-the-secret', order.orderId, payment.id),
        transactionId: order.transactionId,
      },
      remoteAddress: '10.91.1.2',
    });
    expect(forged.statusCode).toBe(400);
    await dispatch();
    expect(await api.list(depositor)).toEqual({ notifications: [], unread: 0 });
  });
});

describe('withdrawals', () => {
  const withdraw = async (who: Player, amount: number) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/withdrawals',
      headers: bearer(who),
      payload: { amount, destination: { type: 'upi', upiId: 'asha@okbank' } },
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { withdrawal: { id: string } }).withdrawal.id;
  };

  it('approved, then paid, notifies the player of each; asking notified nobody', async () => {
    const winner = await verifiedPlayer(t.app, { winningsPaise: 500_000 });
    const id = await withdraw(winner, 1_200);
    await dispatch();
    expect(await api.list(winner)).toEqual({ notifications: [], unread: 0 });

    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/withdrawals/${id}/approve`,
      headers: bearer(admin),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await dispatch();
    const titles = (await api.list(winner)).notifications.map((n) => [n.title, n.message]);
    expect(titles).toEqual(
      expect.arrayContaining([
        ['Withdrawal approved', 'Your withdrawal of ₹1,200 was approved and is being paid out.'],
        ['Withdrawal paid', '₹1,200 was sent to your account.'],
      ]),
    );
    expect(titles).toHaveLength(2);
    // An admin hears nothing of what they did.
    expect((await api.list(admin)).notifications).toEqual([]);
  });

  it('rejected notifies the player with the admin’s reason', async () => {
    const winner = await verifiedPlayer(t.app, { winningsPaise: 500_000 });
    const id = await withdraw(winner, 700);
    const reason = 'The UPI id belongs to someone else';
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/admin/withdrawals/${id}/reject`,
      headers: bearer(admin),
      payload: { reason },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await dispatch();
    expect((await api.list(winner)).notifications).toEqual([
      expect.objectContaining({
        type: 'payment',
        title: 'Withdrawal rejected',
        message: `Your withdrawal of ₹700 was rejected and the money is back in your wallet. Reason: ${reason}`,
        actionUrl: '/user/wallet',
      }),
    ]);
  });
});

describe('KYC', () => {
  async function submitted(): Promise<Player & { submissionId: string }> {
    const who = await quickPlayer(t.app);
    await submitKycOk(t.app, who);
    const queue = await t.app.inject({ method: 'GET', url: '/api/admin/kyc', headers: bearer(admin) });
    const item = (queue.json() as Array<{ id: string; userId: string }>).find((row) => row.userId === who.userId);
    if (!item) throw new Error('no queued submission');
    return { ...who, submissionId: item.id };
  }

  it('approved or rejected, the player is told (with the reason)', async () => {
    const [good, bad] = [await submitted(), await submitted()];
    const reason = 'The PAN card photo is unreadable';
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/kyc/${good.submissionId}/approve`,
      headers: bearer(admin),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/admin/kyc/${bad.submissionId}/reject`,
      headers: bearer(admin),
      payload: { reason },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await dispatch();
    expect((await api.list(good)).notifications).toEqual([
      expect.objectContaining({ title: 'Identity verified', actionUrl: '/user/profile' }),
    ]);
    expect((await api.list(bad)).notifications).toEqual([
      expect.objectContaining({
        title: 'Identity not verified',
        message: `Your KYC documents were rejected. Submit them again from your profile. Reason: ${reason}`,
      }),
    ]);
  });
});

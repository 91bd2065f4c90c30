import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ledgerTransfers, sandboxPayouts } from '../../db/schema';
import { countRows, createTestApp, platformBalance, REAL_MONEY, type TestApp } from '../../test/harness';
import { bearer, quickAdmin, type quickPlayer, setKycStatus, verifiedPlayer } from '../../test/users';
import { expectBooksBalanced as expectBalancedBooks, transferReasonsOf, walletTxOf } from '../../test/withdrawal-books';
import { playerWinnings, sandboxPayoutsOf, UPI, WithdrawalSteps, withdrawalRow } from '../../test/withdrawals';
import { hmacHex } from '../payments/providers/provider';

/**
 * After approval: automatic approval of small withdrawals, and the payout's news arriving by
 * Razorpay's webhook. The sandbox bank takes a minute here, so payouts stay in flight until a
 * webhook (or nothing) says otherwise.
 */

let t: TestApp;
let admin: Player;
beforeAll(async () => {
  t = await createTestApp({
    ...REAL_MONEY,
    WITHDRAWAL_AUTO_APPROVE_BELOW_RUPEES: '500',
    SANDBOX_PAYOUT_DELAY_MS: '60000',
  });
  admin = await quickAdmin(t.app);
});
afterAll(() => t.close());

type Player = Awaited<ReturnType<typeof quickPlayer>>;

const steps = new WithdrawalSteps('10.70');
const withdraw = (player: Player, amount: number) => steps.ask(t, player, { amount, destination: UPI });
const winningsOf = (player: Player) => playerWinnings(t, player);
const row = (id: string) => withdrawalRow(t, id);
const payoutsFor = (id: string) => sandboxPayoutsOf(t, id);
const walletTx = (id: string) => walletTxOf(t, id);
const transferReasons = (id: string) => transferReasonsOf(t, id);
const expectBooksBalanced = () => expectBalancedBooks(t);

describe('automatic approval below WITHDRAWAL_AUTO_APPROVE_BELOW_RUPEES', () => {
  it('sends the payout of a smaller withdrawal without an admin', async () => {
    const player = await verifiedPlayer(t.app, { winningsPaise: 100_000 });
    const response = await withdraw(player, 499.99);
    expect(response.statusCode, response.body).toBe(201);
    const { withdrawal } = response.json() as { withdrawal: { id: string; createdAt: string } };
    // The player sees their withdrawal, not the admin's view of it.
    expect(response.json()).toEqual({
      message: 'Withdrawal requested!',
      withdrawal: {
        id: withdrawal.id,
        amount: 499.99,
        tds: 0,
        status: 'approved',
        destination: 'UPI asha@okbank',
        reason: null,
        createdAt: withdrawal.createdAt,
      },
    });

    const [payout] = await payoutsFor(withdrawal.id);
    expect(payout).toMatchObject({ amountPaise: 49_999, mode: 'UPI' });
    expect(await row(withdrawal.id)).toMatchObject({ status: 'approved', payoutId: payout?.id, reviewedBy: null });
    expect(await walletTx(withdrawal.id)).toMatchObject({ status: 'pending', reference: payout?.id });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, withdrawal.id));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'withdrawal.approve',
        actorId: null,
        reason: 'Approved automatically below the configured amount',
      }),
    ]);
    expect(await winningsOf(player)).toBe(50_001);
    await expectBooksBalanced();
  });

  it.each([500, 501])('leaves a withdrawal of ₹%s waiting for an admin', async (amount) => {
    const player = await verifiedPlayer(t.app, { winningsPaise: 100_000 });
    const response = await withdraw(player, amount);
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json().withdrawal as { id: string };
    expect(response.json().withdrawal.status).toBe('requested');
    expect(await payoutsFor(id)).toEqual([]);
    expect(await row(id)).toMatchObject({ status: 'requested', payoutId: null });
    const queue = await t.app.inject({ method: 'GET', url: '/api/admin/withdrawals', headers: bearer(admin) });
    expect((queue.json() as { withdrawals: Array<{ id: string }> }).withdrawals.map((w) => w.id)).toContain(id);
    await expectBooksBalanced();
  });

  it('does not skip KYC', async () => {
    const player = await verifiedPlayer(t.app, { winningsPaise: 100_000 });
    await setKycStatus(t.database.db, player.userId, 'pending');
    const sandboxBefore = await countRows(t.database, sandboxPayouts);
    const response = await withdraw(player, 100);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'KYC_REQUIRED' });
    expect(await countRows(t.database, sandboxPayouts)).toBe(sandboxBefore);
    expect(await winningsOf(player)).toBe(100_000);
  });
});

describe('payout webhooks', () => {
  /** A verified player's ₹1,000 withdrawal, approved: its payout is with the (slow) bank. */
  const inFlight = () => steps.approved(t, admin, 1_000, { winningsPaise: 300_000 });

  const newEventId = () => `evt_${randomBytes(8).toString('hex')}`;

  /** A RazorpayX payout event, serialised once: the exact bytes that are signed and sent. */
  const payoutEvent = (event: string, payout: { id: string; status: string; failureReason?: string }) =>
    JSON.stringify({
      entity: 'event',
      account_id: 'acc_test',
      event,
      contains: ['payout'],
      payload: {
        payout: {
          entity: {
            id: payout.id,
            entity: 'payout',
            amount: 100_000,
            currency: 'INR',
            status: payout.status,
            mode: 'UPI',
            failure_reason: payout.failureReason ?? null,
          },
        },
      },
      created_at: Math.floor(Date.now() / 1000),
    });

  const deliver = (rawBody: string, options: { eventId?: string; signature?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': options.signature ?? hmacHex(t.config.payments.webhookSecret, rawBody),
        'x-razorpay-event-id': options.eventId ?? newEventId(),
      },
      payload: rawBody,
    });

  it('payout.processed completes the withdrawal; delivered again it moves nothing more', async () => {
    const { player, id, payoutId } = await inFlight();
    const payoutsHeld = await platformBalance(t.database, 'payouts');
    const gatewayBefore = await platformBalance(t.database, 'gateway');
    const body = payoutEvent('payout.processed', { id: payoutId, status: 'processed' });
    const eventId = newEventId();

    const response = await deliver(body, { eventId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'processed' });
    expect(await row(id)).toMatchObject({ status: 'processed' });
    expect(await walletTx(id)).toMatchObject({ status: 'paid', reference: payoutId });
    expect(await platformBalance(t.database, 'payouts')).toBe(payoutsHeld - 100_000);
    expect(await platformBalance(t.database, 'gateway')).toBe(gatewayBefore + 100_000);

    // The same delivery again, and the same news under another event id: the money moved once.
    expect((await deliver(body, { eventId })).json()).toEqual({ status: 'duplicate' });
    expect((await deliver(body)).statusCode).toBe(200);
    expect(await transferReasons(id)).toEqual(['withdrawal', 'payout']);
    expect(await platformBalance(t.database, 'gateway')).toBe(gatewayBefore + 100_000);
    expect(await winningsOf(player)).toBe(200_000);
    await expectBooksBalanced();
  });

  it('payout.reversed returns the money to winnings with the reason; delivered again it returns nothing more', async () => {
    const { player, id, payoutId } = await inFlight();
    expect(await winningsOf(player)).toBe(200_000);
    const reason = 'Beneficiary bank account is closed.';
    const body = payoutEvent('payout.reversed', { id: payoutId, status: 'reversed', failureReason: reason });

    const response = await deliver(body);
    expect(response.statusCode, response.body).toBe(200);
    expect(await row(id)).toMatchObject({ status: 'failed', reason });
    expect(await walletTx(id)).toMatchObject({
      status: 'failed',
      failureReason: reason,
      details: `Payout failed: ${reason} The amount is back in your winnings.`,
    });
    expect(await winningsOf(player)).toBe(300_000);

    await deliver(body);
    // A late payout.processed for the same payout cannot take the returned money out again.
    await deliver(payoutEvent('payout.processed', { id: payoutId, status: 'processed' }));
    expect(await winningsOf(player)).toBe(300_000);
    expect(await transferReasons(id)).toEqual(['withdrawal', 'withdrawal_return']);
    expect((await row(id)).status).toBe('failed');
    const mine = await t.app.inject({ method: 'GET', url: '/api/withdrawals', headers: bearer(player) });
    expect(mine.json().withdrawals[0]).toMatchObject({ id, status: 'failed', reason });
    await expectBooksBalanced();
  });

  it('a payout still on its way (payout.initiated, processing) changes nothing', async () => {
    const { player, id, payoutId } = await inFlight();
    const response = await deliver(payoutEvent('payout.initiated', { id: payoutId, status: 'processing' }));
    expect(response.statusCode).toBe(200);
    expect(await row(id)).toMatchObject({ status: 'approved' });
    expect(await walletTx(id)).toMatchObject({ status: 'pending' });
    expect(await transferReasons(id)).toEqual(['withdrawal']);
    expect(await winningsOf(player)).toBe(200_000);
    await expectBooksBalanced();
  });

  it('refuses a payout webhook with a bad signature (400) and moves nothing', async () => {
    const { id, payoutId } = await inFlight();
    const body = payoutEvent('payout.processed', { id: payoutId, status: 'processed' });
    const response = await deliver(body, { signature: hmacHex('not-the-webhook-secret', body) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_SIGNATURE' });
    expect(await row(id)).toMatchObject({ status: 'approved' });
    expect(await transferReasons(id)).toEqual(['withdrawal']);
    await expectBooksBalanced();
  });

  it('moves nothing for a payout it does not know or a withdrawal not yet approved', async () => {
    const player = await verifiedPlayer(t.app, { winningsPaise: 300_000 });
    const waiting = (await withdraw(player, 1_000)).json().withdrawal.id as string;
    const transfers = await countRows(t.database, ledgerTransfers);

    for (const payoutId of ['pout_unknown000001', waiting]) {
      for (const status of ['processed', 'reversed']) {
        const response = await deliver(payoutEvent(`payout.${status}`, { id: payoutId, status }));
        expect(response.statusCode).toBe(200);
      }
    }
    expect(await countRows(t.database, ledgerTransfers)).toBe(transfers);
    expect(await row(waiting)).toMatchObject({ status: 'requested' });
    await expectBooksBalanced();
  });
});

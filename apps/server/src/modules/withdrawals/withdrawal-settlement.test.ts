import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentWebhookEvents, sandboxPayouts, walletTransactions, withdrawals } from '../../db/schema';
import { countRows, createTestApp, eventually, REAL_MONEY, type TestApp } from '../../test/harness';
import { quickAdmin, type quickPlayer, verifiedPlayer } from '../../test/users';
import { expectBooksBalanced as expectBalancedBooks, transferReasonsOf, walletTxOf } from '../../test/withdrawal-books';
import { seenBy, WithdrawalSteps } from '../../test/withdrawals';
import { platformAccount, transfer, userAccounts, userBalance } from '../ledger/ledger.service';

/**
 * Webhooks may be lost: the settlement loop (every 200 ms here) asks the payout provider about
 * approved payouts and finishes them. The sandbox bank settles half a second after the payout.
 */

let t: TestApp;
let admin: Player;
beforeAll(async () => {
  t = await createTestApp({
    ...REAL_MONEY,
    PAYMENT_SETTLE_INTERVAL_MS: '200',
    PAYOUT_CHECK_INTERVAL_MS: '200',
    SANDBOX_PAYOUT_DELAY_MS: '500',
  });
  admin = await quickAdmin(t.app);
});
afterAll(() => t.close());

type Player = Awaited<ReturnType<typeof quickPlayer>>;

const steps = new WithdrawalSteps('10.80');

/** A verified player's approved withdrawal of ₹1,000, its payout still with the bank. */
const approvedWithdrawal = (upiId: string) =>
  steps.approved(t, admin, 1_000, { winningsPaise: 300_000, destination: { type: 'upi', upiId } });

/** The player's own view of the withdrawal, once it is no longer approved. */
const settled = (player: Player, id: string) =>
  eventually(
    async () => {
      const found = await seenBy(t, player, id);
      return found && found.status !== 'approved' ? found : undefined;
    },
    { what: `withdrawal ${id} to settle` },
  );

const walletTx = (id: string) => walletTxOf(t, id);
const transferReasons = (id: string) => transferReasonsOf(t, id);
const expectBooksBalanced = () => expectBalancedBooks(t);

describe('settling payouts without webhooks', () => {
  it('completes an approved payout once the bank has paid it', async () => {
    const { player, id, payoutId } = await approvedWithdrawal('asha@okbank');
    expect(await transferReasons(id)).toEqual(['withdrawal']);

    expect(await settled(player, id)).toMatchObject({ status: 'processed' });
    expect(await walletTx(id)).toMatchObject({ status: 'paid', reference: payoutId });
    expect(await transferReasons(id)).toEqual(['withdrawal', 'payout']);
    expect((await userBalance(t.database.db, player.userId)).winningsPaise).toBe(200_000);
    expect(await countRows(t.database, paymentWebhookEvents)).toBe(0);
    await expectBooksBalanced();
  });

  it('returns the money of a payout the bank declined', async () => {
    const { player, id } = await approvedWithdrawal('fail.asha@okbank');
    expect((await userBalance(t.database.db, player.userId)).winningsPaise).toBe(200_000);

    expect(await settled(player, id)).toMatchObject({
      status: 'failed',
      reason: 'The beneficiary bank declined the transfer.',
    });
    expect(await walletTx(id)).toMatchObject({ status: 'failed' });
    expect(await transferReasons(id)).toEqual(['withdrawal', 'withdrawal_return']);
    expect((await userBalance(t.database.db, player.userId)).winningsPaise).toBe(300_000);
    await expectBooksBalanced();
  });

  it('reaches a payout waiting behind 50 others the bank has not settled yet', async () => {
    // 50 withdrawals approved an hour ago whose payouts the bank settles only tomorrow: each pass
    // of the loop looks at 50 payouts, and these are the longest waiting.
    const slow = await verifiedPlayer(t.app, { winningsPaise: 500_000 });
    await t.database.db.transaction(async (tx) => {
      const history = await tx
        .insert(walletTransactions)
        .values(
          Array.from({ length: 50 }, () => ({
            userId: slow.userId,
            type: 'withdraw' as const,
            amountPaise: 10_000,
            status: 'pending' as const,
            method: 'UPI',
            details: 'To UPI slow@okbank',
          })),
        )
        .returning();
      const anHourAgo = sql`now() - interval '1 hour'`;
      await tx.insert(withdrawals).values(
        history.map((entry, i) => ({
          id: entry.id,
          userId: slow.userId,
          amountPaise: 10_000,
          destination: { type: 'upi', upiId: 'slow@okbank' },
          status: 'approved' as const,
          payoutId: `pout_tomorrow_${i}`,
          createdAt: anHourAgo,
          updatedAt: anHourAgo,
        })),
      );
      await tx.insert(sandboxPayouts).values(
        history.map((entry, i) => ({
          id: `pout_tomorrow_${i}`,
          idempotencyKey: entry.id,
          amountPaise: 10_000,
          mode: 'UPI',
          outcome: 'processed' as const,
          settlesAt: sql`now() + interval '1 day'`,
        })),
      );
      const accounts = await userAccounts(tx, slow.userId);
      await transfer(tx, {
        fromAccountId: accounts.winnings,
        toAccountId: await platformAccount(tx, 'payouts'),
        amountPaise: 500_000,
        reason: 'withdrawal',
        refType: 'test',
        refId: slow.userId,
        idempotencyKey: `test-held:${slow.userId}`,
      });
    });

    const { player, id } = await approvedWithdrawal('asha@okbank');
    expect(await settled(player, id)).toMatchObject({ status: 'processed' });
    expect(await transferReasons(id)).toEqual(['withdrawal', 'payout']);
    await expectBooksBalanced();
  });
});

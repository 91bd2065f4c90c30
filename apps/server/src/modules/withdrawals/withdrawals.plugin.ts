import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startPolling } from '../../lib/polling';
import { RazorpayXPayouts } from './payouts/razorpayx-payouts';
import { SandboxPayouts } from './payouts/sandbox-payouts';
import { withdrawalClosure } from './withdrawal-closure';
import { WithdrawalsService } from './withdrawals.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Payout news from the payments webhook reaches withdrawals through this service. */
    withdrawals: WithdrawalsService;
  }
}

async function withdrawalsPlugin(app: FastifyInstance) {
  const settings = app.config.payments;
  const payouts =
    settings.provider === 'razorpay'
      ? new RazorpayXPayouts(settings.keyId, settings.keySecret, settings.apiBase, settings.payoutAccountNumber)
      : new SandboxPayouts(app.db, settings.sandboxPayoutDelayMs);
  const service = new WithdrawalsService(
    app.db,
    payouts,
    settings,
    {
      balanceChanged: (userId) => app.realtime.toUser(userId, 'balanceChanged'),
      withdrawalUpdated: (userId, withdrawalId, status) =>
        app.realtime.toUser(userId, 'withdrawalUpdated', { withdrawalId, status }),
    },
    app.log.child({ module: 'withdrawals' }),
    app.config.money.taxPolicy === 'net_winnings',
  );
  app.decorate('withdrawals', service);
  app.accountClosure.register('withdrawals', withdrawalClosure);
  // Its own, shorter interval: a pass only looks at payouts due a check (payout-checks.ts), and the
  // first look comes seconds after sending. Settling turned off (PAYMENT_SETTLE_INTERVAL_MS=0)
  // turns it off too.
  const payoutCheckIntervalMs = settings.settleIntervalMs > 0 ? settings.payoutCheckIntervalMs : 0;
  startPolling(app, 'settling payouts', payoutCheckIntervalMs, () => service.settleApprovedPayouts());
}

export default fp(withdrawalsPlugin, {
  name: 'withdrawals',
  dependencies: ['db', 'auth', 'realtime', 'account-closure'],
});

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { financialYearOf } from '../../lib/india-time';
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

/** How many days into a financial year the previous one's end is settled. */
const YEAR_END_DAYS = 7;

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
  // Under the net winnings rule, the year that ended on 31 March is settled in the first days of
  // April, every hour until then (each player once: docs/decisions/0018-tax-on-net-winnings.md).
  if (app.config.money.taxPolicy === 'net_winnings') {
    startPolling(app, 'financial year end', settings.settleIntervalMs > 0 ? 3_600_000 : 0, async () => {
      const now = new Date();
      const { startYear, start } = financialYearOf(now);
      if (now.getTime() - start.getTime() < YEAR_END_DAYS * 24 * 3_600_000) {
        await service.settleFinancialYearEnd(startYear - 1, now);
      }
    });
  }
}

export default fp(withdrawalsPlugin, {
  name: 'withdrawals',
  dependencies: ['db', 'auth', 'realtime', 'account-closure'],
});

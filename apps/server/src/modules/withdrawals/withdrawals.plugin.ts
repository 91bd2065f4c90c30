import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startPolling } from '../../lib/polling';
import { RazorpayXPayouts } from './payouts/razorpayx-payouts';
import { SandboxPayouts } from './payouts/sandbox-payouts';
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
  const service = new WithdrawalsService(app.db, payouts, settings, (userId) =>
    app.realtime.toUser(userId, 'balanceChanged'),
  );
  app.decorate('withdrawals', service);
  startPolling(app, 'settling payouts', settings.settleIntervalMs, () => service.settleApprovedPayouts());
}

export default fp(withdrawalsPlugin, { name: 'withdrawals', dependencies: ['db', 'auth', 'realtime'] });

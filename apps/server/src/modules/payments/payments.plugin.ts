import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startPolling } from '../../lib/polling';
import { PaymentsService } from './payments.service';
import { handleWebhook, type WebhookDelivery, type WebhookOutcome } from './payments.webhook';
import type { PaymentProvider } from './providers/provider';
import { RazorpayProvider } from './providers/razorpay';
import { SandboxProvider } from './providers/sandbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** Deposits: orders with the provider, their verification and settlement. */
    payments: PaymentsService;
    /** The provider the checkout talks to: Razorpay, or the sandbox with its own checkout sheet. */
    paymentProvider: PaymentProvider;
    /** A Razorpay webhook, checked and acted on once: deposits here, payout news by withdrawals. */
    paymentWebhook: (delivery: WebhookDelivery) => Promise<WebhookOutcome>;
  }
}

/**
 * Payments (real money only): the provider, the deposits service and the loop that settles
 * orders left unpaid. RazorpayX sends payout news on the same webhook, so withdrawals is a
 * dependency: its service applies them.
 */
async function paymentsPlugin(app: FastifyInstance) {
  const settings = app.config.payments;
  const provider: PaymentProvider =
    settings.provider === 'razorpay'
      ? new RazorpayProvider(settings.keyId, settings.keySecret, settings.apiBase)
      : new SandboxProvider(app.db, settings.keyId);
  const log = app.log.child({ module: 'payments' });
  const service = new PaymentsService(
    app.db,
    provider,
    settings,
    (userId) => app.realtime.toUser(userId, 'balanceChanged'),
    log,
    (tx, userId, amountPaise, used) => app.responsibleGaming.assertMayDeposit(tx, userId, amountPaise, used),
  );
  app.decorate('payments', service);
  app.decorate('paymentProvider', provider);
  app.decorate('paymentWebhook', (delivery: WebhookDelivery) =>
    handleWebhook(
      app.db,
      service,
      settings.webhookSecret,
      delivery,
      (payout) => app.withdrawals.applyPayoutStatus(payout),
      log,
    ),
  );

  startPolling(app, 'settling unpaid orders', settings.settleIntervalMs, async () => {
    const result = await service.settleStaleOrders();
    if (result.credited + result.failed > 0) app.log.info(result, 'settled unpaid orders');
  });
}

export default fp(paymentsPlugin, {
  name: 'payments',
  dependencies: ['db', 'realtime', 'responsible-gaming', 'withdrawals'],
});

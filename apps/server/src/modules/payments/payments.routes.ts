import { randomBytes } from 'node:crypto';
import { type ApiErrorCode, apiErrorSchema } from '@ludo/shared/errors';
import { DEPOSIT_LIMITS } from '@ludo/shared/limits';
import { paiseToRupees } from '@ludo/shared/money';
import {
  cancelOrderParamsSchema,
  cancelOrderResponseSchema,
  createOrderBodySchema,
  createOrderResponseSchema,
  depositAllowanceSchema,
  sandboxFailBodySchema,
  sandboxFailResponseSchema,
  sandboxPayBodySchema,
  sandboxPayResponseSchema,
  verifyPaymentBodySchema,
  verifyPaymentResponseSchema,
} from '@ludo/shared/payments/payments.schemas';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { perAccount } from '../../lib/rate-limits';
import { bearerAuth, errorResponses } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import { checkoutSignature, hmacHex } from './providers/provider';
import { orderAlreadyPaid, SandboxProvider } from './providers/sandbox';

const security = bearerAuth;
const errors = errorResponses(400, 401, 403, 404, 422, 429);

const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/limits',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        summary:
          'What the player deposited today, this week and this month, against their own limits and the daily limit',
        security,
        response: { 200: depositAllowanceSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const userId = authOf(request).user.id;
      const used = await app.payments.depositUsageNow(userId);
      const own = await app.responsibleGaming.depositLimitsNow(userId);
      const rupees = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));
      return {
        used: { day: paiseToRupees(used.day), week: paiseToRupees(used.week), month: paiseToRupees(used.month) },
        ownLimits: { day: rupees(own.day), week: rupees(own.week), month: rupees(own.month) },
        platformDailyLimit: DEPOSIT_LIMITS.maxPerDayRupees,
      };
    },
  );

  app.post(
    '/',
    {
      onRequest: app.authenticate,
      config: perAccount(20, '1 minute'),
      schema: {
        tags: ['payments'],
        summary: 'Start a deposit: records the transaction and creates the provider order',
        security,
        body: createOrderBodySchema,
        response: { 200: createOrderResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { order, transactionId } = await app.payments.createOrder(
        authOf(request).user.id,
        request.body.amount,
        request.body.method,
      );
      return {
        order: { id: order.id, amount: order.amountPaise, currency: order.currency },
        transactionId,
        provider: app.paymentProvider.name,
        keyId: app.paymentProvider.keyId,
      };
    },
  );

  app.post(
    '/verify',
    {
      onRequest: app.authenticate,
      config: perAccount(30, '1 minute'),
      schema: {
        tags: ['payments'],
        summary: 'Confirm a checkout payment and credit the wallet (idempotent)',
        security,
        body: verifyPaymentBodySchema,
        response: { 200: verifyPaymentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { balancePaise } = await app.payments.verify(authOf(request).user.id, request.body);
      return {
        message: 'Payment successful and wallet updated!',
        status: 'paid' as const,
        balance: paiseToRupees(balancePaise),
      };
    },
  );

  app.post(
    '/:transactionId/cancel',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: 'The player closed the checkout without paying',
        security,
        params: cancelOrderParamsSchema,
        response: { 200: cancelOrderResponseSchema, ...errors },
      },
    },
    async (request) => {
      await app.payments.cancel(authOf(request).user.id, request.params.transactionId);
      return { message: 'Payment cancelled.' };
    },
  );

  // Webhooks are verified on the exact bytes received, so this route keeps the raw body.
  await app.register(async (plain) => {
    const hooks = plain.withTypeProvider<ZodTypeProvider>();
    hooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    hooks.post(
      '/webhook',
      {
        schema: {
          tags: ['payments'],
          summary: 'Razorpay webhooks (signed with the webhook secret)',
          headers: z.object({
            'x-razorpay-signature': z.string().min(1).max(256),
            'x-razorpay-event-id': z.string().min(1).max(128),
          }),
          response: { 200: z.object({ status: z.string() }), 400: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const outcome = await app.paymentWebhook({
          rawBody: request.body as Buffer,
          signature: request.headers['x-razorpay-signature'],
          eventId: request.headers['x-razorpay-event-id'],
        });
        if (outcome === 'bad_signature') {
          return reply
            .status(400)
            .send({ message: 'Invalid webhook signature', code: 'BAD_SIGNATURE' satisfies ApiErrorCode });
        }
        return { status: outcome };
      },
    );
  });

  const provider = app.paymentProvider;
  if (provider instanceof SandboxProvider) registerSandboxCheckout(app, provider, app.config.payments);
};

/**
 * The sandbox checkout sheet's buttons. They answer what Razorpay Checkout hands the browser, and
 * send the same webhooks Razorpay would, so every later step is the real code path.
 */
function registerSandboxCheckout(
  instance: FastifyInstance,
  sandbox: SandboxProvider,
  settings: { keySecret: string; webhookSecret: string },
) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deliveries = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(deliveries);
  });
  const deliverWebhook = (
    event: string,
    payment: { id: string; orderId: string; amountPaise: number; status: string; method: string | null },
  ) => {
    const rawBody = JSON.stringify({
      entity: 'event',
      event,
      payload: {
        payment: {
          entity: {
            id: payment.id,
            order_id: payment.orderId,
            amount: payment.amountPaise,
            currency: 'INR',
            status: payment.status,
            method: payment.method,
            error_description: payment.status === 'failed' ? 'The sandbox payment was declined.' : null,
          },
        },
      },
      created_at: Math.floor(Date.now() / 1000),
    });
    const delivery = app
      .inject({
        method: 'POST',
        url: '/api/payment/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmacHex(settings.webhookSecret, rawBody),
          'x-razorpay-event-id': `evt_${randomBytes(10).toString('hex')}`,
        },
        payload: rawBody,
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'sandbox webhook delivery failed'));
    deliveries.add(delivery);
    void delivery.finally(() => deliveries.delete(delivery));
  };

  const ownOpenOrder = async (userId: string, orderId: string) => {
    const walletTx = await app.payments.findByOrderId(orderId);
    if (walletTx?.userId === userId && walletTx.status === 'paid') throw orderAlreadyPaid();
    if (!walletTx || walletTx.userId !== userId || !['created', 'pending'].includes(walletTx.status)) {
      throw notFound('This order is not open for payment.');
    }
  };
  // A second press of Pay (or Fail) after the order is paid is told so (409), not "not found".
  const sandboxErrors = { ...errors, ...errorResponses(409) };

  app.post(
    '/sandbox/pay',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: 'Sandbox checkout: pay the order',
        security,
        body: sandboxPayBodySchema,
        response: { 200: sandboxPayResponseSchema, ...sandboxErrors },
      },
    },
    async (request) => {
      await ownOpenOrder(authOf(request).user.id, request.body.orderId);
      const payment = await sandbox.pay(request.body.orderId, request.body.method);
      if (!payment) throw notFound('This order is not open for payment.');
      deliverWebhook('payment.captured', payment);
      return {
        razorpay_order_id: payment.orderId,
        razorpay_payment_id: payment.id,
        razorpay_signature: checkoutSignature(settings.keySecret, payment.orderId, payment.id),
      };
    },
  );

  app.post(
    '/sandbox/fail',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: 'Sandbox checkout: a declined payment',
        security,
        body: sandboxFailBodySchema,
        response: { 200: sandboxFailResponseSchema, ...sandboxErrors },
      },
    },
    async (request) => {
      await ownOpenOrder(authOf(request).user.id, request.body.orderId);
      const payment = await sandbox.fail(request.body.orderId, request.body.method);
      if (!payment) throw notFound('This order is not open for payment.');
      deliverWebhook('payment.failed', payment);
      return { message: 'The payment failed.' };
    },
  );
}

export default fp(paymentsRoutes, {
  name: 'payments-routes',
  dependencies: ['auth', 'responsible-gaming', 'payments'],
  encapsulate: true,
});

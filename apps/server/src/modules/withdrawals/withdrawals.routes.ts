import { apiErrorSchema } from '@ludo/shared/errors';
import {
  adminWithdrawalListQuerySchema,
  adminWithdrawalListSchema,
  adminWithdrawalSchema,
  withdrawalIdParamsSchema,
  withdrawalRejectBodySchema,
  withdrawalRequestBodySchema,
  withdrawalRequestResponseSchema,
  withdrawalSchema,
} from '@ludo/shared/withdrawals/withdrawals.schemas';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perAccount } from '../../lib/rate-limits';
import { bearerAuth, errorResponses } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';

const security = bearerAuth;
const errors = errorResponses(400, 401, 403, 404, 409, 422, 429);

/** POST/GET /api/withdrawals: the player's own withdrawals. */
const withdrawalsRoutesPlugin: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/',
    {
      config: perAccount(10, '1 minute'),
      schema: {
        tags: ['withdrawals'],
        summary: 'Withdraw winnings to a UPI id or a bank account',
        security,
        body: withdrawalRequestBodySchema,
        response: { 201: withdrawalRequestResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const withdrawal = await app.withdrawals.request(
        authOf(request).user.id,
        request.body.amount,
        request.body.destination,
      );
      return reply.status(201).send({ message: 'Withdrawal requested!', withdrawal });
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags: ['withdrawals'],
        summary: 'The player’s withdrawals, newest first',
        security,
        response: { 200: z.object({ withdrawals: z.array(withdrawalSchema) }), 401: apiErrorSchema },
      },
    },
    async (request) => ({ withdrawals: await app.withdrawals.listForUser(authOf(request).user.id) }),
  );
};

export const withdrawalsRoutes = fp(withdrawalsRoutesPlugin, {
  name: 'withdrawals-routes',
  dependencies: ['auth', 'withdrawals'],
  encapsulate: true,
});

/** /api/admin/withdrawals: the review queue. */
const adminWithdrawalsRoutesPlugin: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Withdrawals by status (requested: oldest first)',
        security,
        querystring: adminWithdrawalListQuerySchema,
        response: { 200: adminWithdrawalListSchema, ...errors },
      },
    },
    async (request) => ({ withdrawals: await app.withdrawals.list(request.query.status) }),
  );

  app.post(
    '/:id/approve',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve a withdrawal: the payout is sent',
        security,
        params: withdrawalIdParamsSchema,
        response: { 200: adminWithdrawalSchema, ...errors },
      },
    },
    async (request) => app.withdrawals.approve(request.params.id, authOf(request).user.id, request.ip),
  );

  app.post(
    '/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reject a withdrawal with a reason: the money returns to the player’s winnings',
        security,
        params: withdrawalIdParamsSchema,
        body: withdrawalRejectBodySchema,
        response: { 200: adminWithdrawalSchema, ...errors },
      },
    },
    async (request) =>
      app.withdrawals.reject(request.params.id, authOf(request).user.id, request.body.reason, request.ip),
  );
};

export const adminWithdrawalsRoutes = fp(adminWithdrawalsRoutesPlugin, {
  name: 'admin-withdrawals-routes',
  dependencies: ['auth', 'withdrawals'],
  encapsulate: true,
});

import { apiErrorSchema } from '@ludo/shared/errors';
import { transactionListQuerySchema, transactionListSchema } from '@ludo/shared/wallet/wallet.schemas';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth';

const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags: ['wallet'],
        summary: 'The player’s transactions, newest first',
        security: [{ bearerAuth: [] }],
        querystring: transactionListQuerySchema,
        response: { 200: transactionListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => app.wallet.transactions(authOf(request).user.id, request.query.limit),
  );
};

export default fp(walletRoutes, { name: 'wallet-routes', dependencies: ['auth', 'wallet'], encapsulate: true });

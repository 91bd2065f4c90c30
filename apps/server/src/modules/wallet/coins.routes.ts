import { coinsClaimSchema, coinsStatusSchema } from '@ludo/shared/wallet/coins.schemas';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perAccount } from '../../lib/rate-limits';
import { bearerAuth, errorResponses } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';

/** GET/POST /api/coins: play-money mode's daily coins (registered only in that mode). */
const coinsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/',
    {
      schema: {
        tags: ['wallet'],
        summary: 'The welcome and daily coins, and whether today’s can be claimed',
        security: bearerAuth,
        response: { 200: coinsStatusSchema, ...errorResponses(401) },
      },
    },
    async (request) => app.wallet.coinsStatus(authOf(request).user.id),
  );

  app.post(
    '/claim',
    {
      config: perAccount(10, '1 minute'),
      schema: {
        tags: ['wallet'],
        summary: 'Claim today’s coins (once per day, India time)',
        security: bearerAuth,
        response: { 200: coinsClaimSchema, ...errorResponses(401, 409, 429) },
      },
    },
    async (request) => app.wallet.claimDailyCoins(authOf(request).user.id),
  );
};

export default fp(coinsRoutes, { name: 'coins-routes', dependencies: ['auth', 'wallet'], encapsulate: true });

import {
  ledgerAccountsQuerySchema,
  ledgerAccountsSchema,
  ledgerEntriesParamsSchema,
  ledgerEntriesQuerySchema,
  ledgerEntriesSchema,
} from '@ludo/shared/ledger/ledger.schemas';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerAuth, errorResponses } from '../../lib/route-schemas';

/** /api/admin/ledger: read-only views of the books, for administrators. */
const ledgerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/accounts',
    {
      schema: {
        tags: ['admin'],
        summary: 'A player’s ledger accounts, or the platform’s accounts',
        security: bearerAuth,
        querystring: ledgerAccountsQuerySchema,
        response: { 200: ledgerAccountsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ accounts: await app.ledger.accounts(request.query.userId) }),
  );

  app.get(
    '/accounts/:id/entries',
    {
      schema: {
        tags: ['admin'],
        summary: 'An account’s entries, newest first',
        security: bearerAuth,
        params: ledgerEntriesParamsSchema,
        querystring: ledgerEntriesQuerySchema,
        response: { 200: ledgerEntriesSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => app.ledger.entries(request.params.id, request.query),
  );
};

export default fp(ledgerAdminRoutes, {
  name: 'admin-ledger-routes',
  dependencies: ['auth', 'ledger'],
  encapsulate: true,
});

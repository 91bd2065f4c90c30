import {
  adminDisputeListSchema,
  adminMatchDetailSchema,
  adminResolveBodySchema,
  matchDetailSchema,
  matchIdParamsSchema,
} from '@ludo/shared/matches/matches.schemas';
import { forceResultBodySchema } from '@ludo/shared/tournaments/tournaments.schemas';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, bearerAuth as security } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 429);

/** /api/admin/matches: the dispute queue (oldest first), one match in full, and the decision. */
const adminMatchesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/disputes',
    {
      schema: {
        tags: ['admin'],
        summary: 'Matches waiting for an admin’s decision, oldest first',
        security,
        response: { 200: adminDisputeListSchema, ...errors },
      },
    },
    async () => app.matchReads.disputeQueue(),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One match in full: both claims and screenshots, the chat and the timeline',
        security,
        params: matchIdParamsSchema,
        response: { 200: adminMatchDetailSchema, ...errors },
      },
    },
    async (request) => {
      const admin = authOf(request).user;
      const viewer = { id: admin.id, isAdmin: true };
      const [match, chat] = await Promise.all([
        app.matchReads.detail(request.params.id, viewer),
        app.matchReads.chat(request.params.id, admin.id, true),
      ]);
      return {
        match,
        chat: chat.map(({ id, senderName, message, timestamp }) => ({ id, senderName, message, timestamp })),
      };
    },
  );

  app.post(
    '/:id/resolve',
    {
      schema: {
        tags: ['admin'],
        summary: 'Decide a match under review: the win to one player, or cancel with refunds (reason required)',
        security,
        params: matchIdParamsSchema,
        body: adminResolveBodySchema,
        response: { 200: matchDetailSchema, ...errors },
      },
    },
    async (request) => {
      const admin = authOf(request).user;
      await app.matchResults.resolve(admin.id, request.params.id, request.body, request.ip);
      return app.matchReads.detail(request.params.id, { id: admin.id, isAdmin: true });
    },
  );

  app.post(
    '/:id/force-result',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Set a stuck tournament game’s result (live or under review): its players first to last, with a reason',
        security,
        params: matchIdParamsSchema,
        body: forceResultBodySchema,
        response: { 200: matchDetailSchema, ...errors },
      },
    },
    async (request) => {
      const admin = authOf(request).user;
      await app.tournamentGames.forceResult(
        admin.id,
        request.params.id,
        request.body.ranking,
        request.body.reason,
        request.ip,
      );
      return app.matchReads.detail(request.params.id, { id: admin.id, isAdmin: true });
    },
  );
};

export default fp(adminMatchesRoutes, {
  name: 'admin-matches-routes',
  dependencies: ['auth', 'matches'],
  encapsulate: true,
});

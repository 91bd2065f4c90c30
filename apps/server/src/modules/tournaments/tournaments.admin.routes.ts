import {
  cancelTournamentBodySchema,
  createTournamentBodySchema,
  tournamentDetailSchema,
  tournamentIdParamsSchema,
} from '@ludo/shared/tournaments/tournaments.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, bearerAuth as security } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/**
 * /api/admin/tournaments: create (open for registration at once), start (too few players cancels
 * it with every fee refunded) and cancel with a reason (every fee refunded in full). Each is audited.
 */
const adminTournamentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireAdmin);
  const actorOf = (request: Parameters<typeof authOf>[0]) => ({
    adminId: authOf(request).user.id,
    ipAddress: request.ip,
  });

  app.post(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a tournament, open for registration',
        security,
        body: createTournamentBodySchema,
        response: { 201: tournamentDetailSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await app.tournaments.create(actorOf(request), request.body)),
  );

  app.post(
    '/:id/start',
    {
      schema: {
        tags: ['admin'],
        summary: 'Start a tournament now: seeds set, platform fee taken; too few players cancels it with refunds',
        security,
        params: tournamentIdParamsSchema,
        response: { 200: tournamentDetailSchema, ...errors },
      },
    },
    async (request) => {
      await app.tournaments.start(request.params.id, actorOf(request));
      return app.tournaments.detail(request.params.id);
    },
  );

  app.post(
    '/:id/cancel',
    {
      schema: {
        tags: ['admin'],
        summary: 'Cancel a tournament that has not finished: every entry fee refunded in full (reason required)',
        security,
        params: tournamentIdParamsSchema,
        body: cancelTournamentBodySchema,
        response: { 200: tournamentDetailSchema, ...errors },
      },
    },
    async (request) => {
      await app.tournaments.cancel(request.params.id, request.body.reason, actorOf(request));
      return app.tournaments.detail(request.params.id);
    },
  );
};

export default adminTournamentsRoutes;

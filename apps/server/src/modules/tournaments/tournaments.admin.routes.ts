import {
  adminTournamentDetailSchema,
  adminTournamentListResponseSchema,
  cancelTournamentBodySchema,
  createTournamentBodySchema,
  disqualifyBodySchema,
  scheduleActiveBodySchema,
  scheduleIdParamsSchema,
  tournamentDetailSchema,
  tournamentIdParamsSchema,
  tournamentListQuerySchema,
  tournamentScheduleBodySchema,
  tournamentScheduleListSchema,
  tournamentScheduleSchema,
  updateTournamentBodySchema,
} from '@ludo/shared/tournaments/tournaments.schemas';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, bearerAuth as security } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/**
 * /api/admin/tournaments: create (open for registration at once), edit before the start, start
 * (too few players cancels it with every fee refunded), disqualify a player, and cancel with a
 * reason (every fee refunded in full). Each is audited.
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

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every tournament, players’ private ones included, optionally of one status',
        security,
        querystring: tournamentListQuerySchema,
        response: { 200: adminTournamentListResponseSchema, ...errors },
      },
    },
    async (request) => app.tournaments.adminList(request.query),
  );

  app.get(
    '/schedules',
    {
      schema: {
        tags: ['admin'],
        summary: 'Recurring tournaments, each with its next start',
        security,
        response: { 200: tournamentScheduleListSchema, ...errors },
      },
    },
    async () => ({ schedules: await app.tournamentSchedules.list() }),
  );

  app.post(
    '/schedules',
    {
      schema: {
        tags: ['admin'],
        summary: 'A recurring tournament: created, open for registration, opensHoursBefore each start (India time)',
        security,
        body: tournamentScheduleBodySchema,
        response: { 201: tournamentScheduleSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await app.tournamentSchedules.create(actorOf(request), request.body)),
  );

  app.put(
    '/schedules/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a recurring tournament: the tournaments it creates from now on take the new settings',
        security,
        params: scheduleIdParamsSchema,
        body: tournamentScheduleBodySchema,
        response: { 200: tournamentScheduleSchema, ...errors },
      },
    },
    async (request) => app.tournamentSchedules.update(actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/schedules/:id/active',
    {
      schema: {
        tags: ['admin'],
        summary: 'Pause or resume a recurring tournament',
        security,
        params: scheduleIdParamsSchema,
        body: scheduleActiveBodySchema,
        response: { 200: tournamentScheduleSchema, ...errors },
      },
    },
    async (request) => app.tournamentSchedules.setActive(actorOf(request), request.params.id, request.body.active),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One tournament with who holds each seat',
        security,
        params: tournamentIdParamsSchema,
        response: { 200: adminTournamentDetailSchema, ...errors },
      },
    },
    async (request) => app.tournaments.adminDetail(request.params.id),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Edit a tournament before its start',
        security,
        params: tournamentIdParamsSchema,
        body: updateTournamentBodySchema,
        response: { 200: tournamentDetailSchema, ...errors },
      },
    },
    async (request) => {
      await app.tournaments.update(request.params.id, request.body, actorOf(request));
      return app.tournaments.detail(request.params.id);
    },
  );

  app.post(
    '/:id/disqualify',
    {
      schema: {
        tags: ['admin'],
        summary: 'Disqualify a player of a running tournament: they forfeit their remaining games (reason required)',
        security,
        params: tournamentIdParamsSchema,
        body: disqualifyBodySchema,
        response: { 200: adminTournamentDetailSchema, ...errors },
      },
    },
    async (request) => {
      await app.tournaments.disqualify(request.params.id, request.body, actorOf(request));
      return app.tournaments.adminDetail(request.params.id);
    },
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

export default fp(adminTournamentsRoutes, {
  name: 'admin-tournaments-routes',
  dependencies: ['auth', 'tournaments'],
  encapsulate: true,
});

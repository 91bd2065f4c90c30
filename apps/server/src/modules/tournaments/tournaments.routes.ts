import { formatPaise, paiseToRupees } from '@ludo/shared/money';
import {
  createPrivateTournamentBodySchema,
  inviteLookupBodySchema,
  inviteLookupResponseSchema,
  myTournamentsResponseSchema,
  privateTournamentResponseSchema,
  registerBodySchema,
  tournamentDetailSchema,
  tournamentIdParamsSchema,
  tournamentLeaderboardQuerySchema,
  tournamentLeaderboardSchema,
  tournamentListQuerySchema,
  tournamentListResponseSchema,
  tournamentRegistrationResponseSchema,
  upcomingTournamentsResponseSchema,
} from '@ludo/shared/tournaments/tournaments.schemas';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerLanguage } from '../../lib/error-messages';
import { perAccount } from '../../lib/rate-limits';
import { errorResponses, bearerAuth as security } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 429);

/**
 * /api/tournaments: the public list and pages (no account needed; players appear by name and seed
 * only), and a player's registration. Registering takes the entry fee from the wallet at once;
 * refused with 409 TOURNAMENT_FULL, TOURNAMENT_ALREADY_REGISTERED or TOURNAMENT_REGISTRATION_CLOSED,
 * and 422 INSUFFICIENT_FUNDS, with nothing charged.
 */
const tournamentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/upcoming',
    {
      schema: {
        tags: ['tournaments'],
        summary: 'Tournaments that have not started yet, soonest first (public)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).default(3) }),
        response: { 200: upcomingTournamentsResponseSchema },
      },
    },
    async (request) => ({ tournaments: await app.tournaments.upcoming(request.query.limit) }),
  );

  app.get(
    '/',
    {
      schema: {
        tags: ['tournaments'],
        summary: 'Tournaments, optionally of one status (public)',
        querystring: tournamentListQuerySchema,
        response: { 200: tournamentListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => app.tournaments.list(request.query),
  );

  app.post(
    '/private',
    {
      onRequest: app.authenticate,
      config: perAccount(10, '1 hour'),
      schema: {
        tags: ['tournaments'],
        summary: 'Create a private tournament for friends: the creator enters first and gets the invite code',
        security,
        body: createPrivateTournamentBodySchema,
        response: { 201: privateTournamentResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await app.tournaments.createPrivate(authOf(request).user.id, request.body)),
  );

  app.get(
    '/:id/invite',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['tournaments'],
        summary: 'A private tournament with its invite code, for its creator',
        security,
        params: tournamentIdParamsSchema,
        response: { 200: privateTournamentResponseSchema, ...errors },
      },
    },
    async (request) =>
      app.tournaments.privateDetail(request.params.id, authOf(request).user.id, answerLanguage(request)),
  );

  app.post(
    '/invites',
    {
      onRequest: app.authenticate,
      config: perAccount(30, '1 minute'),
      schema: {
        tags: ['tournaments'],
        summary: 'Find the private tournament an invite code opens',
        security,
        body: inviteLookupBodySchema,
        response: { 200: inviteLookupResponseSchema, ...errors },
      },
    },
    async (request) => ({ tournamentId: await app.tournaments.byInviteCode(request.body.inviteCode) }),
  );

  app.post(
    '/:id/start',
    {
      onRequest: app.authenticate,
      config: perAccount(10, '1 minute'),
      schema: {
        tags: ['tournaments'],
        summary: 'The creator of a private tournament starts it now (too few players cancels it with refunds)',
        security,
        params: tournamentIdParamsSchema,
        response: { 200: tournamentDetailSchema, ...errors },
      },
    },
    async (request) => {
      await app.tournaments.startPrivate(authOf(request).user.id, request.params.id);
      return app.tournaments.detail(request.params.id, answerLanguage(request));
    },
  );

  app.get(
    '/leaderboard',
    {
      schema: {
        tags: ['tournaments'],
        summary: 'Players by tournament points, this week (from Monday in India) or all time (public)',
        querystring: tournamentLeaderboardQuerySchema,
        response: { 200: tournamentLeaderboardSchema, ...errorResponses(400) },
      },
    },
    async (request) => app.tournaments.leaderboard(request.query.period, request.query.limit),
  );

  app.get(
    '/mine',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['tournaments'],
        summary: 'The player’s tournaments: entry, place and prize, and the game to play now',
        security,
        response: { 200: myTournamentsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const userId = authOf(request).user.id;
      const [tournaments, totals] = await Promise.all([app.tournaments.mine(userId), app.tournaments.myTotals(userId)]);
      return { tournaments, totals };
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['tournaments'],
        summary: 'One tournament: its field by name and seed, its prizes (public)',
        params: tournamentIdParamsSchema,
        response: { 200: tournamentDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => app.tournaments.detail(request.params.id, answerLanguage(request)),
  );

  app.post(
    '/:id/register',
    {
      onRequest: app.authenticate,
      config: perAccount(20, '1 minute'),
      schema: {
        tags: ['tournaments'],
        summary:
          'Enter a tournament: the entry fee moves from the wallet into its prize pool (private: with the invite code)',
        security,
        params: tournamentIdParamsSchema,
        body: registerBodySchema,
        response: { 201: tournamentRegistrationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { tournament, feePaise } = await app.tournaments.register(
        authOf(request).user.id,
        request.params.id,
        request.body?.inviteCode,
      );
      return reply.status(201).send({
        message: `You are registered for ${tournament.title}. ${formatPaise(feePaise)} was taken from your wallet.`,
        tournamentId: tournament.id,
        amount: paiseToRupees(feePaise),
      });
    },
  );

  app.delete(
    '/:id/register',
    {
      onRequest: app.authenticate,
      config: perAccount(20, '1 minute'),
      schema: {
        tags: ['tournaments'],
        summary: 'Leave a tournament before it starts: the entry fee returns to the wallet',
        security,
        params: tournamentIdParamsSchema,
        response: { 200: tournamentRegistrationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { tournament, refundedPaise } = await app.tournaments.unregister(
        authOf(request).user.id,
        request.params.id,
      );
      return {
        message: `You left ${tournament.title}. ${formatPaise(refundedPaise)} was returned to your wallet.`,
        tournamentId: tournament.id,
        amount: paiseToRupees(refundedPaise),
      };
    },
  );
};

export default fp(tournamentsRoutes, {
  name: 'tournaments-routes',
  dependencies: ['auth', 'tournaments'],
  encapsulate: true,
});

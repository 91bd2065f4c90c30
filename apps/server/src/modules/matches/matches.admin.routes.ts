import {
  adminDisputeListSchema,
  adminMatchDetailSchema,
  adminResolveBodySchema,
  matchDetailSchema,
  matchIdParamsSchema,
} from '@ludo/shared/matches/matches.schemas';
import { paiseToRupees } from '@ludo/shared/money';
import { forceResultBodySchema } from '@ludo/shared/tournaments/tournaments.schemas';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { matches, users } from '../../db/schema';
import { errorResponses, bearerAuth as security } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import { listChat } from './match-chat';
import { matchDetail, titleOf } from './match-views';

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
    async () => {
      const creator = alias(users, 'creator');
      const opponent = alias(users, 'opponent');
      const rows = await app.db
        .select({ match: matches, creatorName: creator.fullName, opponentName: opponent.fullName })
        .from(matches)
        .innerJoin(creator, eq(creator.id, matches.creatorId))
        .innerJoin(opponent, eq(opponent.id, matches.opponentId))
        .where(eq(matches.status, 'review'))
        .orderBy(asc(matches.reviewSince))
        .limit(200);
      return rows.map(({ match, creatorName, opponentName }) => ({
        id: match.id,
        title: titleOf(match),
        stake: paiseToRupees(match.stakePaise),
        creatorName,
        opponentName,
        reviewReason: match.reviewReason ?? 'no_result',
        startedAt: match.startedAt?.toISOString() ?? null,
        reviewSince: (match.reviewSince ?? match.updatedAt).toISOString(),
      }));
    },
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
        matchDetail(app.db, request.params.id, viewer),
        listChat(app.db, request.params.id, admin.id, true),
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
      return matchDetail(app.db, request.params.id, { id: admin.id, isAdmin: true });
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
      return matchDetail(app.db, request.params.id, { id: admin.id, isAdmin: true });
    },
  );
};

export default fp(adminMatchesRoutes, {
  name: 'admin-matches-routes',
  dependencies: ['db', 'auth', 'matches'],
  encapsulate: true,
});

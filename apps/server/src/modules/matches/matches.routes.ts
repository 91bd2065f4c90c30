import { apiErrorSchema } from '@ludo/shared/errors';
import {
  chatMessageBodySchema,
  chatMessageListSchema,
  leaderboardQuerySchema,
  leaderboardSchema,
  matchActionResponseSchema,
  matchDetailListSchema,
  matchDetailSchema,
  matchHistorySchema,
  matchIdParamsSchema,
  matchSummarySchema,
  publicLeaderboardSchema,
  RESULT_CLAIM_REQUIRED,
  RESULT_SCREENSHOT_MAX_BYTES,
  requestParamsSchema,
  resultFieldsSchema,
  roomCodeBodySchema,
} from '@ludo/shared/matches/matches.schemas';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerLanguage, namedFile } from '../../lib/error-messages';
import { badRequest } from '../../lib/errors';
import { isImageType, sniffContentType } from '../../lib/file-types';
import { readMultipartForm } from '../../lib/multipart-form';
import { perAccount, perAddress } from '../../lib/rate-limits';
import { errorResponses, bearerAuth as security } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import type { Viewer } from './match-views';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 429);
const messageSchema = z.object({ message: z.string() });

/** /api/matches: one player's matches, their actions, results and chat. */
const matchesRoutesPlugin: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const viewerOf = (request: Parameters<typeof authOf>[0]): Viewer => {
    const { user } = authOf(request);
    return { id: user.id, isAdmin: user.role === 'admin', language: answerLanguage(request) };
  };
  const detail = (matchId: string, viewer: Viewer) => app.matchReads.detail(matchId, viewer);

  app.get(
    '/live',
    {
      schema: {
        tags: ['matches'],
        summary: 'The player’s open rooms (with their requests) and running matches',
        security,
        response: { 200: matchDetailListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const ids = await app.matchReads.liveIds(viewer.id, 50);
      return Promise.all(ids.map((id) => detail(id, viewer)));
    },
  );

  app.get(
    '/history',
    {
      schema: {
        tags: ['matches'],
        summary: 'Every match the player created or played, newest first',
        security,
        response: { 200: matchHistorySchema, 401: apiErrorSchema },
      },
    },
    async (request) => app.matchReads.history(authOf(request).user.id, answerLanguage(request)),
  );

  app.get(
    '/summary',
    {
      schema: {
        tags: ['matches'],
        summary: 'The dashboard’s figures: winnings, matches played, win rate',
        security,
        response: { 200: matchSummarySchema, 401: apiErrorSchema },
      },
    },
    async (request) => app.matchReads.summary(authOf(request).user.id),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['matches'],
        summary: 'One match as the caller may see it',
        security,
        params: matchIdParamsSchema,
        response: { 200: matchDetailSchema, ...errors },
      },
    },
    async (request) => detail(request.params.id, viewerOf(request)),
  );

  const action = (summary: string) => ({
    schema: {
      tags: ['matches'],
      summary,
      security,
      params: requestParamsSchema,
      response: { 200: matchActionResponseSchema, ...errors },
    },
  });

  app.post(
    '/:id/requests/:requestId/accept',
    action('Accept a request: the joiner’s stake moves to escrow'),
    async (request) => {
      const viewer = viewerOf(request);
      await app.rooms.accept(viewer.id, request.params.id, request.params.requestId);
      return { message: 'Player accepted. The match has started.', match: await detail(request.params.id, viewer) };
    },
  );

  app.post('/:id/requests/:requestId/decline', action('Decline a request'), async (request) => {
    const viewer = viewerOf(request);
    await app.rooms.decline(viewer.id, request.params.id, request.params.requestId);
    return { message: 'Request declined.', match: await detail(request.params.id, viewer) };
  });

  const matchAction = (summary: string) => ({
    schema: {
      tags: ['matches'],
      summary,
      security,
      params: matchIdParamsSchema,
      response: { 200: matchActionResponseSchema, ...errors },
    },
  });

  app.post('/:id/request/withdraw', matchAction('Withdraw one’s own pending request'), async (request) => {
    const viewer = viewerOf(request);
    await app.rooms.withdraw(viewer.id, request.params.id);
    return { message: 'Request withdrawn.', match: await detail(request.params.id, viewer) };
  });

  app.post(
    '/:id/cancel',
    matchAction('Cancel: an open room at once; a running match when both players agree'),
    async (request) => {
      const viewer = viewerOf(request);
      const { message } = await app.rooms.cancel(viewer.id, request.params.id);
      return { message, match: await detail(request.params.id, viewer) };
    },
  );

  app.post(
    '/:id/room-code',
    {
      config: perAccount(20, '1 minute'),
      schema: {
        tags: ['matches'],
        summary: 'The host of a tournament game posts the room code, within the grace period',
        security,
        params: matchIdParamsSchema,
        body: roomCodeBodySchema(app.config.matches.appName),
        response: { 200: matchActionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      await app.tournamentGames.postRoomCode(viewer.id, request.params.id, request.body.roomId);
      return {
        message: 'Room code posted. The other players can join now.',
        match: await detail(request.params.id, viewer),
      };
    },
  );

  app.post(
    '/:id/check-in',
    {
      config: perAccount(20, '1 minute'),
      schema: {
        tags: ['matches'],
        summary: 'A player of a tournament game says they are in its room, once the code is posted',
        security,
        params: matchIdParamsSchema,
        response: { 200: matchActionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      await app.tournamentGames.checkIn(viewer.id, request.params.id);
      return {
        message: 'You are in. Play the game, then report the result.',
        match: await detail(request.params.id, viewer),
      };
    },
  );

  app.post('/:id/cancel/withdraw', matchAction('Take back one’s request to cancel'), async (request) => {
    const viewer = viewerOf(request);
    await app.rooms.keepPlaying(viewer.id, request.params.id);
    return { message: 'Cancel request withdrawn.', match: await detail(request.params.id, viewer) };
  });

  app.post(
    '/:id/result',
    {
      config: perAccount(10, '1 minute'),
      schema: {
        tags: ['matches'],
        summary:
          'Report the result with a screenshot (multipart: `result` won or lost, or `position` at a tournament table; `screenshot`)',
        security,
        consumes: ['multipart/form-data'],
        params: matchIdParamsSchema,
        response: { 200: matchActionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const form = await readMultipartForm(request, {
        maxFileBytes: RESULT_SCREENSHOT_MAX_BYTES,
        maxFiles: 1,
        describeLimit: '5 MB',
      });
      const fields = resultFieldsSchema.safeParse(form.fields);
      if (!fields.success) {
        throw badRequest('VALIDATION_ERROR', fields.error.issues[0]?.message ?? RESULT_CLAIM_REQUIRED);
      }
      const file = form.files.find((candidate) => candidate.field === 'screenshot');
      if (!file) throw badRequest('SCREENSHOT_REQUIRED', 'Attach a screenshot of the result');
      const contentType = sniffContentType(file.bytes);
      if (!isImageType(contentType)) {
        throw badRequest('SCREENSHOT_NOT_AN_IMAGE', {
          id: 'error.match.screenshotNotAnImage',
          values: namedFile(file.fileName),
        });
      }
      const message = await app.matchResults.report(
        viewer.id,
        request.params.id,
        { claim: fields.data.result, position: fields.data.position },
        {
          bytes: file.bytes,
          contentType,
        },
      );
      return { message, match: await detail(request.params.id, viewer) };
    },
  );

  app.get(
    '/:id/results/:userId/screenshot',
    {
      schema: {
        tags: ['matches'],
        summary: 'A result’s screenshot: for the match’s players and admins only',
        security,
        params: z.object({ id: z.uuid('Match not found'), userId: z.uuid('Result not found') }),
        response: { 200: z.any().describe('The image'), 404: apiErrorSchema, 401: apiErrorSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const file = await app.matchResults.screenshot(viewerOf(request), request.params.id, request.params.userId);
      return reply
        .header('Content-Type', file.contentType)
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', 'inline')
        .send(file.bytes);
    },
  );

  app.get(
    '/:id/messages',
    {
      schema: {
        tags: ['matches'],
        summary: 'The match’s chat, oldest first',
        security,
        params: matchIdParamsSchema,
        response: { 200: chatMessageListSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      return app.matchReads.chat(request.params.id, viewer.id, viewer.isAdmin, viewer.language);
    },
  );

  app.post(
    '/:id/messages',
    {
      schema: {
        tags: ['matches'],
        summary: 'Send a chat line to the opponent',
        security,
        params: matchIdParamsSchema,
        body: chatMessageBodySchema,
        response: { 201: messageSchema, ...errors },
      },
    },
    async (request, reply) => {
      await app.matchReads.postChat(request.params.id, authOf(request).user.id, request.body.message);
      app.realtime.toMatch(request.params.id, 'chatMessage', { matchId: request.params.id });
      return reply.status(201).send({ message: 'Sent' });
    },
  );
};

export const matchesRoutes = fp(matchesRoutesPlugin, {
  name: 'matches-routes',
  dependencies: ['auth', 'realtime', 'matches'],
  encapsulate: true,
});

/**
 * Visitors' reads of the public board, per client address: sized for thousands of players behind
 * one carrier address (each page view asks once per tab and keeps the answer a minute).
 */
export const PUBLIC_LEADERBOARD_PER_MINUTE = 300;

/** How long browsers and shared caches may keep the public board: rankings move only when matches settle. */
const PUBLIC_LEADERBOARD_CACHE = 'public, max-age=60';

/**
 * GET /api/leaderboard: the week's (or all time's) best players, for signed-in players.
 * GET /api/leaderboard/public: the same ranking for the public site, without a login.
 */
const leaderboardRoutesPlugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['matches'],
        summary: 'Best players by prize money won: this week (IST, from Monday) or all time',
        security,
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardSchema, ...errors },
      },
    },
    async (request) => app.matchReads.leaderboard(request.query.period, request.query.limit),
  );

  app.get(
    '/public',
    {
      config: perAddress(PUBLIC_LEADERBOARD_PER_MINUTE, '1 minute'),
      schema: {
        tags: ['matches'],
        summary: 'The public leaderboard: rank, name, wins, played and winnings, this week (IST) or all time',
        querystring: leaderboardQuerySchema,
        response: { 200: publicLeaderboardSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const board = await app.matchReads.publicLeaderboard(request.query.period, request.query.limit);
      return reply.header('Cache-Control', PUBLIC_LEADERBOARD_CACHE).send(board);
    },
  );
};

export const leaderboardRoutes = fp(leaderboardRoutesPlugin, {
  name: 'leaderboard-routes',
  dependencies: ['auth', 'matches'],
  encapsulate: true,
});

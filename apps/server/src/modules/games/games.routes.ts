import {
  gameParamsSchema,
  gamePlayerParamsSchema,
  gameStateSchema,
  gameTranscriptSchema,
} from '@ludo/shared/game/game.schemas';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perAccount, perAddress } from '../../lib/rate-limits';
import { errorResponses, bearerAuth as security } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';

/** /api/games: a platform game for its players, and its transcript for anyone (docs/game-rules.md). */
const gamesRoutesPlugin: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      onRequest: app.authenticate,
      config: perAccount(120, '1 minute'),
      schema: {
        tags: ['games'],
        summary: 'A platform game as its players see it (the same as the game:state event)',
        security,
        params: gameParamsSchema,
        response: { 200: gameStateSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) => app.games.view(authOf(request).user.id, request.params.id),
  );

  app.get(
    '/:id/players/:userId/avatar',
    {
      onRequest: app.authenticate,
      config: perAccount(240, '1 minute'),
      schema: {
        tags: ['games'],
        summary: 'A player’s picture, for whoever may see the game',
        security,
        params: gamePlayerParamsSchema,
        response: { 200: z.any().describe('The picture'), ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const fileId = await app.games.playerPicture(authOf(request).user.id, request.params.id, request.params.userId);
      const picture = await app.users.picture(fileId);
      return reply
        .header('Content-Type', picture.contentType)
        .header('Cache-Control', 'private, max-age=86400')
        .send(picture.bytes);
    },
  );

  app.get(
    '/:id/transcript',
    {
      config: perAddress(60, '1 minute'),
      schema: {
        tags: ['games'],
        summary: 'A game’s transcript: seeds, rolls and moves; the server seed once the game is over (public)',
        params: gameParamsSchema,
        response: { 200: gameTranscriptSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) => app.games.transcript(request.params.id),
  );
};

export default fp(gamesRoutesPlugin, {
  name: 'games-routes',
  dependencies: ['auth', 'games', 'users'],
  encapsulate: true,
});

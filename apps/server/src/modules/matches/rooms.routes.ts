import { apiErrorSchema } from '@ludo/shared/errors';
import {
  createRoomBodySchema,
  createRoomResponseSchema,
  joinRequestResponseSchema,
  ROOM_DEFAULTS,
  roomListSchema,
  roomParamsSchema,
  roomSettingsSchema,
} from '@ludo/shared/matches/matches.schemas';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerLanguage } from '../../lib/error-messages';
import { perAccount } from '../../lib/rate-limits';
import { errorResponses, bearerAuth as security } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 429);

/** /api/rooms: the product's room calls (docs/product-rules.md, Calls). */
const roomsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const settings = app.config.matches;

  app.get(
    '/settings',
    {
      schema: {
        tags: ['rooms'],
        summary: 'What the create dialog needs: the external app, its room code pattern, the stakes',
        security,
        response: { 200: roomSettingsSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({
      appName: settings.appName,
      roomCodePattern: settings.roomCodePattern,
      roomCodeHint: settings.roomCodeHint[answerLanguage(request)],
      stakes: [...ROOM_DEFAULTS.stakes],
      defaultStake: ROOM_DEFAULTS.defaultStake,
      durationMinutes: ROOM_DEFAULTS.durationMinutes,
      platformFeePercent: settings.platformFeePercent,
      maxOpenRoomsPerPlayer: settings.maxOpenRoomsPerPlayer,
    }),
  );

  app.post(
    '/',
    {
      config: perAccount(10, '1 minute'),
      schema: {
        tags: ['rooms'],
        summary: 'Create a room: the stake moves from the wallet into the match’s escrow',
        security,
        body: createRoomBodySchema(settings.appName),
        response: { 201: createRoomResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { mode, variant, roomId = '', stake, players, teams } = request.body;
      const userId = authOf(request).user.id;
      if (mode === 'platform') {
        // No room code: the room is named by its match id, as the room list shows it.
        const match = await app.rooms.create(userId, { mode, variant, players, teams }, stake);
        return reply.status(201).send({ message: 'Match created', roomId: match.id, matchId: match.id });
      }
      const match = await app.rooms.create(userId, { mode, roomCode: roomId }, stake);
      return reply.status(201).send({ message: `Room ${roomId} created`, roomId, matchId: match.id });
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags: ['rooms'],
        summary: 'Open rooms waiting for an opponent, newest first',
        security,
        response: { 200: roomListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => app.matchReads.openRooms(authOf(request).user.id),
  );

  app.post(
    '/:roomId/request',
    {
      config: perAccount(30, '1 minute'),
      schema: {
        tags: ['rooms'],
        summary: 'Ask to join a room (by its match id or room code); its owner accepts or declines',
        security,
        params: roomParamsSchema,
        response: { 201: joinRequestResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const sent = await app.rooms.requestToJoin(authOf(request).user.id, request.params.roomId);
      return reply.status(201).send({ message: 'Request sent to room owner', ...sent });
    },
  );
};

export default fp(roomsRoutes, { name: 'rooms-routes', dependencies: ['auth', 'matches'], encapsulate: true });

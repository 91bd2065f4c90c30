import type { GameAnswer } from '@ludo/shared/game/game.contract';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { users } from '../../db/schema';
import { isMessage, writeMessage } from '../../lib/error-messages';
import { AppError } from '../../lib/errors';
import { startPolling } from '../../lib/polling';
import { requestLanguage } from '../../lib/request-language';
import { gameActionRule } from '../../plugins/socket-throttle';
import { GamesService, type NameLookup } from './games.service';

declare module 'fastify' {
  interface FastifyInstance {
    games: GamesService;
  }
}

const names: NameLookup = async (db, userIds) => {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.fullName, avatarFileId: users.avatarFileId })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return new Map(rows.map((row) => [row.id, { name: row.name, avatarFileId: row.avatarFileId }]));
};

/**
 * The platform's own games (docs/game-rules.md): the service, the players' socket actions, and
 * the sweep that plays the turns whose time ran out. The matches module starts a game when a
 * platform match starts and hears when it ends (`onFinished`).
 */
async function gamesPlugin(app: FastifyInstance) {
  const realtime = app.realtime;
  const service = new GamesService(
    app.db,
    app.config.games,
    { state: (payload) => realtime.toMatch(payload.matchId, 'game:state', payload) },
    names,
    (userId) => realtime.presence(userId),
  );
  app.decorate('games', service);

  /** A refusal in the player's words; anything else is logged and answered without detail. */
  const answer = async (language: string | undefined, work: () => Promise<void>): Promise<GameAnswer> => {
    try {
      await work();
      return { ok: true };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const lang = requestLanguage(undefined, language);
      return { ok: false, message: isMessage(error.descriptor) ? writeMessage(error.descriptor, lang) : error.message };
    }
  };
  const matchIdOf = (payload: unknown): string =>
    typeof payload === 'object' && payload !== null && typeof (payload as { matchId?: unknown }).matchId === 'string'
      ? (payload as { matchId: string }).matchId
      : '';
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const valid = (matchId: string) => {
    if (!uuid.test(matchId)) throw new AppError(404, 'GAME_NOT_FOUND', { id: 'error.game.notFound' });
    return matchId;
  };

  const rule = gameActionRule(app.config.games.actionsPerSecond);
  realtime.handle(
    'game:seed',
    (userId, payload, language) =>
      answer(language, async () => {
        const seed = (payload as { seed?: unknown } | null)?.seed;
        await service.seed(userId, valid(matchIdOf(payload)), typeof seed === 'string' ? seed : '');
      }),
    rule,
  );
  realtime.handle(
    'game:roll',
    (userId, payload, language) => answer(language, () => service.roll(userId, valid(matchIdOf(payload)))),
    rule,
  );
  realtime.handle(
    'game:leave',
    (userId, payload, language) => answer(language, () => service.leave(userId, valid(matchIdOf(payload)))),
    rule,
  );
  realtime.handle(
    'game:move',
    (userId, payload, language) =>
      answer(language, async () => {
        const token = (payload as { token?: unknown } | null)?.token;
        await service.move(userId, valid(matchIdOf(payload)), typeof token === 'number' ? token : Number.NaN);
      }),
    rule,
  );

  startPolling(app, 'playing due game turns', app.config.games.sweepIntervalMs, () => service.playDueTurns());
}

export default fp(gamesPlugin, { name: 'games', dependencies: ['db', 'realtime'] });

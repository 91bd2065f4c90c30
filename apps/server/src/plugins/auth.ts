import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessions, type UserRow, users } from '../db/schema';
import { forbidden, unauthorized } from '../lib/errors';
import { AccessTokens } from '../modules/auth/tokens';
import { AuthCache } from './auth-cache';
import type { RedisClients } from './redis';

export interface AuthContext {
  user: UserRow;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    accessTokens: AccessTokens;
    /** Drop a user's cached sessions after changing the user or their sessions. */
    authCache: AuthCache;
    /** preHandler: a valid access token of a live session of an active user. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler, after authenticate: the user is an admin (checked on the database row). */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    authContext: AuthContext | null;
  }
}

/** The authenticated user of a route guarded by `authenticate`. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.authContext) throw unauthorized();
  return request.authContext;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

async function authPlugin(app: FastifyInstance) {
  const tokens = new AccessTokens(app.config.jwtSecret, app.config.accessTokenTtlSeconds);
  app.decorate('accessTokens', tokens);
  const cache = new AuthCache(app.config.authCacheTtlMs);
  app.decorate('authCache', cache);
  if (app.redis) shareInvalidations(app, cache, app.redis);
  app.decorateRequest('authContext', null);
  // Built once and prepared by name: on a cache miss neither Drizzle nor PostgreSQL builds or
  // plans the query again.
  const liveSession = app.db
    .select({ user: users, sessionRevokedAt: sessions.revokedAt })
    .from(users)
    .innerJoin(sessions, and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, users.id)))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('auth_live_session');

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const claims = token ? await tokens.verify(token) : null;
    if (!claims) throw unauthorized();
    // The session must be live and the user active, so a logout, a password change or a
    // suspension takes effect at once rather than when the token expires (docs/decisions/0003).
    const cached = cache.get(claims.sid, claims.userId);
    if (cached) {
      request.authContext = { user: cached, sessionId: claims.sid };
      return;
    }
    const generation = cache.generation();
    const [row] = await liveSession.execute({ sessionId: claims.sid, userId: claims.userId });
    if (!row || row.sessionRevokedAt) throw unauthorized('Your session has ended. Please log in again.');
    if (row.user.status === 'suspended') throw unauthorized('Your account has been suspended.', 'ACCOUNT_SUSPENDED');
    cache.set(claims.sid, row.user, generation);
    request.authContext = { user: row.user, sessionId: claims.sid };
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    if (authOf(request).user.role !== 'admin') throw forbidden('Only administrators can do that.');
  });
}

/**
 * Several instances: a change made on one drops the user's cached sessions on all of them, so a
 * logout or suspension takes effect everywhere at once rather than after the cache's TTL.
 */
function shareInvalidations(app: FastifyInstance, cache: AuthCache, redis: RedisClients) {
  const channel = 'auth:invalidate-user';
  const origin = randomUUID();
  cache.onInvalidate((userId) => {
    redis.main.publish(channel, JSON.stringify({ origin, userId })).catch((error: unknown) => {
      app.log.error({ err: error }, 'could not share an auth cache invalidation');
    });
  });
  void redis.subscriber.subscribe(channel);
  redis.subscriber.on('message', (from, message) => {
    if (from !== channel) return;
    try {
      const { origin: sender, userId } = JSON.parse(message) as { origin: string; userId: string };
      if (sender !== origin && typeof userId === 'string') cache.forgetUser(userId);
    } catch {
      app.log.warn({ message }, 'ignored a malformed auth cache invalidation');
    }
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db', 'redis'] });

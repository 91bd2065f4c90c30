import type { ClientToServerEvents, ServerToClientEvents } from '@ludo/shared/events';
import { matchChannel, userChannel } from '@ludo/shared/events';
import type { GameAnswer } from '@ludo/shared/game/game.contract';
import { createAdapter } from '@socket.io/redis-adapter';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { sessions, users } from '../db/schema';
import { JOIN_ROOM_RULE, SocketThrottle, type ThrottleRule } from './socket-throttle';

export interface Realtime {
  /** Tells every device of a player that something of theirs changed. */
  toUser<E extends keyof ServerToClientEvents>(
    userId: string,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /** Tells everyone watching a match (its players and requesters). */
  toMatch<E extends keyof ServerToClientEvents>(
    matchId: string,
    event: E,
    ...args: Parameters<ServerToClientEvents[E]>
  ): void;
  /** Tells every connected player (lists many watch, like the open rooms). */
  toEveryone<E extends keyof ServerToClientEvents>(event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  /** Puts every socket of a player in (or out of) a match's channel, on whichever instance holds it. */
  addUserToMatch(userId: string, matchId: string): void;
  removeUserFromMatch(userId: string, matchId: string): void;
  /** The matches module says which match channels a player may be in. */
  setMatchAccess(access: MatchAccess): void;
  /**
   * Answers a client's action event on every socket (the platform game's). The handler gets the
   * socket's player and the payload as sent (validate it); its answer is the acknowledgement.
   * The events handled share one throttle per socket (`rule`, the last one given).
   */
  handle(event: ActionEvent, handler: ActionHandler, rule: ThrottleRule): void;
  /** Whether a player has a socket open on any instance. */
  isConnected(userId: string): Promise<boolean>;
  /**
   * Whether a player has a socket open on any instance, and if not, when their last one closed
   * (null when no instance saw it: before a restart, or longer ago than a day).
   */
  presence(userId: string): Promise<Presence>;
}

export interface Presence {
  connected: boolean;
  leftAt: Date | null;
}

/** How long the time a player's last socket closed is kept: a game's reconnect window is minutes. */
const LEFT_AT_TTL_SECONDS = 24 * 60 * 60;
const leftAtKey = (userId: string) => `presence:left:${userId}`;

/** Client events that ask the server to do something and are acknowledged with `{ ok, message? }`. */
export type ActionEvent = Extract<keyof ClientToServerEvents, `game:${string}`>;
export type ActionHandler = (userId: string, payload: unknown, language: string | undefined) => Promise<GameAnswer>;

export interface MatchAccess {
  /** The matches a player watches when a socket connects: their live rooms, matches and requests. */
  matchesOf(userId: string): Promise<string[]>;
  /** The match a player may watch by its room code or id, or null if they may not. */
  resolve(userId: string, roomIdOrMatchId: string): Promise<string | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/**
 * socket.io on the API's own server and origin. A socket must present a valid access token of a
 * live session (`auth: { token }`); it joins its player's channel and nothing else here.
 * With REDIS_URL set, the Redis adapter carries events to sockets held by other instances.
 */
async function realtimePlugin(app: FastifyInstance) {
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(app.server, {
    path: '/socket.io',
    serveClient: false,
    // Same origin only: browsers on other sites cannot open sockets with a player's token.
    cors: { origin: false },
  });
  let redisReady = () => true;
  if (app.redis) {
    // The adapter needs its own pair of connections: it subscribes on one and publishes on the other.
    const pub = app.redis.main.duplicate();
    const sub = app.redis.main.duplicate();
    for (const client of [pub, sub])
      client.on('error', (error) => app.log.error({ err: error }, 'realtime redis error'));
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    redisReady = () => pub.status === 'ready';
    app.addHook('onClose', async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    });
  }

  let matchAccess: MatchAccess | null = null;
  const actionHandlers = new Map<ActionEvent, ActionHandler>();
  let actionRule: ThrottleRule | null = null;
  io.use(async (socket, next) => {
    // socket.io ignores the middleware's promise: a failed lookup (the database away) must end in
    // next(error) here, or it is an unhandled rejection and the client waits for nothing.
    try {
      const token: unknown = socket.handshake.auth?.token;
      const claims = typeof token === 'string' ? await app.accessTokens.verify(token) : null;
      if (!claims) return next(new Error('unauthorized'));
      const [live] = await app.db
        .select({ id: users.id })
        .from(users)
        .innerJoin(
          sessions,
          and(eq(sessions.id, claims.sid), eq(sessions.userId, users.id), isNull(sessions.revokedAt)),
        )
        .where(and(eq(users.id, claims.userId), eq(users.status, 'active')));
      if (!live) return next(new Error('unauthorized'));
      socket.data.userId = claims.userId;
      socket.data.sessionId = claims.sid;
      const watched = matchAccess ? await matchAccess.matchesOf(claims.userId) : [];
      await socket.join([userChannel(claims.userId), ...watched.map(matchChannel)]);
    } catch (error) {
      app.log.warn({ err: error }, 'socket refused: its session could not be checked');
      return next(new Error('unavailable'));
    }
    next();
  });

  // When each player's last socket closed: in Redis for every instance to read, else here.
  const leftAtHere = new Map<string, Date>();
  const leftAt = {
    set: async (userId: string, at: Date) => {
      if (app.redis) await app.redis.main.set(leftAtKey(userId), at.toISOString(), 'EX', LEFT_AT_TTL_SECONDS);
      else leftAtHere.set(userId, at);
    },
    clear: async (userId: string) => {
      if (app.redis) await app.redis.main.del(leftAtKey(userId));
      else leftAtHere.delete(userId);
    },
    get: async (userId: string): Promise<Date | null> => {
      if (!app.redis) return leftAtHere.get(userId) ?? null;
      const stored = await app.redis.main.get(leftAtKey(userId));
      return stored ? new Date(stored) : null;
    },
  };
  const isConnected = async (userId: string) => (await io.in(userChannel(userId)).fetchSockets()).length > 0;
  let closing = false;
  /** Presence is a hint for the turn timer: a failure to record it is logged, never the socket's problem. */
  const recordPresence = (work: () => Promise<unknown>) => {
    if (closing) return;
    work().catch((error: unknown) => app.log.warn({ err: error }, 'presence not recorded'));
  };

  io.on('connection', (socket) => {
    const userId: string = socket.data.userId;
    recordPresence(() => leftAt.clear(userId));
    socket.on('disconnect', () => {
      // The time the player's last socket closed, on whichever instance: it starts the reconnect
      // window of their games' turns (docs/game-rules.md). Written even if a new socket came in the
      // meantime: while one is open, the time is not read, and the next close writes it again.
      recordPresence(async () => {
        if (!(await isConnected(userId))) await leftAt.set(userId, new Date());
      });
    });
    // Made on the first joinRoom: most sockets never send one and carry nothing for it.
    let joins: SocketThrottle | undefined;
    let actions: SocketThrottle | undefined;
    // The socket's language, for refusals in the player's words (the web app sends its own).
    const language = socket.handshake.headers['accept-language'];
    for (const [event, handler] of actionHandlers) {
      socket.on(event, async (payload: unknown, answer?: unknown) => {
        const respond = typeof answer === 'function' ? (answer as (result: GameAnswer) => void) : () => undefined;
        actions ??= new SocketThrottle(actionRule ?? JOIN_ROOM_RULE, performance.now());
        const verdict = actions.take(performance.now());
        if (verdict === 'abusive') {
          app.log.warn({ userId: socket.data.userId, event }, 'game action flood: socket disconnected');
          socket.disconnect(true);
          return;
        }
        if (verdict === 'refused') return respond({ ok: false });
        try {
          respond(await handler(socket.data.userId, payload, language));
        } catch (error) {
          app.log.error({ err: error, event }, 'game action failed');
          respond({ ok: false });
        }
      });
    }
    // The product's client: the creator's client emits joinRoom with the room code after creating a room.
    socket.on('joinRoom', async (roomId, answer) => {
      const respond = typeof answer === 'function' ? answer : () => undefined;
      // Each allowed call costs a database lookup: past the limit a call is refused without one, and
      // a socket that keeps on flooding is closed (see JOIN_ROOM_RULE).
      joins ??= new SocketThrottle(JOIN_ROOM_RULE, performance.now());
      const verdict = joins.take(performance.now());
      if (verdict === 'abusive') {
        app.log.warn({ userId: socket.data.userId }, 'joinRoom flood: socket disconnected');
        socket.disconnect(true);
        return;
      }
      if (verdict === 'refused') return respond({ ok: false });
      if (typeof roomId !== 'string' || roomId.length > 64 || !matchAccess) return respond({ ok: false });
      try {
        const matchId = await matchAccess.resolve(socket.data.userId, roomId);
        if (!matchId) return respond({ ok: false });
        await socket.join(matchChannel(matchId));
        respond({ ok: true });
      } catch (error) {
        app.log.error({ err: error }, 'joinRoom failed');
        respond({ ok: false });
      }
    });
  });

  /** Events are hints to refetch; losing one while Redis is away beats failing the change that raised it. */
  const send = (what: string, emit: () => void) => {
    if (!redisReady()) {
      app.log.warn({ what }, 'realtime event dropped: redis is not connected');
      return;
    }
    try {
      emit();
    } catch (error) {
      app.log.error({ err: error, what }, 'realtime event failed');
    }
  };

  app.decorate('realtime', {
    toUser: (userId, event, ...args) => send(event, () => io.to(userChannel(userId)).emit(event, ...args)),
    toMatch: (matchId, event, ...args) => send(event, () => io.to(matchChannel(matchId)).emit(event, ...args)),
    toEveryone: (event, ...args) => send(event, () => io.emit(event, ...args)),
    addUserToMatch: (userId, matchId) =>
      send('socketsJoin', () => io.in(userChannel(userId)).socketsJoin(matchChannel(matchId))),
    removeUserFromMatch: (userId, matchId) =>
      send('socketsLeave', () => io.in(userChannel(userId)).socketsLeave(matchChannel(matchId))),
    setMatchAccess: (access) => {
      matchAccess = access;
    },
    handle: (event, handler, rule) => {
      actionHandlers.set(event, handler);
      actionRule = rule;
    },
    isConnected,
    presence: async (userId) => {
      const connected = await isConnected(userId);
      return { connected, leftAt: connected ? null : await leftAt.get(userId) };
    },
  } satisfies Realtime);

  // A socket is checked when it connects; when a player's sessions change (logout, logout from all
  // devices, password change, suspension), their sockets whose session ended are closed too. The
  // instance that made the change closes them, on whichever instance holds them (the adapter).
  app.authCache.onInvalidate((userId) => {
    closeEndedSockets(userId).catch((error: unknown) =>
      app.log.error({ err: error, userId }, 'could not close the sockets of ended sessions'),
    );
  });
  async function closeEndedSockets(userId: string) {
    const open = await io.in(userChannel(userId)).fetchSockets();
    if (open.length === 0) return;
    const live = await app.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), eq(users.status, 'active')));
    const liveIds = new Set(live.map((row) => row.id));
    for (const socket of open) if (!liveIds.has(socket.data.sessionId)) socket.disconnect(true);
  }

  // Open sockets would keep the HTTP server's close waiting forever: end them first.
  app.addHook('preClose', async () => {
    // The instance is stopping, not its players leaving: nothing is recorded for these closes
    // (Redis may be gone before the record would land), and another instance's sockets say the rest.
    closing = true;
    io.local.disconnectSockets(true);
  });

  app.addHook('onClose', async () => {
    await io.close();
  });
}

export default fp(realtimePlugin, { name: 'realtime', dependencies: ['db', 'auth', 'redis'] });

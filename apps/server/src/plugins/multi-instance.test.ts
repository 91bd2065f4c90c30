import type { AddressInfo } from 'node:net';
import type { ClientToServerEvents, ServerToClientEvents } from '@ludo/shared/events';
import { movableTokens } from '@ludo/shared/game/rules';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { gameActions, games } from '../db/schema';
import { createTestApp, REAL_MONEY, type TestApp } from '../test/harness';
import { bearer, creditPlayer, quickPlayer } from '../test/users';

/**
 * Two instances of the platform behind one database and one Redis, as in production: what one
 * instance does must reach sockets and caches held by the other.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let first: TestApp;
let second: FastifyInstance;
let firstUrl: string;
let secondUrl: string;
/** The second instance's domain services (its games' turn timer). */
let secondServices: FastifyInstance | undefined;
const sockets: Socket[] = [];

beforeAll(async () => {
  first = await createTestApp({ ...REAL_MONEY, REDIS_URL });
  second = await buildApp({
    config: first.config,
    database: first.database,
    onServices: (web) => {
      secondServices = web;
    },
  });
  await second.ready();
  await first.app.listen({ port: 0, host: '127.0.0.1' });
  firstUrl = `http://127.0.0.1:${(first.app.server.address() as AddressInfo).port}`;
  await second.listen({ port: 0, host: '127.0.0.1' });
  secondUrl = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await second.close();
  await first.close();
});

async function deposit(app: FastifyInstance, player: { accessToken: string }, amount: number) {
  const order = await app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: bearer(player),
    payload: { amount, currency: 'INR', method: 'upi' },
  });
  const { order: o, transactionId } = order.json() as { order: { id: string }; transactionId: string };
  const paid = await app.inject({
    method: 'POST',
    url: '/api/payment/sandbox/pay',
    headers: bearer(player),
    payload: { orderId: o.id, method: 'upi' },
  });
  const verify = await app.inject({
    method: 'POST',
    url: '/api/payment/verify',
    headers: bearer(player),
    payload: { ...(paid.json() as object), transactionId },
  });
  expect(verify.statusCode, verify.body).toBe(200);
}

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

async function connect(url: string, player: { accessToken: string }): Promise<ClientSocket> {
  const socket: ClientSocket = io(url, {
    auth: { token: player.accessToken },
    reconnection: false,
    transports: ['websocket'],
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

describe('several instances sharing Redis', () => {
  it('reaches a player’s socket on one instance when money moves on the other', async () => {
    const player = await quickPlayer(first.app);
    const socket = await connect(firstUrl, player);
    const heard = new Promise<void>((resolve) => socket.once('balanceChanged', () => resolve()));
    await deposit(second, player, 300);
    await heard;
  });

  it('plays a platform game with its players on two instances: each hears the other’s moves, and the turn timer sees who is connected', async () => {
    const host = await quickPlayer(first.app);
    const guest = await quickPlayer(first.app);
    await creditPlayer(first.app.db, host.userId, { depositPaise: 10_000 });
    await creditPlayer(first.app.db, guest.userId, { depositPaise: 10_000 });
    const post = async (app: FastifyInstance, who: { accessToken: string }, url: string, payload?: object) => {
      const response = await app.inject({ method: 'POST', url, headers: bearer(who), ...(payload ? { payload } : {}) });
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.json() as Record<string, string>;
    };
    const { matchId = '' } = await post(first.app, host, '/api/rooms', {
      mode: 'platform',
      variant: 'quick',
      stake: 50,
    });
    const { requestId } = await post(second, guest, `/api/rooms/${matchId}/request`);
    await post(second, host, `/api/matches/${matchId}/requests/${requestId}/accept`);
    // The host's socket is held by the first instance, the guest's by the second.
    const hostSocket = await connect(firstUrl, host);
    const guestSocket = await connect(secondUrl, guest);
    const states: Array<{ by: string; version: number }> = [];
    hostSocket.on('game:state', (state) => states.push({ by: 'host', version: state.version }));
    guestSocket.on('game:state', (state) => states.push({ by: 'guest', version: state.version }));

    expect(await hostSocket.timeout(3000).emitWithAck('game:seed', { matchId, seed: 'host' })).toEqual({ ok: true });
    expect(await guestSocket.timeout(3000).emitWithAck('game:seed', { matchId, seed: 'guest' })).toEqual({ ok: true });
    // The host rolls on the first instance; both hear it, the guest through the second.
    expect(await hostSocket.timeout(3000).emitWithAck('game:roll', { matchId })).toEqual({ ok: true });
    await expect
      .poll(() =>
        states
          .filter((state) => state.version === 1)
          .map((state) => state.by)
          .sort(),
      )
      .toEqual(['guest', 'host']);

    // The second instance's turn timer asks who is connected across both. Once it is the host's
    // turn: the host is here (on the first instance), so the turn is played for them, not passed.
    const gameNow = async () => (await second.db.select().from(games).where(eq(games.matchId, matchId)))[0];
    for (let game = await gameNow(); game?.playerIds[game.state.turn] !== host.userId; game = await gameNow()) {
      const movable = game ? movableTokens(game.state) : [];
      const answer =
        game?.state.dice === null
          ? await guestSocket.timeout(3000).emitWithAck('game:roll', { matchId })
          : await guestSocket.timeout(3000).emitWithAck('game:move', { matchId, token: movable[0] ?? 0 });
      expect(answer).toEqual({ ok: true });
    }
    const before = (await gameNow())?.version ?? 0;
    await secondServices?.games.playDueTurns(new Date(Date.now() + 60_000));
    const log = await second.db.select().from(gameActions).where(eq(gameActions.matchId, matchId));
    const played = log.filter((action) => action.seq > before);
    expect(played.length).toBeGreaterThan(0);
    expect(played.every((action) => action.player === 0 && action.auto && action.kind !== 'timeout')).toBe(true);
  });

  it('tells either instance when a player’s last socket, held by the other, closed', async () => {
    const player = await quickPlayer(first.app);
    const socket = await connect(firstUrl, player);
    const presence = () => (secondServices as FastifyInstance).realtime.presence(player.userId);
    expect(await presence()).toEqual({ connected: true, leftAt: null });
    const before = Date.now();
    socket.disconnect();
    let seen = await presence();
    for (let i = 0; seen.leftAt === null && i < 100; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await presence();
    }
    expect(seen.connected).toBe(false);
    expect(seen.leftAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // Back on the second instance: the first no longer holds the time against them.
    await connect(secondUrl, player);
    expect(await first.services.realtime.presence(player.userId)).toEqual({ connected: true, leftAt: null });
  });

  it('signs a player out on every instance at once when another instance ends their sessions', async () => {
    const player = await quickPlayer(first.app);
    const profile = () => first.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(player) });
    // Checked on the first instance, so it remembers the session is live…
    expect((await profile()).statusCode).toBe(200);
    // …then every session ends through the second instance.
    const ended = await second.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(player) });
    expect(ended.statusCode).toBe(200);
    await expect.poll(async () => (await profile()).statusCode, { timeout: 2000 }).toBe(401);
  });
});

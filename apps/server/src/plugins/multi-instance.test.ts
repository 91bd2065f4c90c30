import type { AddressInfo } from 'node:net';
import type { ClientToServerEvents, ServerToClientEvents } from '@ludo/shared/events';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, REAL_MONEY, type TestApp } from '../test/harness';
import { bearer, quickPlayer } from '../test/users';

/**
 * Two instances of the platform behind one database and one Redis, as in production: what one
 * instance does must reach sockets and caches held by the other.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let first: TestApp;
let second: FastifyInstance;
let firstUrl: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  first = await createTestApp({ ...REAL_MONEY, REDIS_URL });
  second = await buildApp({ config: first.config, database: first.database });
  await second.ready();
  await first.app.listen({ port: 0, host: '127.0.0.1' });
  firstUrl = `http://127.0.0.1:${(first.app.server.address() as AddressInfo).port}`;
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

describe('several instances sharing Redis', () => {
  it('reaches a player’s socket on one instance when money moves on the other', async () => {
    const player = await quickPlayer(first.app);
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(firstUrl, {
      auth: { token: player.accessToken },
      reconnection: false,
      transports: ['websocket'],
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const heard = new Promise<void>((resolve) => socket.once('balanceChanged', () => resolve()));
    await deposit(second, player, 300);
    await heard;
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

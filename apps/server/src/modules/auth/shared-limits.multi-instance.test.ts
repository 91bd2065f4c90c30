import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, REAL_MONEY, type TestApp } from '../../test/harness';
import { bearer, quickPlayer } from '../../test/users';

/**
 * Two instances behind one Redis (TEST_REDIS_URL): a player's per-account count is one count,
 * whichever instance the load balancer sends each request to.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let first: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  first = await createTestApp({ ...REAL_MONEY, REDIS_URL, RATE_LIMIT_ACCOUNT_MULTIPLIER: '1' });
  second = await buildApp({ config: first.config, database: first.database });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const order = (app: FastifyInstance, player: { accessToken: string }) =>
  app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: bearer(player),
    payload: { amount: 100, currency: 'INR', method: 'upi' },
    remoteAddress: '100.64.1.1',
  });

describe('per-account limits on several instances', () => {
  it('counts one account’s requests to both instances together', async () => {
    const busy = await quickPlayer(first.app);
    const neighbour = await quickPlayer(first.app);
    // POST /api/payment allows 20 a minute per account: ten on each instance.
    for (let i = 0; i < 20; i++) expect((await order(i % 2 === 0 ? first.app : second, busy)).statusCode).toBe(200);
    expect((await order(second, busy)).statusCode).toBe(429);
    expect((await order(first.app, busy)).statusCode).toBe(429);
    expect((await order(second, neighbour)).statusCode).toBe(200);
  });
});

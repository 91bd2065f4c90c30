import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema';
import { assertBuiltRateLimit, perAccount, perAddress } from './rate-limits';

/** A bare Fastify with the plugin registered as app.ts registers it, and a stand-in for app.authenticate. */
async function bareApp() {
  const app = Fastify();
  app.decorate('config', { rateLimit: { accountLimitMultiplier: 1 } } as never);
  app.decorateRequest('authContext', null);
  await app.register(rateLimit, { global: false });
  app.addHook('onRoute', assertBuiltRateLimit);
  return app;
}

const authenticate = async (request: FastifyRequest) => {
  const id = request.headers['x-user'];
  if (typeof id !== 'string') throw Object.assign(new Error('no user'), { statusCode: 401 });
  request.authContext = { user: { id } as UserRow, sessionId: 'session' };
};

describe('perAccount', () => {
  it('counts per account even when the route authenticates in its own preHandler', async () => {
    const app = await bareApp();
    app.get('/limited', { preHandler: authenticate, config: perAccount(2, '1 minute') }, async () => ({ ok: true }));
    const call = (user: string) =>
      app.inject({ method: 'GET', url: '/limited', headers: { 'x-user': user }, remoteAddress: '100.64.0.1' });
    expect((await call('a')).statusCode).toBe(200);
    expect((await call('a')).statusCode).toBe(200);
    expect((await call('a')).statusCode).toBe(429);
    expect((await call('b')).statusCode).toBe(200);
    await app.close();
  });

  it('fails loudly on a route that never authenticates instead of counting per address', async () => {
    const app = await bareApp();
    app.get('/unguarded', { config: perAccount(2, '1 minute') }, async () => ({ ok: true }));
    const res = await app.inject({ method: 'GET', url: '/unguarded' });
    expect(res.statusCode).toBe(500);
    await app.close();
  });
});

describe('assertBuiltRateLimit', () => {
  it('refuses at start-up a route limit not made by perAccount or perAddress', async () => {
    const app = await bareApp();
    expect(() =>
      app.get('/raw', { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } }, async () => ({ ok: true })),
    ).toThrow(/perAccount\(\) or perAddress\(\)/);
    app.get('/built', { config: perAddress(5, '1 minute') }, async () => ({ ok: true }));
    expect((await app.inject({ method: 'GET', url: '/built' })).statusCode).toBe(200);
    await app.close();
  });
});

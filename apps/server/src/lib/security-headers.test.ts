import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers';

const options: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://checkout.example.com'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
};

async function headersOf(register: (app: ReturnType<typeof Fastify>) => Promise<unknown>) {
  const app = Fastify();
  await register(app);
  app.get('/json', async () => ({ ok: true }));
  app.get('/raw', (_request, reply) => {
    reply.hijack();
    reply.raw.end('raw');
  });
  const json = await app.inject({ method: 'GET', url: '/json' });
  const raw = await app.inject({ method: 'GET', url: '/raw' });
  const missing = await app.inject({ method: 'GET', url: '/nope' });
  await app.close();
  const without = (headers: Record<string, unknown>) => {
    const { date: _date, ...rest } = headers;
    return rest;
  };
  return [without(json.headers), without(raw.headers), without(missing.headers)];
}

describe('security headers', () => {
  it('are exactly the ones @fastify/helmet sets, on routes, hijacked replies and 404s', async () => {
    const theirs = await headersOf((app) => app.register(helmet, options));
    const ours = await headersOf((app) => registerSecurityHeaders(app, options));
    expect(ours).toEqual(theirs);
    expect(String(ours[0]?.['content-security-policy'])).toContain("script-src 'self' https://checkout.example.com");
    expect(ours[0]?.['x-content-type-options']).toBe('nosniff');
  });

  it('refuses per-request nonces, which cannot be computed once', async () => {
    await expect(registerSecurityHeaders(Fastify(), { enableCSPNonces: true })).rejects.toThrow(/nonces/);
  });
});

import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { LIVE, serverAnsweringLiveness } from './liveness';

const FASTIFY_TIMEOUTS = { keepAliveTimeout: 72_000, requestTimeout: 0, connectionTimeout: 0 };

describe('serverAnsweringLiveness', () => {
  const seen: string[] = [];
  const server = serverAnsweringLiveness((request, reply) => {
    seen.push(`${request.method} ${request.url}`);
    reply.writeHead(404).end();
  }, FASTIFY_TIMEOUTS);
  afterEach(() => {
    seen.length = 0;
  });

  it('answers GET /healthz without the framework, and hands everything else to it', async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const live = await fetch(`${base}/healthz`);
      expect(live.status).toBe(200);
      expect(live.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await live.json()).toEqual(LIVE);
      expect(seen).toEqual([]);

      for (const [method, path] of [
        ['HEAD', '/healthz'],
        ['POST', '/healthz'],
        ['GET', '/healthz?verbose=1'],
        ['GET', '/healthz/'],
        ['GET', '/readyz'],
      ]) {
        expect((await fetch(`${base}${path}`, { method })).status).toBe(404);
      }
      expect(seen).toEqual([
        'HEAD /healthz',
        'POST /healthz',
        'GET /healthz?verbose=1',
        'GET /healthz/',
        'GET /readyz',
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('keeps the timeouts Fastify gives its own server', () => {
    expect(server.keepAliveTimeout).toBe(72_000);
    expect(server.requestTimeout).toBe(0);
    expect(server.timeout).toBe(0);
  });
});

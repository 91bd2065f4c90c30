import { createServer, type Server } from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** What GET /healthz answers: the process is up and its event loop turns. */
export const LIVE = { status: 'ok' } as const;
const LIVE_BODY = JSON.stringify(LIVE);
const LIVE_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'content-length': String(Buffer.byteLength(LIVE_BODY)),
};

/**
 * The platform's HTTP server, which answers `GET /healthz` itself before the request reaches
 * Fastify: a load balancer asks many times a second, and the probe says only that the process
 * answers, so it skips routing, hooks and serialisation (docs/architecture.md, API). Every other
 * request, `HEAD /healthz` and `/healthz?…` included, goes to Fastify, whose own /healthz route
 * answers the same (tests reach it through `inject`). The server keeps Fastify's timeouts, as
 * the server Fastify would have made.
 */
export const serverAnsweringLiveness: FastifyServerFactory<Server> = (handler, options) => {
  const server = createServer((request, reply) => {
    if (request.url === '/healthz' && request.method === 'GET') {
      reply.writeHead(200, LIVE_HEADERS).end(LIVE_BODY);
      return;
    }
    handler(request, reply);
  });
  server.keepAliveTimeout = Number(options.keepAliveTimeout);
  server.requestTimeout = Number(options.requestTimeout);
  server.setTimeout(Number(options.connectionTimeout));
  return server;
};

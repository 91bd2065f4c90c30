import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

export interface RedisClients {
  /** Commands and publishing. */
  main: Redis;
  /** Subscriptions (a subscribed connection can do nothing else). */
  subscriber: Redis;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when REDIS_URL is set: what instances share (realtime fan-out, limits, cache drops). */
    redis: RedisClients | null;
  }
}

async function redisPlugin(app: FastifyInstance) {
  if (!app.config.redisUrl) {
    app.decorate('redis', null);
    return;
  }
  const main = new Redis(app.config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = main.duplicate();
  await Promise.all([main.connect(), subscriber.connect()]);
  for (const client of [main, subscriber]) {
    client.on('error', (error) => app.log.error({ err: error }, 'redis connection error'));
  }
  app.decorate('redis', { main, subscriber });
  app.addHook('onClose', async () => {
    await Promise.allSettled([main.quit(), subscriber.quit()]);
  });
}

export default fp(redisPlugin, { name: 'redis' });

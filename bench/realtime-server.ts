/**
 * The app for the realtime benchmarks: what apps/server/src/server.ts starts (buildApp, listen),
 * configured from the environment the same way, plus the bench's IPC hooks: memory after a
 * forced collection, CPU use, and `matchUpdated` emitted through the app's own realtime layer
 * (realtime.toMatch, as the matches module does) at a rate the bench asks for. In the game bench
 * the players' own socket actions drive it, and only its CPU use is asked.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { Realtime } from '../apps/server/src/plugins/realtime';
import { serveBench } from './realtime-common';

/**
 * The realtime layer is decorated inside buildApp's web context, not on the instance it returns,
 * so it is found among the instance's child contexts (Fastify keeps them under its
 * `fastify.children` symbol: internal, but the only way in without changing the app).
 */
function findRealtime(instance: FastifyInstance): Realtime | undefined {
  if (Object.hasOwn(instance, 'realtime')) return instance.realtime;
  const key = Object.getOwnPropertySymbols(instance).find((symbol) => symbol.description === 'fastify.children');
  const children = key ? (instance as unknown as Record<symbol, FastifyInstance[]>)[key] : [];
  for (const child of children ?? []) {
    const found = findRealtime(child);
    if (found) return found;
  }
  return undefined;
}

const config = loadConfig();
const app = await buildApp({ config });
process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));
await app.listen({ host: config.host, port: config.port });
const realtime = findRealtime(app);
if (!realtime) throw new Error('the realtime layer was not found in the app');
serveBench((matchId) => realtime.toMatch(matchId, 'matchUpdated', { matchId }));
// Stopped by the bench: an orderly exit, so that a CPU profile asked for is written.
process.once('SIGTERM', () => process.exit(0));
process.send?.({ ready: true });

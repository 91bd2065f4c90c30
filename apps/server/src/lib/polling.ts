import type { FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from './db-errors';

/**
 * Runs `work` every interval, never two at once, and stops with the app. The loop keeps no state
 * of its own: whatever it settles is read from the database on each pass, so a restart loses
 * nothing (docs/decisions/0005). An interval of 0 turns it off (tests call the work directly).
 *
 * A pass that fails is logged once and skipped; the next pass starts on time. During a database
 * outage every pass fails the same way, so those are warnings, and the first good pass after
 * them says the loop is back.
 */
export function startPolling(app: FastifyInstance, name: string, intervalMs: number, work: () => Promise<unknown>) {
  if (intervalMs <= 0) return;
  let running: Promise<void> | null = null;
  let failing = false;
  const pass = async () => {
    try {
      await work();
      if (failing) app.log.info(`${name} resumed`);
      failing = false;
    } catch (error) {
      failing = true;
      if (isDatabaseUnavailable(error)) app.log.warn({ err: error }, `${name} skipped: the database is unavailable`);
      else app.log.error({ err: error }, `${name} failed`);
    }
  };
  const timer = setInterval(() => {
    if (running) return;
    running = pass().finally(() => {
      running = null;
    });
  }, intervalMs);
  timer.unref();
  // A pass in flight finishes before the database closes under it.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

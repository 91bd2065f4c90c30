import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` every interval, never two at once, and stops with the app. The loop keeps no state
 * of its own: whatever it settles is read from the database on each pass, so a restart loses
 * nothing (docs/decisions/0005). An interval of 0 turns it off (tests call the work directly).
 */
export function startPolling(app: FastifyInstance, name: string, intervalMs: number, work: () => Promise<unknown>) {
  if (intervalMs <= 0) return;
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = work()
      .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
      .finally(() => {
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

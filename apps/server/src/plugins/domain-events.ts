import type { DomainEvent } from '@ludo/shared/domain-events';
import { asc, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Transaction } from '../db/client';
import { domainEvents } from '../db/schema';
import { eventsPublished } from '../lib/domain-events';
import { startPolling } from '../lib/polling';
import { rowsOf } from '../lib/sql-rows';

/**
 * A subscriber handles an event inside the dispatcher's transaction (its writes commit with the
 * event's "processed" mark, so an event is handled once even across a crash) and returns what to
 * send once that transaction committed, if anything.
 */
export type DomainEventSubscriber = (
  tx: Transaction,
  event: DomainEvent,
  eventId: number,
) => Promise<(() => void) | undefined>;

export class DomainEventDispatcher {
  private readonly subscribers: DomainEventSubscriber[] = [];
  private running: Promise<number> | null = null;
  private again = false;

  constructor(
    private readonly db: Database,
    private readonly onFailure: (error: unknown, eventId: number, type: string) => void,
  ) {}

  subscribe(subscriber: DomainEventSubscriber): void {
    this.subscribers.push(subscriber);
  }

  /**
   * Hands every pending event to the subscribers, oldest first, in batches. Events are claimed
   * with SKIP LOCKED, so instances sweeping at once share the work instead of repeating it.
   * Returns how many were handled.
   */
  async dispatch(batch = 100): Promise<number> {
    let handled = 0;
    for (;;) {
      const sends: Array<() => void> = [];
      const count = await this.db.transaction(async (tx) => {
        const pending = await tx
          .select()
          .from(domainEvents)
          .where(isNull(domainEvents.processedAt))
          .orderBy(asc(domainEvents.id))
          .limit(batch)
          .for('update', { skipLocked: true });
        const done: number[] = [];
        for (const row of pending) {
          // Each event in its own savepoint: one that fails is retried on the next pass without
          // holding back the events after it.
          try {
            const eventSends = await tx.transaction(async (savepoint) => {
              const out: Array<() => void> = [];
              for (const subscriber of this.subscribers) {
                const send = await subscriber(savepoint, row.payload, row.id);
                if (send) out.push(send);
              }
              return out;
            });
            sends.push(...eventSends);
            done.push(row.id);
          } catch (error) {
            this.onFailure(error, row.id, row.type);
          }
        }
        if (done.length > 0) {
          await tx.update(domainEvents).set({ processedAt: new Date() }).where(inArray(domainEvents.id, done));
        }
        return { claimed: pending.length, handled: done.length };
      });
      for (const send of sends) send();
      handled += count.handled;
      // A short batch was the last; a failed event waits for the next pass rather than looping here.
      if (count.claimed < batch || count.handled < count.claimed) return handled;
    }
  }

  /**
   * Deletes the events handled before `keepDays` ago. They are kept a while to trace what a
   * notification came from; kept for ever, the table would grow with every change the platform
   * makes and hold players' names long after (docs/decisions/0015-closing-an-account.md). Reads
   * the oldest events by id, `batch` at a time, so a pass never scans the table; an event not yet
   * handled is left whatever its age. Returns how many went.
   */
  async purge(keepDays: number, now = new Date(), batch = 1_000, maxBatches = 20): Promise<number> {
    const before = new Date(now.getTime() - keepDays * 86_400_000).toISOString();
    let purged = 0;
    for (let round = 0; round < maxBatches; round++) {
      const deleted = rowsOf<{ id: number }>(
        await this.db.execute(sql`
          WITH oldest AS (
            SELECT id, created_at, processed_at FROM ${domainEvents} ORDER BY id LIMIT ${batch}
          )
          DELETE FROM ${domainEvents} AS d USING oldest AS o
          WHERE d.id = o.id AND o.processed_at IS NOT NULL AND o.created_at < ${before}::timestamptz
          RETURNING d.id`),
      );
      purged += deleted.length;
      if (deleted.length < batch) return purged;
    }
    return purged;
  }

  /** Dispatches soon, without waiting for the next pass: after a request that may have published. */
  kick(log: FastifyInstance['log']): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.dispatch().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.kick(log);
      }
    });
    this.running.catch((error: unknown) =>
      log.warn({ err: error }, 'dispatching events failed; the next pass retries'),
    );
  }

  /** Waits for a kick in flight (shutdown). */
  async settled(): Promise<void> {
    await this.running?.catch(() => undefined);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    domainEvents: DomainEventDispatcher;
  }
  interface FastifyRequest {
    /** How many events the process had published when a changing request came in. */
    eventsPublishedBefore: number;
  }
}

/**
 * The outbox's dispatcher: a pass every EVENTS_DISPATCH_INTERVAL_MS, and a kick after every
 * request that published an event, so a notification reaches the player within moments of the
 * change, and within one interval after a crash or restart at the latest.
 */
const PURGE_INTERVAL_MS = 60 * 60_000;

async function domainEventsPlugin(app: FastifyInstance) {
  const dispatcher = new DomainEventDispatcher(app.db, (error, eventId, type) =>
    app.log.error({ err: error, eventId, type }, 'handling a domain event failed; it is retried on the next pass'),
  );
  app.decorate('domainEvents', dispatcher);
  app.decorateRequest('eventsPublishedBefore', 0);
  const interval = app.config.eventsDispatchIntervalMs;
  startPolling(app, 'dispatching events', interval, () => dispatcher.dispatch());
  // Hourly, and off with the dispatching (tests purge by hand).
  startPolling(app, 'purging handled events', interval > 0 ? PURGE_INTERVAL_MS : 0, () =>
    dispatcher.purge(app.config.eventsKeepDays),
  );
  if (interval > 0) {
    // Only after a request that published: a pass costs three round trips to the database even
    // when nothing waits, and most requests (a chat line, a setting) publish nothing. A count
    // that grew because of another request at the same time only makes an early pass.
    const changes = (method: string) => method !== 'GET' && method !== 'HEAD';
    app.addHook('onRequest', async (request) => {
      if (changes(request.method)) request.eventsPublishedBefore = eventsPublished();
    });
    app.addHook('onResponse', async (request) => {
      if (changes(request.method) && eventsPublished() > request.eventsPublishedBefore) dispatcher.kick(app.log);
    });
  }
  app.addHook('onClose', async () => {
    await dispatcher.settled();
  });
}

export default fp(domainEventsPlugin, { name: 'domain-events', dependencies: ['db'] });

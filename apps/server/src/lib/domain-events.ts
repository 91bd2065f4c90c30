import type { DomainEvent } from '@ludo/shared/domain-events';
import type { Transaction } from '../db/client';
import { domainEvents } from '../db/schema';

/**
 * Records a domain event in the transaction of the change that caused it: it exists exactly when
 * the change committed, and the dispatcher (plugins/domain-events.ts) hands it to its subscribers
 * once (docs/decisions/0013).
 */
export async function publishEvent(tx: Transaction, event: DomainEvent): Promise<void> {
  await tx.insert(domainEvents).values({ type: event.type, payload: event });
  published += 1;
}

let published = 0;

/**
 * How many events this process has published so far (whether their transactions committed or
 * not): a request after which it has not grown published nothing, and needs no dispatch.
 */
export const eventsPublished = (): number => published;

import { BRAND_NAME } from '@ludo/shared/brand';
import type { DomainEvent } from '@ludo/shared/domain-events';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/client';
import {
  type NotificationDeliveryRow,
  type NotificationRow,
  notificationDeliveries,
  notifications,
  pushSubscriptions,
} from '../../db/schema';
import type { Mailer } from '../../lib/mailer';
import type { SmsSender } from '../../lib/sms';
import type { PushSender } from '../../lib/web-push';
import { notificationContactOf } from '../users/users.service';
import { deliveryChannels, notificationEmail, notificationPush, notificationSms, retryDelayMs } from './delivery-rules';

/** How long a claimed delivery is a sender's before another may take it (a sender that died). */
const LEASE_MS = 60_000;

/**
 * Email and SMS copies of notifications (delivery-rules.ts says which). Queued in the dispatcher's
 * transaction with the notifications themselves, so a notification and its deliveries exist
 * together or not at all; sent by `deliverDue`, which claims due rows with SKIP LOCKED under a
 * lease, sends outside any transaction (a slow provider holds no lock and no request), and
 * records the outcome: sent, or retried with backoff, or given up after the last attempt. A
 * delivery is sent at least once: a crash after sending and before recording sends it again.
 */
export class NotificationDeliveries {
  constructor(
    private readonly db: Database,
    private readonly senders: { mailer: Mailer; sms: SmsSender; push: PushSender },
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Inside the dispatcher's transaction: a delivery per channel the player wants, for each new row. */
  async enqueue(tx: Transaction, eventType: DomainEvent['type'], rows: readonly NotificationRow[]): Promise<number> {
    let queued = 0;
    for (const row of rows) {
      const contact = await notificationContactOf(tx, row.userId);
      if (!contact) continue;
      const channels = deliveryChannels(eventType, contact.settings);
      if (channels.length === 0) continue;
      const inserted = await tx
        .insert(notificationDeliveries)
        .values(channels.map((channel) => ({ notificationId: row.id, userId: row.userId, channel })))
        .onConflictDoNothing()
        .returning({ id: notificationDeliveries.id });
      queued += inserted.length;
    }
    return queued;
  }

  /** Sends what is due; returns how many were sent. */
  async deliverDue(now = new Date(), batch = 20): Promise<number> {
    const claimed = await this.claim(now, batch);
    let sent = 0;
    for (const delivery of claimed) {
      const error = await this.send(delivery);
      if (error === null) {
        sent += 1;
        await this.db
          .update(notificationDeliveries)
          .set({ status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null })
          .where(eq(notificationDeliveries.id, delivery.id));
        continue;
      }
      const delay = retryDelayMs(delivery.attempts);
      this.log.warn(
        { deliveryId: delivery.id, channel: delivery.channel, attempts: delivery.attempts, err: error },
        delay === null
          ? 'a notification could not be delivered; giving up'
          : 'a notification delivery failed; retrying',
      );
      await this.db
        .update(notificationDeliveries)
        .set({
          status: delay === null ? 'failed' : 'pending',
          nextAttemptAt: new Date(Date.now() + (delay ?? 0)),
          lockedUntil: null,
          lastError: error.message.slice(0, 500),
        })
        .where(eq(notificationDeliveries.id, delivery.id));
    }
    return sent;
  }

  /** Due rows, taken under a lease; each attempt counted as it is taken. */
  private async claim(now: Date, batch: number): Promise<NotificationDeliveryRow[]> {
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: notificationDeliveries.id })
        .from(notificationDeliveries)
        .where(
          and(
            eq(notificationDeliveries.status, 'pending'),
            lte(notificationDeliveries.nextAttemptAt, now),
            or(isNull(notificationDeliveries.lockedUntil), lte(notificationDeliveries.lockedUntil, now)),
          ),
        )
        .orderBy(asc(notificationDeliveries.nextAttemptAt))
        .limit(batch)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(notificationDeliveries)
        .set({
          lockedUntil: new Date(now.getTime() + LEASE_MS),
          attempts: sql`${notificationDeliveries.attempts} + 1`,
        })
        .where(
          inArray(
            notificationDeliveries.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  /**
   * Every browser the player subscribed: those the push service forgot are dropped; any other
   * refusal fails the attempt (retried later; browsers that took it may then show it twice).
   */
  private async pushToBrowsers(userId: string, payload: string): Promise<void> {
    const targets = await this.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    let failure: Error | null = null;
    for (const target of targets) {
      try {
        if ((await this.senders.push.send(target, payload)) === 'gone') {
          await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id));
        }
      } catch (error) {
        failure = error instanceof Error ? error : new Error(String(error));
      }
    }
    if (failure) throw failure;
  }

  /** One attempt; the error when it failed, null when it went out (or there is nobody to send to). */
  private async send(delivery: NotificationDeliveryRow): Promise<Error | null> {
    try {
      const [notification] = await this.db
        .select()
        .from(notifications)
        .where(eq(notifications.id, delivery.notificationId));
      const contact = await notificationContactOf(this.db, delivery.userId);
      // Deleted meanwhile, or the player can no longer be reached: nothing to send.
      if (!notification || !contact) return null;
      if (delivery.channel === 'email') {
        await this.senders.mailer.send(
          notificationEmail(notification, contact.email, BRAND_NAME, this.publicUrl, contact.settings.language),
        );
      } else if (delivery.channel === 'sms') {
        await this.senders.sms.send(
          contact.phone,
          notificationSms(notification, BRAND_NAME, this.publicUrl, contact.settings.language),
        );
      } else {
        await this.pushToBrowsers(delivery.userId, notificationPush(notification));
      }
      return null;
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  }
}

import type { DomainEvent } from '@ludo/shared/domain-events';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The outbox of domain events: written in the transaction of the change that caused each one, so
 * an event exists exactly when its change committed; the dispatcher hands each to its subscribers
 * once and marks it processed (docs/decisions/0013).
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<DomainEvent>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [index('domain_events_pending_idx').on(table.id).where(sql`${table.processedAt} IS NULL`)],
);

/** Another player named in a notification's text, under the name it was written with. */
export interface NotificationMention {
  userId: string;
  name: string;
}

/**
 * A player's notification; `dedupeKey` makes an event notify each player once, however often it is
 * handled. `mentions` are the other players its text names: when one of them closes their account,
 * the name gives way to "Closed account" (docs/decisions/0015-closing-an-account.md).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type', { enum: ['tournament', 'payment', 'system', 'support'] }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    actionUrl: text('action_url'),
    dedupeKey: text('dedupe_key').notNull(),
    mentions: jsonb('mentions').$type<NotificationMention[]>().notNull().default([]),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('notifications_dedupe_key').on(table.userId, table.dedupeKey),
    index('notifications_user_idx').on(table.userId, table.createdAt),
    index('notifications_unread_idx').on(table.userId).where(sql`${table.readAt} IS NULL`),
    index('notifications_mentions_idx').using('gin', sql`${table.mentions} jsonb_path_ops`),
    check('notifications_type_known', sql`${table.type} IN ('tournament', 'payment', 'system', 'support')`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

/**
 * A notification's way out of the app: an email or an SMS, per the player's settings, written in
 * the same transaction as the notification and sent by the delivery loop, retried with backoff.
 * A delivery claimed by a sender that died is claimed again once its lease ends.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    channel: text('channel', { enum: ['email', 'sms', 'push'] }).notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While a sender holds it; past this time another may claim it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('notification_deliveries_once').on(table.notificationId, table.channel),
    index('notification_deliveries_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    check('notification_deliveries_channel_known', sql`${table.channel} IN ('email', 'sms', 'push')`),
    check('notification_deliveries_status_known', sql`${table.status} IN ('pending', 'sent', 'failed')`),
  ],
);
export type NotificationDeliveryRow = typeof notificationDeliveries.$inferSelect;

/**
 * A browser that accepts web push for a player (its push service's endpoint and the keys to
 * encrypt for it). A push service answering 404 or 410 means the browser dropped it: it is removed.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(table.endpoint),
    index('push_subscriptions_user_idx').on(table.userId),
  ],
);
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

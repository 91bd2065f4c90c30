import { z } from 'zod';

/**
 * A player's notifications: what needs their attention, written once per domain event after the
 * change that caused it committed. The bell shows the unread count and the latest three.
 */

export const NOTIFICATION_TYPES = ['tournament', 'payment', 'system', 'support'] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  type: notificationTypeSchema,
  title: z.string(),
  message: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
  /** Where "View Details" leads in the web app (a path), if anywhere. */
  actionUrl: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  type: notificationTypeSchema.optional(),
  unread: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** GET /api/notifications: the latest first; `unread` counts all unread, whatever the filter. */
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationIdParamsSchema = z.object({ id: z.uuid('Notification not found') });
export const notificationActionResponseSchema = z.object({ message: z.string(), unread: z.number().int() });

/** GET /api/notifications/push/key: the server's VAPID public key, for `pushManager.subscribe`. */
export const pushKeyResponseSchema = z.object({ publicKey: z.string() });

/** POST /api/notifications/push/subscriptions: a browser's PushSubscription, as its toJSON() gives it. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z.url({ error: 'That is not a push subscription' }).max(1000),
  keys: z.object({
    p256dh: z
      .string()
      .min(16)
      .max(200)
      .regex(/^[A-Za-z0-9_-]+=*$/),
    auth: z
      .string()
      .min(8)
      .max(100)
      .regex(/^[A-Za-z0-9_-]+=*$/),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;
/** DELETE /api/notifications/push/subscriptions: this browser stops. */
export const pushUnsubscribeBodySchema = z.object({ endpoint: z.url().max(1000) });

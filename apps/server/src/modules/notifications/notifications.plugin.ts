import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startPolling } from '../../lib/polling';
import { languagesOf } from '../users/users.service';
import { notificationClosure } from './notification-closure';
import { NotificationDeliveries } from './notification-deliveries';
import { notificationsFor, writtenIn } from './notification-drafts';
import { NotificationsService, notificationView } from './notifications.service';
import { PushSubscriptions } from './push-subscriptions';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationsService;
    notificationDeliveries: NotificationDeliveries;
    /** The browsers that take a player's web push notifications. */
    pushSubscriptions: PushSubscriptions;
  }
}

/**
 * Notifications: every domain event the outbox dispatches becomes the notifications its drafts
 * say, written in each recipient's language (Settings) and stored in the dispatcher's transaction
 * (deduplicated), then pushed to the player's devices once it committed, with a toast for what
 * needs them now. The stored text is what the bell, the email, SMS and push copies all show.
 */
async function notificationsPlugin(app: FastifyInstance) {
  const service = new NotificationsService(app.db);
  app.decorate('notifications', service);
  const deliveries = new NotificationDeliveries(
    app.db,
    { mailer: app.mailer, sms: app.sms, push: app.push },
    app.config.publicUrl,
    app.log,
  );
  app.decorate('notificationDeliveries', deliveries);
  app.decorate('pushSubscriptions', new PushSubscriptions(app.db, app.config.push.hosts));
  app.accountClosure.register('notifications', notificationClosure);
  app.domainEvents.subscribe(async (tx, event, eventId) => {
    const wanted = notificationsFor(event, eventId);
    if (wanted.length === 0) return undefined;
    // Each recipient reads it in their own language: one query for all of them.
    const languages = await languagesOf(
      tx,
      wanted.map((draft) => draft.userId),
    );
    const written = wanted.map((draft) => writtenIn(draft, languages.get(draft.userId) ?? 'en'));
    const rows = await service.record(tx, written);
    if (rows.length === 0) return undefined;
    // Email and SMS copies, by the players' settings, in the same transaction.
    await deliveries.enqueue(tx, event.type, rows);
    const toasts = new Map(wanted.map((draft) => [`${draft.userId}\u0000${draft.dedupeKey}`, draft.toast]));
    return () => {
      for (const row of rows) {
        app.realtime.toUser(row.userId, 'notification', {
          ...notificationView(row),
          toast: toasts.get(`${row.userId}\u0000${row.dedupeKey}`) ?? false,
        });
      }
    };
  });
  startPolling(app, 'sending notification copies', app.config.notificationDeliveryIntervalMs, () =>
    deliveries.deliverDue(),
  );
}

export default fp(notificationsPlugin, {
  name: 'notifications',
  dependencies: ['db', 'auth', 'realtime', 'domain-events', 'account-closure', 'messaging'],
});

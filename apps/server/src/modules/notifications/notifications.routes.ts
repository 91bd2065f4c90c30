import { apiErrorSchema } from '@ludo/shared/errors';
import {
  notificationActionResponseSchema,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListSchema,
  pushKeyResponseSchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
} from '@ludo/shared/notifications/notifications.schemas';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perAccount } from '../../lib/rate-limits';
import { errorResponses, bearerAuth as security } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';

const errors = errorResponses(400, 401, 404, 429);

/** /api/notifications: the signed-in player's own notifications, and marking or removing them. */
const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const userOf = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;
  const change = (summary: string, withId: boolean) => ({
    config: perAccount(120, '1 minute'),
    schema: {
      tags: ['notifications'],
      summary,
      security,
      ...(withId ? { params: notificationIdParamsSchema } : {}),
      response: { 200: notificationActionResponseSchema, ...errors },
    },
  });

  app.get(
    '/',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The player’s notifications, latest first, with the unread count',
        security,
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema, 401: apiErrorSchema, 400: apiErrorSchema },
      },
    },
    async (request) => app.notifications.list(userOf(request), request.query),
  );

  app.post('/read-all', change('Mark every notification as read', false), async (request) => ({
    message: 'All notifications marked as read',
    unread: await app.notifications.markAllRead(userOf(request)),
  }));

  app.post('/:id/read', change('Mark one notification as read', true), async (request) => ({
    message: 'Notification marked as read',
    unread: await app.notifications.markRead(userOf(request), (request.params as { id: string }).id),
  }));

  app.delete('/:id', change('Delete one notification', true), async (request) => ({
    message: 'Notification deleted',
    unread: await app.notifications.remove(userOf(request), (request.params as { id: string }).id),
  }));

  app.delete('/', change('Delete every notification', false), async (request) => ({
    message: 'All notifications cleared',
    unread: await app.notifications.clear(userOf(request)),
  }));

  // Web push: the key browsers subscribe with, and this browser's subscription on or off.
  const pushChange = (summary: string, body: z.ZodType) => ({
    config: perAccount(30, '1 hour'),
    schema: {
      tags: ['notifications'],
      summary,
      security,
      body,
      response: { 200: z.object({ message: z.string() }), ...errors },
    },
  });
  app.get(
    '/push/key',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The VAPID public key browsers subscribe to web push with',
        security,
        response: { 200: pushKeyResponseSchema, 401: apiErrorSchema },
      },
    },
    async () => ({ publicKey: app.config.push.publicKey }),
  );
  app.post(
    '/push/subscriptions',
    pushChange('This browser takes web push notifications', pushSubscriptionBodySchema),
    async (request) => {
      await app.pushSubscriptions.subscribe(userOf(request), pushSubscriptionBodySchema.parse(request.body));
      return { message: 'Push notifications are on for this device.' };
    },
  );
  app.delete(
    '/push/subscriptions',
    pushChange('This browser stops taking web push notifications', pushUnsubscribeBodySchema),
    async (request) => {
      await app.pushSubscriptions.unsubscribe(userOf(request), pushUnsubscribeBodySchema.parse(request.body).endpoint);
      return { message: 'Push notifications are off for this device.' };
    },
  );
};

export default fp(notificationsRoutes, {
  name: 'notifications-routes',
  dependencies: ['auth', 'notifications'],
  encapsulate: true,
});

import type { PushSubscriptionBody } from '@ludo/shared/notifications/notifications.schemas';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { isAllowedPushEndpoint } from '../../lib/web-push';

/** A player's browsers that take web push: added on "Turn on", removed on "Turn off" or by the push service. */
export class PushSubscriptions {
  constructor(
    private readonly db: Database,
    private readonly hosts: readonly string[],
  ) {}

  /** Adds this browser (again: the same endpoint moves to this player with fresh keys). */
  async subscribe(userId: string, body: PushSubscriptionBody): Promise<void> {
    if (!isAllowedPushEndpoint(body.endpoint, this.hosts)) {
      throw badRequest('PUSH_ENDPOINT_NOT_ALLOWED', 'This browser’s push service is not supported.', [
        { path: 'endpoint', message: 'This browser’s push service is not supported.' },
      ]);
    }
    await this.db
      .insert(pushSubscriptions)
      .values({ userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: body.keys.p256dh, auth: body.keys.auth, createdAt: new Date() },
      });
  }

  async unsubscribe(userId: string, endpoint: string): Promise<void> {
    await this.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  }
}

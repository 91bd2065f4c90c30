import type {
  Notification,
  NotificationList,
  NotificationType,
} from '@ludo/shared/notifications/notifications.schemas';
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { type NotificationRow, notifications } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { WrittenNotification } from './notification-drafts';

const notificationNotFound = () => notFound('This notification does not exist.', 'NOTIFICATION_NOT_FOUND');

export const notificationView = (row: NotificationRow): Notification => ({
  id: row.id,
  type: row.type,
  title: row.title,
  message: row.message,
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
  actionUrl: row.actionUrl,
});

/** A player's notifications: only ever their own (every query is scoped by the asking player). */
export class NotificationsService {
  constructor(private readonly db: Database) {}

  /**
   * Stores notifications, already written in their readers' languages, inside the dispatcher's
   * transaction; returns the rows new this time (not deduplicated away).
   */
  async record(tx: Transaction, drafts: readonly WrittenNotification[]): Promise<NotificationRow[]> {
    if (drafts.length === 0) return [];
    return tx
      .insert(notifications)
      .values(
        drafts.map((draft) => ({
          userId: draft.userId,
          type: draft.type,
          title: draft.title,
          message: draft.message,
          actionUrl: draft.actionUrl,
          dedupeKey: draft.dedupeKey,
          mentions: draft.mentions ?? [],
          // One event's notifications (and one dispatch's) keep the order they were written in.
          createdAt: sql`clock_timestamp()`,
        })),
      )
      .onConflictDoNothing()
      .returning();
  }

  async unread(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return row?.n ?? 0;
  }

  async list(
    userId: string,
    query: { type?: NotificationType | undefined; unread?: boolean | undefined; limit: number },
  ): Promise<NotificationList> {
    const filters: SQL[] = [eq(notifications.userId, userId)];
    if (query.type) filters.push(eq(notifications.type, query.type));
    if (query.unread) filters.push(isNull(notifications.readAt));
    const [rows, unread] = await Promise.all([
      this.db
        .select()
        .from(notifications)
        .where(and(...filters))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(query.limit),
      this.unread(userId),
    ]);
    return { notifications: rows.map(notificationView), unread };
  }

  async markRead(userId: string, id: string): Promise<number> {
    const [row] = await this.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning({ id: notifications.id });
    if (!row) throw notificationNotFound();
    return this.unread(userId);
  }

  async markAllRead(userId: string): Promise<number> {
    await this.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return 0;
  }

  async remove(userId: string, id: string): Promise<number> {
    const [row] = await this.db
      .delete(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning({ id: notifications.id });
    if (!row) throw notificationNotFound();
    return this.unread(userId);
  }

  async clear(userId: string): Promise<number> {
    await this.db.delete(notifications).where(eq(notifications.userId, userId));
    return 0;
  }
}

import type { DomainEvent } from '@ludo/shared/domain-events';
import type { Notification, NotificationList } from '@ludo/shared/notifications/notifications.schemas';
import type { UserSettings } from '@ludo/shared/users/settings.schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../db/client';
import { domainEvents, users } from '../db/schema';
import type { OutgoingMail } from '../lib/mailer';
import type { Reply } from './match-books';
import { bearer } from './users';

/**
 * Helpers for the notification tests: the player's calls of /api/notifications, the outbox as
 * the database holds it, and players' names as their notifications show them.
 */

type Player = { accessToken: string; userId: string };

export function notificationApi(app: FastifyInstance) {
  const call = async (who: Player, method: 'GET' | 'POST' | 'DELETE', url: string): Promise<Reply> =>
    (await app.inject({ method, url, headers: bearer(who) })) as Reply;
  return {
    /** GET /api/notifications (with an optional query string), expected to answer 200. */
    list: async (who: Player, query = ''): Promise<NotificationList> => {
      const response = await call(who, 'GET', `/api/notifications${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as NotificationList;
    },
    read: (who: Player, id: string) => call(who, 'POST', `/api/notifications/${id}/read`),
    readAll: (who: Player) => call(who, 'POST', '/api/notifications/read-all'),
    remove: (who: Player, id: string) => call(who, 'DELETE', `/api/notifications/${id}`),
    clear: (who: Player) => call(who, 'DELETE', '/api/notifications'),
  };
}
export type NotificationApi = ReturnType<typeof notificationApi>;

/** The player's notifications with this title (the list is newest first). */
export async function titled(api: NotificationApi, who: Player, title: string): Promise<Notification[]> {
  return (await api.list(who)).notifications.filter((notification) => notification.title === title);
}

/** The outbox's events of one type, oldest first. */
export async function outboxOf<T extends DomainEvent['type']>(
  db: Database,
  type: T,
): Promise<Array<{ id: number; payload: Extract<DomainEvent, { type: T }>; processedAt: Date | null }>> {
  const rows = await db.select().from(domainEvents).where(eq(domainEvents.type, type)).orderBy(domainEvents.id);
  return rows.map((row) => ({
    id: row.id,
    payload: row.payload as Extract<DomainEvent, { type: T }>,
    processedAt: row.processedAt,
  }));
}

/** A player's full name, as the messages about them say it. */
export async function fullNameOf(db: Database, userId: string): Promise<string> {
  const [row] = await db.select({ name: users.fullName }).from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row.name;
}

/** Saves the player's language in their settings (Settings → language), as the web app does. */
export async function chooseLanguage(
  app: FastifyInstance,
  who: Player,
  language: UserSettings['language'],
): Promise<void> {
  const current = (await app.inject({ url: '/api/users/settings', headers: bearer(who) })).json() as UserSettings;
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/users/settings',
    headers: bearer(who),
    payload: { ...current, language },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** Every mail the app sends while `act` runs (still sent as usual), e.g. to read its language. */
export async function mailsSentDuring(services: FastifyInstance, act: () => Promise<void>): Promise<OutgoingMail[]> {
  const mailer = services.mailer;
  const send = mailer.send;
  const mails: OutgoingMail[] = [];
  mailer.send = async (mail) => {
    mails.push(mail);
    await send.call(mailer, mail);
  };
  try {
    await act();
  } finally {
    mailer.send = send;
  }
  return mails;
}

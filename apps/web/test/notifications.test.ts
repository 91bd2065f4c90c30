import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { NotificationEventPayload } from '@ludo/shared/events';
import type { Notification, NotificationList } from '@ludo/shared/notifications/notifications.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { notificationsKeys } from '../src/features/notifications/api/query-keys';
import { NotificationBell } from '../src/features/notifications/components/NotificationBell';
import { NotificationItem } from '../src/features/notifications/components/NotificationItem';
import {
  applyChange,
  BELL_LIMIT,
  countBadge,
  filterQueryString,
  internalPath,
  matchesFilter,
  NOTIFICATION_TABS,
  notificationToast,
  parseTab,
  relativeTime,
  tabFilter,
} from '../src/features/notifications/lib/notification-display';
import NotificationsPage from '../src/features/notifications/pages/NotificationsPage';
import type { Translate } from '../src/lib/i18n/react';
import { englishMessages } from './english';

/** The screens in English, the catalogs' source language. */
const i18n = setupI18n({ locale: 'en', messages: { en: englishMessages } });
const t = i18n._.bind(i18n) as Translate;

/**
 * The player's notifications: the bell's badge and latest three, the page's tabs and actions, and
 * which new notifications become a toast.
 */

const note = (overrides: Partial<Notification> & Pick<Notification, 'id'>): Notification => ({
  type: 'system',
  title: 'Join request',
  message: 'Asha wants to join your ₹50 room.',
  read: false,
  createdAt: '2026-05-01T10:00:00.000Z',
  actionUrl: '/user/tournaments/join/m-1',
  ...overrides,
});

const tournamentUnread = note({ id: 'n-1', type: 'tournament', title: 'Round 2 is ready' });
const paymentRead = note({ id: 'n-2', type: 'payment', title: 'Money added', read: true, actionUrl: '/user/wallet' });
const systemUnread = note({ id: 'n-3', type: 'system', title: 'Result submitted' });
const supportRead = note({ id: 'n-4', type: 'support', title: 'Ticket answered', read: true, actionUrl: null });
const everything = [tournamentUnread, paymentRead, systemUnread, supportRead];

describe('the unread badge', () => {
  it('is hidden at 0 and shows the count up to 9', () => {
    expect(countBadge(0)).toBeNull();
    expect(countBadge(-1)).toBeNull();
    expect(countBadge(1)).toBe('1');
    expect(countBadge(9)).toBe('9');
  });

  it('caps at "9+" (or a larger cap on the page’s tab)', () => {
    expect(countBadge(10)).toBe('9+');
    expect(countBadge(250)).toBe('9+');
    expect(countBadge(42, 99)).toBe('42');
    expect(countBadge(100, 99)).toBe('99+');
  });
});

describe('the tabs', () => {
  it('are All, Unread, Tournament, Payment and System, each with its own empty message', () => {
    expect(NOTIFICATION_TABS.map((tab) => t(tab.label))).toEqual(['All', 'Unread', 'Tournament', 'Payment', 'System']);
    expect(NOTIFICATION_TABS.map((tab) => t(tab.empty))).toEqual([
      'No Notifications',
      'No Unread Notifications',
      'No Tournament Notifications',
      'No Payment Notifications',
      'No System Notifications',
    ]);
  });

  it('read the open tab from the address, All by default', () => {
    expect(parseTab('payment')).toBe('payment');
    expect(parseTab(null)).toBe('all');
    expect(parseTab('support')).toBe('all');
  });

  it('ask the server for their own notifications', () => {
    expect(filterQueryString(tabFilter('all'))).toBe('limit=50');
    expect(filterQueryString(tabFilter('unread'))).toBe('unread=true&limit=50');
    expect(filterQueryString(tabFilter('tournament'))).toBe('type=tournament&limit=50');
    expect(filterQueryString(tabFilter('all', BELL_LIMIT))).toBe('limit=3');
  });

  it('hold what their filter says (support shows under All and Unread only)', () => {
    const held = (tab: Parameters<typeof tabFilter>[0]) =>
      everything.filter((item) => matchesFilter(item, tabFilter(tab))).map((item) => item.id);
    expect(held('all')).toEqual(['n-1', 'n-2', 'n-3', 'n-4']);
    expect(held('unread')).toEqual(['n-1', 'n-3']);
    expect(held('tournament')).toEqual(['n-1']);
    expect(held('payment')).toEqual(['n-2']);
    expect(held('system')).toEqual(['n-3']);
  });
});

describe('a confirmed change in the cached lists', () => {
  const all: NotificationList = { notifications: everything, unread: 2 };
  const unread: NotificationList = { notifications: [tournamentUnread, systemUnread], unread: 2 };

  it('marks one read, and takes it out of the Unread list', () => {
    const change = { kind: 'read', id: 'n-1' } as const;
    const inAll = applyChange(all, tabFilter('all'), change, 1);
    expect(inAll.unread).toBe(1);
    expect(inAll.notifications.find((item) => item.id === 'n-1')?.read).toBe(true);
    expect(applyChange(unread, tabFilter('unread'), change, 1).notifications.map((item) => item.id)).toEqual(['n-3']);
  });

  it('marks all read, deletes one, clears all', () => {
    expect(applyChange(all, tabFilter('all'), { kind: 'readAll' }, 0).notifications.every((item) => item.read)).toBe(
      true,
    );
    expect(applyChange(unread, tabFilter('unread'), { kind: 'readAll' }, 0)).toEqual({ notifications: [], unread: 0 });
    expect(
      applyChange(all, tabFilter('all'), { kind: 'delete', id: 'n-2' }, 2).notifications.map((item) => item.id),
    ).toEqual(['n-1', 'n-3', 'n-4']);
    expect(applyChange(all, tabFilter('all'), { kind: 'clear' }, 0)).toEqual({ notifications: [], unread: 0 });
  });
});

describe('relative time', () => {
  const now = Date.parse('2026-05-01T12:00:00.000Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it('reads "just now", then minutes, hours and days ago', () => {
    expect(relativeTime(ago(10), now, t)).toBe('just now');
    expect(relativeTime(ago(90), now, t)).toBe('2 minutes ago');
    expect(relativeTime(ago(60 * 60), now, t)).toBe('1 hour ago');
    expect(relativeTime(ago(5 * 60 * 60), now, t)).toBe('5 hours ago');
    expect(relativeTime(ago(3 * 24 * 60 * 60), now, t)).toBe('3 days ago');
  });

  it('gives the date from a week on, and "just now" for a clock a little ahead', () => {
    expect(relativeTime(ago(10 * 24 * 60 * 60), now, t)).toBe('21 April 2026');
    expect(relativeTime(new Date(now + 30_000).toISOString(), now, t)).toBe('just now');
    expect(relativeTime('not a date', now, t)).toBe('—');
  });
});

describe('links', () => {
  it('follows only paths inside the app', () => {
    expect(internalPath('/user/wallet')).toBe('/user/wallet');
    expect(internalPath(null)).toBeNull();
    expect(internalPath('https://example.com/')).toBeNull();
    expect(internalPath('//example.com/user')).toBeNull();
    expect(internalPath('/\\example.com')).toBeNull();
    expect(internalPath('javascript:alert(1)')).toBeNull();
  });
});

describe('the toast decision', () => {
  const event: NotificationEventPayload = {
    id: 'n-9',
    type: 'tournament',
    title: 'Round 2 is ready',
    message: 'Weekend Cup: you host. Create the room and post its code within 2 minutes.',
    actionUrl: '/user/tournaments/join/m-9',
    toast: true,
  };

  it('shows only what the server marks as needing the player now', () => {
    expect(notificationToast({ ...event, toast: false }, '/user')).toBeNull();
  });

  it('shows the title and message, with "View" to its page', () => {
    expect(notificationToast(event, '/user')).toEqual({
      id: 'notification-n-9',
      title: 'Round 2 is ready',
      description: event.message,
      viewPath: '/user/tournaments/join/m-9',
    });
  });

  it('offers no "View" when the player is already there, or there is nowhere to go', () => {
    expect(notificationToast(event, '/user/tournaments/join/m-9')?.viewPath).toBeNull();
    expect(notificationToast(event, '/user/tournaments/join/m-9/')?.viewPath).toBeNull();
    expect(notificationToast({ ...event, actionUrl: null }, '/user')?.viewPath).toBeNull();
    expect(notificationToast({ ...event, actionUrl: 'https://example.com' }, '/user')?.viewPath).toBeNull();
  });
});

function render(element: ReactElement, seed: (client: QueryClient) => void = () => {}, at = '/user/notifications') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seed(client);
  return renderToStaticMarkup(
    createElement(
      I18nProvider,
      { i18n },
      createElement(MemoryRouter, { initialEntries: [at] }, createElement(QueryClientProvider, { client }, element)),
    ),
  );
}

describe('the bell', () => {
  it('shows the unread count, capped, and says it', () => {
    const html = render(createElement(NotificationBell), (client) =>
      client.setQueryData(notificationsKeys.list(tabFilter('all', BELL_LIMIT)), {
        notifications: [tournamentUnread],
        unread: 12,
      }),
    );
    expect(html).toContain('aria-label="Notifications, 12 unread"');
    expect(html).toMatch(/data-testid="notification-badge"[^>]*>9\+</);
  });

  it('has no badge with nothing unread', () => {
    const html = render(createElement(NotificationBell), (client) =>
      client.setQueryData(notificationsKeys.list(tabFilter('all', BELL_LIMIT)), {
        notifications: [paymentRead],
        unread: 0,
      }),
    );
    expect(html).toContain('aria-label="Notifications"');
    expect(html).not.toContain('notification-badge');
  });
});

describe('the notifications page', () => {
  const seedAll = (client: QueryClient) => {
    client.setQueryData(notificationsKeys.list(tabFilter('all')), { notifications: everything, unread: 2 });
    client.setQueryData(notificationsKeys.list(tabFilter('payment')), { notifications: [paymentRead], unread: 2 });
    client.setQueryData(notificationsKeys.list(tabFilter('unread')), { notifications: [], unread: 0 });
  };

  it('lists the open tab, with the unread count on All', () => {
    const html = render(createElement(NotificationsPage), seedAll);
    expect(html).toContain('Mark All as Read');
    expect(html).toContain('Clear All');
    expect(html).toMatch(/All<span[^>]*>2<span class="sr-only"> unread<\/span>/);
    expect(html.match(/data-testid="notification-item"/g)).toHaveLength(4);
  });

  it('shows another tab from the address', () => {
    const html = render(createElement(NotificationsPage), seedAll, '/user/notifications?tab=payment');
    expect(html.match(/data-testid="notification-item"/g)).toHaveLength(1);
    expect(html).toContain('Money added');
  });

  it('says so when a tab is empty', () => {
    const html = render(createElement(NotificationsPage), seedAll, '/user/notifications?tab=unread');
    expect(html).toContain('No Unread Notifications');
    expect(html).not.toContain('data-testid="notification-item"');
  });

  it('shows a loading state before the answer', () => {
    const html = render(createElement(NotificationsPage));
    expect(html).toContain('Loading notifications...');
  });
});

describe('a notification on the page', () => {
  const item = (notification: Notification) =>
    render(
      createElement(NotificationItem, { notification, now: Date.parse(notification.createdAt), onRemoved: () => {} }),
    );

  it('offers Mark as Read while unread, View Details to its page, and Delete', () => {
    const html = item(tournamentUnread);
    expect(html).toContain('Unread: ');
    expect(html).toContain('Mark as Read');
    expect(html).toContain('href="/user/tournaments/join/m-1"');
    expect(html).toContain('View Details');
    expect(html).toContain('Delete');
  });

  it('drops Mark as Read once read, and View Details without a link', () => {
    const html = item(supportRead);
    expect(html).not.toContain('Mark as Read');
    expect(html).not.toContain('View Details');
    expect(html).toContain('Delete');
  });
});

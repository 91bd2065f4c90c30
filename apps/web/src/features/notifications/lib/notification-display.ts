import type { NotificationEventPayload } from '@ludo/shared/events';
import { byMoneyMode } from '@ludo/shared/money';
import type {
  Notification,
  NotificationList,
  NotificationType,
} from '@ludo/shared/notifications/notifications.schemas';
import { formatDate } from '@/lib/format-date';
import { currentLocale } from '@/lib/i18n/i18n';
import { intlLocale, type Locale } from '@/lib/i18n/locales';
import type { MessageId, Translate } from '@/lib/i18n/react';

/** What one GET /api/notifications asks for; also the last part of its query key. */
export interface NotificationFilter {
  type?: NotificationType;
  unread?: true;
  limit: number;
}

/** The bell shows the latest three. */
export const BELL_LIMIT = 3;
/** The page shows the latest 50 of a tab (the server's default page). */
export const PAGE_LIMIT = 50;

export type NotificationTab = 'all' | 'unread' | 'tournament' | 'payment' | 'system';

interface TabDefinition {
  value: NotificationTab;
  label: MessageId;
  /** The tab's list, named for screen readers ("Tournament notifications"). */
  listLabel: MessageId;
  /** The tab's own empty message. */
  empty: MessageId;
  /** One line under it, saying what would show here. */
  emptyHint: MessageId;
}

/**
 * The page's tabs, in the product's order and words (message ids). Support notifications have no
 * tab of their own: they show under All (and Unread while unread).
 */
const TABS: Record<NotificationTab, TabDefinition> = {
  all: {
    value: 'all',
    label: 'notifications.tab.all',
    listLabel: 'notifications.tab.all.list',
    empty: 'notifications.tab.all.empty',
    emptyHint: 'notifications.tab.all.emptyHint',
  },
  unread: {
    value: 'unread',
    label: 'notifications.tab.unread',
    listLabel: 'notifications.tab.unread.list',
    empty: 'notifications.tab.unread.empty',
    emptyHint: 'notifications.tab.unread.emptyHint',
  },
  tournament: {
    value: 'tournament',
    label: 'notifications.tab.tournament',
    listLabel: 'notifications.tab.tournament.list',
    empty: 'notifications.tab.tournament.empty',
    emptyHint: 'notifications.tab.tournament.emptyHint',
  },
  payment: {
    value: 'payment',
    label: 'notifications.tab.payment',
    listLabel: 'notifications.tab.payment.list',
    empty: 'notifications.tab.payment.empty',
    // Read when shown: the money mode is set at start-up, after this module may have loaded.
    get emptyHint(): MessageId {
      return byMoneyMode({
        real: 'notifications.tab.payment.emptyHint',
        play: 'notifications.tab.payment.emptyHint.play',
      });
    },
  },
  system: {
    value: 'system',
    label: 'notifications.tab.system',
    listLabel: 'notifications.tab.system.list',
    empty: 'notifications.tab.system.empty',
    emptyHint: 'notifications.tab.system.emptyHint',
  },
};

export const NOTIFICATION_TABS: readonly TabDefinition[] = [
  TABS.all,
  TABS.unread,
  TABS.tournament,
  TABS.payment,
  TABS.system,
];

export function tabDefinition(tab: NotificationTab): TabDefinition {
  return TABS[tab];
}

export function parseTab(value: string | null): NotificationTab {
  return NOTIFICATION_TABS.find((tab) => tab.value === value)?.value ?? 'all';
}

/** The server's filter for a tab: filtering there keeps each tab's latest page complete. */
export function tabFilter(tab: NotificationTab, limit = PAGE_LIMIT): NotificationFilter {
  switch (tab) {
    case 'all':
      return { limit };
    case 'unread':
      return { unread: true, limit };
    default:
      return { type: tab, limit };
  }
}

/** Whether a notification belongs in a list asked for with `filter`. */
export function matchesFilter(notification: Notification, filter: NotificationFilter): boolean {
  if (filter.type && notification.type !== filter.type) return false;
  if (filter.unread && notification.read) return false;
  return true;
}

export function filterQueryString(filter: NotificationFilter): string {
  const params = new URLSearchParams();
  if (filter.type) params.set('type', filter.type);
  if (filter.unread) params.set('unread', 'true');
  params.set('limit', String(filter.limit));
  return params.toString();
}

/** A count badge's text: nothing at 0, then the number up to `cap`, then "9+" (or "{cap}+"). */
export function countBadge(count: number, cap = 9): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > cap ? `${cap}+` : String(Math.floor(count));
}

const relativeFormatters = new Map<Locale, Intl.RelativeTimeFormat>();
function relativeFormatter(locale: Locale): Intl.RelativeTimeFormat {
  let found = relativeFormatters.get(locale);
  if (!found) {
    found = new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'always' });
    relativeFormatters.set(locale, found);
  }
  return found;
}
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "just now", "5 minutes ago", "3 hours ago", "2 days ago", then the date from a week on, in the
 * page's language. A time a little ahead of this device's clock (the server's clock, or this one,
 * is off) reads "just now".
 */
export function relativeTime(iso: string, now: number, t: Translate): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '—';
  const seconds = Math.max(0, Math.round((now - then) / 1000));
  if (seconds < 45) return t('notifications.time.justNow');
  const formatter = relativeFormatter(currentLocale());
  const minutes = Math.max(1, Math.round(seconds / MINUTE));
  if (minutes < 60) return formatter.format(-minutes, 'minute');
  const hours = Math.round(seconds / HOUR);
  if (hours < 24) return formatter.format(-hours, 'hour');
  const days = Math.round(seconds / DAY);
  if (days < 7) return formatter.format(-days, 'day');
  return formatDate(iso);
}

/**
 * The action URL as a path inside this app, or null. It comes from the server, which only links
 * the app's own pages; anything else (another site, a protocol-relative `//host`) is not followed.
 */
export function internalPath(actionUrl: string | null | undefined): string | null {
  if (!actionUrl || !/^\/(?![/\\])/.test(actionUrl)) return null;
  return actionUrl;
}

const pathOnly = (path: string) => path.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');

export interface NotificationToast {
  /** One toast per notification, however often the event arrives. */
  id: string;
  title: string;
  description: string;
  /** Where "View" leads; null when there is nowhere else to go (no link, or the player is there). */
  viewPath: string | null;
}

/**
 * Whether a new notification is shown as a toast, and how: only those the server marks as needing
 * the player now. A "View" action is offered unless the player is already on its page.
 */
export function notificationToast(event: NotificationEventPayload, currentPath: string): NotificationToast | null {
  if (!event.toast) return null;
  const target = internalPath(event.actionUrl);
  return {
    id: `notification-${event.id}`,
    title: event.title,
    description: event.message,
    viewPath: target && pathOnly(target) !== pathOnly(currentPath) ? target : null,
  };
}

/** A change the server confirmed, applied to one cached list (read with `filter`). */
export type NotificationChange =
  | { kind: 'read'; id: string }
  | { kind: 'readAll' }
  | { kind: 'delete'; id: string }
  | { kind: 'clear' };

export function applyChange(
  list: NotificationList,
  filter: NotificationFilter,
  change: NotificationChange,
  unread: number,
): NotificationList {
  let notifications: Notification[];
  switch (change.kind) {
    case 'read':
      notifications = list.notifications.map((item) => (item.id === change.id ? { ...item, read: true } : item));
      break;
    case 'readAll':
      notifications = list.notifications.map((item) => (item.read ? item : { ...item, read: true }));
      break;
    case 'delete':
      notifications = list.notifications.filter((item) => item.id !== change.id);
      break;
    case 'clear':
      notifications = [];
      break;
  }
  return { notifications: notifications.filter((item) => matchesFilter(item, filter)), unread };
}

import type { NotificationList } from '@ludo/shared/notifications/notifications.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { filterQueryString, type NotificationFilter } from '../lib/notification-display';
import { notificationsKeys } from './query-keys';

/** GET /api/notifications: the latest first, with the player's unread count (whatever the filter). */
export function getNotifications(filter: NotificationFilter): Promise<NotificationList> {
  return apiFetch<NotificationList>(`/api/notifications?${filterQueryString(filter)}`);
}

export function notificationsQueryOptions(filter: NotificationFilter) {
  return queryOptions({ queryKey: notificationsKeys.list(filter), queryFn: () => getNotifications(filter) });
}

export function useNotifications(filter: NotificationFilter) {
  return useQuery(notificationsQueryOptions(filter));
}

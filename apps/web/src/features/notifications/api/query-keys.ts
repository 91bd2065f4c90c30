import type { NotificationList } from '@ludo/shared/notifications/notifications.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { applyChange, type NotificationChange, type NotificationFilter } from '../lib/notification-display';

/** Every notifications query starts with 'notifications': the bell's and each tab's list. */
export const notificationsKeys = {
  all: ['notifications'] as const,
  lists: ['notifications', 'list'] as const,
  list: (filter: NotificationFilter) => ['notifications', 'list', filter] as const,
};

/** "The player's notifications changed": refetches the bell and the page. */
export function invalidateNotifications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
}

/**
 * Shows a change the server confirmed in every cached list at once (the bell, each tab), then asks
 * again for the truth: a list that lost an item may have a next one to show.
 */
export function settleChange(queryClient: QueryClient, change: NotificationChange, unread: number): Promise<void> {
  for (const [queryKey, data] of queryClient.getQueriesData<NotificationList>({ queryKey: notificationsKeys.lists })) {
    const filter = queryKey[2] as NotificationFilter | undefined;
    if (!data || !filter) continue;
    queryClient.setQueryData(queryKey, applyChange(data, filter, change, unread));
  }
  return invalidateNotifications(queryClient);
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { NotificationChange } from '../lib/notification-display';
import { invalidateNotifications, settleChange } from './query-keys';

/** The answer to every change: what happened, and how many stay unread. */
export interface NotificationActionResponse {
  message: string;
  unread: number;
}

const notificationPath = (id: string) => `/api/notifications/${encodeURIComponent(id)}`;

/** POST /api/notifications/{id}/read */
export function markNotificationRead(id: string): Promise<NotificationActionResponse> {
  return apiFetch<NotificationActionResponse>(`${notificationPath(id)}/read`, { method: 'POST' });
}

/** POST /api/notifications/read-all */
export function markAllNotificationsRead(): Promise<NotificationActionResponse> {
  return apiFetch<NotificationActionResponse>('/api/notifications/read-all', { method: 'POST' });
}

/** DELETE /api/notifications/{id} */
export function deleteNotification(id: string): Promise<NotificationActionResponse> {
  return apiFetch<NotificationActionResponse>(notificationPath(id), { method: 'DELETE' });
}

/** DELETE /api/notifications: every one of the player's notifications. */
export function clearNotifications(): Promise<NotificationActionResponse> {
  return apiFetch<NotificationActionResponse>('/api/notifications', { method: 'DELETE' });
}

/**
 * A change to the player's notifications: on success it shows at once in the bell and on every
 * tab; on failure the lists are asked again, since another tab or device may have changed them.
 */
function useNotificationChange<Variables>(
  send: (variables: Variables) => Promise<NotificationActionResponse>,
  changeOf: (variables: Variables) => NotificationChange,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (response, variables) => settleChange(queryClient, changeOf(variables), response.unread),
    onError: () => invalidateNotifications(queryClient),
  });
}

export function useMarkNotificationRead() {
  return useNotificationChange(markNotificationRead, (id: string) => ({ kind: 'read', id }));
}

export function useMarkAllNotificationsRead() {
  return useNotificationChange<void>(markAllNotificationsRead, () => ({ kind: 'readAll' }));
}

export function useDeleteNotification() {
  return useNotificationChange(deleteNotification, (id: string) => ({ kind: 'delete', id }));
}

export function useClearNotifications() {
  return useNotificationChange<void>(clearNotifications, () => ({ kind: 'clear' }));
}

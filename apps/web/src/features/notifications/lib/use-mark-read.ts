import type { Notification } from '@ludo/shared/notifications/notifications.schemas';
import { toast } from 'sonner';
import { serverMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n/react';
import { useMarkNotificationRead } from '../api/notification-actions';

/**
 * Marks a notification read as the player opens it (from the bell, a toast or the page). The
 * player is on their way elsewhere, so a failure is told in a toast rather than on the item.
 */
export function useMarkReadOnOpen() {
  const t = useT();
  const markRead = useMarkNotificationRead();
  return (notification: Pick<Notification, 'id' | 'read'>) => {
    if (notification.read) return;
    // The promise, not mutate's callbacks: it settles even after the page it started on has gone.
    markRead.mutateAsync(notification.id).catch((error: unknown) =>
      toast.error(t('notifications.toast.markReadFailed'), {
        description: serverMessage(error) ?? t('common.connectionHint'),
      }),
    );
  };
}

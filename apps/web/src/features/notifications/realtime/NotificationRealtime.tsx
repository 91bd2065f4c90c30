import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useT } from '@/lib/i18n/react';
import { useReconnected, useSocketEvent } from '@/lib/socket';
import { invalidateNotifications } from '../api/query-keys';
import { notificationToast } from '../lib/notification-display';
import { useMarkReadOnOpen } from '../lib/use-mark-read';

/**
 * Keeps the bell and the notifications page current, and shows a toast, wherever the player is,
 * for a notification that needs them now ("View" opens it and marks it read). Mounted once for
 * the player area (app/).
 */
export function NotificationRealtime() {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const markRead = useMarkReadOnOpen();

  useSocketEvent('notification', (event) => {
    void invalidateNotifications(queryClient);
    const shown = notificationToast(event, pathname);
    if (!shown) return;
    const { viewPath } = shown;
    toast.info(shown.title, {
      id: shown.id,
      description: shown.description,
      action: viewPath
        ? {
            label: t('notifications.toast.view'),
            onClick: () => {
              markRead({ id: event.id, read: false });
              navigate(viewPath);
            },
          }
        : undefined,
    });
  });

  // Notifications sent while the connection was down are not replayed: ask for the lists again.
  useReconnected(() => void invalidateNotifications(queryClient));

  return null;
}

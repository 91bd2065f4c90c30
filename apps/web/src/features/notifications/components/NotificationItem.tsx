import type { Notification } from '@ludo/shared/notifications/notifications.schemas';
import { Check, ExternalLink, LoaderCircle, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/react';
import { useDeleteNotification, useMarkNotificationRead } from '../api/notification-actions';
import { internalPath } from '../lib/notification-display';
import { useMarkReadOnOpen } from '../lib/use-mark-read';
import { NOTIFICATION_TYPE_LABELS, NotificationTypeIcon } from './NotificationTypeIcon';
import { RelativeTime } from './RelativeTime';
import { UnreadDot } from './UnreadDot';

/**
 * One notification on the page, with "Mark as Read" (while unread), "View Details" (when it links
 * somewhere) and "Delete". Both actions take away the button pressed (or the whole item), so focus
 * moves to the item, or through `onRemoved` to the list when the item has gone.
 */
export function NotificationItem({
  notification,
  now,
  onRemoved,
}: {
  notification: Notification;
  now: number;
  onRemoved: () => void;
}) {
  const t = useT();
  const titleId = useId();
  const article = useRef<HTMLElement>(null);
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const markReadOnOpen = useMarkReadOnOpen();
  const details = internalPath(notification.actionUrl);
  const busy = markRead.isPending || remove.isPending;

  // Promises, not mutate's callbacks: those are dropped once this item has unmounted.
  const keepFocus = () => {
    // Only when focus was lost with the button: never pull it back from where the player went since.
    const active = document.activeElement;
    if (active && active !== document.body) return;
    if (article.current?.isConnected) article.current.focus();
    else onRemoved();
  };
  const onMarkRead = () =>
    markRead.mutateAsync(notification.id).then(keepFocus, (error: unknown) =>
      toast.error(t('notifications.toast.markReadFailed'), {
        description: serverMessage(error) ?? t('common.connectionHint'),
      }),
    );
  const onDelete = () =>
    remove.mutateAsync(notification.id).then(keepFocus, (error: unknown) =>
      toast.error(t('notifications.toast.deleteFailed'), {
        description: serverMessage(error) ?? t('common.connectionHint'),
      }),
    );

  return (
    <li>
      <article
        ref={article}
        tabIndex={-1}
        aria-labelledby={titleId}
        data-testid="notification-item"
        data-read={notification.read}
        className={cn(
          'flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-start',
          'focus:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          !notification.read && 'border-primary/40 bg-primary/5',
        )}
      >
        <div className="flex min-w-0 flex-1 gap-3">
          <NotificationTypeIcon type={notification.type} />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <div className="flex items-start gap-2">
              {notification.read ? null : <UnreadDot />}
              <h2
                id={titleId}
                className={cn('text-sm break-words', notification.read ? 'font-medium' : 'font-semibold')}
              >
                {notification.title}
              </h2>
            </div>
            <p className="text-sm break-words text-muted-foreground">{notification.message}</p>
            <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
              <span>{t(NOTIFICATION_TYPE_LABELS[notification.type])}</span>
              <span aria-hidden="true">·</span>
              <RelativeTime iso={notification.createdAt} now={now} />
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-1.5 sm:shrink-0 sm:justify-end sm:gap-2 [&>*]:px-2.5 sm:[&>*]:px-3">
          {notification.read ? null : (
            <Button
              size="sm"
              variant="outline"
              onClick={onMarkRead}
              disabled={busy}
              aria-label={t('notifications.item.markReadLabel', { title: notification.title })}
            >
              {markRead.isPending ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <Check aria-hidden="true" />
              )}
              {t('notifications.item.markRead')}
            </Button>
          )}
          {details ? (
            <Button asChild size="sm" variant="secondary">
              <Link
                to={details}
                onClick={() => markReadOnOpen(notification)}
                aria-label={t('notifications.item.detailsLabel', { title: notification.title })}
              >
                <ExternalLink aria-hidden="true" />
                {t('notifications.item.details')}
              </Link>
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            onClick={onDelete}
            disabled={busy}
            aria-label={t('notifications.item.deleteLabel', { title: notification.title })}
          >
            {remove.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Trash2 aria-hidden="true" />
            )}
            {t('notifications.item.delete')}
          </Button>
        </div>
      </article>
    </li>
  );
}

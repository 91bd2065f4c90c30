import type { Notification } from '@ludo/shared/notifications/notifications.schemas';
import { Bell, BellOff, CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/react';
import { useNotifications } from '../api/get-notifications';
import { BELL_LIMIT, countBadge, internalPath, tabFilter } from '../lib/notification-display';
import { useMarkReadOnOpen } from '../lib/use-mark-read';
import { useMinuteClock } from '../lib/use-now';
import { RelativeTime } from './RelativeTime';
import { UnreadDot } from './UnreadDot';

function BellItem({ notification, now, onOpen }: { notification: Notification; now: number; onOpen: () => void }) {
  return (
    <DropdownMenuItem asChild className="items-start" onSelect={onOpen}>
      <Link
        to={internalPath(notification.actionUrl) ?? paths.user.notifications}
        data-testid="bell-notification"
        className={cn(!notification.read && 'bg-primary/5')}
      >
        {notification.read ? <span aria-hidden="true" className="size-2 shrink-0" /> : <UnreadDot />}
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className={cn('truncate', notification.read ? 'font-medium' : 'font-semibold')}>
            {notification.title}
          </span>
          <span className="line-clamp-2 text-xs text-muted-foreground">{notification.message}</span>
          <RelativeTime iso={notification.createdAt} now={now} />
        </span>
      </Link>
    </DropdownMenuItem>
  );
}

/**
 * The header's bell: the unread count as its badge, and the latest three notifications. Opening
 * one marks it read and follows its link; the list stays current through the realtime wiring.
 */
export function NotificationBell() {
  const t = useT();
  const latest = useNotifications(tabFilter('all', BELL_LIMIT));
  const now = useMinuteClock();
  const markRead = useMarkReadOnOpen();
  const unread = latest.data?.unread ?? 0;
  const badge = countBadge(unread);

  let body: ReactNode;
  if (latest.isPending) {
    body = (
      <div className="flex flex-col gap-2 px-2 py-2" aria-busy="true">
        <span role="status" className="sr-only">
          {t('notifications.loading')}
        </span>
        {Array.from({ length: BELL_LIMIT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity of their own.
          <Skeleton key={index} className="h-12 w-full" />
        ))}
      </div>
    );
  } else if (latest.isError) {
    body = (
      <>
        <div className="flex items-center gap-2 px-3 py-3 text-sm text-destructive">
          <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
          <p>{t('notifications.bell.loadError')}</p>
        </div>
        <DropdownMenuItem
          onSelect={(event) => {
            // Keep the menu open to show the answer.
            event.preventDefault();
            void latest.refetch();
          }}
        >
          {t('common.tryAgain')}
        </DropdownMenuItem>
      </>
    );
  } else if (latest.data.notifications.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 px-3 py-5 text-center text-sm text-muted-foreground">
        <BellOff className="size-5" aria-hidden="true" />
        <p>{t('notifications.bell.empty')}</p>
      </div>
    );
  } else {
    body = latest.data.notifications.map((notification) => (
      <BellItem key={notification.id} notification={notification} now={now} onOpen={() => markRead(notification)} />
    ));
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={t('notifications.bell.label', { unread })}>
          <Bell className="size-5" aria-hidden="true" />
          {badge ? (
            <span
              aria-hidden="true"
              data-testid="notification-badge"
              className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-destructive-foreground tabular-nums"
            >
              {badge}
            </span>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80 max-w-[calc(100vw-1rem)]">
        <DropdownMenuLabel className="flex items-center justify-between gap-2">
          {t('notifications.title')}
          {unread > 0 ? (
            <span className="text-xs font-normal text-muted-foreground">
              {t('notifications.bell.unread', { count: unread })}
            </span>
          ) : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {body}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild className="justify-center font-medium text-primary">
          <Link to={paths.user.notifications}>{t('notifications.bell.viewAll')}</Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

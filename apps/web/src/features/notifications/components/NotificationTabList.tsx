import { BellOff } from 'lucide-react';
import { useRef } from 'react';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/react';
import { useNotifications } from '../api/get-notifications';
import { type NotificationTab, PAGE_LIMIT, tabDefinition, tabFilter } from '../lib/notification-display';
import { useMinuteClock } from '../lib/use-now';
import { NotificationItem } from './NotificationItem';

/** One tab's notifications: loading, error, its own empty message, or the list (latest first). */
export function NotificationTabList({ tab }: { tab: NotificationTab }) {
  const t = useT();
  const definition = tabDefinition(tab);
  const list = useNotifications(tabFilter(tab));
  const now = useMinuteClock();
  const container = useRef<HTMLDivElement>(null);

  if (list.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <span role="status" className="sr-only">
          {t('notifications.loading')}
        </span>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-24 w-full" />
        ))}
      </div>
    );
  }
  if (list.isError) {
    return (
      <QueryError title={t('notifications.list.loadError')} error={list.error} onRetry={() => void list.refetch()} />
    );
  }
  if (list.data.notifications.length === 0) {
    return (
      <div
        ref={container}
        tabIndex={-1}
        className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-12 text-center focus:outline-none"
        data-testid="notifications-empty"
      >
        <BellOff className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="text-lg font-semibold">{t(definition.empty)}</p>
        <p className="max-w-prose text-sm text-muted-foreground">{t(definition.emptyHint)}</p>
      </div>
    );
  }
  const { notifications } = list.data;
  return (
    <div ref={container} tabIndex={-1} className="flex flex-col gap-3 focus:outline-none">
      <ul aria-label={t(definition.listLabel)} className="flex flex-col gap-3">
        {notifications.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            now={now}
            onRemoved={() => container.current?.focus()}
          />
        ))}
      </ul>
      {notifications.length >= PAGE_LIMIT ? (
        <p className="text-center text-xs text-muted-foreground">
          {t('notifications.list.showingLatest', { count: PAGE_LIMIT })}
        </p>
      ) : null}
    </div>
  );
}

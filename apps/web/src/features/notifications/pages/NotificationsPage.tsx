import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { T, useT } from '@/lib/i18n/react';
import { useNotifications } from '../api/get-notifications';
import { ClearAllButton, MarkAllReadButton } from '../components/NotificationActions';
import { NotificationTabList } from '../components/NotificationTabList';
import { countBadge, NOTIFICATION_TABS, parseTab, tabFilter } from '../lib/notification-display';

/**
 * /user/notifications: the player's notifications by tab (All with its unread count, Unread,
 * Tournament, Payment, System), with "Mark All as Read" and "Clear All". The open tab is in the
 * address (?tab=), so going back returns to it.
 */
export default function NotificationsPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  // The All list decides the header's buttons whichever tab is open (the same query as the All tab's).
  const all = useNotifications(tabFilter('all'));
  const unread = all.data?.unread ?? 0;
  const unreadBadge = countBadge(unread, 99);
  const hasAny = (all.data?.notifications.length ?? 0) > 0;

  const selectTab = (value: string) => {
    const next = parseTab(value);
    setParams(next === 'all' ? {} : { tab: next }, { replace: true });
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col">
      <PageHeader
        title={t('notifications.title')}
        description={t('notifications.page.description')}
        actions={
          <>
            <MarkAllReadButton disabled={unread === 0} />
            <ClearAllButton disabled={!hasAny} />
          </>
        }
      />
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label={t('notifications.page.filter')} className="w-full sm:w-auto">
          {NOTIFICATION_TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value} className="px-2 sm:px-3" data-testid={`notifications-tab-${value}`}>
              {t(label)}
              {value === 'all' && unreadBadge ? (
                <Badge className="ml-1.5 px-1.5 tabular-nums">
                  <T
                    id="notifications.tab.unreadBadge"
                    values={{ count: unreadBadge }}
                    components={{ 0: <span className="sr-only" /> }}
                  />
                </Badge>
              ) : null}
            </TabsTrigger>
          ))}
        </TabsList>
        {NOTIFICATION_TABS.map(({ value }) => (
          <TabsContent key={value} value={value}>
            <NotificationTabList tab={value} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

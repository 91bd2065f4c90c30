import { lazy, Suspense } from 'react';
import { PageOutlet } from '@/components/page-outlet';

// Lazy: this outlet is referenced by the router, which is in every first download (the landing's too).
const TournamentRealtime = lazy(async () => ({
  default: (await import('@/features/tournaments/realtime/TournamentRealtime')).TournamentRealtime,
}));
const NotificationRealtime = lazy(async () => ({
  default: (await import('@/features/notifications/realtime/NotificationRealtime')).NotificationRealtime,
}));

/**
 * The player area's pages, with the realtime wiring of the features that lib/realtime does not
 * mount itself: the tournaments' (refetch on `tournamentUpdated` and `balanceChanged`) and the
 * notifications' (refetch the bell and the page on `notification`, and toast what needs the
 * player now, such as "your next game is ready", wherever they are). It sits inside the layout's
 * realtime connection.
 */
export default function PlayerAreaOutlet() {
  return (
    <>
      <Suspense fallback={null}>
        <TournamentRealtime />
        <NotificationRealtime />
      </Suspense>
      <PageOutlet />
    </>
  );
}

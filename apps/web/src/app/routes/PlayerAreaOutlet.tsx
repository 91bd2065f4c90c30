import { lazy, Suspense } from 'react';
import { PageOutlet } from '@/components/page-outlet';

// Lazy: this outlet is referenced by the router, which is in every first download (the landing's too).
const PlayerRealtime = lazy(() => import('../realtime'));

/**
 * The player area's pages, with every feature's realtime wiring beside them (app/realtime.tsx):
 * the wallet's, the matches' (and their notices), the tournaments' and the notifications' (the
 * bell, and toasts for what needs the player now, such as "your next game is ready", wherever
 * they are). It sits inside the layout's realtime connection (lib/realtime.tsx).
 */
export default function PlayerAreaOutlet() {
  return (
    <>
      <Suspense fallback={null}>
        <PlayerRealtime />
      </Suspense>
      <PageOutlet />
    </>
  );
}

import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useTournament } from '@/features/tournaments/api/get-tournament';
import { TournamentLoadError } from '@/features/tournaments/components/TournamentDetailStates';
import { joinTarget } from '@/features/tournaments/lib/join-target';
import { useT } from '@/lib/i18n/react';

// Each page is its own chunk: opening a match does not download the tournament screens, nor the reverse.
const TournamentJoinPage = lazy(() => import('@/features/tournaments/pages/TournamentJoinPage'));
const MatchJoinPage = lazy(() => import('@/features/matches/pages/MatchJoinPage'));
// The next game is played on the tournament's page too: the matches feature's room code and result form.
const TournamentGamePlay = lazy(async () => ({
  default: (await import('@/features/matches/components/TournamentGamePlay')).TournamentGamePlay,
}));
const playGame = (matchId: string) => (
  <Suspense fallback={null}>
    <TournamentGamePlay matchId={matchId} />
  </Suspense>
);

/**
 * /user/tournaments/join/{id}: a tournament or a match, by its id. The landing's "Join Now" links
 * a tournament; rooms, notices and match history link a match. The tournament is asked first;
 * "no such tournament" means the id is a match's, whose page says "Match not found" if it is
 * neither.
 */
export default function JoinRoute() {
  const t = useT();
  const { id = '' } = useParams();
  const tournament = useTournament(id);
  switch (joinTarget(tournament)) {
    case 'tournament':
      return <TournamentJoinPage id={id} play={playGame} />;
    case 'match':
      return <MatchJoinPage />;
    case 'error':
      return <TournamentLoadError error={tournament.error} onRetry={() => void tournament.refetch()} />;
    case 'loading':
      return (
        <div className="mx-auto flex max-w-5xl flex-col gap-4" aria-busy="true" data-testid="join-loading">
          <span className="sr-only" role="status">
            {t('rooms.join.loading')}
          </span>
          <Skeleton className="h-8 w-48" />
          <Skeleton className="h-10 w-72 max-w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      );
  }
}

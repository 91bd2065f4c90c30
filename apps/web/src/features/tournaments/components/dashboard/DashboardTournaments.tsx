import { formatRupees } from '@ludo/shared/money';
import type { MyTournament } from '@ludo/shared/tournaments/tournaments.schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useMyTournaments } from '../../api/get-my-tournaments';
import { recentTournamentResults, upcomingTournaments } from '../../lib/dashboard';
import { startTimeText } from '../../lib/tournament-labels';
import { ordinal } from '../../lib/tournament-rules';
import { PrivateBadge } from '../PrivateBadge';
import { TournamentStatusBadge } from '../TournamentStatusBadge';

/** The player's tournaments, loaded, or their loading and error states. */
function WithMine({ children }: { children: (mine: MyTournament[]) => ReactNode }) {
  const mine = useMyTournaments();
  if (mine.isError && !mine.data) {
    return (
      <QueryError title="Could not load your tournaments" error={mine.error} onRetry={() => void mine.refetch()} />
    );
  }
  if (!mine.data) {
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  return <>{children(mine.data.tournaments)}</>;
}

function Row({ tournament, children, action }: { tournament: MyTournament; children: ReactNode; action: string }) {
  return (
    <li className="flex items-center justify-between gap-3 py-3" data-tournament-id={tournament.id}>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words">{tournament.title}</span>
          {tournament.visibility === 'private' ? <PrivateBadge /> : null}
          <TournamentStatusBadge status={tournament.status} />
        </div>
        <p className="text-xs text-muted-foreground">{children}</p>
      </div>
      <Button asChild variant="outline" size="sm">
        <Link to={paths.user.joinTournament(tournament.id)} aria-label={`${action} ${tournament.title}`}>
          {action}
        </Link>
      </Button>
    </li>
  );
}

function Nothing({ text }: { text: string }) {
  return (
    <p className="rounded-lg border border-dashed px-3 py-4 text-center text-sm text-muted-foreground">
      {text}{' '}
      <Link to={paths.user.tournaments} className="font-medium text-primary underline-offset-4 hover:underline">
        Browse tournaments
      </Link>
    </p>
  );
}

/** "Upcoming": the tournaments the player registered for that have not started, soonest first. */
export function UpcomingTournamentEntries() {
  return (
    <WithMine>
      {(mine) => {
        const upcoming = upcomingTournaments(mine);
        if (upcoming.length === 0) return <Nothing text="No tournament coming up." />;
        return (
          <ul aria-label="Upcoming tournaments" className="divide-y" data-testid="dashboard-upcoming-tournaments">
            {upcoming.map((tournament) => {
              const start = startTimeText(tournament.startTime);
              return (
                <Row key={tournament.id} tournament={tournament} action="Open">
                  {start ? (
                    <>
                      Starts{' '}
                      <time dateTime={tournament.startTime} title={start.full}>
                        {start.day}
                      </time>
                    </>
                  ) : (
                    'Start time to be announced'
                  )}{' '}
                  · {tournament.players}/{tournament.maxPlayers} players · Entry {formatRupees(tournament.entryFee)}
                </Row>
              );
            })}
          </ul>
        );
      }}
    </WithMine>
  );
}

/** "Recent": the player's latest finished tournaments, with their place and prize. */
export function RecentTournamentResults() {
  return (
    <WithMine>
      {(mine) => {
        const recent = recentTournamentResults(mine);
        if (recent.length === 0) return <Nothing text="No finished tournaments yet." />;
        return (
          <ul aria-label="Recent tournaments" className="divide-y" data-testid="dashboard-recent-tournaments">
            {recent.map((tournament) => {
              const start = startTimeText(tournament.startTime);
              return (
                <Row key={tournament.id} tournament={tournament} action="View">
                  {tournament.entryStatus === 'disqualified'
                    ? 'Disqualified'
                    : tournament.place === null
                      ? 'Finished'
                      : `Finished ${ordinal(tournament.place)}`}
                  {' · '}
                  {tournament.prize ? `Won ${formatRupees(tournament.prize)}` : 'No prize'}
                  {start ? ` · ${start.day}` : ''}
                </Row>
              );
            })}
          </ul>
        );
      }}
    </WithMine>
  );
}

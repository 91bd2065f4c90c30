import { formatRupees } from '@ludo/shared/money';
import type { MyTournament } from '@ludo/shared/tournaments/tournaments.schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { T, useT } from '@/lib/i18n/react';
import { useMyTournaments } from '../../api/get-my-tournaments';
import { recentTournamentResults, upcomingTournaments } from '../../lib/dashboard';
import { startTimeText } from '../../lib/tournament-labels';
import { PrivateBadge } from '../PrivateBadge';
import { TournamentStatusBadge } from '../TournamentStatusBadge';

/** The player's tournaments, loaded, or their loading and error states. */
function WithMine({ children }: { children: (mine: MyTournament[]) => ReactNode }) {
  const t = useT();
  const mine = useMyTournaments();
  if (mine.isError && !mine.data) {
    return (
      <QueryError title={t('dashboard.tournaments.loadError')} error={mine.error} onRetry={() => void mine.refetch()} />
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

/** One tournament; `action` is "Open" or "View", `actionLabel` names the tournament for screen readers. */
function Row({
  tournament,
  children,
  action,
  actionLabel,
}: {
  tournament: MyTournament;
  children: ReactNode;
  action: string;
  actionLabel: string;
}) {
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
        <Link to={paths.user.joinTournament(tournament.id)} aria-label={actionLabel}>
          {action}
        </Link>
      </Button>
    </li>
  );
}

function Nothing({ text }: { text: string }) {
  const t = useT();
  return (
    <p className="rounded-lg border border-dashed px-3 py-4 text-center text-sm text-muted-foreground">
      {text}{' '}
      <Link to={paths.user.tournaments} className="font-medium text-primary underline-offset-4 hover:underline">
        {t('dashboard.tournaments.browse')}
      </Link>
    </p>
  );
}

/** "Upcoming": the tournaments the player registered for that have not started, soonest first. */
export function UpcomingTournamentEntries() {
  const t = useT();
  return (
    <WithMine>
      {(mine) => {
        const upcoming = upcomingTournaments(mine);
        if (upcoming.length === 0) return <Nothing text={t('dashboard.tournaments.upcoming.empty')} />;
        return (
          <ul
            aria-label={t('dashboard.tournaments.upcoming.label')}
            className="divide-y"
            data-testid="dashboard-upcoming-tournaments"
          >
            {upcoming.map((tournament) => {
              const start = startTimeText(tournament.startTime);
              return (
                <Row
                  key={tournament.id}
                  tournament={tournament}
                  action={t('dashboard.open')}
                  actionLabel={t('dashboard.open.label', { name: tournament.title })}
                >
                  {start ? (
                    <T
                      id="dashboard.tournaments.starts"
                      values={{ day: start.day }}
                      components={{ 0: <time dateTime={tournament.startTime} title={start.full} /> }}
                    />
                  ) : (
                    t('dashboard.tournaments.startTbc')
                  )}
                  {' · '}
                  {t('dashboard.tournaments.players', { players: tournament.players, max: tournament.maxPlayers })}
                  {' · '}
                  {t('dashboard.entryFee', { amount: formatRupees(tournament.entryFee) })}
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
  const t = useT();
  return (
    <WithMine>
      {(mine) => {
        const recent = recentTournamentResults(mine);
        if (recent.length === 0) return <Nothing text={t('dashboard.tournaments.recent.empty')} />;
        return (
          <ul
            aria-label={t('dashboard.tournaments.recent.label')}
            className="divide-y"
            data-testid="dashboard-recent-tournaments"
          >
            {recent.map((tournament) => {
              const start = startTimeText(tournament.startTime);
              return (
                <Row
                  key={tournament.id}
                  tournament={tournament}
                  action={t('dashboard.view')}
                  actionLabel={t('dashboard.view.label', { name: tournament.title })}
                >
                  {tournament.entryStatus === 'disqualified'
                    ? t('dashboard.tournaments.disqualified')
                    : tournament.place === null
                      ? t('dashboard.tournaments.finished')
                      : t('dashboard.tournaments.finishedPlace', { place: tournament.place })}
                  {' · '}
                  {tournament.prize
                    ? t('dashboard.tournaments.won', { amount: formatRupees(tournament.prize) })
                    : t('dashboard.tournaments.noPrize')}
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

import type { MatchDetail, MatchStatus } from '@ludo/shared/matches/matches.schemas';
import { formatRupees } from '@ludo/shared/money';
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { PlayerName } from '@/components/player-name';
import { QueryError } from '@/components/query-error';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { type MessageId, T, type Translate, useT } from '@/lib/i18n/react';
import { useUpcomingMatches } from '../../api/get-upcoming-matches';
import {
  awaitingRoomCode,
  seatsOf,
  tournamentGameLabel,
  tournamentRoundText,
  tournamentText,
} from '../../lib/match-display';
import { useViewer } from '../../lib/use-viewer';
import { PlayerNames } from '../PlayerCard';
import { DashboardEmpty } from './DashboardEmpty';

const LIVE_STATUS: Partial<Record<MatchStatus, { labelId: MessageId; variant: BadgeProps['variant'] }>> = {
  open: { labelId: 'dashboard.upcoming.status.open', variant: 'secondary' },
  active: { labelId: 'dashboard.upcoming.status.active', variant: 'success' },
  review: { labelId: 'dashboard.upcoming.status.review', variant: 'warning' },
};

/** A running game's badge, in the reader's language (an unknown status shows as it came). */
function liveStatus(t: Translate, status: MatchStatus): { label: string; variant: BadgeProps['variant'] } {
  const live = LIVE_STATUS[status];
  return live ? { label: t(live.labelId), variant: live.variant } : { label: status, variant: 'secondary' };
}

/** A tournament game: named by its tournament and round (it holds no stake of its own). */
function UpcomingTournamentGame({
  match,
  tournament,
}: {
  match: MatchDetail;
  tournament: NonNullable<MatchDetail['tournament']>;
}) {
  const t = useT();
  const me = useViewer(match);
  const others = seatsOf(match).filter((player) => player.userId !== me?.userId);
  const status = awaitingRoomCode(match)
    ? { label: tournamentText(t, 'waitingForCodeStatus'), variant: 'secondary' as const }
    : liveStatus(t, match.status);
  return (
    <li className="flex items-center justify-between gap-3 py-3" data-testid="upcoming-tournament-game">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words">{tournament.title}</span>
          <Badge variant={status.variant}>{status.label}</Badge>
        </div>
        <p className="text-xs text-muted-foreground">
          {tournamentRoundText(t, tournament)}
          {others.length > 0 ? (
            <>
              {' · '}
              <T id="dashboard.match.versus" values={{ names: <PlayerNames players={others} /> }} />
            </>
          ) : null}
        </p>
      </div>
      <Button asChild variant="outline" size="sm">
        <Link
          to={paths.user.joinTournament(match.id)}
          aria-label={t('dashboard.open.label', { name: tournamentGameLabel(t, tournament) })}
        >
          {t('dashboard.open')}
        </Link>
      </Button>
    </li>
  );
}

function UpcomingMatch({ match }: { match: MatchDetail }) {
  const t = useT();
  if (match.tournament) return <UpcomingTournamentGame match={match} tournament={match.tournament} />;
  const status = liveStatus(t, match.status);
  // The viewer is one of the two players: the other one is their opponent.
  const other = match.viewerRole === 'opponent' ? match.creator : match.opponent;
  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{match.title}</span>
          <Badge variant={status.variant}>{status.label}</Badge>
        </div>
        <p className="text-xs text-muted-foreground">
          {other ? (
            <T id="dashboard.match.versus" values={{ names: <PlayerName name={other.name} /> }} />
          ) : (
            t('dashboard.upcoming.noOpponent')
          )}
          {' · '}
          {t('dashboard.upcoming.prize', { amount: formatRupees(match.prizePool) })}
        </p>
      </div>
      <Button asChild variant="outline" size="sm">
        <Link to={paths.user.joinTournament(match.id)} aria-label={t('dashboard.open.label', { name: match.title })}>
          {t('dashboard.open')}
        </Link>
      </Button>
    </li>
  );
}

/** "Upcoming": the player's open rooms and running matches, tournament games among them. */
export function UpcomingMatches() {
  const t = useT();
  const live = useUpcomingMatches();
  if (live.isError && !live.data) {
    return (
      <QueryError title={t('dashboard.upcoming.loadError')} error={live.error} onRetry={() => void live.refetch()} />
    );
  }
  if (!live.data) {
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (live.data.length === 0) {
    return (
      <DashboardEmpty
        icon={CalendarClock}
        title={t('dashboard.upcoming.empty.title')}
        hint={t('dashboard.upcoming.empty.hint')}
      />
    );
  }
  return (
    <ul aria-label={t('dashboard.upcoming.label')} className="divide-y">
      {live.data.map((match) => (
        <UpcomingMatch key={match.id} match={match} />
      ))}
    </ul>
  );
}

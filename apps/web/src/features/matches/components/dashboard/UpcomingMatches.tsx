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
import { useUpcomingMatches } from '../../api/get-upcoming-matches';
import {
  awaitingRoomCode,
  seatsOf,
  TOURNAMENT_TEXT,
  tournamentGameLabel,
  tournamentRoundText,
} from '../../lib/match-display';
import { useViewer } from '../../lib/use-viewer';
import { PlayerNames } from '../PlayerCard';
import { DashboardEmpty } from './DashboardEmpty';

const LIVE_STATUS: Partial<Record<MatchStatus, { label: string; variant: BadgeProps['variant'] }>> = {
  open: { label: 'Waiting for opponent', variant: 'secondary' },
  active: { label: 'In progress', variant: 'success' },
  review: { label: 'Under review', variant: 'warning' },
};

/** A tournament game: named by its tournament and round (it holds no stake of its own). */
function UpcomingTournamentGame({
  match,
  tournament,
}: {
  match: MatchDetail;
  tournament: NonNullable<MatchDetail['tournament']>;
}) {
  const me = useViewer(match);
  const others = seatsOf(match).filter((player) => player.userId !== me?.userId);
  const status = awaitingRoomCode(match)
    ? { label: TOURNAMENT_TEXT.waitingForCodeStatus, variant: 'secondary' as const }
    : (LIVE_STATUS[match.status] ?? { label: match.status, variant: 'secondary' as const });
  return (
    <li className="flex items-center justify-between gap-3 py-3" data-testid="upcoming-tournament-game">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words">{tournament.title}</span>
          <Badge variant={status.variant}>{status.label}</Badge>
        </div>
        <p className="text-xs text-muted-foreground">
          {tournamentRoundText(tournament)}
          {others.length > 0 ? (
            <>
              {' · vs '}
              <PlayerNames players={others} />
            </>
          ) : null}
        </p>
      </div>
      <Button asChild variant="outline" size="sm">
        <Link to={paths.user.joinTournament(match.id)} aria-label={`Open ${tournamentGameLabel(tournament)}`}>
          Open
        </Link>
      </Button>
    </li>
  );
}

function UpcomingMatch({ match }: { match: MatchDetail }) {
  if (match.tournament) return <UpcomingTournamentGame match={match} tournament={match.tournament} />;
  const status = LIVE_STATUS[match.status] ?? { label: match.status, variant: 'secondary' as const };
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
            <>
              vs <PlayerName name={other.name} />
            </>
          ) : (
            'No opponent yet'
          )}{' '}
          · Prize {formatRupees(match.prizePool)}
        </p>
      </div>
      <Button asChild variant="outline" size="sm">
        <Link to={paths.user.joinTournament(match.id)} aria-label={`Open ${match.title}`}>
          Open
        </Link>
      </Button>
    </li>
  );
}

/** "Upcoming": the player's open rooms and running matches, tournament games among them. */
export function UpcomingMatches() {
  const live = useUpcomingMatches();
  if (live.isError && !live.data) {
    return <QueryError title="Could not load your matches" error={live.error} onRetry={() => void live.refetch()} />;
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
        title="No upcoming matches"
        hint="Create a match or ask to join an open room: it shows here until it is decided."
      />
    );
  }
  return (
    <ul aria-label="Upcoming matches" className="divide-y">
      {live.data.map((match) => (
        <UpcomingMatch key={match.id} match={match} />
      ))}
    </ul>
  );
}

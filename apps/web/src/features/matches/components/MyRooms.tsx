import type { MatchDetail } from '@ludo/shared/matches/matches.schemas';
import { formatRupees } from '@ludo/shared/money';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { PlayerName } from '@/components/player-name';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useLiveMatches } from '../api/get-live-matches';
import {
  awaitingRoomCode,
  hostOf,
  matchStatusLabel,
  opponentOf,
  seatsOf,
  TOURNAMENT_TEXT,
  tournamentRoundText,
  viewerOf,
} from '../lib/match-display';
import { useIsHost, useViewer } from '../lib/use-viewer';
import { CancelMatchButton } from './CancelButtons';
import { JoinRequestList } from './JoinRequestList';
import { MatchStatusBadge } from './MatchStatusBadge';
import { PlayerNames } from './PlayerCard';
import { RoomCodeValue } from './RoomCode';
import { TimeLeft } from './TimeLeft';

function MyOpenRoom({ match }: { match: MatchDetail }) {
  const pending = match.requests.length;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {match.roomCode ? <RoomCodeValue code={match.roomCode} compact /> : null}
        <TimeLeft expiresAt={match.expiresAt} />
      </div>
      <section aria-label="Join requests" className="flex flex-col gap-2">
        <h4 className="flex items-center gap-2 text-sm font-medium">
          Join requests
          {pending > 0 ? (
            <Badge variant="warning" data-testid="join-request-count">
              {pending}
            </Badge>
          ) : null}
        </h4>
        <JoinRequestList matchId={match.id} requests={match.requests} />
      </section>
      <div className="flex flex-wrap gap-2 *:grow">
        <CancelMatchButton matchId={match.id} label="Cancel room" variant="outline" size="sm" />
        <Button asChild size="sm">
          <Link to={paths.user.joinTournament(match.id)}>
            Open room
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </>
  );
}

function MyRunningMatch({ match }: { match: MatchDetail }) {
  const opponent = opponentOf(match);
  const me = viewerOf(match);
  const iSubmitted = me ? match.results.some((result) => result.userId === me.userId) : false;
  const note =
    match.status === 'review'
      ? 'An admin is reviewing this match.'
      : match.cancelRequestedBy && match.cancelRequestedBy !== me?.userId
        ? 'Your opponent asked to cancel.'
        : iSubmitted
          ? 'Your result is in. Waiting for your opponent.'
          : 'Play in the app, then submit your result.';
  return (
    <>
      <p className="text-sm">
        vs <span className="font-medium">{opponent ? <PlayerName name={opponent.name} /> : 'your opponent'}</span>
      </p>
      <p className="text-sm text-muted-foreground">{note}</p>
      <Button asChild size="sm" className="self-start">
        <Link to={paths.user.joinTournament(match.id)}>
          Open match
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </>
  );
}

/** A tournament game: who else plays, and what the player has to do next. */
function MyTournamentGame({ match }: { match: MatchDetail }) {
  const me = useViewer(match);
  const isHost = useIsHost(match);
  const host = hostOf(match);
  const others = seatsOf(match).filter((player) => player.userId !== me?.userId);
  const iSubmitted = me ? match.results.some((result) => result.userId === me.userId) : false;
  const note = awaitingRoomCode(match) ? (
    isHost ? (
      TOURNAMENT_TEXT.hostDeadline
    ) : (
      <>Waiting for {host ? <PlayerName name={host.name} /> : 'the host'} to post the room code.</>
    )
  ) : match.status === 'review' ? (
    'An admin is reviewing this game.'
  ) : iSubmitted ? (
    'Your result is in. Waiting for the other players.'
  ) : (
    'Play in the app, then submit your result.'
  );
  return (
    <>
      {others.length > 0 ? (
        <p className="text-sm">
          vs{' '}
          <span className="font-medium">
            <PlayerNames players={others} />
          </span>
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">{note}</p>
      <Button asChild size="sm" className="self-start">
        <Link to={paths.user.joinTournament(match.id)}>
          {awaitingRoomCode(match) && isHost ? 'Post room code' : 'Open match'}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </>
  );
}

function MyMatchCard({ match }: { match: MatchDetail }) {
  const titleId = useId();
  if (match.tournament) {
    return (
      <article
        aria-labelledby={titleId}
        className="flex w-full min-w-0 flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm"
        data-testid="my-match-card"
        data-match-id={match.id}
        data-status={match.status}
        data-tournament-id={match.tournament.id}
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={titleId} className="font-semibold break-words">
              {match.tournament.title}
            </h3>
            <p className="text-sm text-muted-foreground">{tournamentRoundText(match.tournament)}</p>
          </div>
          <MatchStatusBadge status={match.status} label={matchStatusLabel(match)} />
        </div>
        <MyTournamentGame match={match} />
      </article>
    );
  }
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full min-w-0 flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm"
      data-testid="my-match-card"
      data-match-id={match.id}
      data-status={match.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold">
            {match.title}
          </h3>
          <p className="text-sm text-muted-foreground tabular-nums">Prize pool {formatRupees(match.prizePool)}</p>
        </div>
        <MatchStatusBadge status={match.status} />
      </div>
      {match.status === 'open' ? <MyOpenRoom match={match} /> : <MyRunningMatch match={match} />}
    </article>
  );
}

/** "My rooms": the player's open rooms (with their requests, live), running matches and tournament games. */
export function MyRooms() {
  const live = useLiveMatches();

  if (live.isPending) {
    return (
      <div aria-busy="true" className="grid gap-3 lg:grid-cols-2">
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (live.isError) {
    return <QueryError title="Could not load your rooms" error={live.error} onRetry={() => void live.refetch()} />;
  }
  if (live.data.length === 0) {
    return (
      <p
        className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground"
        data-testid="my-rooms-empty"
      >
        You have no open rooms or running matches.
      </p>
    );
  }
  return (
    <ul className="grid gap-3 lg:grid-cols-2 2xl:grid-cols-3" aria-label="My rooms and matches">
      {live.data.map((match) => (
        <li key={match.id} className="flex min-w-0">
          <MyMatchCard match={match} />
        </li>
      ))}
    </ul>
  );
}

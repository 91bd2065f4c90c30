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
import { T, useT } from '@/lib/i18n/react';
import { useLiveMatches } from '../api/get-live-matches';
import {
  awaitingRoomCode,
  hostOf,
  matchStatusLabel,
  opponentOf,
  seatsOf,
  tournamentRoundText,
  tournamentText,
} from '../lib/match-display';
import { useIsHost, useViewer } from '../lib/use-viewer';
import { CancelMatchButton } from './CancelButtons';
import { JoinRequestList } from './JoinRequestList';
import { MatchStatusBadge } from './MatchStatusBadge';
import { PlayerNames } from './PlayerCard';
import { RoomCodeValue } from './RoomCode';
import { TimeLeft } from './TimeLeft';

function MyOpenRoom({ match }: { match: MatchDetail }) {
  const t = useT();
  const pending = match.requests.length;
  // A player seated in someone else's room for more than two: no requests to answer, a way out.
  const seated = match.viewerRole === 'opponent';
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {match.roomCode ? <RoomCodeValue code={match.roomCode} compact /> : null}
        <TimeLeft expiresAt={match.expiresAt} />
      </div>
      {match.seats > 2 ? (
        <p className="text-sm font-medium" data-testid="room-seats">
          {t('rooms.card.seats', { taken: seatsOf(match).length, seats: match.seats })}
        </p>
      ) : null}
      {seated ? null : (
        <section aria-label={t('match.requests.title')} className="flex flex-col gap-2">
          <h4 className="flex items-center gap-2 text-sm font-medium">
            {t('match.requests.title')}
            {pending > 0 ? (
              <Badge variant="warning" data-testid="join-request-count">
                {pending}
              </Badge>
            ) : null}
          </h4>
          <JoinRequestList matchId={match.id} requests={match.requests} />
        </section>
      )}
      <div className="flex flex-wrap gap-2 *:grow">
        <CancelMatchButton
          matchId={match.id}
          label={seated ? t('match.seated.leave') : t('rooms.my.cancelRoom')}
          variant="outline"
          size="sm"
        />
        <Button asChild size="sm">
          <Link to={paths.user.joinTournament(match.id)}>
            {t('match.details.openRoom')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </>
  );
}

function MyRunningMatch({ match }: { match: MatchDetail }) {
  const t = useT();
  const opponent = opponentOf(match);
  const me = useViewer(match);
  // A room for more than two is played against every other seat.
  const others = match.seats > 2 ? seatsOf(match).filter((player) => player.userId !== me?.userId) : [];
  const iSubmitted = me ? match.results.some((result) => result.userId === me.userId) : false;
  const note =
    match.status === 'review'
      ? t('rooms.my.note.review')
      : match.cancelRequestedBy && match.cancelRequestedBy !== me?.userId
        ? t('rooms.my.note.opponentCancel')
        : iSubmitted
          ? t('rooms.my.note.submitted')
          : t('rooms.my.note.play');
  return (
    <>
      <p className="text-sm">
        {others.length > 0 ? (
          <T
            id="rooms.my.versus"
            values={{ name: <PlayerNames players={others} /> }}
            components={{ 0: <span className="font-medium" /> }}
          />
        ) : opponent ? (
          <T
            id="rooms.my.versus"
            values={{ name: <PlayerName name={opponent.name} /> }}
            components={{ 0: <span className="font-medium" /> }}
          />
        ) : (
          <T id="rooms.my.versusOpponent" components={{ 0: <span className="font-medium" /> }} />
        )}
      </p>
      <p className="text-sm text-muted-foreground">{note}</p>
      <Button asChild size="sm" className="self-start">
        <Link to={paths.user.joinTournament(match.id)}>
          {t('match.details.openMatch')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </>
  );
}

/** A tournament game: who else plays, and what the player has to do next. */
function MyTournamentGame({ match }: { match: MatchDetail }) {
  const t = useT();
  const me = useViewer(match);
  const isHost = useIsHost(match);
  const host = hostOf(match);
  const others = seatsOf(match).filter((player) => player.userId !== me?.userId);
  const iSubmitted = me ? match.results.some((result) => result.userId === me.userId) : false;
  const note = awaitingRoomCode(match) ? (
    isHost ? (
      tournamentText(t, 'hostDeadline')
    ) : host ? (
      <T id="rooms.my.note.waitingForHostName" values={{ name: <PlayerName name={host.name} /> }} />
    ) : (
      t('rooms.my.note.waitingForHost')
    )
  ) : match.status === 'review' ? (
    t('rooms.my.note.reviewGame')
  ) : iSubmitted ? (
    t('rooms.my.note.submittedTable')
  ) : (
    t('rooms.my.note.play')
  );
  return (
    <>
      {others.length > 0 ? (
        <p className="text-sm">
          <T
            id="rooms.my.versus"
            values={{ name: <PlayerNames players={others} /> }}
            components={{ 0: <span className="font-medium" /> }}
          />
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">{note}</p>
      <Button asChild size="sm" className="self-start">
        <Link to={paths.user.joinTournament(match.id)}>
          {awaitingRoomCode(match) && isHost ? t('match.roomCode.post') : t('match.details.openMatch')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </>
  );
}

function MyMatchCard({ match }: { match: MatchDetail }) {
  const t = useT();
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
            <p className="text-sm text-muted-foreground">{tournamentRoundText(t, match.tournament)}</p>
          </div>
          <MatchStatusBadge status={match.status} label={matchStatusLabel(t, match)} />
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
          <p className="text-sm text-muted-foreground tabular-nums">
            {t('rooms.my.prizePool', { amount: formatRupees(match.prizePool) })}
          </p>
        </div>
        <MatchStatusBadge status={match.status} />
      </div>
      {match.status === 'open' ? <MyOpenRoom match={match} /> : <MyRunningMatch match={match} />}
    </article>
  );
}

/** "My rooms": the player's open rooms (with their requests, live), running matches and tournament games. */
export function MyRooms() {
  const t = useT();
  const live = useLiveMatches();

  if (live.isPending) {
    return (
      <div aria-busy="true" className="grid gap-3 lg:grid-cols-2">
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (live.isError) {
    return <QueryError title={t('rooms.my.loadError')} error={live.error} onRetry={() => void live.refetch()} />;
  }
  if (live.data.length === 0) {
    return (
      <p
        className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground"
        data-testid="my-rooms-empty"
      >
        {t('rooms.my.empty')}
      </p>
    );
  }
  return (
    <ul className="grid gap-3 lg:grid-cols-2 2xl:grid-cols-3" aria-label={t('rooms.my.label')}>
      {live.data.map((match) => (
        <li key={match.id} className="flex min-w-0">
          <MyMatchCard match={match} />
        </li>
      ))}
    </ul>
  );
}

import type { MatchDetail } from '@ludo/shared/matches/matches.schemas';
import { formatRupees } from '@ludo/shared/money';
import { Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PlayerName } from '@/components/player-name';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { awaitingRoomCode, canAskToCancel, opponentOf, viewerOf } from '../lib/match-display';
import { useViewer } from '../lib/use-viewer';
import { CancelMatchButton, KeepPlayingButton } from './CancelButtons';
import { RequestToJoinButton, WithdrawRequestButton } from './JoinRequestButtons';
import { JoinRequestList } from './JoinRequestList';
import { useIsExpired } from './TimeLeft';

function ActionsPanel({ title, text, children }: { title?: ReactNode; text?: ReactNode; children?: ReactNode }) {
  return (
    <section
      className="flex flex-col gap-3 rounded-lg border bg-card p-4"
      aria-label="Match actions"
      data-testid="match-actions"
    >
      {title ? <h3 className="font-semibold">{title}</h3> : null}
      {text ? <div className="text-sm text-muted-foreground">{text}</div> : null}
      {children ? <div className="flex flex-wrap gap-2 *:grow sm:*:grow-0">{children}</div> : null}
    </section>
  );
}

function BackButton({ label = 'Cancel' }: { label?: string }) {
  return (
    <Button asChild variant="outline">
      <Link to={paths.user.tournaments}>{label}</Link>
    </Button>
  );
}

/** A visitor or requester of a room: ask to join, wait, or take the request back. */
function OutsiderActions({ match }: { match: MatchDetail }) {
  const expired = useIsExpired(match.expiresAt);
  if (match.status !== 'open') {
    return (
      <ActionsPanel title="This room is no longer open" text="Another player joined, or the room was closed.">
        <BackButton label="Back to Tournaments" />
      </ActionsPanel>
    );
  }
  if (match.myRequestId) {
    return (
      <ActionsPanel
        title="Requested"
        text={
          <p className="flex items-start gap-2">
            <Hourglass className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Your request is waiting for <PlayerName name={match.creator.name} />. When they accept, the{' '}
            {formatRupees(match.entryFee)} entry fee is taken from your wallet and the room code appears here.
          </p>
        }
      >
        <WithdrawRequestButton matchId={match.id} />
      </ActionsPanel>
    );
  }
  return (
    <ActionsPanel
      text={
        <>
          Ask <PlayerName name={match.creator.name} /> to let you in. The {formatRupees(match.entryFee)} entry fee is
          taken only when they accept.
        </>
      }
    >
      <RequestToJoinButton matchId={match.id} label="Join Match" disabled={expired} />
      <BackButton />
    </ActionsPanel>
  );
}

/** The creator of an open room: its requests, and "Cancel Match" (refunded at once). */
function OpenRoomOwnerActions({ match }: { match: MatchDetail }) {
  return (
    <section
      className="flex flex-col gap-3 rounded-lg border bg-card p-4"
      aria-labelledby="join-requests-title"
      data-testid="match-actions"
    >
      <h3 id="join-requests-title" className="font-semibold">
        Join requests
      </h3>
      <p className="text-sm text-muted-foreground">
        Waiting for an opponent. Accept a player to start the match; their entry fee is taken when you accept.
      </p>
      <JoinRequestList matchId={match.id} requests={match.requests} />
      <div className="flex flex-wrap gap-2 *:grow sm:*:grow-0">
        <CancelMatchButton matchId={match.id} />
      </div>
    </section>
  );
}

/** The two players of a running match: cancel (both must agree), agree, or keep playing. */
function PlayerActions({ match }: { match: MatchDetail }) {
  const me = viewerOf(match);
  const opponent = opponentOf(match);
  const asked = match.cancelRequestedBy;
  if (!canAskToCancel(match)) {
    return (
      <ActionsPanel
        title="Match in progress"
        text="A result has been submitted, so the match can no longer be cancelled. Submit yours in Chat & Results."
      />
    );
  }
  if (asked && asked === me?.userId) {
    return (
      <ActionsPanel
        title="You asked to cancel"
        text={
          <>
            The match is cancelled and both entry fees are refunded when{' '}
            {opponent ? <PlayerName name={opponent.name} /> : 'your opponent'} agrees.
          </>
        }
      >
        <KeepPlayingButton matchId={match.id} />
      </ActionsPanel>
    );
  }
  if (asked) {
    return (
      <ActionsPanel
        title={<>{opponent ? <PlayerName name={opponent.name} /> : 'Your opponent'} asked to cancel</>}
        text="If you agree, the match is cancelled and both entry fees are refunded."
      >
        <CancelMatchButton matchId={match.id} label="Agree to cancel" />
      </ActionsPanel>
    );
  }
  return (
    <ActionsPanel
      title="Match in progress"
      text="Play in the app, then submit your result in Chat & Results. To cancel, both players must agree."
    >
      <CancelMatchButton matchId={match.id} variant="outline" />
    </ActionsPanel>
  );
}

/**
 * A tournament game's players: nobody joins, cancels or stakes anything here (the tournament holds
 * the entry fees). What to do next, and the way back to the tournament.
 */
function TournamentGameActions({
  match,
  tournament,
}: {
  match: MatchDetail;
  tournament: NonNullable<MatchDetail['tournament']>;
}) {
  const me = useViewer(match);
  if (match.status !== 'open' && match.status !== 'active') return null;
  const submitted = me !== null && match.results.some((result) => result.userId === me.userId);
  const report = match.type === 'table' ? 'the position you finished in' : 'your result';
  const text = awaitingRoomCode(match)
    ? 'The game starts once the host posts the room code. Tournament games cannot be cancelled.'
    : !me
      ? 'The players are playing this game in the app.'
      : submitted
        ? 'Your result is in. Waiting for the other players.'
        : `Play in the app, then report ${report} under Chat & Results. Tournament games cannot be cancelled.`;
  return (
    <ActionsPanel title="Tournament game" text={text}>
      <Button asChild variant="outline">
        <Link to={paths.user.joinTournament(tournament.id)}>Back to tournament</Link>
      </Button>
    </ActionsPanel>
  );
}

/** What the viewer can do with the match, by their role and its status. */
export function MatchActions({ match }: { match: MatchDetail }) {
  const role = match.viewerRole;
  if (match.tournament) {
    return role === 'admin' ? null : <TournamentGameActions match={match} tournament={match.tournament} />;
  }
  if (role === 'visitor' || role === 'requester') return <OutsiderActions match={match} />;
  if (role === 'creator' && match.status === 'open') return <OpenRoomOwnerActions match={match} />;
  if ((role === 'creator' || role === 'opponent') && match.status === 'active') return <PlayerActions match={match} />;
  return null;
}

import type { MatchDetail } from '@ludo/shared/matches/matches.schemas';
import { formatRupees } from '@ludo/shared/money';
import { Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PlayerName } from '@/components/player-name';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { T, useT } from '@/lib/i18n/react';
import { awaitingRoomCode, canAskToCancel, opponentOf, seatsOf, viewerOf } from '../lib/match-display';
import { useViewer } from '../lib/use-viewer';
import { CancelMatchButton, KeepPlayingButton } from './CancelButtons';
import { RequestToJoinButton, WithdrawRequestButton } from './JoinRequestButtons';
import { JoinRequestList } from './JoinRequestList';
import { useIsExpired } from './TimeLeft';

function ActionsPanel({ title, text, children }: { title?: ReactNode; text?: ReactNode; children?: ReactNode }) {
  const t = useT();
  return (
    <section
      className="flex flex-col gap-3 rounded-lg border bg-card p-4"
      aria-label={t('match.actions.label')}
      data-testid="match-actions"
    >
      {title ? <h3 className="font-semibold">{title}</h3> : null}
      {text ? <div className="text-sm text-muted-foreground">{text}</div> : null}
      {children ? <div className="flex flex-wrap gap-2 *:grow sm:*:grow-0">{children}</div> : null}
    </section>
  );
}

function BackButton({ label }: { label?: string }) {
  const t = useT();
  return (
    <Button asChild variant="outline">
      <Link to={paths.user.tournaments}>{label ?? t('match.actions.cancel')}</Link>
    </Button>
  );
}

/** A visitor or requester of a room: ask to join, wait, or take the request back. */
function OutsiderActions({ match }: { match: MatchDetail }) {
  const t = useT();
  const expired = useIsExpired(match.expiresAt);
  if (match.status !== 'open') {
    return (
      <ActionsPanel title={t('match.outsider.closedTitle')} text={t('match.outsider.closedText')}>
        <BackButton label={t('match.nav.backToTournaments')} />
      </ActionsPanel>
    );
  }
  const owner = <PlayerName name={match.creator.name} />;
  const fee = formatRupees(match.entryFee);
  if (match.myRequestId) {
    return (
      <ActionsPanel
        title={t('match.outsider.requestedTitle')}
        text={
          <p className="flex items-start gap-2">
            <Hourglass className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              <T id="match.outsider.requestedText" values={{ name: owner, fee }} />
            </span>
          </p>
        }
      >
        <WithdrawRequestButton matchId={match.id} />
      </ActionsPanel>
    );
  }
  return (
    <ActionsPanel text={<T id="match.outsider.askText" values={{ name: owner, fee }} />}>
      <RequestToJoinButton matchId={match.id} label={t('match.outsider.join')} disabled={expired} />
      <BackButton />
    </ActionsPanel>
  );
}

/** The creator of an open room: its requests, and "Cancel Match" (refunded at once). */
function OpenRoomOwnerActions({ match }: { match: MatchDetail }) {
  const t = useT();
  return (
    <section
      className="flex flex-col gap-3 rounded-lg border bg-card p-4"
      aria-labelledby="join-requests-title"
      data-testid="match-actions"
    >
      <h3 id="join-requests-title" className="font-semibold">
        {t('match.requests.title')}
      </h3>
      <p className="text-sm text-muted-foreground" data-testid="owner-waiting">
        {match.seats > 2
          ? t('match.owner.waitingSeats', { taken: seatsOf(match).length, seats: match.seats })
          : t('match.owner.waitingText')}
      </p>
      <JoinRequestList matchId={match.id} requests={match.requests} />
      <div className="flex flex-wrap gap-2 *:grow sm:*:grow-0">
        <CancelMatchButton matchId={match.id} />
      </div>
    </section>
  );
}

/** A player seated in a room for more than two that is still filling: leave it, refunded. */
function SeatedActions({ match }: { match: MatchDetail }) {
  const t = useT();
  return (
    <ActionsPanel title={t('match.seated.title')} text={t('match.seated.text', { seats: match.seats })}>
      <CancelMatchButton matchId={match.id} label={t('match.seated.leave')} variant="outline" />
    </ActionsPanel>
  );
}

/** The two players of a running match: cancel (both must agree), agree, or keep playing. */
function PlayerActions({ match }: { match: MatchDetail }) {
  const t = useT();
  const me = viewerOf(match);
  const opponent = opponentOf(match);
  const asked = match.cancelRequestedBy;
  if (!canAskToCancel(match)) {
    return (
      <ActionsPanel
        title={t('match.player.inProgress')}
        text={match.seats > 2 ? t('match.player.alwaysEnds') : t('match.player.cannotCancel')}
      />
    );
  }
  if (asked && asked === me?.userId) {
    return (
      <ActionsPanel
        title={t('match.player.youAskedTitle')}
        text={
          opponent ? (
            <T id="match.player.youAskedText" values={{ name: <PlayerName name={opponent.name} /> }} />
          ) : (
            t('match.player.youAskedTextNoName')
          )
        }
      >
        <KeepPlayingButton matchId={match.id} />
      </ActionsPanel>
    );
  }
  if (asked) {
    return (
      <ActionsPanel
        title={
          opponent ? (
            <T id="match.player.opponentAskedTitle" values={{ name: <PlayerName name={opponent.name} /> }} />
          ) : (
            t('match.player.opponentAskedTitleNoName')
          )
        }
        text={t('match.player.opponentAskedText')}
      >
        <CancelMatchButton matchId={match.id} label={t('match.player.agree')} />
      </ActionsPanel>
    );
  }
  return (
    <ActionsPanel title={t('match.player.inProgress')} text={t('match.player.playText')}>
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
  const t = useT();
  const me = useViewer(match);
  if (match.status !== 'open' && match.status !== 'active') return null;
  const submitted = me !== null && match.results.some((result) => result.userId === me.userId);
  const text = awaitingRoomCode(match)
    ? t('match.tournamentGame.waitingForCode')
    : !me
      ? t('match.tournamentGame.spectator')
      : submitted
        ? t('match.tournamentGame.submitted')
        : t(match.type === 'table' ? 'match.tournamentGame.playTable' : 'match.tournamentGame.play');
  return (
    <ActionsPanel title={t('match.tournamentGame.title')} text={text}>
      <Button asChild variant="outline">
        <Link to={paths.user.joinTournament(tournament.id)}>{t('match.tournamentGame.back')}</Link>
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
  if (role === 'opponent' && match.status === 'open') return <SeatedActions match={match} />;
  if ((role === 'creator' || role === 'opponent') && match.status === 'active') return <PlayerActions match={match} />;
  return null;
}

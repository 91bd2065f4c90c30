import { TIMING_RULES } from '@ludo/shared/limits';
import type { MatchDetail, MatchPlayer } from '@ludo/shared/matches/matches.schemas';
import { formatRupees } from '@ludo/shared/money';
import { Ban, Scale, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { PlayerName } from '@/components/player-name';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import {
  MATCH_TEXT,
  ordinal,
  resolutionText,
  reviewReasonText,
  seatsOf,
  tournamentRoundText,
} from '../lib/match-display';
import { useViewer } from '../lib/use-viewer';

/** "This result counts in Summer Cup (Round 2 · Table 3).": a tournament game's prize is the tournament's. */
function TournamentNote({
  tournament,
  lead = 'This result counts in',
}: {
  tournament: NonNullable<MatchDetail['tournament']>;
  lead?: string;
}) {
  return (
    <p data-testid="outcome-tournament">
      {lead}{' '}
      <Link to={paths.user.joinTournament(tournament.id)} className="font-medium underline underline-offset-2">
        {tournament.title}
      </Link>{' '}
      ({tournamentRoundText(tournament)}).
    </p>
  );
}

/** How it was decided, the admin's reason, and when it ended. */
function DecisionFooter({ match }: { match: MatchDetail }) {
  const how = resolutionText(match);
  return (
    <>
      {how ? <p data-testid="match-resolution">{how}</p> : null}
      {match.decisionReason ? <p data-testid="decision-reason">Admin's reason: {match.decisionReason}</p> : null}
      {match.endedAt ? <p className="text-xs opacity-80">Ended {formatDateTime(match.endedAt)}</p> : null}
    </>
  );
}

/** A decided tournament table: the viewer's place (or the winner), then every player's position. */
function TableOutcome({ match, me }: { match: MatchDetail; me: MatchPlayer | null }) {
  const seats = seatsOf(match);
  const nameOf = (userId: string) => seats.find((player) => player.userId === userId)?.name ?? 'A player';
  const placings = match.placings ?? (match.winnerId ? [{ userId: match.winnerId, position: 1 }] : []);
  const myPlace = me ? placings.find((placing) => placing.userId === me.userId)?.position : undefined;
  const winnerId = placings.find((placing) => placing.position === 1)?.userId ?? match.winnerId;
  return (
    <Alert
      variant={myPlace !== undefined && myPlace > 1 ? 'default' : 'info'}
      data-testid="match-outcome"
      data-outcome="settled"
    >
      <Trophy aria-hidden="true" />
      <AlertTitle data-testid="match-winner">
        {myPlace === 1 ? (
          'You won!'
        ) : myPlace !== undefined ? (
          `You finished ${ordinal(myPlace)}`
        ) : winnerId ? (
          <>
            <PlayerName name={nameOf(winnerId)} /> won
          </>
        ) : (
          'The game is decided'
        )}
      </AlertTitle>
      <AlertDescription>
        {placings.length > 0 ? (
          <ol className="my-1 flex flex-col gap-1" aria-label="Final positions" data-testid="match-placings">
            {placings.map((placing) => (
              <li key={placing.userId} className="flex items-baseline gap-2" data-testid="match-placing">
                <span className="w-10 shrink-0 font-semibold tabular-nums">{ordinal(placing.position)}</span>
                <span className="min-w-0 break-words">
                  <PlayerName name={nameOf(placing.userId)} />
                  {placing.userId === me?.userId ? ' (you)' : null}
                </span>
              </li>
            ))}
          </ol>
        ) : null}
        {match.tournament ? <TournamentNote tournament={match.tournament} /> : null}
        <DecisionFooter match={match} />
      </AlertDescription>
    </Alert>
  );
}

/**
 * How the match ended (winner, how it was decided, the admin's reason) or that an admin is
 * reviewing it. Nothing for a match still open or being played. A tournament game shows its
 * tournament where a 1v1 room shows its prize, and a decided table every player's position.
 */
export function MatchOutcome({ match }: { match: MatchDetail }) {
  const me = useViewer(match);
  if (match.status === 'review') {
    const why = reviewReasonText(match);
    return (
      <Alert variant="info" data-testid="match-outcome" data-outcome="review">
        <Scale aria-hidden="true" />
        <AlertTitle>{MATCH_TEXT.adminReviewing}</AlertTitle>
        <AlertDescription>
          {why ? <p>{why}</p> : null}
          <p>
            {match.tournament
              ? `Disputes are decided within ${TIMING_RULES.disputeReviewHours} hours. The tournament waits for this result.`
              : `Disputes are decided within ${TIMING_RULES.disputeReviewHours} hours. Both entry fees stay held until then.`}
          </p>
        </AlertDescription>
      </Alert>
    );
  }
  if (match.status === 'settled') {
    if (match.type === 'table') return <TableOutcome match={match} me={me} />;
    const winner = [match.creator, match.opponent, ...match.players].find(
      (player) => player?.userId === match.winnerId,
    );
    const iWon = me !== null && me.userId === match.winnerId;
    const iLost = me !== null && !iWon;
    return (
      <Alert variant={iLost ? 'default' : 'info'} data-testid="match-outcome" data-outcome="settled">
        <Trophy aria-hidden="true" />
        <AlertTitle data-testid="match-winner">
          {iWon ? (
            'You won!'
          ) : (
            <>{winner ? <PlayerName name={winner.name} /> : iLost ? 'Your opponent' : 'A player'} won</>
          )}
        </AlertTitle>
        <AlertDescription>
          {match.tournament ? (
            <TournamentNote tournament={match.tournament} />
          ) : (
            <p>
              {iWon
                ? `${formatRupees(match.prizePool)} was added to your winnings.`
                : `Prize: ${formatRupees(match.prizePool)}.`}
            </p>
          )}
          <DecisionFooter match={match} />
        </AlertDescription>
      </Alert>
    );
  }
  if (match.status === 'cancelled' || match.status === 'expired') {
    const title = match.tournament
      ? 'This game was cancelled'
      : match.status === 'expired'
        ? 'This room expired'
        : 'This match was cancelled';
    return (
      <Alert data-testid="match-outcome" data-outcome={match.status}>
        <Ban aria-hidden="true" />
        <AlertTitle>{title}</AlertTitle>
        <AlertDescription>
          {match.tournament ? <TournamentNote tournament={match.tournament} lead="This game was part of" /> : null}
          <DecisionFooter match={match} />
        </AlertDescription>
      </Alert>
    );
  }
  return null;
}

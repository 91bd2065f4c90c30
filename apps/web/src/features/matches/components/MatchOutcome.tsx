import { TIMING_RULES } from '@ludo/shared/limits';
import type { MatchDetail, MatchPlayer } from '@ludo/shared/matches/matches.schemas';
import { formatRupees } from '@ludo/shared/money';
import { Ban, Scale, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { PlayerName } from '@/components/player-name';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { type MessageId, T, useT } from '@/lib/i18n/react';
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
  lead = 'match.outcome.countsIn',
}: {
  tournament: NonNullable<MatchDetail['tournament']>;
  lead?: MessageId;
}) {
  const t = useT();
  return (
    <p data-testid="outcome-tournament">
      <T
        id={lead}
        values={{ title: tournament.title, round: tournamentRoundText(t, tournament) }}
        components={{
          0: (
            <Link to={paths.user.joinTournament(tournament.id)} className="font-medium underline underline-offset-2" />
          ),
        }}
      />
    </p>
  );
}

/** How it was decided, the admin's reason, and when it ended. */
function DecisionFooter({ match }: { match: MatchDetail }) {
  const t = useT();
  const how = resolutionText(t, match);
  return (
    <>
      {how ? <p data-testid="match-resolution">{how}</p> : null}
      {match.decisionReason ? (
        <p data-testid="decision-reason">{t('match.outcome.adminReason', { reason: match.decisionReason })}</p>
      ) : null}
      {match.endedAt ? (
        <p className="text-xs opacity-80">{t('match.outcome.ended', { date: formatDateTime(match.endedAt) })}</p>
      ) : null}
    </>
  );
}

/** A decided tournament table: the viewer's place (or the winner), then every player's position. */
function TableOutcome({ match, me }: { match: MatchDetail; me: MatchPlayer | null }) {
  const t = useT();
  const seats = seatsOf(match);
  const knownName = (userId: string) => seats.find((player) => player.userId === userId)?.name;
  const nameOf = (userId: string) => knownName(userId) ?? t('match.outcome.aPlayer');
  const placings = match.placings ?? (match.winnerId ? [{ userId: match.winnerId, position: 1 }] : []);
  const myPlace = me ? placings.find((placing) => placing.userId === me.userId)?.position : undefined;
  const winnerId = placings.find((placing) => placing.position === 1)?.userId ?? match.winnerId;
  const winnerName = winnerId ? knownName(winnerId) : undefined;
  return (
    <Alert
      variant={myPlace !== undefined && myPlace > 1 ? 'default' : 'info'}
      data-testid="match-outcome"
      data-outcome="settled"
    >
      <Trophy aria-hidden="true" />
      <AlertTitle data-testid="match-winner">
        {myPlace === 1 ? (
          t('match.outcome.youWon')
        ) : myPlace !== undefined ? (
          t('match.outcome.youFinished', { position: myPlace })
        ) : winnerName ? (
          <T id="match.outcome.playerWon" values={{ name: <PlayerName name={winnerName} /> }} />
        ) : winnerId ? (
          t('match.outcome.somePlayerWon')
        ) : (
          t('match.outcome.decided')
        )}
      </AlertTitle>
      <AlertDescription>
        {placings.length > 0 ? (
          <ol
            className="my-1 flex flex-col gap-1"
            aria-label={t('match.outcome.positionsLabel')}
            data-testid="match-placings"
          >
            {placings.map((placing) => (
              <li key={placing.userId} className="flex items-baseline gap-2" data-testid="match-placing">
                <span className="w-10 shrink-0 font-semibold tabular-nums">{ordinal(t, placing.position)}</span>
                <span className="min-w-0 break-words">
                  {placing.userId === me?.userId ? (
                    <T id="match.outcome.placingYou" values={{ name: <PlayerName name={nameOf(placing.userId)} /> }} />
                  ) : (
                    <PlayerName name={nameOf(placing.userId)} />
                  )}
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
  const t = useT();
  const me = useViewer(match);
  if (match.status === 'review') {
    const why = reviewReasonText(t, match);
    return (
      <Alert variant="info" data-testid="match-outcome" data-outcome="review">
        <Scale aria-hidden="true" />
        <AlertTitle>{t(MATCH_TEXT.adminReviewing)}</AlertTitle>
        <AlertDescription>
          {why ? <p>{why}</p> : null}
          <p>
            {t(match.tournament ? 'match.outcome.reviewTournament' : 'match.outcome.reviewRoom', {
              hours: TIMING_RULES.disputeReviewHours,
            })}
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
    const prize = formatRupees(match.prizePool);
    return (
      <Alert variant={iLost ? 'default' : 'info'} data-testid="match-outcome" data-outcome="settled">
        <Trophy aria-hidden="true" />
        <AlertTitle data-testid="match-winner">
          {iWon ? (
            t('match.outcome.youWon')
          ) : winner ? (
            <T id="match.outcome.playerWon" values={{ name: <PlayerName name={winner.name} /> }} />
          ) : iLost ? (
            t('match.outcome.opponentWon')
          ) : (
            t('match.outcome.somePlayerWon')
          )}
        </AlertTitle>
        <AlertDescription>
          {match.tournament ? (
            <TournamentNote tournament={match.tournament} />
          ) : (
            <p>
              {iWon
                ? t('match.outcome.addedToWinnings', { amount: prize })
                : t('match.outcome.prize', { amount: prize })}
            </p>
          )}
          <DecisionFooter match={match} />
        </AlertDescription>
      </Alert>
    );
  }
  if (match.status === 'cancelled' || match.status === 'expired') {
    const title = match.tournament
      ? t('match.outcome.gameCancelled')
      : match.status === 'expired'
        ? t('match.outcome.roomExpired')
        : t('match.outcome.matchCancelled');
    return (
      <Alert data-testid="match-outcome" data-outcome={match.status}>
        <Ban aria-hidden="true" />
        <AlertTitle>{title}</AlertTitle>
        <AlertDescription>
          {match.tournament ? <TournamentNote tournament={match.tournament} lead="match.outcome.partOf" /> : null}
          <DecisionFooter match={match} />
        </AlertDescription>
      </Alert>
    );
  }
  return null;
}

import { TIMING_RULES } from '@ludo/shared/limits';
import type { MatchDetail } from '@ludo/shared/matches/matches.schemas';
import { formatRupees } from '@ludo/shared/money';
import { Ban, Scale, Trophy } from 'lucide-react';
import { PlayerName } from '@/components/player-name';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { formatDateTime } from '@/lib/format-date';
import { MATCH_TEXT, RESOLUTION_TEXT, REVIEW_REASON_TEXT, viewerOf } from '../lib/match-display';

/**
 * How the match ended (winner, how it was decided, the admin's reason) or that an admin is
 * reviewing it. Nothing for a match still open or being played.
 */
export function MatchOutcome({ match }: { match: MatchDetail }) {
  if (match.status === 'review') {
    return (
      <Alert variant="info" data-testid="match-outcome" data-outcome="review">
        <Scale aria-hidden="true" />
        <AlertTitle>{MATCH_TEXT.adminReviewing}</AlertTitle>
        <AlertDescription>
          {match.reviewReason ? <p>{REVIEW_REASON_TEXT[match.reviewReason]}</p> : null}
          <p>
            Disputes are decided within {TIMING_RULES.disputeReviewHours} hours. Both entry fees stay held until then.
          </p>
        </AlertDescription>
      </Alert>
    );
  }
  if (match.status === 'settled') {
    const winner = [match.creator, match.opponent].find((player) => player?.userId === match.winnerId);
    const me = viewerOf(match);
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
          <p>
            {iWon
              ? `${formatRupees(match.prizePool)} was added to your winnings.`
              : `Prize: ${formatRupees(match.prizePool)}.`}
          </p>
          {match.resolution ? <p>{RESOLUTION_TEXT[match.resolution]}</p> : null}
          {match.decisionReason ? <p data-testid="decision-reason">Admin's reason: {match.decisionReason}</p> : null}
          {match.endedAt ? <p className="text-xs opacity-80">Ended {formatDateTime(match.endedAt)}</p> : null}
        </AlertDescription>
      </Alert>
    );
  }
  if (match.status === 'cancelled' || match.status === 'expired') {
    return (
      <Alert data-testid="match-outcome" data-outcome={match.status}>
        <Ban aria-hidden="true" />
        <AlertTitle>{match.status === 'expired' ? 'This room expired' : 'This match was cancelled'}</AlertTitle>
        <AlertDescription>
          {match.resolution ? <p>{RESOLUTION_TEXT[match.resolution]}</p> : null}
          {match.decisionReason ? <p data-testid="decision-reason">Admin's reason: {match.decisionReason}</p> : null}
          {match.endedAt ? <p className="text-xs opacity-80">Ended {formatDateTime(match.endedAt)}</p> : null}
        </AlertDescription>
      </Alert>
    );
  }
  return null;
}

import type { MatchResolution, ReviewReason } from '@ludo/shared/matches/matches.schemas';
import { Badge } from '@/components/ui/badge';

export const REVIEW_REASON_LABELS: Record<ReviewReason, string> = {
  conflicting_claims: 'Conflicting claims',
  no_result: 'No result in time',
};

export const RESOLUTION_LABELS: Record<MatchResolution, string> = {
  results_agreed: 'Both players agreed on the result',
  result_unanswered: 'The other player did not answer the result',
  admin_award: 'An admin awarded the win',
  admin_cancel: 'An admin cancelled the match and refunded both players',
  players_cancelled: 'Both players cancelled',
  creator_cancelled: 'The creator cancelled the room',
  expired: 'The room expired',
  host_no_show: 'The host did not post the room code in time and forfeited',
  player_no_show: 'A player did not show in time and forfeited',
  disqualified: 'A disqualified player forfeited the game',
  admin_forced: 'An admin set the result of the tournament game',
  game_finished: 'The game played on the platform decided the result',
};

/** Why a match waits for an admin: both claimed the same result, or nobody reported one in time. */
export function DisputeReasonBadge({ reason }: { reason: ReviewReason }) {
  return (
    <Badge variant={reason === 'conflicting_claims' ? 'destructive' : 'warning'}>
      {REVIEW_REASON_LABELS[reason] ?? reason}
    </Badge>
  );
}

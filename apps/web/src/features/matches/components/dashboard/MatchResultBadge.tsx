import type { MatchHistoryResult } from '@ludo/shared/matches/matches.schemas';
import { Badge, type BadgeProps } from '@/components/ui/badge';

export const MATCH_RESULT_LABELS: Record<MatchHistoryResult, string> = {
  win: 'Win',
  loss: 'Loss',
  pending: 'Pending',
  cancelled: 'Cancelled',
};

const VARIANT: Record<MatchHistoryResult, BadgeProps['variant']> = {
  win: 'success',
  loss: 'destructive',
  pending: 'warning',
  cancelled: 'secondary',
};

/** Win (green), Loss (red), Pending (amber) or Cancelled (grey): a match's result for the player. */
export function MatchResultBadge({ result }: { result: MatchHistoryResult }) {
  return <Badge variant={VARIANT[result] ?? 'secondary'}>{MATCH_RESULT_LABELS[result] ?? result}</Badge>;
}

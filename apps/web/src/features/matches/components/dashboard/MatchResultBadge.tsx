import type { MatchHistoryResult } from '@ludo/shared/matches/matches.schemas';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { type MessageId, useT } from '@/lib/i18n/react';

/** A result's label, as a message id: translate it with `t(MATCH_RESULT_LABELS[result])`. */
export const MATCH_RESULT_LABELS: Record<MatchHistoryResult, MessageId> = {
  win: 'dashboard.matchResult.win',
  loss: 'dashboard.matchResult.loss',
  pending: 'dashboard.matchResult.pending',
  cancelled: 'dashboard.matchResult.cancelled',
};

const VARIANT: Record<MatchHistoryResult, BadgeProps['variant']> = {
  win: 'success',
  loss: 'destructive',
  pending: 'warning',
  cancelled: 'secondary',
};

/** Win (green), Loss (red), Pending (amber) or Cancelled (grey): a match's result for the player. */
export function MatchResultBadge({ result }: { result: MatchHistoryResult }) {
  const t = useT();
  const label = MATCH_RESULT_LABELS[result];
  return <Badge variant={VARIANT[result] ?? 'secondary'}>{label ? t(label) : result}</Badge>;
}

import type { MatchStatus } from '@ludo/shared/matches/matches.schemas';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { STATUS_LABEL } from '../lib/match-display';

const VARIANT: Record<MatchStatus, BadgeProps['variant']> = {
  open: 'secondary',
  active: 'default',
  review: 'warning',
  settled: 'success',
  cancelled: 'outline',
  expired: 'outline',
};

export function MatchStatusBadge({ status }: { status: MatchStatus }) {
  return (
    <Badge variant={VARIANT[status]} data-testid="match-status">
      {STATUS_LABEL[status]}
    </Badge>
  );
}

import type { MatchStatus } from '@ludo/shared/matches/matches.schemas';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/react';
import { STATUS_LABEL } from '../lib/match-display';

const VARIANT: Record<MatchStatus, BadgeProps['variant']> = {
  open: 'secondary',
  active: 'default',
  review: 'warning',
  settled: 'success',
  cancelled: 'outline',
  expired: 'outline',
};

/** The match's status; `label` words it differently (a tournament game waiting for its room code). */
export function MatchStatusBadge({ status, label }: { status: MatchStatus; label?: string }) {
  const t = useT();
  return (
    <Badge variant={VARIANT[status]} data-testid="match-status">
      {label ?? t(STATUS_LABEL[status])}
    </Badge>
  );
}

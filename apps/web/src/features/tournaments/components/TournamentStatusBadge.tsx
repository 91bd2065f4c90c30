import type { TournamentStatus } from '@ludo/shared/tournaments/tournaments.schemas';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/react';
import { STATUS_LABEL } from '../lib/tournament-labels';

const VARIANT: Record<TournamentStatus, BadgeProps['variant']> = {
  // "Registering" is the highlighted one (docs/product-rules.md, Tournaments).
  registering: 'success',
  upcoming: 'secondary',
  running: 'default',
  finished: 'outline',
  cancelled: 'destructive',
};

export function TournamentStatusBadge({ status }: { status: TournamentStatus }) {
  const t = useT();
  return (
    <Badge variant={VARIANT[status]} data-testid="tournament-status">
      {t(STATUS_LABEL[status])}
    </Badge>
  );
}

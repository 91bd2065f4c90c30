import { ListOrdered } from 'lucide-react';
import { cn } from '@/lib/cn';
import { type MessageId, useT } from '@/lib/i18n/react';
import type { LeaderboardPeriod } from '../api/get-leaderboard';

const HINT: Record<LeaderboardPeriod, MessageId> = {
  week: 'leaderboard.empty.week',
  all: 'leaderboard.empty.all',
};

/** A board with nobody on it yet. */
export function LeaderboardEmpty({ period, compact = false }: { period: LeaderboardPeriod; compact?: boolean }) {
  const t = useT();
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-1.5 rounded-lg border border-dashed px-3 text-center',
        compact ? 'py-6' : 'py-12',
      )}
    >
      <ListOrdered className="size-6 text-muted-foreground" aria-hidden="true" />
      <p className="font-semibold">{t('leaderboard.empty.title')}</p>
      <p className="max-w-prose text-sm text-muted-foreground">{t(HINT[period])}</p>
    </div>
  );
}

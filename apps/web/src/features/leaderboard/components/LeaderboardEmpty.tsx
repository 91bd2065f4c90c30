import { ListOrdered } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { LeaderboardPeriod } from '../api/get-leaderboard';

const HINT: Record<LeaderboardPeriod, string> = {
  week: 'Nobody has won a match this week yet. Win one to top the board.',
  all: 'Nobody has won a match yet. Win one to top the board.',
};

/** A board with nobody on it yet. */
export function LeaderboardEmpty({ period, compact = false }: { period: LeaderboardPeriod; compact?: boolean }) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-1.5 rounded-lg border border-dashed px-3 text-center',
        compact ? 'py-6' : 'py-12',
      )}
    >
      <ListOrdered className="size-6 text-muted-foreground" aria-hidden="true" />
      <p className="font-semibold">No rankings yet</p>
      <p className="max-w-prose text-sm text-muted-foreground">{HINT[period]}</p>
    </div>
  );
}

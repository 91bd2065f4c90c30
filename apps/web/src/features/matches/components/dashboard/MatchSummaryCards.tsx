import type { MatchSummary } from '@ludo/shared/matches/matches.schemas';
import { formatRupees } from '@ludo/shared/money';
import { Percent, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useMatchSummary } from '../../api/get-match-summary';
import { DashboardStatCard } from './DashboardStatCard';

const ICON = 'size-4 text-muted-foreground';

/** The figure of one card: a skeleton while loading, a retry on failure. */
function SummaryFigure({
  testId,
  render,
}: {
  testId: string;
  render: (summary: MatchSummary) => { value: string; note: ReactNode };
}) {
  const summary = useMatchSummary();
  if (summary.data) {
    const { value, note } = render(summary.data);
    return (
      <>
        <p className="text-2xl font-bold tabular-nums" data-testid={testId}>
          {value}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">{note}</p>
      </>
    );
  }
  if (summary.isError) {
    return (
      <div className="flex flex-col items-start gap-1 text-sm text-muted-foreground">
        <p>Could not load this figure.</p>
        <Button variant="link" size="sm" className="h-auto p-0" onClick={() => void summary.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <Skeleton className="h-8 w-24" />;
}

/**
 * Prize money the player won: from every 1v1 match, plus what the page knows of tournament prizes
 * (after tax), which come from another feature; 'loading' holds the figure back, 'failed' shows the
 * matches' part and says the rest is missing.
 */
export function TotalWinningsCard({ tournamentPrizes }: { tournamentPrizes: number | 'loading' | 'failed' }) {
  if (tournamentPrizes === 'loading') {
    return (
      <DashboardStatCard title="Total Winnings" icon={<Trophy className={ICON} aria-hidden="true" />}>
        <Skeleton className="h-8 w-24" />
      </DashboardStatCard>
    );
  }
  return (
    <DashboardStatCard title="Total Winnings" icon={<Trophy className={ICON} aria-hidden="true" />}>
      <SummaryFigure
        testId="dashboard-total-winnings"
        render={(summary) =>
          tournamentPrizes === 'failed'
            ? {
                value: formatRupees(summary.totalWinnings),
                note: 'From matches won; tournament prizes could not be loaded',
              }
            : {
                value: formatRupees(summary.totalWinnings + tournamentPrizes),
                note: `${formatRupees(summary.totalWinnings)} from matches · ${formatRupees(tournamentPrizes)} from tournaments`,
              }
        }
      />
    </DashboardStatCard>
  );
}

/** The share of decided 1v1 matches won, with the wins and losses; a dash before the first. */
export function WinRateCard() {
  return (
    <DashboardStatCard title="Win Rate" icon={<Percent className={ICON} aria-hidden="true" />}>
      <SummaryFigure
        testId="dashboard-win-rate"
        render={(summary) => ({
          value: summary.winRate === null ? '—' : `${summary.winRate}%`,
          note:
            summary.winRate === null
              ? 'Shown after your first 1v1 result'
              : `${summary.wins} won · ${summary.losses} lost in 1v1 matches`,
        })}
      />
    </DashboardStatCard>
  );
}

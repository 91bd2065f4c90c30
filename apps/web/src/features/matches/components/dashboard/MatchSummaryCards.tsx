import type { MatchSummary } from '@ludo/shared/matches/matches.schemas';
import { formatRupees } from '@ludo/shared/money';
import { Percent, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/react';
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
  const t = useT();
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
        <p>{t('dashboard.figure.loadError')}</p>
        <Button variant="link" size="sm" className="h-auto p-0" onClick={() => void summary.refetch()}>
          {t('dashboard.figure.retry')}
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
  const t = useT();
  if (tournamentPrizes === 'loading') {
    return (
      <DashboardStatCard
        title={t('dashboard.stats.totalWinnings')}
        icon={<Trophy className={ICON} aria-hidden="true" />}
      >
        <Skeleton className="h-8 w-24" />
      </DashboardStatCard>
    );
  }
  return (
    <DashboardStatCard title={t('dashboard.stats.totalWinnings')} icon={<Trophy className={ICON} aria-hidden="true" />}>
      <SummaryFigure
        testId="dashboard-total-winnings"
        render={(summary) =>
          tournamentPrizes === 'failed'
            ? {
                value: formatRupees(summary.totalWinnings),
                note: t('dashboard.stats.totalWinnings.partial'),
              }
            : {
                value: formatRupees(summary.totalWinnings + tournamentPrizes),
                note: t('dashboard.stats.totalWinnings.split', {
                  matches: formatRupees(summary.totalWinnings),
                  tournaments: formatRupees(tournamentPrizes),
                }),
              }
        }
      />
    </DashboardStatCard>
  );
}

/** The share of decided 1v1 matches won, with the wins and losses; a dash before the first. */
export function WinRateCard() {
  const t = useT();
  return (
    <DashboardStatCard title={t('dashboard.stats.winRate')} icon={<Percent className={ICON} aria-hidden="true" />}>
      <SummaryFigure
        testId="dashboard-win-rate"
        render={(summary) => ({
          value: summary.winRate === null ? '—' : `${summary.winRate}%`,
          note:
            summary.winRate === null
              ? t('dashboard.stats.winRate.empty')
              : t('dashboard.stats.winRate.record', { wins: summary.wins, losses: summary.losses }),
        })}
      />
    </DashboardStatCard>
  );
}

import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/react';
import { useMyTournaments } from '../../api/get-my-tournaments';
import { tournamentsPlayed } from '../../lib/dashboard';

/** The figure of the dashboard's "Tournaments Played": real tournaments, running or finished. */
export function TournamentsPlayedFigure() {
  const t = useT();
  const mine = useMyTournaments();
  if (mine.data) {
    const played = tournamentsPlayed(mine.data.totals);
    return (
      <>
        <p className="text-2xl font-bold tabular-nums" data-testid="dashboard-tournaments-played">
          {played.total}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">
          {/* "2 finished · 1 in play"; before the first start, what will count here. */}
          {played.total === 0
            ? t('dashboard.tournamentsPlayed.none')
            : t('dashboard.tournamentsPlayed.note', { finished: played.finished, running: played.running })}
        </p>
      </>
    );
  }
  if (mine.isError) {
    return (
      <div className="flex flex-col items-start gap-1 text-sm text-muted-foreground">
        <p>{t('dashboard.figure.loadError')}</p>
        <Button variant="link" size="sm" className="h-auto p-0" onClick={() => void mine.refetch()}>
          {t('dashboard.figure.retry')}
        </Button>
      </div>
    );
  }
  return <Skeleton className="h-8 w-24" />;
}

import { Link } from 'react-router';
import { LeaderboardTable } from '@/components/leaderboard-table';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/react';
import { useLeaderboard } from '../api/get-leaderboard';
import { LeaderboardEmpty } from './LeaderboardEmpty';

const TOP = 5;

/** The dashboard's "Leaderboard": this week's top five, and a link to the full board. */
export function WeeklyLeaderboardCard({
  currentUserId,
  className,
}: {
  currentUserId: string | undefined;
  className?: string;
}) {
  const t = useT();
  const board = useLeaderboard('week');

  return (
    <Card className={className} aria-labelledby="weekly-leaderboard-title">
      <CardHeader>
        <CardTitle id="weekly-leaderboard-title">{t('dashboard.leaderboard.title')}</CardTitle>
        <CardDescription>{t('dashboard.leaderboard.description')}</CardDescription>
      </CardHeader>
      <CardContent className="@container flex flex-col gap-4">
        {board.isError && !board.data ? (
          <QueryError
            title={t('dashboard.leaderboard.loadError')}
            error={board.error}
            onRetry={() => void board.refetch()}
          />
        ) : !board.data ? (
          <div className="flex flex-col gap-2" aria-busy="true">
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-full" />
          </div>
        ) : board.data.entries.length === 0 ? (
          <LeaderboardEmpty period="week" compact />
        ) : (
          <LeaderboardTable
            label={t('dashboard.leaderboard.tableLabel')}
            entries={board.data.entries.slice(0, TOP)}
            currentUserId={currentUserId}
            compact
          />
        )}
        <div>
          <Button asChild variant="outline" size="sm">
            <Link to={paths.user.leaderboard}>{t('dashboard.leaderboard.viewAll')}</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

import type { ReactNode } from 'react';
import { LeaderboardTable, sinceIstText } from '@/components/leaderboard-table';
import { LeaderboardTabs } from '@/components/leaderboard-tabs';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/ui/skeleton';
// The signed-in player's id, to highlight their row: the session's own state, as lib/ reads it too.
import { useAuthStore } from '@/lib/auth-store';
import { useT } from '@/lib/i18n/react';
import { type LeaderboardPeriod, useLeaderboard } from '../api/get-leaderboard';
import { LeaderboardEmpty } from '../components/LeaderboardEmpty';

function Board({ period, currentUserId }: { period: LeaderboardPeriod; currentUserId: string | undefined }) {
  const t = useT();
  const board = useLeaderboard(period);
  if (board.isError && !board.data) {
    return <QueryError title={t('leaderboard.loadError')} error={board.error} onRetry={() => void board.refetch()} />;
  }
  if (!board.data) {
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        {Array.from({ length: 5 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
          <Skeleton key={index} className="h-10 w-full" />
        ))}
      </div>
    );
  }
  const { entries, since } = board.data;
  const mine = entries.find((entry) => entry.userId === currentUserId);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        {since ? `${sinceIstText(since, t)} ` : ''}
        {entries.length === 0 ? null : mine ? (
          <span data-testid="leaderboard-my-rank">{t('leaderboard.myRank', { rank: mine.rank })}</span>
        ) : (
          <span data-testid="leaderboard-my-rank">{t('leaderboard.notRanked')}</span>
        )}
      </p>
      {entries.length === 0 ? (
        <LeaderboardEmpty period={period} />
      ) : (
        <LeaderboardTable
          label={period === 'week' ? t('leaderboard.table.week') : t('leaderboard.table.all')}
          entries={entries}
          currentUserId={currentUserId}
        />
      )}
    </div>
  );
}

/**
 * /user/leaderboard: the best players by prize money won in 1v1 matches, this week or all time,
 * and, when the app's route puts it in, the tournament board beside it (features do not import
 * each other).
 */
export default function UserLeaderboardPage({
  tournamentBoard,
}: {
  tournamentBoard?: (period: LeaderboardPeriod) => ReactNode;
}) {
  const t = useT();
  const currentUserId = useAuthStore((state) => state.userId);

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t('leaderboard.title')} description={t('leaderboard.user.description')} />
      <LeaderboardTabs
        matchesBoard={(period) => <Board period={period} currentUserId={currentUserId} />}
        tournamentBoard={tournamentBoard}
      />
    </div>
  );
}

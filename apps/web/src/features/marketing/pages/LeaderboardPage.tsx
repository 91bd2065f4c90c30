import { ListOrdered, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { LeaderboardTable, sinceIstText } from '@/components/leaderboard-table';
import { LeaderboardTabs } from '@/components/leaderboard-tabs';
import { QueryError } from '@/components/query-error';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/react';
import { type PublicLeaderboardPeriod, usePublicLeaderboard } from '../api/get-public-leaderboard';
import { ButtonLink } from '../components/ButtonLink';

function CallsToAction() {
  const t = useT();
  return (
    <div className="mt-6 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
      <ButtonLink to={paths.register}>{t('leaderboard.cta.register')}</ButtonLink>
      <ButtonLink to={paths.howToPlay} variant="secondary">
        {t('leaderboard.cta.howToPlay')}
      </ButtonLink>
    </div>
  );
}

/** The real rankings of one period, from settled matches, with loading, error and empty states. */
function Board({ period }: { period: PublicLeaderboardPeriod }) {
  const t = useT();
  const board = usePublicLeaderboard(period);

  if (board.isError && !board.data) {
    return <QueryError title={t('leaderboard.loadError')} error={board.error} onRetry={() => void board.refetch()} />;
  }
  if (!board.data) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-10 text-slate-600 dark:text-slate-300">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        {t('leaderboard.loading')}
      </p>
    );
  }
  const { entries, since } = board.data;
  if (entries.length === 0) {
    return (
      <div
        data-testid="leaderboard-empty"
        className="rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700"
      >
        <ListOrdered aria-hidden="true" className="mx-auto size-8 text-slate-400" />
        <p className="mt-3 font-semibold text-slate-900 dark:text-white">{t('leaderboard.empty.title')}</p>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{t('leaderboard.empty.public')}</p>
        <CallsToAction />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {since ? <p className="text-sm text-slate-600 dark:text-slate-300">{sinceIstText(since, t)}</p> : null}
      <LeaderboardTable
        label={period === 'week' ? t('leaderboard.table.week') : t('leaderboard.table.all')}
        entries={entries}
        currentUserId={undefined}
      />
      <CallsToAction />
    </div>
  );
}

/**
 * /leaderboard: the same rankings players see, for visitors: the best players by prize money won
 * in 1v1 matches (the first board) and, when the app's route puts it in, the tournament board
 * beside it (features do not import each other).
 */
export default function LeaderboardPage({
  tournamentBoard,
}: {
  tournamentBoard?: (period: PublicLeaderboardPeriod) => ReactNode;
}) {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl dark:text-white">{t('leaderboard.title')}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{t('leaderboard.public.description')}</p>
      <LeaderboardTabs
        className="mt-8"
        mutedTextClassName="text-slate-600 dark:text-slate-300"
        matchesBoard={(period) => <Board period={period} />}
        tournamentBoard={tournamentBoard}
      />
    </div>
  );
}

import { CircleAlert, LoaderCircle, Trophy } from 'lucide-react';
import { useT } from '@/lib/i18n/react';
import { useUpcomingTournaments } from '../api/get-upcoming-tournaments';
import { TournamentCard } from './TournamentCard';

/**
 * The landing page's "Upcoming Tournaments" cards, from the server, with honest loading, error
 * and empty states. Light on purpose: it is part of the landing page's first download.
 */
export function UpcomingTournamentList() {
  const t = useT();
  const { data, isPending, isError, error, refetch, isRefetching } = useUpcomingTournaments();

  if (isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-10 text-slate-600 dark:text-slate-300">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        {t('tournament.list.loading')}
      </p>
    );
  }

  if (isError) {
    return (
      <div
        role="alert"
        className="rounded-xl border border-red-200 bg-red-50 p-6 text-center dark:border-red-900 dark:bg-red-950"
      >
        <CircleAlert aria-hidden="true" className="mx-auto size-6 text-red-600 dark:text-red-400" />
        <p className="mt-2 font-semibold text-red-800 dark:text-red-200">{t('tournament.upcoming.loadError')}</p>
        <p className="mt-1 text-sm text-red-700 dark:text-red-300">{error.message}</p>
        <button
          type="button"
          onClick={() => void refetch()}
          disabled={isRefetching}
          className="mt-4 rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:opacity-60"
        >
          {isRefetching ? t('tournament.upcoming.retrying') : t('common.tryAgain')}
        </button>
      </div>
    );
  }

  if (data.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
        <Trophy aria-hidden="true" className="mx-auto size-8 text-slate-400" />
        <p className="mt-3 font-semibold text-slate-900 dark:text-white">{t('tournament.list.noneScheduled')}</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('tournament.list.noneScheduled.hint')}</p>
      </div>
    );
  }

  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {data.map((tournament) => (
        <li key={tournament.id}>
          <TournamentCard tournament={tournament} />
        </li>
      ))}
    </ul>
  );
}

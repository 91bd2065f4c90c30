import { TOURNAMENT_PLATFORM_FEE_PERCENT } from '@ludo/shared/limits';
import { LoaderCircle, SearchX, Trophy } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { T, useT } from '@/lib/i18n/react';
import { useTournaments } from '../api/get-tournaments';
import { ShowMoreTournaments } from '../components/ShowMoreTournaments';
import { TournamentCard } from '../components/TournamentCard';
import { TournamentFilterBar } from '../components/TournamentFilters';
import {
  hasFilters,
  NO_FILTERS,
  parseTournamentFilters,
  type TournamentFilters,
  tournamentFilterParams,
} from '../lib/tournament-filters';

const linkClass =
  'font-medium text-indigo-700 underline hover:no-underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300';

function TournamentResults({ filters, onClear }: { filters: TournamentFilters; onClear: () => void }) {
  const t = useT();
  const list = useTournaments(filters);

  if (list.isError && !list.rows) {
    return <QueryError title={t('tournament.list.loadError')} error={list.error} onRetry={() => void list.refetch()} />;
  }
  if (!list.rows) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-10 text-slate-600 dark:text-slate-300">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        {t('tournament.list.loading')}
      </p>
    );
  }

  const rows = list.rows;
  if (rows.length === 0) {
    const filtered = hasFilters(filters);
    return (
      <div
        className="rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700"
        data-testid="tournaments-empty"
      >
        {filtered ? (
          <SearchX aria-hidden="true" className="mx-auto size-8 text-slate-400" />
        ) : (
          <Trophy aria-hidden="true" className="mx-auto size-8 text-slate-400" />
        )}
        <p className="mt-3 font-semibold text-slate-900 dark:text-white">
          {filtered ? t('tournament.list.noMatch') : t('tournament.list.noneScheduled')}
        </p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {filtered ? t('tournament.list.noMatch.hint') : t('tournament.list.noneScheduled.hint')}
        </p>
        <div className="mt-5">
          {filtered ? (
            <Button variant="outline" onClick={onClear}>
              {t('tournament.filters.clear')}
            </Button>
          ) : (
            <Button asChild>
              <Link to={paths.register}>{t('tournament.list.registerCta')}</Link>
            </Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
        {rows.length > 1 && list.hasNextPage
          ? t('tournament.list.countMore', { count: rows.length })
          : t('tournament.list.count', { count: rows.length })}
      </p>
      <ul
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        aria-label={t('tournament.list.title')}
        data-testid="tournament-list"
      >
        {rows.map((tournament) => (
          <li key={tournament.id}>
            <TournamentCard tournament={tournament} showDay />
          </li>
        ))}
      </ul>
      <ShowMoreTournaments
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        failed={list.isFetchNextPageError}
        onMore={() => void list.fetchNextPage()}
      />
    </div>
  );
}

/** /tournaments: every tournament, filtered by status, format and entry fee, for visitors. */
export default function TournamentsPublicPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const filters = parseTournamentFilters(params);
  const setFilters = (next: TournamentFilters) => setParams(tournamentFilterParams(next), { replace: true });

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl dark:text-white">{t('tournament.list.title')}</h1>
      <p className="mt-3 max-w-3xl text-slate-600 dark:text-slate-300">
        <T
          id="tournament.list.lead"
          values={{ percent: TOURNAMENT_PLATFORM_FEE_PERCENT }}
          components={{ 0: <Link to={paths.howToPlay} className={linkClass} /> }}
        />
      </p>
      <div className="mt-8 flex flex-col gap-6">
        <TournamentFilterBar filters={filters} onChange={setFilters} />
        <TournamentResults filters={filters} onClear={() => setFilters(NO_FILTERS)} />
      </div>
    </div>
  );
}

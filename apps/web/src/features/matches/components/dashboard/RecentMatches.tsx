import type { MatchHistoryRow } from '@ludo/shared/matches/matches.schemas';
import { formatRupees } from '@ludo/shared/money';
import { History } from 'lucide-react';
import { Link } from 'react-router';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n/react';
import { useMatchHistory } from '../../api/get-match-history';
import { DashboardEmpty } from './DashboardEmpty';
import { MatchResultBadge } from './MatchResultBadge';

const LATEST = 5;

function RecentMatch({ row }: { row: MatchHistoryRow }) {
  const t = useT();
  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{row.title}</span>
          <MatchResultBadge result={row.result} />
        </div>
        <p className="text-xs text-muted-foreground">
          {formatDateTime(row.date)}
          {row.opponent ? ` · ${t('dashboard.match.versus', { names: row.opponent })}` : ''}
          {' · '}
          {t('dashboard.entryFee', { amount: formatRupees(row.entryFee) })}
        </p>
      </div>
      <Button asChild variant="outline" size="sm">
        <Link to={paths.user.match(row.matchId)} aria-label={t('dashboard.recent.view.label', { id: row.id })}>
          {t('dashboard.view')}
        </Link>
      </Button>
    </li>
  );
}

/** "Recent": the player's latest five matches, with their results. */
export function RecentMatches() {
  const t = useT();
  const history = useMatchHistory();
  if (history.isError && !history.data) {
    return (
      <QueryError
        title={t('dashboard.recent.loadError')}
        error={history.error}
        onRetry={() => void history.refetch()}
      />
    );
  }
  if (!history.data) {
    return (
      <div className="flex flex-col gap-2" aria-busy="true">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  const latest = history.data.slice(0, LATEST);
  if (latest.length === 0) {
    return (
      <DashboardEmpty
        icon={History}
        title={t('dashboard.recent.empty.title')}
        hint={t('dashboard.recent.empty.hint')}
      />
    );
  }
  return (
    <ul aria-label={t('dashboard.recent.label')} className="divide-y">
      {latest.map((row) => (
        <RecentMatch key={row.matchId} row={row} />
      ))}
    </ul>
  );
}

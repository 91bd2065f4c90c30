import {
  type MatchHistoryResult,
  type MatchHistoryRow,
  matchHistoryResultSchema,
} from '@ludo/shared/matches/matches.schemas';
import { formatRupees } from '@ludo/shared/money';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { createDataTableColumnHelper, DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { PlayerName } from '@/components/player-name';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { T, type Translate, useT } from '@/lib/i18n/react';
import { useMatchHistory } from '../api/get-match-history';
import { MATCH_RESULT_LABELS, MatchResultBadge } from '../components/dashboard/MatchResultBadge';

const DASH = '—';
const helper = createDataTableColumnHelper<MatchHistoryRow>();

// The server answers newest first, which is the table's order until a column is sorted.
function historyColumns(t: Translate) {
  return helper.columns([
    helper.accessor('id', {
      header: t('history.column.matchId'),
      enableSorting: false,
      cell: (info) => <span className="font-mono text-xs whitespace-nowrap">{info.getValue()}</span>,
    }),
    helper.accessor((row) => new Date(row.date).getTime() || 0, {
      id: 'date',
      header: t('history.column.dateTime'),
      sortFn: 'basic',
      cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.date)}</span>,
    }),
    helper.accessor('title', {
      header: t('history.column.matchType'),
      enableSorting: false,
      cell: (info) => <span className="whitespace-nowrap">{info.getValue()}</span>,
    }),
    helper.accessor((row) => row.opponent ?? '', {
      id: 'opponent',
      header: t('history.column.opponent'),
      enableSorting: false,
      cell: ({ row }) =>
        row.original.opponent ? (
          <PlayerName name={row.original.opponent} className="font-medium whitespace-nowrap" />
        ) : (
          <span className="text-muted-foreground">
            {row.original.status === 'open' ? t('history.waitingForOpponent') : DASH}
          </span>
        ),
    }),
    helper.accessor('entryFee', {
      header: t('history.column.entryFee'),
      sortFn: 'basic',
      cell: (info) => <span className="whitespace-nowrap tabular-nums">{formatRupees(info.getValue())}</span>,
    }),
    helper.accessor('prize', {
      header: t('history.column.prize'),
      sortFn: 'basic',
      cell: (info) => (
        <span className="font-medium whitespace-nowrap tabular-nums">{formatRupees(info.getValue())}</span>
      ),
    }),
    helper.accessor('result', {
      header: t('history.column.result'),
      enableSorting: false,
      cell: ({ row }) => (
        <div className="flex flex-col items-start gap-1">
          <MatchResultBadge result={row.original.result} />
          {row.original.status === 'review' ? (
            <span className="text-xs whitespace-nowrap text-muted-foreground">{t('match.status.review')}</span>
          ) : null}
        </div>
      ),
    }),
    helper.accessor('roomCode', {
      header: t('history.column.roomCode'),
      enableSorting: false,
      cell: (info) => <span className="font-mono text-xs whitespace-nowrap">{info.getValue()}</span>,
    }),
    helper.display({
      id: 'view',
      header: () => <span className="sr-only">{t('history.column.actions')}</span>,
      cell: ({ row }) => (
        <Button asChild variant="outline" size="sm">
          <Link
            to={paths.user.match(row.original.matchId)}
            aria-label={t('history.viewLabel', { id: row.original.id })}
          >
            {t('history.view')}
          </Link>
        </Button>
      ),
    }),
  ]);
}

type ResultChoice = MatchHistoryResult | 'all';

const NO_ROWS: MatchHistoryRow[] = [];

/** /user/match-history: every match the player created or played, sortable, filterable and paged. */
export default function MatchHistoryPage() {
  const t = useT();
  const history = useMatchHistory();
  const columns = useMemo(() => historyColumns(t), [t]);
  const [result, setResult] = useState<ResultChoice>('all');

  const all = history.data ?? NO_ROWS;
  const rows = useMemo(() => (result === 'all' ? all : all.filter((row) => row.result === result)), [all, result]);

  return (
    <div>
      <PageHeader title={t('history.page.title')} description={t('history.page.description')} />
      {history.isError && !history.data ? (
        <QueryError title={t('history.loadError')} error={history.error} onRetry={() => void history.refetch()} />
      ) : (
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-2 sm:w-44">
            <Label htmlFor="match-history-result">{t('history.filter.result')}</Label>
            <NativeSelect
              id="match-history-result"
              value={result}
              onChange={(event) => setResult(event.target.value as ResultChoice)}
            >
              <option value="all">{t('history.filter.all')}</option>
              {matchHistoryResultSchema.options.map((value) => (
                <option key={value} value={value}>
                  {t(MATCH_RESULT_LABELS[value])}
                </option>
              ))}
            </NativeSelect>
          </div>
          {history.data && history.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              <T
                id="history.empty"
                components={{
                  0: (
                    <Link
                      to={paths.user.tournaments}
                      className="font-medium text-primary underline-offset-4 hover:underline"
                    />
                  ),
                }}
              />
            </p>
          ) : null}
          <DataTable
            label={t('history.page.title')}
            columns={columns}
            data={rows}
            getRowId={(row) => row.matchId}
            isLoading={history.isPending}
            isFetching={history.isFetching}
            search={{
              columnId: 'opponent',
              label: t('history.search.label'),
              placeholder: t('history.search.placeholder'),
            }}
          />
        </div>
      )}
    </div>
  );
}

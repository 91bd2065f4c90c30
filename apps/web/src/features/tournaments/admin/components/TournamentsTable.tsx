import type { AdminTournamentSummary } from '@ludo/shared/tournaments/tournaments.schemas';
import { Trophy } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { createDataTableColumnHelper, DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format-date';
import { ShowMoreTournaments } from '../../components/ShowMoreTournaments';
import { useAdminTournaments } from '../api/get-tournaments';
import { FILTER_LABELS, type TournamentFilter } from '../lib/tournament-labels';
import { formatAndFeeColumns } from './settings-columns';
import { TournamentStatusBadge } from './TournamentBadges';

const EMPTY_HINT: Record<TournamentFilter, string> = {
  all: 'Create one to open its registration.',
  registering: 'No tournament is taking registrations.',
  running: 'No tournament is being played.',
  finished: 'No tournament has finished yet.',
  cancelled: 'No tournament has been cancelled.',
};

const helper = createDataTableColumnHelper<AdminTournamentSummary>();

function tournamentColumns(hrefOf: (id: string) => string) {
  return helper.columns([
    helper.accessor('title', {
      header: 'Title',
      cell: ({ row }) => (
        <Link
          to={hrefOf(row.original.id)}
          className="block max-w-64 min-w-40 font-medium break-words text-primary underline-offset-4 hover:underline"
        >
          {row.original.title}
        </Link>
      ),
    }),
    helper.accessor('visibility', {
      header: 'Visibility',
      cell: (info) =>
        info.getValue() === 'private' ? (
          <Badge variant="outline">Private</Badge>
        ) : (
          <span className="text-muted-foreground">Public</span>
        ),
    }),
    ...formatAndFeeColumns(helper),
    helper.accessor('players', {
      header: 'Players',
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">
          {row.original.players}/{row.original.maxPlayers}
        </span>
      ),
    }),
    helper.accessor('status', {
      header: 'Status',
      cell: (info) => <TournamentStatusBadge status={info.getValue()} />,
    }),
    helper.accessor('startTime', {
      header: 'Starts',
      cell: (info) => <span className="whitespace-nowrap">{formatDateTime(info.getValue())}</span>,
    }),
  ]);
}

function NoTournaments({ filter }: { filter: TournamentFilter }) {
  return <EmptyState icon={Trophy} title="No tournaments" hint={EMPTY_HINT[filter]} />;
}

/** One filter's list: loading, error, empty, or the table; a tournament's title opens its view. */
export function TournamentsTable({ filter, hrefOf }: { filter: TournamentFilter; hrefOf: (id: string) => string }) {
  const tournaments = useAdminTournaments(filter);
  const columns = useMemo(() => tournamentColumns(hrefOf), [hrefOf]);

  if (tournaments.isError && !tournaments.rows) {
    return (
      <QueryError
        title="Could not load tournaments"
        error={tournaments.error}
        onRetry={() => void tournaments.refetch()}
      />
    );
  }
  if (tournaments.rows && tournaments.rows.length === 0) return <NoTournaments filter={filter} />;
  return (
    <div className="flex flex-col gap-3">
      <DataTable
        label={`${FILTER_LABELS[filter]} tournaments`}
        columns={columns}
        data={tournaments.rows ?? NO_TOURNAMENTS}
        getRowId={(tournament) => tournament.id}
        isLoading={tournaments.isPending}
        isFetching={tournaments.isFetching}
        search={{ label: 'Search by title', placeholder: 'Search tournaments...', columnId: 'title' }}
      />
      <ShowMoreTournaments
        hasMore={tournaments.hasNextPage}
        loading={tournaments.isFetchingNextPage}
        failed={tournaments.isFetchNextPageError}
        onMore={() => void tournaments.fetchNextPage()}
      />
    </div>
  );
}

const NO_TOURNAMENTS: AdminTournamentSummary[] = [];

import type { FeeBand } from '@ludo/shared/tournaments/fee-bands';
import type {
  TournamentFormat,
  TournamentListResponse,
  TournamentStatus,
  TournamentSummary,
} from '@ludo/shared/tournaments/tournaments.schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { tournamentsKeys } from './query-keys';

/** What a list asks the server for; 'all' leaves a filter out. */
export interface TournamentListFilters {
  status: TournamentStatus | 'all';
  format: TournamentFormat | 'all';
  fee: FeeBand | 'all';
}

/** Rows per page: a screen or two of cards on a phone, one small answer on a slow network. */
const PAGE_SIZE = 24;

/**
 * GET /api/tournaments?status=&format=&fee=&offset= (public), one page: open ones first, then
 * those about to open, running, finished, cancelled; those still ahead soonest first.
 */
export function getTournamentsPage(filters: TournamentListFilters, offset: number): Promise<TournamentListResponse> {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE), offset: String(offset) });
  for (const key of ['status', 'format', 'fee'] as const) {
    if (filters[key] !== 'all') query.set(key, filters[key]);
  }
  return apiFetch<TournamentListResponse>(`/api/tournaments?${query}`, { anonymous: true });
}

export function tournamentsQueryOptions(filters: TournamentListFilters) {
  return infiniteQueryOptions({
    queryKey: tournamentsKeys.list(filters),
    queryFn: ({ pageParam }) => getTournamentsPage(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    // Seats fill and tournaments start while the list is open; finished ones no longer change.
    refetchInterval: filters.status === 'finished' || filters.status === 'cancelled' ? false : 60_000,
  });
}

/** The list's pages so far as one array of rows, with the way to load the next page. */
export function useTournaments(filters: TournamentListFilters) {
  const query = useInfiniteQuery(tournamentsQueryOptions(filters));
  const rows: TournamentSummary[] | undefined = query.data?.pages.flatMap((page) => page.tournaments);
  return { ...query, rows };
}

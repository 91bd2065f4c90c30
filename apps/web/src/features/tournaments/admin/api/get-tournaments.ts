import type { AdminTournamentListResponse, AdminTournamentSummary } from '@ludo/shared/tournaments/tournaments.schemas';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { TournamentFilter } from '../lib/tournament-labels';

/** Every admin tournament query starts with this key, so an action refreshes them all. */
export const adminTournamentsKey = ['admin', 'tournaments'] as const;

/** The most the list route answers in one go. */
const PAGE_SIZE = 100;

/**
 * GET /api/admin/tournaments?status=&offset=: the public list's rows plus players' private
 * tournaments, a page at a time. Open ones first, then upcoming, running, finished, cancelled;
 * those still ahead soonest first, the others latest first.
 */
export function getTournamentsPage(filter: TournamentFilter, offset: number): Promise<AdminTournamentListResponse> {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE), offset: String(offset) });
  if (filter !== 'all') query.set('status', filter);
  return apiFetch<AdminTournamentListResponse>(`/api/admin/tournaments?${query}`);
}

export function adminTournamentsQueryOptions(filter: TournamentFilter) {
  return infiniteQueryOptions({
    queryKey: [...adminTournamentsKey, 'list', filter],
    queryFn: ({ pageParam }) => getTournamentsPage(filter, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    // Players register and rounds move on while the list is open.
    refetchInterval: filter === 'finished' || filter === 'cancelled' ? false : 60_000,
  });
}

/** The pages loaded so far as one array of rows, with the way to load the next page. */
export function useAdminTournaments(filter: TournamentFilter) {
  const query = useInfiniteQuery(adminTournamentsQueryOptions(filter));
  const rows: AdminTournamentSummary[] | undefined = query.data?.pages.flatMap((page) => page.tournaments);
  return { ...query, rows };
}

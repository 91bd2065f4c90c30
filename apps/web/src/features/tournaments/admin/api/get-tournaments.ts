import type { AdminTournamentListResponse, AdminTournamentSummary } from '@ludo/shared/tournaments/tournaments.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { TournamentFilter } from '../lib/tournament-labels';

/** Every admin tournament query starts with this key, so an action refreshes them all. */
export const adminTournamentsKey = ['admin', 'tournaments'] as const;

/** The most the list route answers in one go. */
const LIST_LIMIT = 100;

/**
 * GET /api/admin/tournaments?status=: the public list's rows plus players' private tournaments.
 * Tournaments still ahead come soonest first; finished, cancelled and the unfiltered list, latest first.
 */
export async function getTournaments(filter: TournamentFilter): Promise<AdminTournamentSummary[]> {
  const query = new URLSearchParams({ limit: String(LIST_LIMIT) });
  if (filter !== 'all') query.set('status', filter);
  const { tournaments } = await apiFetch<AdminTournamentListResponse>(`/api/admin/tournaments?${query}`);
  return tournaments;
}

export function adminTournamentsQueryOptions(filter: TournamentFilter) {
  return queryOptions({
    queryKey: [...adminTournamentsKey, 'list', filter],
    queryFn: () => getTournaments(filter),
    // Players register and rounds move on while the list is open.
    refetchInterval: filter === 'finished' || filter === 'cancelled' ? false : 60_000,
  });
}

export function useAdminTournaments(filter: TournamentFilter) {
  return useQuery(adminTournamentsQueryOptions(filter));
}

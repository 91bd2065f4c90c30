import type {
  TournamentListResponse,
  TournamentStatus,
  TournamentSummary,
} from '@ludo/shared/tournaments/tournaments.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { tournamentsKeys } from './query-keys';

/** The most the list route answers in one go; format and fee are filtered on the page. */
const LIST_LIMIT = 100;

/**
 * GET /api/tournaments?status= (public): tournaments still ahead soonest first; finished,
 * cancelled and the unfiltered list latest first.
 */
export async function getTournaments(status: TournamentStatus | 'all'): Promise<TournamentSummary[]> {
  const query = new URLSearchParams({ limit: String(LIST_LIMIT) });
  if (status !== 'all') query.set('status', status);
  const { tournaments } = await apiFetch<TournamentListResponse>(`/api/tournaments?${query}`, { anonymous: true });
  return tournaments;
}

export function tournamentsQueryOptions(status: TournamentStatus | 'all') {
  return queryOptions({
    queryKey: tournamentsKeys.list(status),
    queryFn: () => getTournaments(status),
    // Seats fill and tournaments start while the list is open; finished ones no longer change.
    refetchInterval: status === 'finished' || status === 'cancelled' ? false : 60_000,
  });
}

export function useTournaments(status: TournamentStatus | 'all') {
  return useQuery(tournamentsQueryOptions(status));
}

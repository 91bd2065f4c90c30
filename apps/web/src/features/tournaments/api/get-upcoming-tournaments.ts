import type { UpcomingTournament } from '@ludo/shared/tournaments/tournaments.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { tournamentsKeys } from './query-keys';

// Type-only import of the shared schema: the landing page must not pull zod into its bundle.
export interface UpcomingTournamentsResponse {
  tournaments: UpcomingTournament[];
}

/** GET /api/tournaments/upcoming: the landing's cards, soonest first (public). */
export function getUpcomingTournaments(): Promise<UpcomingTournamentsResponse> {
  return apiFetch<UpcomingTournamentsResponse>('/api/tournaments/upcoming', { anonymous: true });
}

export const upcomingTournamentsQueryOptions = () =>
  queryOptions({
    queryKey: tournamentsKeys.upcoming,
    queryFn: getUpcomingTournaments,
    select: (data) => data.tournaments,
    staleTime: 60_000,
  });

export function useUpcomingTournaments() {
  return useQuery(upcomingTournamentsQueryOptions());
}

import type { UpcomingTournament } from '@ludo/shared/tournaments/tournaments.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

// Type-only import of the shared schema: the landing page must not pull zod into its bundle.
export interface UpcomingTournamentsResponse {
  tournaments: UpcomingTournament[];
}

export function getUpcomingTournaments(): Promise<UpcomingTournamentsResponse> {
  return apiFetch<UpcomingTournamentsResponse>('/api/tournaments/upcoming', { anonymous: true });
}

export const upcomingTournamentsQueryOptions = () =>
  queryOptions({
    queryKey: ['tournaments', 'upcoming'],
    queryFn: getUpcomingTournaments,
    select: (data) => data.tournaments,
    staleTime: 60_000,
  });

export function useUpcomingTournaments() {
  return useQuery(upcomingTournamentsQueryOptions());
}

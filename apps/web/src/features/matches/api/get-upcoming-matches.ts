import type { MatchDetail } from '@ludo/shared/matches/matches.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * GET /api/matches/live: the player's open rooms and running matches (and those under review),
 * newest first. The key is the live matches' key, so any screen reading them shares one cache.
 */
export function getUpcomingMatches(): Promise<MatchDetail[]> {
  return apiFetch<MatchDetail[]>('/api/matches/live');
}

export const upcomingMatchesQueryKey = ['matches', 'live'] as const;

export function upcomingMatchesQueryOptions() {
  return queryOptions({ queryKey: upcomingMatchesQueryKey, queryFn: getUpcomingMatches });
}

export function useUpcomingMatches() {
  return useQuery(upcomingMatchesQueryOptions());
}

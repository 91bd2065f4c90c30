import type { MatchDetail } from '@ludo/shared/matches/matches.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { matchesKeys } from './query-keys';

/** GET /api/matches/live: the player's open rooms (with their pending requests) and running matches. */
export function getLiveMatches(): Promise<MatchDetail[]> {
  return apiFetch<MatchDetail[]>('/api/matches/live');
}

export function liveMatchesQueryOptions() {
  return queryOptions({ queryKey: matchesKeys.live, queryFn: getLiveMatches });
}

export function useLiveMatches() {
  return useQuery(liveMatchesQueryOptions());
}

import type { MatchHistoryRow } from '@ludo/shared/matches/matches.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/matches/history: every match the player created or played, newest first (rupees). */
export function getMatchHistory(): Promise<MatchHistoryRow[]> {
  return apiFetch<MatchHistoryRow[]>('/api/matches/history');
}

export const matchHistoryQueryKey = ['matches', 'history'] as const;

export function matchHistoryQueryOptions() {
  return queryOptions({ queryKey: matchHistoryQueryKey, queryFn: getMatchHistory });
}

export function useMatchHistory() {
  return useQuery(matchHistoryQueryOptions());
}

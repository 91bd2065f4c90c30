import type { MatchSummary } from '@ludo/shared/matches/matches.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/matches/summary: the dashboard's figures over settled matches (rupees). */
export function getMatchSummary(): Promise<MatchSummary> {
  return apiFetch<MatchSummary>('/api/matches/summary');
}

export const matchSummaryQueryKey = ['matches', 'summary'] as const;

export function matchSummaryQueryOptions() {
  return queryOptions({ queryKey: matchSummaryQueryKey, queryFn: getMatchSummary });
}

export function useMatchSummary() {
  return useQuery(matchSummaryQueryOptions());
}

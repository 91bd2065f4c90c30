import type { MatchDetail } from '@ludo/shared/matches/matches.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiFetch } from '@/lib/api-client';
import { matchesKeys } from './query-keys';

/**
 * GET /api/matches/{id}: one match as the caller may see it (the room code only for its two
 * players). A match the caller may not see answers 404, a malformed id 400; both mean "not found".
 */
export function getMatch(id: string): Promise<MatchDetail> {
  return apiFetch<MatchDetail>(`/api/matches/${encodeURIComponent(id)}`);
}

export function matchQueryOptions(id: string) {
  return queryOptions({ queryKey: matchesKeys.detail(id), queryFn: () => getMatch(id) });
}

export function useMatch(id: string) {
  return useQuery(matchQueryOptions(id));
}

/**
 * The match as the page already loaded it (MatchLoader), kept current with it, without asking the
 * server again: for parts of the page that are given only the match's id.
 */
export function useLoadedMatch(id: string): MatchDetail | undefined {
  return useQuery({ ...matchQueryOptions(id), enabled: false }).data;
}

export function isMatchNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}

import type { MatchDetail } from '@ludo/shared/matches/matches.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateMatches, matchesKeys } from './query-keys';

/** What every action on a match answers: a message for the player and the match as it now is. */
export interface MatchActionResponse {
  message: string;
  match: MatchDetail;
}

export function postMatchAction(path: string): Promise<MatchActionResponse> {
  return apiFetch<MatchActionResponse>(path, { method: 'POST' });
}

export const matchPath = (id: string) => `/api/matches/${encodeURIComponent(id)}`;

/** Shows the answered match at once, then refreshes the lists it appears in. */
export function applyMatchAction(queryClient: QueryClient, response: MatchActionResponse): Promise<void> {
  queryClient.setQueryData(matchesKeys.detail(response.match.id), response.match);
  return invalidateMatches(queryClient);
}

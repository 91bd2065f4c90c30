import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { applyMatchAction, type MatchActionResponse, matchPath } from './match-action';
import { invalidateMatches } from './query-keys';

/**
 * POST /api/matches/{id}/check-in: a player of a tournament game says they are in its room, once
 * the host posted the code. A player who does not (and reports no result) in time forfeits.
 */
export function checkIn(matchId: string): Promise<MatchActionResponse> {
  return apiFetch<MatchActionResponse>(`${matchPath(matchId)}/check-in`, { method: 'POST' });
}

export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkIn,
    onSuccess: (response) => applyMatchAction(queryClient, response),
    // A refusal may mean the game moved on (the time ran out, it was decided): show it as it is.
    onError: () => invalidateMatches(queryClient),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '@/features/users/api/get-profile';
import { applyMatchAction, matchPath, postMatchAction } from './match-action';
import { invalidateMatches } from './query-keys';

/**
 * POST /api/matches/{id}/cancel. An open room: its creator cancels it and is refunded at once. A
 * running match with no result yet: the first player asks, and the other player's call agrees
 * (both are refunded). The answer's message says which happened.
 */
export function cancelMatch(matchId: string) {
  return postMatchAction(`${matchPath(matchId)}/cancel`);
}

export function useCancelMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMatch,
    onSuccess: (response) =>
      Promise.all([
        applyMatchAction(queryClient, response),
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
      ]),
    onError: () => invalidateMatches(queryClient),
  });
}

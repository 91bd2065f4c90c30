import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyMatchAction, matchPath, postMatchAction } from './match-action';
import { invalidateMatches } from './query-keys';

/** POST /api/matches/{id}/cancel/withdraw: takes back one's own request to cancel. */
export function keepPlaying(matchId: string) {
  return postMatchAction(`${matchPath(matchId)}/cancel/withdraw`);
}

export function useKeepPlaying() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: keepPlaying,
    onSuccess: (response) => applyMatchAction(queryClient, response),
    onError: () => invalidateMatches(queryClient),
  });
}

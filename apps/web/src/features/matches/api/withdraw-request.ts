import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyMatchAction, matchPath, postMatchAction } from './match-action';
import { invalidateMatches } from './query-keys';

/** POST /api/matches/{id}/request/withdraw: the requester takes back their pending request. */
export function withdrawRequest(matchId: string) {
  return postMatchAction(`${matchPath(matchId)}/request/withdraw`);
}

export function useWithdrawRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawRequest,
    onSuccess: (response) => applyMatchAction(queryClient, response),
    onError: () => invalidateMatches(queryClient),
  });
}

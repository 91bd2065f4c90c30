import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '@/features/users/api/get-profile';
import { applyMatchAction, matchPath, postMatchAction } from './match-action';
import { invalidateMatches } from './query-keys';

export interface RequestRef {
  matchId: string;
  requestId: string;
}

/**
 * POST /api/matches/{id}/requests/{requestId}/accept (the room's owner): the joiner's stake moves
 * to escrow, the match starts and every other request is declined. Refused with 409 when the room
 * or the request is no longer waiting, 422 INSUFFICIENT_FUNDS when the joiner can no longer pay.
 */
export function acceptRequest({ matchId, requestId }: RequestRef) {
  return postMatchAction(`${matchPath(matchId)}/requests/${encodeURIComponent(requestId)}/accept`);
}

export function useAcceptRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptRequest,
    onSuccess: (response) => applyMatchAction(queryClient, response),
    // A refusal usually means the request changed meanwhile: show the list as it is now.
    onError: () => invalidateMatches(queryClient),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}

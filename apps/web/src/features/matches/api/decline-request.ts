import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestRef } from './accept-request';
import { applyMatchAction, matchPath, postMatchAction } from './match-action';
import { invalidateMatches } from './query-keys';

/** POST /api/matches/{id}/requests/{requestId}/decline (the room's owner). */
export function declineRequest({ matchId, requestId }: RequestRef) {
  return postMatchAction(`${matchPath(matchId)}/requests/${encodeURIComponent(requestId)}/decline`);
}

export function useDeclineRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineRequest,
    onSuccess: (response) => applyMatchAction(queryClient, response),
    onError: () => invalidateMatches(queryClient),
  });
}

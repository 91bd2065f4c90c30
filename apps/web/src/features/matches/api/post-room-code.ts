import type { RoomCodeBody } from '@ludo/shared/matches/matches.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { applyMatchAction, type MatchActionResponse, matchPath } from './match-action';
import { invalidateMatches } from './query-keys';

export type PostRoomCodeInput = RoomCodeBody & { matchId: string };

/**
 * POST /api/matches/{id}/room-code: the host of a tournament game posts the code of the room they
 * created in the external app (once, before the code deadline). Every player then sees it.
 */
export function postRoomCode({ matchId, roomId }: PostRoomCodeInput): Promise<MatchActionResponse> {
  return apiFetch<MatchActionResponse>(`${matchPath(matchId)}/room-code`, { method: 'POST', json: { roomId } });
}

export function usePostRoomCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRoomCode,
    onSuccess: (response) => applyMatchAction(queryClient, response),
    // A refusal may mean the game moved on (the deadline passed, another tab posted): show it as it is.
    onError: () => invalidateMatches(queryClient),
  });
}

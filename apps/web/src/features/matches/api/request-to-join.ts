import type { joinRequestResponseSchema } from '@ludo/shared/matches/matches.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { invalidateMatches } from './query-keys';

export type JoinRequestResponse = z.infer<typeof joinRequestResponseSchema>;

/**
 * POST /api/rooms/{roomId}/request (the match id or the room code): asks the room's owner to let
 * the caller in. Nothing is paid until the owner accepts. Refused with 409 ROOM_NOT_OPEN or
 * REQUEST_PENDING and 422 OWN_ROOM, INSUFFICIENT_FUNDS or TOO_MANY_REQUESTS.
 */
export function requestToJoin(roomId: string): Promise<JoinRequestResponse> {
  return apiFetch<JoinRequestResponse>(`/api/rooms/${encodeURIComponent(roomId)}/request`, { method: 'POST' });
}

export function useRequestToJoin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: requestToJoin, onSettled: () => invalidateMatches(queryClient) });
}

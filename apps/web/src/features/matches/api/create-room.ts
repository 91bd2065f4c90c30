import type { CreateRoomBody, createRoomResponseSchema } from '@ludo/shared/matches/matches.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { profileQueryKey } from '@/features/users/api/get-profile';
import { apiFetch } from '@/lib/api-client';
import { invalidateMatches } from './query-keys';

export type CreateRoomResponse = z.infer<typeof createRoomResponseSchema>;

/**
 * POST /api/rooms with the stake and where the match is played: `mode: 'platform'` and its
 * `variant` for the platform's own game (no room code), or `mode: 'external'` with the external
 * app's room code. The stake moves from the wallet into the match's escrow (201). Refused with
 * 400 INVALID_ROOM_CODE, 409 ROOM_CODE_IN_USE, 422 INSUFFICIENT_FUNDS and 422 TOO_MANY_OPEN_ROOMS.
 */
export function createRoom(body: CreateRoomBody): Promise<CreateRoomResponse> {
  return apiFetch<CreateRoomResponse>('/api/rooms', { method: 'POST', json: body });
}

export function useCreateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRoom,
    onSuccess: () =>
      Promise.all([invalidateMatches(queryClient), queryClient.invalidateQueries({ queryKey: profileQueryKey })]),
  });
}

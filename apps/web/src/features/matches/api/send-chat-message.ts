import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { matchPath } from './match-action';
import { matchesKeys } from './query-keys';

export interface ChatMessageInput {
  matchId: string;
  message: string;
}

/**
 * POST /api/matches/{id}/messages: a line to the opponent (at most 500 characters). Refused with
 * 409 NO_OPPONENT_YET before the opponent joined and 429 when sent too fast.
 */
export function sendChatMessage({ matchId, message }: ChatMessageInput): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(`${matchPath(matchId)}/messages`, { method: 'POST', json: { message } });
}

export function useSendChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChatMessage,
    onSuccess: (_answer, { matchId }) => queryClient.invalidateQueries({ queryKey: matchesKeys.chat(matchId) }),
  });
}

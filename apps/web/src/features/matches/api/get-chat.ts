import type { ChatMessage } from '@ludo/shared/matches/matches.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { matchPath } from './match-action';
import { matchesKeys } from './query-keys';

/** GET /api/matches/{id}/messages: the match's chat, oldest first, for its two players. */
export function getChat(matchId: string): Promise<ChatMessage[]> {
  return apiFetch<ChatMessage[]>(`${matchPath(matchId)}/messages`);
}

export function chatQueryOptions(matchId: string) {
  return queryOptions({ queryKey: matchesKeys.chat(matchId), queryFn: () => getChat(matchId) });
}

export function useChat(matchId: string, enabled: boolean) {
  return useQuery({ ...chatQueryOptions(matchId), enabled });
}

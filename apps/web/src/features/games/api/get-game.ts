import type { GameStatePayload } from '@ludo/shared/game/game.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { gamesKeys } from './query-keys';

/**
 * GET /api/games/{matchId}: the platform game of a match as it stands, for its players. The
 * socket's `game:state` keeps it current afterwards (lib/use-game.ts).
 */
export function getGame(matchId: string): Promise<GameStatePayload> {
  return apiFetch<GameStatePayload>(`/api/games/${encodeURIComponent(matchId)}`);
}

export function gameQueryOptions(matchId: string) {
  return queryOptions({ queryKey: gamesKeys.state(matchId), queryFn: () => getGame(matchId) });
}

export function useGameQuery(matchId: string) {
  return useQuery(gameQueryOptions(matchId));
}

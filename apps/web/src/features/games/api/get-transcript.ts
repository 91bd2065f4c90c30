import type { GameTranscript } from '@ludo/shared/game/game.contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { gamesKeys } from './query-keys';

/**
 * GET /api/games/{matchId}/transcript, public: the seeds, every roll and every move, and the
 * server seed once the game is over (docs/game-rules.md, "Provably fair dice").
 */
export function getTranscript(matchId: string): Promise<GameTranscript> {
  return apiFetch<GameTranscript>(`/api/games/${encodeURIComponent(matchId)}/transcript`);
}

export function transcriptQueryOptions(matchId: string) {
  return queryOptions({ queryKey: gamesKeys.transcript(matchId), queryFn: () => getTranscript(matchId) });
}

/** While the game runs, look again now and then: the page shows the seed and checks the rolls once it ends. */
const WHILE_PLAYING_MS = 30_000;

export function useTranscript(matchId: string) {
  return useQuery({
    ...transcriptQueryOptions(matchId),
    refetchInterval: (query) => (query.state.data && !query.state.data.finished ? WHILE_PLAYING_MS : false),
  });
}

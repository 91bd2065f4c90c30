import type { MatchDetail } from '@ludo/shared/matches/matches.schemas';
import type { ForceResultBody } from '@ludo/shared/tournaments/tournaments.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminMatchKey } from '@/features/matches/admin/api/get-admin-match';
import { disputesKey } from '@/features/matches/admin/api/get-disputes';
import { apiFetch } from '@/lib/api-client';
import { useInvalidateTournaments } from './use-invalidate-tournaments';

/**
 * POST /api/admin/matches/{id}/force-result: a stuck tournament game decided by the admin, players
 * first to last. Answers the decided match.
 */
export function forceResult(matchId: string, body: ForceResultBody): Promise<MatchDetail> {
  return apiFetch<MatchDetail>(`/api/admin/matches/${encodeURIComponent(matchId)}/force-result`, {
    method: 'POST',
    json: body,
  });
}

/** Also refreshes the match itself and the disputes queue, which a game in review may have been in. */
export function useForceResult() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateTournaments();
  return useMutation({
    mutationFn: ({ matchId, body }: { matchId: string; body: ForceResultBody }) => forceResult(matchId, body),
    onSettled: (_data, _error, { matchId }) =>
      Promise.all([
        invalidate(),
        queryClient.invalidateQueries({ queryKey: adminMatchKey(matchId), exact: true }),
        queryClient.invalidateQueries({ queryKey: disputesKey }),
      ]),
  });
}

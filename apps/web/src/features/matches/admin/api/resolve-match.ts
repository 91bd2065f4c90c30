import type { AdminResolveBody, MatchDetail } from '@ludo/shared/matches/matches.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auditLogKey } from '@/features/admin/api/get-audit-log';
import { apiFetch } from '@/lib/api-client';
import { adminMatchKey } from './get-admin-match';
import { disputesKey } from './get-disputes';

/**
 * POST /api/admin/matches/{id}/resolve: the win to one player (`award`, with `winnerId`) or a
 * cancel that refunds both (`cancel`); a written reason either way. Answers the decided match.
 */
export function resolveMatch(id: string, body: AdminResolveBody): Promise<MatchDetail> {
  return apiFetch<MatchDetail>(`/api/admin/matches/${encodeURIComponent(id)}/resolve`, {
    method: 'POST',
    json: body,
  });
}

/**
 * Decides a dispute, then refetches the queue, that match and the audit log. A failure refetches
 * too: another admin may have decided it first.
 */
export function useResolveMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, body }: { matchId: string; body: AdminResolveBody }) => resolveMatch(matchId, body),
    onSettled: (_data, _error, { matchId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: disputesKey }),
        queryClient.invalidateQueries({ queryKey: adminMatchKey(matchId), exact: true }),
        queryClient.invalidateQueries({ queryKey: auditLogKey }),
      ]),
  });
}

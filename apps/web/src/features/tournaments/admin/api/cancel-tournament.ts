import type { CancelTournamentBody, TournamentDetail } from '@ludo/shared/tournaments/tournaments.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useInvalidateTournaments } from './use-invalidate-tournaments';

/** POST /api/admin/tournaments/{id}/cancel: every entry fee refunded in full; a reason is required. */
export function cancelTournament(id: string, body: CancelTournamentBody): Promise<TournamentDetail> {
  return apiFetch<TournamentDetail>(`/api/admin/tournaments/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    json: body,
  });
}

export function useCancelTournament() {
  const invalidate = useInvalidateTournaments();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => cancelTournament(id, { reason }),
    onSettled: invalidate,
  });
}

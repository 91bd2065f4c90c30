import type { TournamentDetail } from '@ludo/shared/tournaments/tournaments.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useInvalidateTournaments } from './use-invalidate-tournaments';

/**
 * POST /api/admin/tournaments/{id}/start: starts it now. Answers the tournament as it stands: with
 * fewer players than its minimum it is `cancelled` instead, every fee refunded, and
 * `cancelledReason` says why.
 */
export function startTournament(id: string): Promise<TournamentDetail> {
  return apiFetch<TournamentDetail>(`/api/admin/tournaments/${encodeURIComponent(id)}/start`, { method: 'POST' });
}

export function useStartTournament() {
  const invalidate = useInvalidateTournaments();
  return useMutation({ mutationFn: startTournament, onSettled: invalidate });
}

import type { AdminTournamentDetail, DisqualifyBody } from '@ludo/shared/tournaments/tournaments.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useInvalidateTournaments } from './use-invalidate-tournaments';

/**
 * POST /api/admin/tournaments/{id}/disqualify: the player forfeits their remaining games. Answers
 * the tournament's admin view.
 */
export function disqualifyPlayer(id: string, body: DisqualifyBody): Promise<AdminTournamentDetail> {
  return apiFetch<AdminTournamentDetail>(`/api/admin/tournaments/${encodeURIComponent(id)}/disqualify`, {
    method: 'POST',
    json: body,
  });
}

export function useDisqualifyPlayer() {
  const invalidate = useInvalidateTournaments();
  return useMutation({
    mutationFn: ({ tournamentId, body }: { tournamentId: string; body: DisqualifyBody }) =>
      disqualifyPlayer(tournamentId, body),
    onSettled: invalidate,
  });
}

import type { TournamentDetail, UpdateTournamentBody } from '@ludo/shared/tournaments/tournaments.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useInvalidateTournaments } from './use-invalidate-tournaments';

/** PATCH /api/admin/tournaments/{id}: any of the create fields, before the start. */
export function updateTournament(id: string, body: UpdateTournamentBody): Promise<TournamentDetail> {
  return apiFetch<TournamentDetail>(`/api/admin/tournaments/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: body,
  });
}

export function useUpdateTournament() {
  const invalidate = useInvalidateTournaments();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateTournamentBody }) => updateTournament(id, body),
    onSettled: invalidate,
  });
}

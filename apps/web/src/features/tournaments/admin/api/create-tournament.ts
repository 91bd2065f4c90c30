import type { CreateTournamentBody, TournamentDetail } from '@ludo/shared/tournaments/tournaments.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useInvalidateTournaments } from './use-invalidate-tournaments';

/** POST /api/admin/tournaments: created open for registration; answers the new tournament. */
export function createTournament(body: CreateTournamentBody): Promise<TournamentDetail> {
  return apiFetch<TournamentDetail>('/api/admin/tournaments', { method: 'POST', json: body });
}

export function useCreateTournament() {
  const invalidate = useInvalidateTournaments();
  return useMutation({ mutationFn: createTournament, onSettled: invalidate });
}

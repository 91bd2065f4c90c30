import type { TournamentRegistrationResponse } from '@ludo/shared/tournaments/tournaments.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { invalidateTournaments } from './query-keys';

const registrationPath = (id: string) => `/api/tournaments/${encodeURIComponent(id)}/register`;

/** Whom to register for: a tournament, with the invite code when it is private. */
export interface RegisterVariables {
  id: string;
  inviteCode?: string | undefined;
}

/**
 * POST /api/tournaments/{id}/register: takes the entry fee from the wallet at once. Refused with
 * 409 (full, already registered, registration closed), 422 INSUFFICIENT_FUNDS, or (a private
 * tournament) 403 TOURNAMENT_INVITE_REQUIRED when the invite code is missing or wrong; nothing
 * charged.
 */
export function registerForTournament({ id, inviteCode }: RegisterVariables): Promise<TournamentRegistrationResponse> {
  return apiFetch<TournamentRegistrationResponse>(registrationPath(id), {
    method: 'POST',
    // A public tournament takes no body, as before; a private one its code.
    json: inviteCode ? { inviteCode } : undefined,
  });
}

/** DELETE /api/tournaments/{id}/register: leaves before the start; the fee returns to the wallet. */
export function leaveTournament(id: string): Promise<TournamentRegistrationResponse> {
  return apiFetch<TournamentRegistrationResponse>(registrationPath(id), { method: 'DELETE' });
}

// Refetched on failure too: a refusal (full, closed) means what the player saw was out of date.
// The wallet balance follows through the server's balanceChanged event.
export function useRegisterForTournament() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: registerForTournament, onSettled: () => invalidateTournaments(queryClient) });
}

export function useLeaveTournament() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: leaveTournament, onSettled: () => invalidateTournaments(queryClient) });
}

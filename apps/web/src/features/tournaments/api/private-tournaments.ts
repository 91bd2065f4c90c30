import type {
  CreatePrivateTournamentBody,
  PrivateTournamentResponse,
  TournamentDetail,
} from '@ludo/shared/tournaments/tournaments.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiFetch } from '@/lib/api-client';
import { invalidateTournaments, tournamentsKeys } from './query-keys';

const tournamentPath = (id: string) => `/api/tournaments/${encodeURIComponent(id)}`;

/**
 * POST /api/tournaments/private: a tournament for friends, open for registration at once. The
 * creator is registered first and pays the entry fee (422 INSUFFICIENT_FUNDS when the wallet
 * cannot, nothing created); 409 TOURNAMENT_TOO_MANY_PRIVATE when they already have as many waiting
 * to start as allowed. Answers the tournament with its invite code.
 */
export function createPrivateTournament(body: CreatePrivateTournamentBody): Promise<PrivateTournamentResponse> {
  return apiFetch<PrivateTournamentResponse>('/api/tournaments/private', { method: 'POST', json: body });
}

export function useCreatePrivateTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPrivateTournament,
    onSuccess: (created) => {
      // Its page opens with the invite already known, and the detail without a second request.
      queryClient.setQueryData(tournamentsKeys.invite(created.id), created);
      const { inviteCode: _code, ...detail } = created;
      queryClient.setQueryData<TournamentDetail>(tournamentsKeys.detail(created.id), detail);
    },
    // Refetched on failure too: a refusal for money or the limit may mean the player's list is stale.
    onSettled: () => invalidateTournaments(queryClient),
  });
}

/** GET /api/tournaments/{id}/invite: the tournament with its invite code, for its creator only (404 for anyone else). */
export function getTournamentInvite(id: string): Promise<PrivateTournamentResponse> {
  return apiFetch<PrivateTournamentResponse>(`${tournamentPath(id)}/invite`);
}

/** "Not the creator" (or no such private tournament): the server answers 404, which is not a failure here. */
export function isNotCreator(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 403);
}

export function tournamentInviteQueryOptions(id: string) {
  return queryOptions({
    queryKey: tournamentsKeys.invite(id),
    queryFn: () => getTournamentInvite(id),
    // A 404 says "not yours": asking again would not change that.
    retry: (failures, error) => !isNotCreator(error) && failures < 2,
  });
}

export function useTournamentInvite(id: string, enabled: boolean) {
  return useQuery({ ...tournamentInviteQueryOptions(id), enabled });
}

/**
 * POST /api/tournaments/invites: the private tournament an invite code opens; 404 with the
 * server's message when no tournament has it.
 */
export function findTournamentByInvite(inviteCode: string): Promise<{ tournamentId: string }> {
  return apiFetch<{ tournamentId: string }>('/api/tournaments/invites', { method: 'POST', json: { inviteCode } });
}

export function useFindTournamentByInvite() {
  return useMutation({ mutationFn: findTournamentByInvite });
}

/**
 * POST /api/tournaments/{id}/start: the creator starts their private tournament before its time.
 * Answers the tournament as it stands: with fewer than two players it is `cancelled` instead, every
 * fee returned, and `cancelledReason` says why.
 */
export function startPrivateTournament(id: string): Promise<TournamentDetail> {
  return apiFetch<TournamentDetail>(`${tournamentPath(id)}/start`, { method: 'POST' });
}

export function useStartPrivateTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startPrivateTournament,
    onSuccess: (detail) => queryClient.setQueryData(tournamentsKeys.detail(detail.id), detail),
    onSettled: () => invalidateTournaments(queryClient),
  });
}

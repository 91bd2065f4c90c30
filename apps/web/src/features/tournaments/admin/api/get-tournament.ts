import type { AdminTournamentDetail } from '@ludo/shared/tournaments/tournaments.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { adminTournamentsKey } from './get-tournaments';

/** GET /api/admin/tournaments/{id} (admins only): the public view plus who holds each seat. */
export function getAdminTournament(id: string): Promise<AdminTournamentDetail> {
  return apiFetch<AdminTournamentDetail>(`/api/admin/tournaments/${encodeURIComponent(id)}`);
}

export const adminTournamentKey = (id: string) => [...adminTournamentsKey, 'detail', id] as const;

export function adminTournamentQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminTournamentKey(id),
    queryFn: () => getAdminTournament(id),
    // Games are reported and rounds paired while it runs; registrations arrive before the start.
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      if (status === 'running') return 15_000;
      if (status === 'upcoming' || status === 'registering') return 30_000;
      return false;
    },
  });
}

export function useAdminTournament(id: string) {
  return useQuery(adminTournamentQueryOptions(id));
}

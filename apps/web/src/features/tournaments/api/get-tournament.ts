import type { TournamentDetail, TournamentStatus } from '@ludo/shared/tournaments/tournaments.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiFetch } from '@/lib/api-client';
import { tournamentsKeys } from './query-keys';

/** GET /api/tournaments/{id} (public): the tournament, its field by name and seed, rounds and standings. */
export function getTournament(id: string): Promise<TournamentDetail> {
  return apiFetch<TournamentDetail>(`/api/tournaments/${encodeURIComponent(id)}`, { anonymous: true });
}

/**
 * How often a tournament's page looks again. Visitors have no realtime connection, so a running
 * tournament's games and standings are polled; before the start, seats fill more slowly.
 */
export function tournamentPollInterval(status: TournamentStatus | undefined): number | false {
  if (status === 'running') return 15_000;
  if (status === 'upcoming' || status === 'registering') return 60_000;
  return false;
}

export function tournamentQueryOptions(id: string) {
  return queryOptions({
    queryKey: tournamentsKeys.detail(id),
    queryFn: () => getTournament(id),
    refetchInterval: (query) => tournamentPollInterval(query.state.data?.status),
  });
}

export function useTournament(id: string) {
  return useQuery(tournamentQueryOptions(id));
}

/** A missing tournament answers 404, an id that is not a tournament id 400: both mean "no such tournament". */
export function isTournamentNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}

import type { TournamentLeaderboard } from '@ludo/shared/tournaments/tournaments.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { tournamentsKeys } from './query-keys';

export type TournamentLeaderboardPeriod = TournamentLeaderboard['period'];

/** As many players as the 1v1 board shows (the server's maximum). */
const LIMIT = 100;

/**
 * GET /api/tournaments/leaderboard?period= (public): players by tournament points over public
 * tournaments finished this week (from Monday, India time) or all time, then by prizes won.
 */
export function getTournamentLeaderboard(period: TournamentLeaderboardPeriod): Promise<TournamentLeaderboard> {
  const query = new URLSearchParams({ period, limit: String(LIMIT) });
  return apiFetch<TournamentLeaderboard>(`/api/tournaments/leaderboard?${query}`, { anonymous: true });
}

export function tournamentLeaderboardQueryOptions(period: TournamentLeaderboardPeriod) {
  return queryOptions({
    queryKey: tournamentsKeys.leaderboard(period),
    queryFn: () => getTournamentLeaderboard(period),
    // It moves only when a tournament finishes; a minute old is fresh enough.
    staleTime: 60_000,
  });
}

export function useTournamentLeaderboard(period: TournamentLeaderboardPeriod) {
  return useQuery(tournamentLeaderboardQueryOptions(period));
}

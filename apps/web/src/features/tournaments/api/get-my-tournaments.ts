import type { MyTournamentsResponse } from '@ludo/shared/tournaments/tournaments.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { tournamentsKeys } from './query-keys';

/**
 * GET /api/tournaments/mine: the player's tournaments (registered, playing, finished), latest
 * start first, with their place and prize once finished and the game they have to play now; and
 * the totals over all of them (tournaments played, prizes) for the dashboard.
 */
export function getMyTournaments(): Promise<MyTournamentsResponse> {
  return apiFetch<MyTournamentsResponse>('/api/tournaments/mine');
}

export function myTournamentsQueryOptions() {
  return queryOptions({ queryKey: tournamentsKeys.mine, queryFn: getMyTournaments });
}

export function useMyTournaments() {
  return useQuery(myTournamentsQueryOptions());
}

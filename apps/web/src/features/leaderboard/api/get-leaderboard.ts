import type { Leaderboard } from '@ludo/shared/matches/matches.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export type LeaderboardPeriod = Leaderboard['period'];

/** How many players a board holds: the server's maximum; the dashboard shows the first five. */
export const LEADERBOARD_LIMIT = 100;

/** GET /api/leaderboard?period=&limit=: the best players by prize money won (rupees). */
export function getLeaderboard(period: LeaderboardPeriod): Promise<Leaderboard> {
  const query = new URLSearchParams({ period, limit: String(LEADERBOARD_LIMIT) });
  return apiFetch<Leaderboard>(`/api/leaderboard?${query}`);
}

export const leaderboardKey = ['leaderboard'] as const;

export function leaderboardQueryOptions(period: LeaderboardPeriod) {
  return queryOptions({
    queryKey: [...leaderboardKey, period],
    queryFn: () => getLeaderboard(period),
    // Rankings move only when matches settle; a minute old is fresh enough.
    staleTime: 60_000,
  });
}

export function useLeaderboard(period: LeaderboardPeriod) {
  return useQuery(leaderboardQueryOptions(period));
}

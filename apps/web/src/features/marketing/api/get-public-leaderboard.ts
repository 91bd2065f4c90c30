import type { PublicLeaderboard } from '@ludo/shared/matches/matches.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export type PublicLeaderboardPeriod = PublicLeaderboard['period'];

/** As many players as the player area's board shows (the server's maximum). */
const PUBLIC_LEADERBOARD_LIMIT = 100;

/** GET /api/leaderboard/public?period=&limit=: the best players by prize money won, for visitors. */
export function getPublicLeaderboard(period: PublicLeaderboardPeriod): Promise<PublicLeaderboard> {
  const query = new URLSearchParams({ period, limit: String(PUBLIC_LEADERBOARD_LIMIT) });
  return apiFetch<PublicLeaderboard>(`/api/leaderboard/public?${query}`, { anonymous: true });
}

export function publicLeaderboardQueryOptions(period: PublicLeaderboardPeriod) {
  return queryOptions({
    queryKey: ['leaderboard', 'public', period],
    queryFn: () => getPublicLeaderboard(period),
    // The server lets the answer be cached a minute; rankings move only when matches settle.
    staleTime: 60_000,
  });
}

export function usePublicLeaderboard(period: PublicLeaderboardPeriod) {
  return useQuery(publicLeaderboardQueryOptions(period));
}

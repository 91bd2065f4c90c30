import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetchBlob } from '@/lib/api-client';
import { matchesKeys } from './query-keys';

/**
 * A result's screenshot (GET /api/matches/{id}/results/{userId}/screenshot) as an image. It is
 * protected, so an <img src> cannot load it: it is fetched with the bearer token, retried once
 * with a refreshed token on 401 like every other call.
 */
export function getScreenshot(path: string): Promise<Blob> {
  return apiFetchBlob(path, { cache: 'no-store' }, 'The screenshot could not be loaded.');
}

export function screenshotQueryOptions(matchId: string, userId: string, path: string) {
  // A submitted result never changes: its screenshot is fetched once per visit.
  return queryOptions({
    queryKey: matchesKeys.screenshot(matchId, userId),
    queryFn: () => getScreenshot(path),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useScreenshot(matchId: string, userId: string, path: string) {
  return useQuery(screenshotQueryOptions(matchId, userId, path));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuthStore } from '@/features/auth/auth-store';
import { ApiRequestError, refreshAccessToken } from '@/lib/api-client';
import { matchesKeys } from './query-keys';

function fetchWithToken(path: string, token: string): Promise<Response> {
  return fetch(path, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
    cache: 'no-store',
  });
}

/**
 * A result's screenshot (GET /api/matches/{id}/results/{userId}/screenshot) as an image. It is
 * protected, so an <img src> cannot load it: it is fetched with the bearer token, retried once
 * with a refreshed token on 401 like every other call.
 */
export async function getScreenshot(path: string): Promise<Blob> {
  let response = await fetchWithToken(path, useAuthStore.getState().accessToken);
  if (response.status === 401) response = await fetchWithToken(path, await refreshAccessToken());
  if (!response.ok) {
    let message = 'The screenshot could not be loaded.';
    try {
      const payload = (await response.json()) as { message?: unknown };
      if (typeof payload.message === 'string') message = payload.message;
    } catch {
      // Not JSON: keep the general message.
    }
    throw new ApiRequestError(message, response.status, `HTTP_${response.status}`);
  }
  return response.blob();
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

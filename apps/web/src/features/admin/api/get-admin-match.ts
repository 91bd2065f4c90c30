import type { AdminMatchDetail } from '@ludo/shared/matches/matches.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
// The bearer token for the protected screenshots: the session's own state, as lib/api-client reads it.
import { useAuthStore } from '@/features/auth/auth-store';
import { ApiRequestError, apiFetch, refreshAccessToken } from '@/lib/api-client';

/** GET /api/admin/matches/{id} (admins only): the match in full, both claims, the chat and the timeline. */
export function getAdminMatch(id: string): Promise<AdminMatchDetail> {
  return apiFetch<AdminMatchDetail>(`/api/admin/matches/${encodeURIComponent(id)}`);
}

export const adminMatchKey = (id: string) => ['admin', 'match', id] as const;

export function adminMatchQueryOptions(id: string) {
  return queryOptions({ queryKey: adminMatchKey(id), queryFn: () => getAdminMatch(id) });
}

export function useAdminMatch(id: string | null) {
  return useQuery({ ...adminMatchQueryOptions(id ?? ''), enabled: id !== null });
}

function fetchWithToken(path: string, token: string): Promise<Response> {
  return fetch(path, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
    cache: 'no-store',
  });
}

/**
 * A result's screenshot (`screenshotUrl` of a claim). It is protected, so an <img src> cannot load
 * it: it is fetched with the bearer token (retried once with a refreshed token on 401) as a blob.
 */
export async function getDisputeScreenshot(path: string): Promise<Blob> {
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

export function useDisputeScreenshot(matchId: string, userId: string, path: string) {
  return useQuery({
    queryKey: [...adminMatchKey(matchId), 'screenshot', userId],
    queryFn: () => getDisputeScreenshot(path),
    // A submitted result never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

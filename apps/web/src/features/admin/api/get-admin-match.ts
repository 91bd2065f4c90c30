import type { AdminMatchDetail } from '@ludo/shared/matches/matches.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, apiFetchBlob } from '@/lib/api-client';

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

/**
 * A result's screenshot (`screenshotUrl` of a claim). It is protected, so it is fetched with the
 * bearer token as a blob.
 */
export function getDisputeScreenshot(path: string): Promise<Blob> {
  return apiFetchBlob(path, { cache: 'no-store' }, 'The screenshot could not be loaded.');
}

export function useDisputeScreenshot(matchId: string, userId: string, path: string) {
  return useQuery({
    queryKey: [...adminMatchKey(matchId), 'screenshot', userId],
    queryFn: () => getDisputeScreenshot(path),
    // A submitted result never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

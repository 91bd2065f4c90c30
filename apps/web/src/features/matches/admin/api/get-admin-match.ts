import type { AdminMatchDetail } from '@ludo/shared/matches/matches.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { getScreenshot } from '../../api/get-screenshot';

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
 * A claim's screenshot (its `screenshotUrl`), fetched like the players' own (getScreenshot), under
 * the admin's match so that it goes with it.
 */
export function useDisputeScreenshot(matchId: string, userId: string, path: string) {
  return useQuery({
    queryKey: [...adminMatchKey(matchId), 'screenshot', userId],
    queryFn: () => getScreenshot(path),
    // A submitted result never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

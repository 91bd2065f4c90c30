import type { AdminDispute } from '@ludo/shared/matches/matches.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/admin/matches/disputes (admins only): matches waiting for a decision, oldest first. */
export function getDisputes(): Promise<AdminDispute[]> {
  return apiFetch<AdminDispute[]>('/api/admin/matches/disputes');
}

export const disputesKey = ['admin', 'disputes'] as const;

export function disputesQueryOptions() {
  return queryOptions({
    queryKey: disputesKey,
    queryFn: getDisputes,
    // New disputes arrive while the queue is open.
    refetchInterval: 30_000,
  });
}

export function useDisputes() {
  return useQuery(disputesQueryOptions());
}

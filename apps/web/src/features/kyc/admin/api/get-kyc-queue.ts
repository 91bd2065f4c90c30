import type { AdminKycQueueItem } from '@ludo/shared/kyc/kyc.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/admin/kyc (admins only): KYC submissions waiting for review, oldest first. */
export function getKycQueue(): Promise<AdminKycQueueItem[]> {
  return apiFetch<AdminKycQueueItem[]>('/api/admin/kyc');
}

export const kycQueueKey = ['admin', 'kyc'] as const;

export function kycQueueQueryOptions() {
  return queryOptions({
    queryKey: kycQueueKey,
    queryFn: getKycQueue,
    // New submissions arrive while the queue is open.
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
  });
}

export function useKycQueue() {
  return useQuery(kycQueueQueryOptions());
}

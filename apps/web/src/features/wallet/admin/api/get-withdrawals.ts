import type {
  AdminWithdrawal,
  adminWithdrawalListSchema,
  WithdrawalStatus,
} from '@ludo/shared/withdrawals/withdrawals.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';

export type AdminWithdrawalList = z.infer<typeof adminWithdrawalListSchema>;

/** GET /api/admin/withdrawals?status= (admins only); the Requested queue comes oldest first. */
export async function getAdminWithdrawals(status: WithdrawalStatus): Promise<AdminWithdrawal[]> {
  const query = new URLSearchParams({ status });
  const { withdrawals } = await apiFetch<AdminWithdrawalList>(`/api/admin/withdrawals?${query}`);
  return withdrawals;
}

export const adminWithdrawalsKey = ['admin', 'withdrawals'] as const;

export function adminWithdrawalsQueryOptions(status: WithdrawalStatus) {
  return queryOptions({
    queryKey: [...adminWithdrawalsKey, status],
    queryFn: () => getAdminWithdrawals(status),
    // New requests arrive and payouts settle while the queue is open.
    refetchInterval: status === 'requested' || status === 'approved' ? 30_000 : false,
  });
}

export function useAdminWithdrawals(status: WithdrawalStatus) {
  return useQuery(adminWithdrawalsQueryOptions(status));
}

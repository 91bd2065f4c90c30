import type { DepositAllowance } from '@ludo/shared/payments/payments.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/payment/limits: what was deposited today, this week and this month, against the limits. */
export function useDepositAllowance(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['deposit-allowance'],
      queryFn: () => apiFetch<DepositAllowance>('/api/payment/limits'),
      enabled,
    }),
  );
}

import type {
  WithdrawalRequestBody,
  withdrawalRequestResponseSchema,
} from '@ludo/shared/withdrawals/withdrawals.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
// The profile (and its balance) is the app's shared account state, read by the header too.
import { profileQueryKey } from '@/features/users/api/get-profile';
import { apiFetch } from '@/lib/api-client';
import { transactionsQueryKey } from './get-transactions';

export type WithdrawalRequestResponse = z.infer<typeof withdrawalRequestResponseSchema>;

/**
 * POST /api/withdrawals with the amount in rupees and a UPI or bank destination: takes the amount
 * from winnings and queues it for an admin (201). Refused with 400 (validation), 422 KYC_REQUIRED,
 * 422 INSUFFICIENT_FUNDS (only winnings can be withdrawn) and 422 WEEKLY_LIMIT.
 */
export function requestWithdrawal(body: WithdrawalRequestBody): Promise<WithdrawalRequestResponse> {
  return apiFetch<WithdrawalRequestResponse>('/api/withdrawals', { method: 'POST', json: body });
}

/** Requests a withdrawal, then refreshes the balance and the transaction history. */
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestWithdrawal,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
        queryClient.invalidateQueries({ queryKey: transactionsQueryKey }),
      ]),
  });
}

import type { Transaction } from '@ludo/shared/wallet/wallet.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/transactions: the signed-in player's wallet transactions, newest first (amounts in rupees). */
export function getTransactions(): Promise<Transaction[]> {
  return apiFetch<Transaction[]>('/api/transactions');
}

export const transactionsQueryKey = ['transactions'] as const;

export function transactionsQueryOptions() {
  return queryOptions({ queryKey: transactionsQueryKey, queryFn: getTransactions });
}

export function useTransactions() {
  return useQuery(transactionsQueryOptions());
}

import type { CoinsClaim, CoinsStatus } from '@ludo/shared/wallet/coins.schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '@/features/users/api/get-profile';
import { apiFetch } from '@/lib/api-client';
import { transactionsQueryKey } from './get-transactions';

/** GET /api/coins (play-money mode): the welcome and daily coins, and whether today's are claimable. */
export function getCoinsStatus(): Promise<CoinsStatus> {
  return apiFetch<CoinsStatus>('/api/coins');
}

export const coinsQueryKey = ['coins'] as const;

export function useCoinsStatus() {
  return useQuery(queryOptions({ queryKey: coinsQueryKey, queryFn: getCoinsStatus }));
}

/** POST /api/coins/claim: today's coins, once per India day (409 COINS_ALREADY_CLAIMED after). */
export function useClaimCoins() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<CoinsClaim>('/api/coins/claim', { method: 'POST' }),
    onSettled: () =>
      Promise.all(
        [coinsQueryKey, profileQueryKey, transactionsQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

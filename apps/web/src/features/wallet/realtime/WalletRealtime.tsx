import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { profileQueryKey } from '@/features/users/api/get-profile';
import { useReconnected, useSocketEvent } from '@/lib/socket';
import { transactionsQueryKey } from '../api/get-transactions';

/** A small random delay spreads the refetches of many open tabs after one event. */
const jitter = (maxMs: number) => Math.random() * maxMs;

/**
 * Keeps the player's balance and history current without a reload: when the server says money
 * moved, or one of their withdrawals changed status (approved, paid out, rejected, failed), the
 * queries that show it are refetched. A withdrawal that moves money raises both events at once:
 * they share one refetch. Mounted once for the player area (app/realtime.tsx).
 */
export function WalletRealtime() {
  const queryClient = useQueryClient();
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );
  const refetchWallet = () => {
    if (pending.current) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
      void queryClient.invalidateQueries({ queryKey: transactionsQueryKey });
    }, jitter(300));
  };
  useSocketEvent('balanceChanged', refetchWallet);
  useSocketEvent('withdrawalUpdated', refetchWallet);

  // Events sent while the connection was down are lost: look again at what they would have changed.
  useReconnected(() => {
    void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    void queryClient.invalidateQueries({ queryKey: transactionsQueryKey });
  });

  return null;
}

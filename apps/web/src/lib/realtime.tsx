import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { invalidateMatches } from '@/features/matches/api/query-keys';
import { MatchRealtime } from '@/features/matches/realtime/MatchRealtime';
import { profileQueryKey } from '@/features/users/api/get-profile';
import { transactionsQueryKey } from '@/features/wallet/api/get-transactions';
import { useAuthStore } from '@/lib/auth-store';
import { type AppSocket, connectSocket, SocketContext, useSocketEvent } from '@/lib/socket';

export { useJoinRoom, useSocket, useSocketEvent } from '@/lib/socket';

/** A small random delay spreads the refetches of many open tabs after one event. */
const jitter = (maxMs: number) => Math.random() * maxMs;

/**
 * Keeps the player's balance and history current without a reload: when the server says money
 * moved, or one of their withdrawals changed status (approved, paid out, rejected, failed), the
 * queries that show it are refetched. A withdrawal that moves money raises both events at once:
 * they share one refetch.
 */
function WalletRealtime() {
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
  return null;
}

/**
 * The player area's one realtime connection (spec section 7), opened for the signed-in player and
 * closed when they leave or another player signs in. Children reach it with useSocket,
 * useSocketEvent and useJoinRoom. It also keeps the wallet and the match screens current and
 * raises the match notices (accepted, declined, "{name} joined your match!") wherever the player is.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const userId = useAuthStore((state) => state.userId);
  const queryClient = useQueryClient();
  const [socket, setSocket] = useState<AppSocket | null>(null);

  useEffect(() => {
    if (!userId) return;
    const next = connectSocket();
    let connectedBefore = false;
    next.on('connect', () => {
      // Events sent while the connection was down are lost: look again at what they would have changed.
      if (connectedBefore) {
        void queryClient.invalidateQueries({ queryKey: profileQueryKey });
        void queryClient.invalidateQueries({ queryKey: transactionsQueryKey });
        void invalidateMatches(queryClient);
      }
      connectedBefore = true;
    });
    setSocket(next);
    return () => {
      next.disconnect();
      setSocket(null);
    };
  }, [userId, queryClient]);

  return (
    <SocketContext value={socket}>
      <WalletRealtime />
      <MatchRealtime />
      {children}
    </SocketContext>
  );
}

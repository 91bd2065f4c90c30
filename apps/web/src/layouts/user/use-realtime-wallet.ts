import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectSocket } from '@/lib/socket';

/**
 * Keeps the player's balance and history current without a reload: when the server says money
 * moved, the queries that show it are refetched. A small random delay spreads the refetches of
 * many open tabs.
 */
export function useRealtimeWallet() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = connectSocket();
    socket.on('balanceChanged', () => {
      setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: ['profile'] });
        void queryClient.invalidateQueries({ queryKey: ['transactions'] });
      }, Math.random() * 300);
    });
    return () => {
      socket.disconnect();
    };
  }, [queryClient]);
}

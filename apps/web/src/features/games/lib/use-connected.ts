import { useSyncExternalStore } from 'react';
import type { AppSocket } from '@/lib/socket';

/**
 * Whether the player's connection is up now, following it as it drops and comes back; true when
 * there is no connection to follow (nothing to warn about).
 */
export function useConnected(socket: AppSocket | null): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (!socket) return () => undefined;
      socket.on('connect', onChange);
      socket.on('disconnect', onChange);
      return () => {
        socket.off('connect', onChange);
        socket.off('disconnect', onChange);
      };
    },
    () => socket?.connected ?? true,
    () => true,
  );
}

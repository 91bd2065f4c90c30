import { type ReactNode, useEffect, useState } from 'react';
import { useAuthStore } from '@/lib/auth-store';
import { type AppSocket, connectSocket, SocketContext } from '@/lib/socket';

/**
 * The player area's one realtime connection (docs/product-rules.md, Calls), opened for the
 * signed-in player and closed when they leave or another player signs in. Children reach it with
 * useSocket, useSocketEvent, useReconnected and useJoinRoom (lib/socket.ts). What each event changes on
 * screen is the features' business: their listeners are mounted by the app (app/realtime.tsx),
 * so this file knows no feature.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const userId = useAuthStore((state) => state.userId);
  const [socket, setSocket] = useState<AppSocket | null>(null);

  useEffect(() => {
    if (!userId) return;
    const next = connectSocket();
    setSocket(next);
    return () => {
      next.disconnect();
      setSocket(null);
    };
  }, [userId]);

  return <SocketContext value={socket}>{children}</SocketContext>;
}

import type { ClientToServerEvents, ServerToClientEvents } from '@ludo/shared/events';
import { io, type Socket } from 'socket.io-client';
import { useAuthStore } from '@/features/auth/auth-store';
import { refreshAccessToken } from '@/lib/api-client';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The realtime connection on the same origin. socket.io-client's defaults are the product's:
 * reconnection with a 1–5 s randomised back-off, unlimited attempts, a 20 s connection timeout.
 * The token is read at every (re)connection, so a refreshed token is used after it changes.
 */
export function connectSocket(): AppSocket {
  const socket: AppSocket = io({
    path: '/socket.io',
    auth: (send) => send({ token: useAuthStore.getState().accessToken }),
  });
  // A refused handshake usually means the access token expired: refresh it, then try again.
  socket.on('connect_error', (error) => {
    if (error.message !== 'unauthorized' || !useAuthStore.getState().isLoggedIn) return;
    refreshAccessToken()
      .then(() => socket.connect())
      .catch(() => undefined);
  });
  return socket;
}

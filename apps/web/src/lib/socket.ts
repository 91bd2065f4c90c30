import type { ClientToServerEvents, ServerToClientEvents } from '@ludo/shared/events';
import { createContext, useContext, useEffect, useRef } from 'react';
import { io, type Socket } from 'socket.io-client';
import { refreshAccessToken } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';

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
  socket.on('connect_error', (error) => {
    if (!useAuthStore.getState().isLoggedIn) return;
    // A handshake the server refused is not retried by socket.io itself.
    if (error.message === 'unauthorized') {
      // Usually an expired access token: refresh it, then try again.
      refreshAccessToken()
        .then(() => socket.connect())
        .catch(() => undefined);
    } else if (error.message === 'unavailable') {
      // The server could not check the session (its database is briefly away): try again in a
      // few seconds, spread out so that every player does not return in the same instant.
      setTimeout(
        () => {
          if (!socket.connected && useAuthStore.getState().isLoggedIn) socket.connect();
        },
        3000 + Math.random() * 4000,
      );
    }
  });
  return socket;
}

/** The player's one connection, given by RealtimeProvider (lib/realtime.tsx); null outside it or logged out. */
export const SocketContext = createContext<AppSocket | null>(null);

export function useSocket(): AppSocket | null {
  return useContext(SocketContext);
}

type EventName = keyof ServerToClientEvents;
interface Listenable {
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  off(event: string, listener: (...args: unknown[]) => void): unknown;
}

/**
 * Calls `handler` for each `event` the server sends on the shared connection. The latest handler
 * is always the one called, so it may read current props and state without re-subscribing.
 */
export function useSocketEvent<E extends EventName>(event: E, handler: ServerToClientEvents[E]): void {
  const socket = useSocket();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!socket) return;
    const listener = (...args: unknown[]) => (latest.current as (...payload: unknown[]) => void)(...args);
    // socket.io's typed `on` cannot follow a generic event name; the listener matches E's signature.
    const untyped = socket as unknown as Listenable;
    untyped.on(event, listener);
    return () => {
      untyped.off(event, listener);
    };
  }, [socket, event]);
}

/**
 * Calls `handler` each time the shared connection comes back after a drop (not on the first
 * connection): events sent while it was down are not replayed, so the caller looks again at what
 * they would have changed. The latest handler is always the one called.
 */
export function useReconnected(handler: () => void): void {
  const socket = useSocket();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!socket) return;
    let connectedBefore = socket.connected;
    const onConnect = () => {
      if (connectedBefore) latest.current();
      connectedBefore = true;
    };
    socket.on('connect', onConnect);
    return () => {
      socket.off('connect', onConnect);
    };
  }, [socket]);
}

/**
 * Watches a room's (match's) channel while the calling component is mounted: emits `joinRoom`
 * with its room code or match id now and after every reconnection. The server lets in only the
 * room's owner, its players and its requesters; anyone else is quietly refused.
 */
export function useJoinRoom(roomIdOrMatchId: string | null | undefined): void {
  const socket = useSocket();
  useEffect(() => {
    if (!socket || !roomIdOrMatchId) return;
    const join = () => {
      socket.emit('joinRoom', roomIdOrMatchId);
    };
    if (socket.connected) join();
    socket.on('connect', join);
    return () => {
      socket.off('connect', join);
    };
  }, [socket, roomIdOrMatchId]);
}

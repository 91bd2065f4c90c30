/**
 * Realtime events (socket.io), named by direction (DESIGN section 6). The server is the
 * authority: a client treats an event as "this changed" and refetches through its queries.
 */
export interface ServerToClientEvents {
  /** Money moved in or out of this player's wallet (deposit credited, withdrawal settled…). */
  balanceChanged: () => void;
}

export interface ClientToServerEvents {
  /** Joins the channel of a room (match) by its room code; the server checks who may. */
  joinRoom: (roomId: string) => void;
}

export const userChannel = (userId: string) => `user:${userId}`;

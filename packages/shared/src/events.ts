import type {
  GameAnswer,
  GameMovePayload,
  GameRollPayload,
  GameSeedPayload,
  GameStatePayload,
} from './game/game.contract';
import type { NotificationType } from './notifications/notifications.schemas';
import type { WithdrawalStatus } from './withdrawals/withdrawals.schemas';

/**
 * Realtime events (socket.io), named by direction (docs/architecture.md, Realtime). The server is the
 * authority: a client treats an event as "this changed" and refetches through its queries.
 */
export interface ServerToClientEvents {
  /** Money moved in or out of this player's wallet (deposit credited, withdrawal settled…). */
  balanceChanged: () => void;
  /** One of this player's withdrawals changed status (requested, approved, rejected, processed, failed). */
  withdrawalUpdated: (payload: { withdrawalId: string; status: WithdrawalStatus }) => void;
  /** The list of open rooms changed (a room opened, filled, expired or was cancelled). */
  roomsChanged: () => void;
  /**
   * To a room's owner when they accepted a player (docs/product-rules.md: `playerJoined { name }`); a name the
   * records no longer find is null, for the page to say "A player" in its language.
   */
  playerJoined: (payload: { name: string | null; matchId: string }) => void;
  /** To a room's owner: a request arrived or was withdrawn. */
  joinRequestsChanged: (payload: { matchId: string }) => void;
  /** To a requester: the owner accepted (the stake was taken) or declined their request. */
  joinRequestDecided: (payload: { matchId: string; accepted: boolean; entryFee: number }) => void;
  /** To a match's channel: its state changed (result, cancel, dispute, decision…). */
  matchUpdated: (payload: { matchId: string }) => void;
  /** To a match's channel: a chat line was added. */
  chatMessage: (payload: { matchId: string }) => void;
  /** To a tournament's players: it changed (their entry, its start, its cancel…). */
  tournamentUpdated: (payload: { tournamentId: string }) => void;
  /**
   * To a player: a new notification. `toast` when it needs them now (a join request, a result to
   * confirm, a game ready), so the web app shows it wherever the player is.
   */
  notification: (payload: NotificationEventPayload) => void;
  /** To a platform game's channel (its match's): the game after every change (game/game.contract.ts). */
  'game:state': (payload: GameStatePayload) => void;
}

/** The `notification` event's payload: the notification as the bell lists it, and whether to toast it. */
export interface NotificationEventPayload {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  actionUrl: string | null;
  toast: boolean;
}

export interface ClientToServerEvents {
  /**
   * Joins the channel of a room (match) by its room code or match id; the server allows only the
   * room's owner, its players and its requesters. The answer says whether it was allowed.
   */
  joinRoom: (roomId: string, answer?: (result: { ok: boolean }) => void) => void;
  /** A player's client seed for the dice, before its first roll (docs/game-rules.md). */
  'game:seed': (payload: GameSeedPayload, answer?: (result: GameAnswer) => void) => void;
  /** The player whose turn it is rolls. */
  'game:roll': (payload: GameRollPayload, answer?: (result: GameAnswer) => void) => void;
  /** The player whose turn it is moves a token with the roll. */
  'game:move': (payload: GameMovePayload, answer?: (result: GameAnswer) => void) => void;
  /** The player leaves the game, which concedes it (docs/game-rules.md). */
  'game:leave': (payload: GameRollPayload, answer?: (result: GameAnswer) => void) => void;
}

export const userChannel = (userId: string) => `user:${userId}`;
export const matchChannel = (matchId: string) => `room:${matchId}`;

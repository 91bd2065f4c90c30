import type { GameVariant } from './rules';

/**
 * What the server and a client of the platform's own game say to each other (issue contract:
 * `game:state`, `game:seed`, `game:roll`, `game:move`, the transcript). Token ids are the index of a
 * token among its owner's tokens (0 to 3 in classic, 0 to 1 in quick); places along a token's
 * path are those of board.ts.
 */

/** `game:state`, to everyone watching the match, after every change; also GET /api/games/{matchId}. */
export interface GameStatePayload {
  matchId: string;
  /** The user whose turn it is (null once finished). */
  turn: string | null;
  /** The roll waiting to be played by `turn`, or null when they must roll. */
  dice: number | null;
  /** The tokens `turn` may move with `dice`. */
  movable: number[];
  /** Each player's tokens' places, by user id. */
  tokens: Record<string, number[]>;
  finished: boolean;
  winnerIds: string[];
  variant: GameVariant;
  teams: boolean;
  /** The players in seat order, with their seat on the board (0 to 3, clockwise). */
  players: GamePlayer[];
  /** The last roll made and by whom, for the dice to show it after it was played. */
  lastRoll: { userId: string; value: number } | null;
  /** Rolls made so far in the game. */
  rolls: number;
  /** When the turn is played for the player if they do nothing (ISO time), null once finished. */
  turnDeadline: string | null;
  /** SHA-256 of the server seed, shown from the start (docs/game-rules.md). */
  serverSeedHash: string;
  /** Grows by one with every change: a client ignores a state older than the one it shows. */
  version: number;
}

export interface GamePlayer {
  userId: string;
  name: string;
  seat: number;
  /** Whether their client seed is in (or one was made for them). */
  seeded: boolean;
  /** Not connected now: their turns time out, then play by themselves after the reconnect window. */
  away: boolean;
  /** They left the game (leaving concedes). */
  left: boolean;
  /**
   * Their profile picture (GET, with the bearer token; for whoever may see the game), or null for
   * none: the initials of `name` show instead.
   */
  avatarUrl: string | null;
}

/** Every acknowledgement of `game:seed`, `game:roll` and `game:move`. */
export interface GameAnswer {
  ok: boolean;
  /** Why it was refused, in the player's language. */
  message?: string;
}

export interface GameSeedPayload {
  matchId: string;
  seed: string;
}
export interface GameRollPayload {
  matchId: string;
}
export interface GameMovePayload {
  matchId: string;
  token: number;
}

/** GET /api/games/{matchId}/transcript: everything needed to check and replay a game. */
export interface GameTranscript {
  matchId: string;
  variant: GameVariant;
  teams: boolean;
  /** User ids in seat order; `player` below is an index into it. */
  players: string[];
  serverSeedHash: string;
  /** Revealed once the game is over; null before. */
  serverSeed: string | null;
  /** In seat order. */
  clientSeeds: string[];
  /** Players whose seed the server made because their client sent none. */
  serverMadeSeeds: number[];
  rolls: Array<{ n: number; player: number; value: number; at: string }>;
  /**
   * Every other action in order: moves, turns that ran out while the player was away, players
   * leaving. `afterRoll` (the rolls made before it) places it among the rolls; `auto`: played by
   * the server for the player when their time ran out.
   */
  moves: Array<{
    afterRoll: number;
    player: number;
    token: number | null;
    kind: 'move' | 'leave' | 'timeout';
    auto: boolean;
    at: string;
  }>;
  finished: boolean;
  winnerIds: string[];
}

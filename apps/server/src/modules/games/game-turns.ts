import type { GameStatePayload, GameTranscript } from '@ludo/shared/game/game.contract';
import { type GameAction, type GameState, movableTokens } from '@ludo/shared/game/rules';

/**
 * What the games service decides without the database (docs/game-rules.md): what happens when a
 * turn's time runs out, which seeds the first roll may wait for, and how a game is shown.
 */

export interface Presence {
  /** The player whose turn ran out has a socket open now. */
  connected: boolean;
  /** Since when they have been seen away (null: not away before this). */
  awaySince: Date | null;
}

/**
 * A turn whose time ran out is played for the player (a roll, then a random movable token) when
 * they are here but idle, or have been away longer than the reconnect window; inside the window
 * the turn only passes, so that a player whose network drops for a moment loses a turn, not a
 * game played by the server.
 */
export function dueTurnPlay(presence: Presence, now: Date, reconnectWindowSeconds: number): 'play' | 'pass' {
  if (presence.connected) return 'play';
  const awayFor = presence.awaySince ? now.getTime() - presence.awaySince.getTime() : 0;
  return awayFor >= reconnectWindowSeconds * 1000 ? 'play' : 'pass';
}

/**
 * Since when a player whose turn ran out while they had no socket open counts as away: since
 * their last socket closed (`leftAt`, when known), but not before the game started; unknown, since
 * now (the first turn they missed). The reconnect window runs from there.
 */
export function awayFrom(leftAt: Date | null, startedAt: Date, now: Date): Date {
  if (leftAt === null || leftAt > now) return now;
  return leftAt < startedAt ? startedAt : leftAt;
}

/** The move the server makes for a player: any token that may move, chosen by `pick(count)`. */
export function autoMove(state: GameState, pick: (count: number) => number): GameAction | null {
  const movable = movableTokens(state);
  if (movable.length === 0) return null;
  const token = movable[pick(movable.length)] ?? movable[0] ?? 0;
  return { type: 'move', player: state.turn, token };
}

/**
 * Whether a roll may go ahead while some seeds are missing, and whose the server then makes: a
 * player's own missing seed never holds up their roll, another's only until the wait is over. A
 * `forced` roll (the turn timer's) never waits.
 */
export function seedsForRoll(
  seeds: ReadonlyArray<string | null>,
  roller: number,
  startedAt: Date,
  now: Date,
  seedWaitSeconds: number,
  forced = false,
): { wait: true } | { wait: false; make: number[] } {
  const missing = seeds.flatMap((seed, player) => (seed === null ? [player] : []));
  const waitOver = forced || now.getTime() - startedAt.getTime() >= seedWaitSeconds * 1000;
  if (!waitOver && missing.some((player) => player !== roller)) return { wait: true };
  return { wait: false, make: missing };
}

export interface GameRecord {
  matchId: string;
  playerIds: string[];
  state: GameState;
  version: number;
  clientSeeds: Array<string | null>;
  serverSeedHash: string;
  lastRoll: { player: number; value: number } | null;
  turnDeadlineAt: Date | null;
  awaySince: Record<string, string>;
}

/** The game as `game:state` shows it (game/game.contract.ts). */
/** How a game shows a player: their name, and their picture's file when they have one. */
export interface PlayerLook {
  name: string;
  avatarFileId: string | null;
}

/** A player's picture as one game shows it, its file in the address so that a new one is a new address. */
export const gameAvatarUrl = (matchId: string, userId: string, fileId: string) =>
  `/api/games/${matchId}/players/${userId}/avatar?v=${fileId}`;

export function statePayload(game: GameRecord, people: ReadonlyMap<string, PlayerLook>): GameStatePayload {
  const { state, playerIds } = game;
  const userOf = (player: number) => playerIds[player] ?? '';
  return {
    matchId: game.matchId,
    turn: state.finished ? null : userOf(state.turn),
    dice: state.dice,
    movable: movableTokens(state),
    tokens: Object.fromEntries(playerIds.map((userId, player) => [userId, [...(state.tokens[player] ?? [])]])),
    finished: state.finished,
    winnerIds: state.winners.map(userOf),
    variant: state.variant,
    teams: state.teams,
    players: playerIds.map((userId, player) => ({
      userId,
      name: people.get(userId)?.name ?? '',
      seat: state.seats[player] ?? player,
      seeded: game.clientSeeds[player] !== null,
      away: game.awaySince[String(player)] !== undefined,
      left: state.conceded.includes(player),
      avatarUrl: ((fileId) => (fileId ? gameAvatarUrl(game.matchId, userId, fileId) : null))(
        people.get(userId)?.avatarFileId ?? null,
      ),
    })),
    lastRoll: game.lastRoll ? { userId: userOf(game.lastRoll.player), value: game.lastRoll.value } : null,
    rolls: state.rolls,
    turnDeadline: state.finished ? null : (game.turnDeadlineAt?.toISOString() ?? null),
    serverSeedHash: game.serverSeedHash,
    version: game.version,
  };
}

export interface ActionRecord {
  player: number;
  kind: 'roll' | 'move' | 'leave' | 'timeout';
  value: number | null;
  afterRoll: number;
  auto: boolean;
  at: Date;
}

/** The game's transcript (game/game.contract.ts): the server seed only once the game is over. */
export function transcriptOf(
  game: GameRecord & { serverSeed: string; serverMadeSeeds: number[]; stopped?: boolean },
  actions: readonly ActionRecord[],
): GameTranscript {
  // A game stopped before its end (its match cancelled) rolls no more: its seed can be shown too.
  const over = game.state.finished || game.stopped === true;
  return {
    matchId: game.matchId,
    variant: game.state.variant,
    teams: game.state.teams,
    players: game.playerIds,
    serverSeedHash: game.serverSeedHash,
    serverSeed: over ? game.serverSeed : null,
    clientSeeds: game.clientSeeds.map((seed) => seed ?? ''),
    serverMadeSeeds: game.serverMadeSeeds,
    rolls: actions
      .filter((action) => action.kind === 'roll')
      .map((action) => ({
        n: action.afterRoll + 1,
        player: action.player,
        value: action.value ?? 0,
        at: action.at.toISOString(),
      })),
    moves: actions
      .filter((action) => action.kind !== 'roll')
      .map((action) => ({
        afterRoll: action.afterRoll,
        player: action.player,
        token: action.kind === 'move' ? action.value : null,
        kind: action.kind as 'move' | 'leave' | 'timeout',
        auto: action.auto,
        at: action.at.toISOString(),
      })),
    finished: over,
    winnerIds: game.state.winners.map((player) => game.playerIds[player] ?? ''),
  };
}

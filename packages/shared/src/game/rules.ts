import { HOME, isSafeSquare, type Seat, trackSquare, YARD } from './board';

/**
 * The rules of the platform's own Ludo game as a pure reducer: a state and an action in, the next
 * state out (docs/game-rules.md). The server applies it as the authority; the browser applies the
 * same function to animate what the server sends and to replay a finished game. Dice values come
 * into the reducer with the roll (fair-dice.ts derives them), so the same actions always give the
 * same game.
 */

export type GameVariant = 'classic' | 'quick';
export const GAME_VARIANTS = ['classic', 'quick'] as const satisfies readonly GameVariant[];
export const TOKENS_PER_PLAYER: Record<GameVariant, number> = { classic: 4, quick: 2 };
/** The third 6 in a row is forfeited: it is not played and the turn passes. */
export const SIXES_FORFEITED_AT = 3;

export interface GameSetup {
  variant: GameVariant;
  /** 2 to 4 players, in the order they sit clockwise. */
  players: number;
  /** Two teams of two, partners opposite each other; needs 4 players. */
  teams: boolean;
}

export interface GameState {
  variant: GameVariant;
  teams: boolean;
  /** The seat of each player (players are numbered 0 to n-1 in seat order). */
  seats: Seat[];
  /** Each player's tokens' progress (board.ts). */
  tokens: number[][];
  /** The player whose turn it is. */
  turn: number;
  /** The roll waiting to be played, or null when the player must roll. */
  dice: number | null;
  /** 6s rolled in a row in this turn. */
  sixes: number;
  /** Rolls made in the whole game: the next roll is number `rolls + 1` of the dice derivation. */
  rolls: number;
  /** Players who left, in the order they left. */
  conceded: number[];
  finished: boolean;
  /** The winning player, or both partners of the winning team; empty until the game ends. */
  winners: number[];
}

export type GameAction =
  | { type: 'roll'; player: number; value: number }
  | { type: 'move'; player: number; token: number }
  | { type: 'concede'; player: number }
  /** The turn's time ran out while the player was away: the turn passes, a waiting roll unplayed. */
  | { type: 'timeout'; player: number };

export type GameEvent =
  | { type: 'rolled'; player: number; value: number }
  | { type: 'moved'; player: number; token: number; from: number; to: number }
  | { type: 'captured'; player: number; token: number; by: number }
  | { type: 'home'; player: number; token: number }
  | { type: 'forfeited'; player: number }
  | { type: 'no-move'; player: number }
  | { type: 'turn'; player: number }
  | { type: 'conceded'; player: number }
  | { type: 'timed-out'; player: number }
  | { type: 'finished'; winners: number[] };

export type GameRefusal =
  | 'GAME_OVER'
  | 'NOT_YOUR_TURN'
  | 'ALREADY_ROLLED'
  | 'MUST_ROLL'
  | 'BAD_ROLL'
  | 'BAD_TOKEN'
  | 'TOKEN_CANNOT_MOVE'
  | 'BAD_PLAYER';

export type GameStep = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; refusal: GameRefusal };

/** Where each number of players sits: two face each other, three leave one seat empty. */
const SEATING: Record<number, Seat[]> = { 2: [0, 2], 3: [0, 1, 2], 4: [0, 1, 2, 3] };

export function newGame(setup: GameSetup): GameState {
  const seats = SEATING[setup.players];
  if (!seats) throw new RangeError(`a game has 2 to 4 players, not ${setup.players}`);
  if (setup.teams && setup.players !== 4) throw new RangeError('a team game needs 4 players');
  return {
    variant: setup.variant,
    teams: setup.teams,
    seats: [...seats],
    tokens: seats.map(() => Array.from({ length: TOKENS_PER_PLAYER[setup.variant] }, () => YARD)),
    turn: 0,
    dice: null,
    sixes: 0,
    rolls: 0,
    conceded: [],
    finished: false,
    winners: [],
  };
}

/** Partners sit opposite: seats 0 and 2 against seats 1 and 3. */
export function teamOf(state: GameState, player: number): number {
  return (state.seats[player] ?? 0) % 2;
}

function opponents(state: GameState, a: number, b: number): boolean {
  return a !== b && (!state.teams || teamOf(state, a) !== teamOf(state, b));
}

function allHome(tokens: readonly number[]): boolean {
  return tokens.every((progress) => progress === HOME);
}

function inPlay(state: GameState, player: number): boolean {
  return !state.conceded.includes(player) && !allHome(state.tokens[player] ?? []);
}

/** The tokens the player whose turn it is may move with the roll waiting to be played. */
export function movableTokens(state: GameState): number[] {
  const { dice } = state;
  if (state.finished || dice === null) return [];
  const movable: number[] = [];
  (state.tokens[state.turn] ?? []).forEach((progress, token) => {
    if (progress === YARD ? dice === 6 : progress !== HOME && progress + dice <= HOME) movable.push(token);
  });
  return movable;
}

/** The next player clockwise who still plays. */
function nextPlayer(state: GameState, after: number): number {
  const count = state.seats.length;
  for (let step = 1; step <= count; step++) {
    const candidate = (after + step) % count;
    if (inPlay(state, candidate)) return candidate;
  }
  return after;
}

function passTurn(state: GameState, events: GameEvent[]): void {
  state.turn = nextPlayer(state, state.turn);
  state.dice = null;
  state.sixes = 0;
  events.push({ type: 'turn', player: state.turn });
}

function finish(state: GameState, winners: number[], events: GameEvent[]): void {
  state.finished = true;
  state.winners = winners;
  state.dice = null;
  events.push({ type: 'finished', winners });
}

function copy(state: GameState): GameState {
  return {
    ...state,
    seats: [...state.seats],
    tokens: state.tokens.map((tokens) => [...tokens]),
    conceded: [...state.conceded],
    winners: [...state.winners],
  };
}

function roll(state: GameState, player: number, value: number): GameStep {
  if (state.dice !== null) return { ok: false, refusal: 'ALREADY_ROLLED' };
  if (!Number.isInteger(value) || value < 1 || value > 6) return { ok: false, refusal: 'BAD_ROLL' };
  const next = copy(state);
  const events: GameEvent[] = [{ type: 'rolled', player, value }];
  next.rolls += 1;
  if (value === 6) {
    next.sixes += 1;
    if (next.sixes === SIXES_FORFEITED_AT) {
      events.push({ type: 'forfeited', player });
      passTurn(next, events);
      return { ok: true, state: next, events };
    }
  } else {
    next.sixes = 0;
  }
  next.dice = value;
  if (movableTokens(next).length > 0) return { ok: true, state: next, events };
  events.push({ type: 'no-move', player });
  if (value === 6)
    next.dice = null; // a 6 still gives another roll
  else passTurn(next, events);
  return { ok: true, state: next, events };
}

function move(state: GameState, player: number, token: number): GameStep {
  const dice = state.dice;
  if (dice === null) return { ok: false, refusal: 'MUST_ROLL' };
  const tokens = state.tokens[player] ?? [];
  if (!Number.isInteger(token) || token < 0 || token >= tokens.length) return { ok: false, refusal: 'BAD_TOKEN' };
  if (!movableTokens(state).includes(token)) return { ok: false, refusal: 'TOKEN_CANNOT_MOVE' };
  const next = copy(state);
  const events: GameEvent[] = [];
  const from = tokens[token] ?? YARD;
  const to = from === YARD ? 0 : from + dice;
  (next.tokens[player] ?? [])[token] = to;
  events.push({ type: 'moved', player, token, from, to });

  let captured = false;
  const square = trackSquare(next.seats[player] ?? 0, to);
  if (square !== null && !isSafeSquare(square)) {
    next.tokens.forEach((theirs, other) => {
      if (!opponents(next, player, other)) return;
      theirs.forEach((progress, theirToken) => {
        if (trackSquare(next.seats[other] ?? 0, progress) !== square) return;
        theirs[theirToken] = YARD;
        captured = true;
        events.push({ type: 'captured', player: other, token: theirToken, by: player });
      });
    });
  }

  const reachedHome = to === HOME;
  if (reachedHome) events.push({ type: 'home', player, token });
  if (allHome(next.tokens[player] ?? [])) {
    if (!next.teams) {
      finish(next, [player], events);
      return { ok: true, state: next, events };
    }
    const partner = next.tokens.findIndex(
      (_, other) => other !== player && teamOf(next, other) === teamOf(next, player),
    );
    if (allHome(next.tokens[partner] ?? [])) {
      finish(
        next,
        [player, partner].sort((a, b) => a - b),
        events,
      );
      return { ok: true, state: next, events };
    }
    passTurn(next, events); // done, and the partner plays on
    return { ok: true, state: next, events };
  }
  if (dice === 6 || captured || reachedHome) {
    next.dice = null;
    if (dice !== 6) next.sixes = 0;
    return { ok: true, state: next, events };
  }
  passTurn(next, events);
  return { ok: true, state: next, events };
}

/** Leaving concedes: the player's tokens leave the board; a team game is lost for the partner too. */
function concede(state: GameState, player: number): GameStep {
  if (state.conceded.includes(player)) return { ok: false, refusal: 'BAD_PLAYER' };
  const next = copy(state);
  const events: GameEvent[] = [{ type: 'conceded', player }];
  next.conceded.push(player);
  next.tokens[player] = (next.tokens[player] ?? []).map(() => YARD);
  if (next.teams) {
    const winners = next.seats.map((_, other) => other).filter((other) => teamOf(next, other) !== teamOf(next, player));
    finish(next, winners, events);
    return { ok: true, state: next, events };
  }
  const left = next.seats.map((_, other) => other).filter((other) => !next.conceded.includes(other));
  if (left.length === 1) {
    finish(next, left, events);
    return { ok: true, state: next, events };
  }
  if (next.turn === player) passTurn(next, events);
  return { ok: true, state: next, events };
}

export function applyAction(state: GameState, action: GameAction): GameStep {
  if (state.finished) return { ok: false, refusal: 'GAME_OVER' };
  if (!Number.isInteger(action.player) || action.player < 0 || action.player >= state.seats.length) {
    return { ok: false, refusal: 'BAD_PLAYER' };
  }
  if (action.type === 'concede') return concede(state, action.player);
  if (action.player !== state.turn) return { ok: false, refusal: 'NOT_YOUR_TURN' };
  if (action.type === 'timeout') {
    const next = copy(state);
    const events: GameEvent[] = [{ type: 'timed-out', player: action.player }];
    passTurn(next, events);
    return { ok: true, state: next, events };
  }
  return action.type === 'roll' ? roll(state, action.player, action.value) : move(state, action.player, action.token);
}

/**
 * Each player's place once the game is over: the winner (or winning team) first; in a team game
 * everyone else second; otherwise the others by how far their tokens have come, equal progress
 * sharing a place, and those who left last, the first to leave the very last.
 */
export function placings(state: GameState): number[] {
  const players = state.seats.map((_, player) => player);
  const places: number[] = players.map((player) => (state.winners.includes(player) ? 1 : 0));
  if (state.teams) return places.map((place) => place || 2);
  const firstAfterWinners = state.winners.length > 0 ? 2 : 1;
  const stayed = players.filter((player) => places[player] === 0 && !state.conceded.includes(player));
  for (const player of stayed) {
    const ahead = stayed.filter((other) => distance(state, other) > distance(state, player)).length;
    places[player] = firstAfterWinners + ahead;
  }
  const leftFrom = firstAfterWinners + stayed.length;
  [...state.conceded].reverse().forEach((player, index) => {
    places[player] = leftFrom + index;
  });
  return places;
}

function distance(state: GameState, player: number): number {
  return (state.tokens[player] ?? []).reduce((sum, progress) => sum + progress + 1, 0);
}

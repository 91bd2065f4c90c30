import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../seeded-random';
import { HOME, YARD } from './board';
import { fairRoll } from './fair-dice';
import { gameStateProblems } from './game.check';
import {
  applyAction,
  type GameAction,
  type GameSetup,
  type GameState,
  type GameStep,
  movableTokens,
  newGame,
  placings,
  TOKENS_PER_PLAYER,
} from './rules';

/** A state the test writes by hand: a game of `setup`, then these tokens, turn and roll. */
function stateWith(setup: GameSetup, changes: Partial<GameState>): GameState {
  return { ...newGame(setup), ...changes };
}

function played(step: GameStep): GameState & { events: unknown[] } {
  if (!step.ok) throw new Error(`refused: ${step.refusal}`);
  return { ...step.state, events: step.events };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

const MAX_ACTIONS = 20_000;

/**
 * A whole game of random legal play: dice from `roll`, a random movable token, and (when asked)
 * now and then a player who leaves. Checks the state after every action.
 */
function playRandomly(
  setup: GameSetup,
  seed: number,
  options: { roll?: (state: GameState) => number; leaveEvery?: number } = {},
): { state: GameState; actions: GameAction[] } {
  const random = seededRandom(seed);
  const roll = options.roll ?? (() => 1 + Math.floor(random() * 6));
  let state = newGame(setup);
  const actions: GameAction[] = [];
  for (let count = 0; count < MAX_ACTIONS && !state.finished; count++) {
    let action: GameAction;
    if (options.leaveEvery && random() < 2 / options.leaveEvery) {
      action = { type: 'timeout', player: state.turn };
    } else if (options.leaveEvery && random() < 1 / options.leaveEvery) {
      const player = Math.floor(random() * setup.players);
      if (state.conceded.includes(player)) continue;
      action = { type: 'concede', player };
    } else if (state.dice === null) {
      action = { type: 'roll', player: state.turn, value: roll(state) };
    } else {
      const movable = movableTokens(state);
      action = { type: 'move', player: state.turn, token: movable[Math.floor(random() * movable.length)] ?? -1 };
    }
    const before = JSON.stringify(state);
    const next = applyAction(deepFreeze(state), action);
    if (!next.ok) throw new Error(`legal action refused: ${JSON.stringify(action)} (${next.refusal})`);
    expect(JSON.stringify(state)).toBe(before);
    expect(gameStateProblems(next.state)).toEqual([]);
    state = next.state;
    actions.push(action);
  }
  return { state, actions };
}

const setups = fc.oneof(
  fc.record({
    variant: fc.constantFrom('classic' as const, 'quick' as const),
    players: fc.constantFrom(2, 3, 4),
    teams: fc.constant(false),
  }),
  fc.record({
    variant: fc.constantFrom('classic' as const, 'quick' as const),
    players: fc.constant(4),
    teams: fc.constant(true),
  }),
);

describe('random legal play', () => {
  it('never reaches an invalid state, keeps every token, and always ends with a winner', () => {
    fc.assert(
      fc.property(setups, fc.integer(), fc.constantFrom(0, 500), (setup, seed, leaveEvery) => {
        const { state } = playRandomly(setup, seed, { leaveEvery });
        expect(state.finished).toBe(true);
        expect(state.winners.length).toBeGreaterThan(0);
        expect(state.tokens.map((tokens) => tokens.length)).toEqual(
          Array.from({ length: setup.players }, () => TOKENS_PER_PLAYER[setup.variant]),
        );
        const places = placings(state);
        for (const winner of state.winners) expect(places[winner]).toBe(1);
        expect(places.every((place) => place >= 1 && place <= setup.players)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('replays to the same game from the same seeds and actions', () => {
    fc.assert(
      fc.property(
        setups,
        fc.integer(),
        fc.stringMatching(/^[0-9a-f]{64}$/),
        fc.array(fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), { minLength: 2, maxLength: 4 }),
        (setup, seed, serverSeed, clientSeeds) => {
          const dice = (state: GameState) => fairRoll(serverSeed, clientSeeds, state.rolls + 1);
          const first = playRandomly(setup, seed, { roll: dice });
          let replayed = newGame(setup);
          for (const action of first.actions) {
            if (action.type === 'roll') expect(action.value).toBe(dice(replayed));
            replayed = played(applyAction(replayed, action));
          }
          expect({ ...replayed, events: undefined }).toEqual({ ...first.state, events: undefined });
        },
      ),
      { numRuns: 20 },
    );
  });

  it('refuses every illegal action and leaves the state as it was', () => {
    fc.assert(
      fc.property(
        setups,
        fc.integer(),
        fc.integer({ min: 0, max: 400 }),
        fc.record({
          type: fc.constantFrom('roll' as const, 'move' as const),
          player: fc.integer({ min: -1, max: 4 }),
          token: fc.integer({ min: -1, max: 4 }),
          value: fc.integer({ min: 0, max: 7 }),
        }),
        (setup, seed, length, attempt) => {
          const { actions } = playRandomly(setup, seed);
          let state = newGame(setup);
          for (const action of actions.slice(0, length)) state = played(applyAction(state, action));
          const action: GameAction =
            attempt.type === 'roll'
              ? { type: 'roll', player: attempt.player, value: attempt.value }
              : { type: 'move', player: attempt.player, token: attempt.token };
          const legal =
            !state.finished &&
            action.player === state.turn &&
            (action.type === 'roll'
              ? state.dice === null && attempt.value >= 1 && attempt.value <= 6
              : movableTokens(state).includes(attempt.token));
          const before = JSON.stringify(state);
          const step = applyAction(deepFreeze(state), action);
          expect(step.ok).toBe(legal);
          expect(JSON.stringify(state)).toBe(before);
        },
      ),
      { numRuns: 200 },
    );
  });
});

const duel: GameSetup = { variant: 'classic', players: 2, teams: false };

describe('the rules, one by one', () => {
  it('needs a 6 to leave the yard, onto the start square, and the 6 gives another roll', () => {
    const five = played(applyAction(newGame(duel), { type: 'roll', player: 0, value: 5 }));
    expect(five.turn).toBe(1); // nothing could move: the turn passes
    expect(five.dice).toBeNull();

    const six = played(applyAction(newGame(duel), { type: 'roll', player: 0, value: 6 }));
    expect(movableTokens(six)).toEqual([0, 1, 2, 3]);
    const out = played(applyAction(six, { type: 'move', player: 0, token: 2 }));
    expect(out.tokens[0]).toEqual([YARD, YARD, 0, YARD]);
    expect(out.turn).toBe(0);
    expect(out.dice).toBeNull();
  });

  it('a capture sends the token to its yard and gives another roll; a safe square protects', () => {
    // Player 0 (seat 0) at 10 is on square 10; player 1 (seat 2) at 36 is on square (26 + 36) % 52 = 10.
    const before = stateWith(duel, {
      tokens: [
        [7, YARD, YARD, YARD],
        [36, YARD, YARD, YARD],
      ],
      dice: 3,
    });
    const after = played(applyAction(before, { type: 'move', player: 0, token: 0 }));
    expect(after.tokens).toEqual([
      [10, YARD, YARD, YARD],
      [YARD, YARD, YARD, YARD],
    ]);
    expect(after.turn).toBe(0);
    expect(after.events).toContainEqual({ type: 'captured', player: 1, token: 0, by: 0 });

    // Square 8 is a star: both stay.
    const star = stateWith(duel, {
      tokens: [
        [5, YARD, YARD, YARD],
        [34, YARD, YARD, YARD],
      ],
      dice: 3,
    });
    const shared = played(applyAction(star, { type: 'move', player: 0, token: 0 }));
    expect(shared.tokens).toEqual([
      [8, YARD, YARD, YARD],
      [34, YARD, YARD, YARD],
    ]);
    expect(shared.turn).toBe(1);
  });

  it('forfeits the third 6 in a row', () => {
    let state = stateWith(duel, {
      tokens: [
        [20, YARD, YARD, YARD],
        [YARD, YARD, YARD, YARD],
      ],
    });
    for (let six = 1; six <= 2; six++) {
      state = played(applyAction(state, { type: 'roll', player: 0, value: 6 }));
      state = played(applyAction(state, { type: 'move', player: 0, token: 0 }));
      expect(state.turn).toBe(0);
    }
    expect(state.tokens[0]?.[0]).toBe(32);
    const third = played(applyAction(state, { type: 'roll', player: 0, value: 6 }));
    expect(third.events).toContainEqual({ type: 'forfeited', player: 0 });
    expect(third.turn).toBe(1);
    expect(third.tokens[0]?.[0]).toBe(32);
    expect(third.sixes).toBe(0);
  });

  it('reaches home only with the exact roll, and home gives another roll', () => {
    const near = stateWith(duel, {
      tokens: [
        [53, 20, YARD, YARD],
        [YARD, YARD, YARD, YARD],
      ],
      dice: 4,
    });
    expect(movableTokens(near)).toEqual([1]);
    const exact = played(applyAction({ ...near, dice: 3 }, { type: 'move', player: 0, token: 0 }));
    expect(exact.tokens[0]?.[0]).toBe(HOME);
    expect(exact.turn).toBe(0);
  });

  it('ends when a player has every token home', () => {
    const last = stateWith(duel, {
      tokens: [
        [HOME, HOME, HOME, 50],
        [3, YARD, YARD, YARD],
      ],
      dice: 6,
    });
    const end = played(applyAction(last, { type: 'move', player: 0, token: 3 }));
    expect(end.finished).toBe(true);
    expect(end.winners).toEqual([0]);
    expect(placings(end)).toEqual([1, 2]);
    expect(applyAction(end, { type: 'roll', player: 1, value: 2 })).toEqual({ ok: false, refusal: 'GAME_OVER' });
  });

  it('in a team game partners share squares and win together', () => {
    const teams: GameSetup = { variant: 'quick', players: 4, teams: true };
    // Players 0 and 2 are partners (seats 0 and 2). Player 0 moves onto square 10, where player 2 stands (26 + 36).
    const state = stateWith(teams, {
      tokens: [
        [7, YARD],
        [YARD, YARD],
        [36, YARD],
        [YARD, YARD],
      ],
      dice: 3,
    });
    const moved = played(applyAction(state, { type: 'move', player: 0, token: 0 }));
    expect(moved.tokens[2]).toEqual([36, YARD]);
    expect(moved.turn).toBe(1);

    const done = stateWith(teams, {
      tokens: [
        [HOME, 53],
        [YARD, YARD],
        [HOME, HOME],
        [YARD, YARD],
      ],
      dice: 3,
    });
    const end = played(applyAction(done, { type: 'move', player: 0, token: 1 }));
    expect(end.winners).toEqual([0, 2]);
    expect(placings(end)).toEqual([1, 2, 1, 2]);
  });

  it('a turn that times out passes, with the roll waiting unplayed', () => {
    const waiting = played(applyAction(newGame(duel), { type: 'roll', player: 0, value: 6 }));
    const timedOut = played(applyAction(waiting, { type: 'timeout', player: 0 }));
    expect(timedOut.turn).toBe(1);
    expect(timedOut.dice).toBeNull();
    expect(timedOut.sixes).toBe(0);
    expect(timedOut.tokens).toEqual(newGame(duel).tokens);
    expect(applyAction(timedOut, { type: 'timeout', player: 0 })).toEqual({ ok: false, refusal: 'NOT_YOUR_TURN' });
  });

  it('a player who leaves concedes; the last one left wins', () => {
    const trio: GameSetup = { variant: 'quick', players: 3, teams: false };
    const first = played(applyAction(newGame(trio), { type: 'concede', player: 0 }));
    expect(first.turn).toBe(1);
    expect(first.finished).toBe(false);
    const second = played(applyAction(first, { type: 'concede', player: 2 }));
    expect(second.finished).toBe(true);
    expect(second.winners).toEqual([1]);
    expect(placings(second)).toEqual([3, 1, 2]);
  });

  it('places the others by how far they came, equal progress sharing a place', () => {
    const four: GameSetup = { variant: 'quick', players: 4, teams: false };
    const end = stateWith(four, {
      tokens: [
        [HOME, HOME],
        [10, 2],
        [5, 7],
        [30, YARD],
      ], // 11 + 3, 6 + 8 and 31 + 0 steps
      finished: true,
      winners: [0],
    });
    expect(placings(end)).toEqual([1, 3, 3, 2]);
  });
});

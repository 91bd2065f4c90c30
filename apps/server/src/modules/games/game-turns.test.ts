import { fairRoll } from '@ludo/shared/game/fair-dice';
import { applyAction, type GameState, movableTokens, newGame } from '@ludo/shared/game/rules';
import { replayTranscript } from '@ludo/shared/game/transcript';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ActionRecord,
  autoMove,
  awayFrom,
  dueTurnPlay,
  type GameRecord,
  seedsForRoll,
  statePayload,
  transcriptOf,
} from './game-turns';

const NOW = new Date('2026-11-25T12:00:00Z');
const secondsBefore = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

describe('a turn whose time ran out', () => {
  it('is played for a player who is here, passed for one away inside the window, played after it', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(fc.integer({ min: 0, max: 600 }), { nil: null }), (connected, awayFor) => {
        const how = dueTurnPlay({ connected, awaySince: awayFor === null ? null : secondsBefore(awayFor) }, NOW, 120);
        expect(how).toBe(connected || (awayFor !== null && awayFor >= 120) ? 'play' : 'pass');
      }),
    );
  });

  it('counts a player away from when their last socket closed, not before the game began, else from now', () => {
    const started = secondsBefore(300);
    expect(awayFrom(secondsBefore(90), started, NOW)).toEqual(secondsBefore(90));
    expect(awayFrom(secondsBefore(3600), started, NOW)).toEqual(started);
    expect(awayFrom(null, started, NOW)).toEqual(NOW);
    // A clock ahead of this one's is not believed.
    expect(awayFrom(new Date(NOW.getTime() + 5000), started, NOW)).toEqual(NOW);
    fc.assert(
      fc.property(fc.option(fc.integer({ min: -600, max: 7200 }), { nil: null }), (left) => {
        const from = awayFrom(left === null ? null : secondsBefore(left), started, NOW);
        expect(from.getTime()).toBeGreaterThanOrEqual(started.getTime());
        expect(from.getTime()).toBeLessThanOrEqual(NOW.getTime());
      }),
    );
  });

  it('is played with a token that may move, or not at all when none may', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.nat(), (value, choice) => {
        const rolled = applyAction(newGame({ variant: 'classic', players: 2, teams: false }), {
          type: 'roll',
          player: 0,
          value,
        });
        if (!rolled.ok) throw new Error(rolled.refusal);
        const move = autoMove(rolled.state, (count) => choice % count);
        if (movableTokens(rolled.state).length === 0) expect(move).toBeNull();
        else expect(applyAction(rolled.state, move ?? { type: 'timeout', player: 0 }).ok).toBe(true);
      }),
    );
  });
});

describe('the first roll and the seeds', () => {
  it('waits for another player’s seed only while the wait lasts, and never for the roller’s own', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.constant('seed'), { nil: null }), { minLength: 2, maxLength: 4 }),
        fc.nat(3),
        fc.integer({ min: 0, max: 30 }),
        (seeds, rollerPick, elapsed) => {
          const roller = rollerPick % seeds.length;
          const decision = seedsForRoll(seeds, roller, secondsBefore(elapsed), NOW, 10);
          const othersMissing = seeds.some((seed, player) => seed === null && player !== roller);
          if (elapsed < 10 && othersMissing) expect(decision).toEqual({ wait: true });
          else
            expect(decision).toEqual({
              wait: false,
              make: seeds.flatMap((seed, player) => (seed === null ? [player] : [])),
            });
        },
      ),
    );
  });
});

describe('the transcript', () => {
  it('replays to the stored game, with the rolls the seeds give', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom('classic' as const, 'quick' as const), (seed, variant) => {
        const serverSeed = `server-${seed}`;
        const clientSeeds = ['a', 'b'];
        let state: GameState = newGame({ variant, players: 2, teams: false });
        const actions: ActionRecord[] = [];
        let pick = Math.abs(seed);
        for (let step = 0; step < 400 && !state.finished; step++) {
          const at = new Date(NOW.getTime() + step * 1000);
          if (state.dice === null) {
            const value = fairRoll(serverSeed, clientSeeds, state.rolls + 1);
            actions.push({ player: state.turn, kind: 'roll', value, afterRoll: state.rolls, auto: false, at });
            const next = applyAction(state, { type: 'roll', player: state.turn, value });
            if (!next.ok) throw new Error(next.refusal);
            state = next.state;
          } else {
            pick = (pick * 1103515245 + 12345) % 2147483648;
            const move = autoMove(state, (count) => pick % count);
            if (move?.type !== 'move') throw new Error('a waiting roll with nothing to move');
            actions.push({
              player: move.player,
              kind: 'move',
              value: move.token,
              afterRoll: state.rolls,
              auto: false,
              at,
            });
            const next = applyAction(state, move);
            if (!next.ok) throw new Error(next.refusal);
            state = next.state;
          }
        }
        const game: GameRecord & { serverSeed: string; serverMadeSeeds: number[] } = {
          matchId: 'match',
          playerIds: ['u1', 'u2'],
          state,
          version: actions.length,
          clientSeeds,
          serverSeedHash: 'hash',
          lastRoll: null,
          turnDeadlineAt: null,
          awaySince: {},
          serverSeed,
          serverMadeSeeds: [],
        };
        const transcript = transcriptOf(game, actions);
        expect(transcript.serverSeed).toBe(state.finished ? serverSeed : null);
        const replayed = replayTranscript(transcript);
        expect(replayed.ok && replayed.state).toEqual(state);
        const payload = statePayload(game, new Map([['u1', { name: 'Asha', avatarFileId: 'f1' }]]));
        expect(payload.tokens).toEqual({ u1: state.tokens[0], u2: state.tokens[1] });
        expect(payload.players.map((player) => player.name)).toEqual(['Asha', '']);
        // A picture is shown through the game, its file in the address; none, and the initials show.
        expect(payload.players.map((player) => player.avatarUrl)).toEqual([
          `/api/games/${game.matchId}/players/u1/avatar?v=f1`,
          null,
        ]);
      }),
      { numRuns: 30 },
    );
  });
});

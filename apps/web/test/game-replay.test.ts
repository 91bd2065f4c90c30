import { YARD } from '@ludo/shared/game/board';
import type { GameTranscript } from '@ludo/shared/game/game.contract';
import { replayTranscript } from '@ludo/shared/game/transcript';
import { describe, expect, it } from 'vitest';
import { replayPayload, replaySteps, stepCaption } from '../src/features/games/lib/replay';

const AT = '2025-01-01T00:00:00.000Z';

/**
 * A short quick game between two players: u1 rolls a 6 and brings a token out, rolls a 3 and moves
 * it on; u2 rolls a 4 with every token in the yard (no move); u1's turn times out; u2 leaves, so
 * u1 wins.
 */
const TRANSCRIPT: GameTranscript = {
  matchId: 'm1',
  variant: 'quick',
  teams: false,
  players: ['u1', 'u2'],
  serverSeedHash: 'hash',
  serverSeed: 'seed',
  clientSeeds: ['a', 'b'],
  serverMadeSeeds: [],
  rolls: [
    { n: 1, player: 0, value: 6, at: AT },
    { n: 2, player: 0, value: 3, at: AT },
    { n: 3, player: 1, value: 4, at: AT },
  ],
  moves: [
    { afterRoll: 1, player: 0, token: 0, kind: 'move', auto: false, at: AT },
    { afterRoll: 2, player: 0, token: 0, kind: 'move', auto: false, at: AT },
    { afterRoll: 3, player: 0, token: null, kind: 'timeout', auto: true, at: AT },
    { afterRoll: 3, player: 1, token: null, kind: 'leave', auto: false, at: AT },
  ],
  finished: true,
  winnerIds: ['u1'],
};

const seatName = (player: number) => `Seat ${player + 1}`;

describe('replaying a finished game', () => {
  const replay = replaySteps(TRANSCRIPT);
  const payloads = replay.steps.map((step, index) => replayPayload(TRANSCRIPT, step, index, seatName));

  it('keeps the start and one state per action', () => {
    expect(replay.refusedAt).toBeNull();
    expect(replay.steps).toHaveLength(8);
    expect(replay.steps[0]?.action).toBeNull();
  });

  it('gives the tokens of each step, keyed by user id', () => {
    expect(payloads.map((payload) => payload.tokens)).toEqual([
      { u1: [YARD, YARD], u2: [YARD, YARD] },
      { u1: [YARD, YARD], u2: [YARD, YARD] },
      { u1: [0, YARD], u2: [YARD, YARD] },
      { u1: [0, YARD], u2: [YARD, YARD] },
      { u1: [3, YARD], u2: [YARD, YARD] },
      { u1: [3, YARD], u2: [YARD, YARD] },
      { u1: [3, YARD], u2: [YARD, YARD] },
      { u1: [3, YARD], u2: [YARD, YARD] },
    ]);
    expect(payloads.map((payload) => payload.turn)).toEqual(['u1', 'u1', 'u1', 'u1', 'u2', 'u1', 'u2', null]);
    expect(payloads.map((payload) => payload.dice)).toEqual([null, 6, null, 3, null, null, null, null]);
    expect(payloads.map((payload) => payload.lastRoll)).toEqual([
      null,
      { userId: 'u1', value: 6 },
      { userId: 'u1', value: 6 },
      { userId: 'u1', value: 3 },
      { userId: 'u1', value: 3 },
      { userId: 'u2', value: 4 },
      { userId: 'u2', value: 4 },
      { userId: 'u2', value: 4 },
    ]);
  });

  it('lets nothing be moved and names the players by seat, without pictures', () => {
    for (const payload of payloads) expect(payload.movable).toEqual([]);
    expect(payloads[0]?.players).toEqual([
      { userId: 'u1', name: 'Seat 1', seat: 0, seeded: true, away: false, left: false, avatarUrl: null },
      { userId: 'u2', name: 'Seat 2', seat: 2, seeded: true, away: false, left: false, avatarUrl: null },
    ]);
    expect(payloads.map((payload) => payload.version)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('ends where replayTranscript ends: the winner and the player who left', () => {
    const final = replayTranscript(TRANSCRIPT);
    if (!final.ok) throw new Error(`the transcript should replay, refused at ${final.index}`);
    expect(replay.steps.at(-1)?.state).toEqual(final.state);
    const last = payloads.at(-1);
    expect(last?.finished).toBe(true);
    expect(last?.winnerIds).toEqual(['u1']);
    expect(last?.players.map((player) => player.left)).toEqual([false, true]);
    expect(payloads.slice(0, -1).every((payload) => !payload.finished)).toBe(true);
  });

  it('captions each step with its number and what happened', () => {
    expect(replay.steps.map((step, index) => stepCaption(step, index, 7))).toEqual([
      { id: 'gameVerify.replay.step.start', values: { step: 0, total: 7 } },
      { id: 'gameVerify.replay.step.rolled', values: { step: 1, total: 7, seat: 1, value: 6 } },
      { id: 'gameVerify.replay.step.moved', values: { step: 2, total: 7, seat: 1, token: 1 } },
      { id: 'gameVerify.replay.step.rolled', values: { step: 3, total: 7, seat: 1, value: 3 } },
      { id: 'gameVerify.replay.step.moved', values: { step: 4, total: 7, seat: 1, token: 1 } },
      { id: 'gameVerify.replay.step.rolled', values: { step: 5, total: 7, seat: 2, value: 4 } },
      { id: 'gameVerify.replay.step.timedOut', values: { step: 6, total: 7, seat: 1 } },
      { id: 'gameVerify.replay.step.left', values: { step: 7, total: 7, seat: 2 } },
    ]);
  });

  it('stops before the first action the rules refuse', () => {
    // u2 moving while it is u1's turn to roll.
    const tampered: GameTranscript = {
      ...TRANSCRIPT,
      moves: [{ afterRoll: 0, player: 1, token: 0, kind: 'move', auto: false, at: AT }, ...TRANSCRIPT.moves],
    };
    const refused = replaySteps(tampered);
    expect(refused.refusedAt).toBe(0);
    expect(refused.steps).toHaveLength(1);
  });
});

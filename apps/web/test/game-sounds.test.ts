import { HOME, YARD } from '@ludo/shared/game/board';
import type { GameStatePayload } from '@ludo/shared/game/game.contract';
import { describe, expect, it } from 'vitest';
import { createGameAudio, soundsOf } from '../src/features/games/lib/game-sounds';

const ME = 'me';
const YOU = 'you';

function state(overrides: Partial<GameStatePayload> = {}): GameStatePayload {
  return {
    matchId: 'm1',
    turn: ME,
    dice: null,
    movable: [],
    tokens: { [ME]: [YARD, YARD], [YOU]: [YARD, YARD] },
    finished: false,
    winnerIds: [],
    variant: 'quick',
    teams: false,
    players: [
      { userId: ME, name: 'Me', seat: 0, seeded: true, away: false, left: false, avatarUrl: null },
      { userId: YOU, name: 'You', seat: 2, seeded: true, away: false, left: false, avatarUrl: null },
    ],
    lastRoll: null,
    rolls: 0,
    turnDeadline: null,
    serverSeedHash: 'h',
    version: 1,
    ...overrides,
  };
}

describe('what a change of the game sounds like', () => {
  it('is silent on opening a game, for an older or the same state, and for another match', () => {
    const now = state({ version: 5 });
    expect(soundsOf(undefined, now, ME)).toEqual([]);
    expect(soundsOf(now, state({ version: 5, rolls: 1 }), ME)).toEqual([]);
    expect(soundsOf(now, state({ version: 4, rolls: 1 }), ME)).toEqual([]);
    expect(soundsOf(now, state({ matchId: 'm2', version: 6, rolls: 1 }), ME)).toEqual([]);
  });

  it('rolls, moves, captures and brings tokens home', () => {
    const before = state({ tokens: { [ME]: [10, YARD], [YOU]: [20, 54] }, version: 3, turn: YOU });
    expect(soundsOf(before, { ...before, rolls: 1, version: 4 }, ME)).toEqual(['roll']);
    expect(soundsOf(before, { ...before, tokens: { [ME]: [10, YARD], [YOU]: [24, 54] }, version: 4 }, ME)).toEqual([
      'move',
    ]);
    // You land on my token: it goes back to the yard.
    expect(soundsOf(before, { ...before, tokens: { [ME]: [YARD, YARD], [YOU]: [20, 54] }, version: 4 }, ME)).toEqual(
      expect.arrayContaining(['capture']),
    );
    expect(soundsOf(before, { ...before, tokens: { [ME]: [YARD, YARD], [YOU]: [24, 54] }, version: 4 }, ME)).toEqual([
      'move',
      'capture',
    ]);
    expect(soundsOf(before, { ...before, tokens: { [ME]: [10, YARD], [YOU]: [20, HOME] }, version: 4 }, ME)).toEqual([
      'home',
    ]);
  });

  it('calls the player when the turn comes to them, not to someone else, and not to a watcher', () => {
    const before = state({ turn: YOU, version: 3 });
    expect(soundsOf(before, { ...before, turn: ME, version: 4 }, ME)).toEqual(['turn']);
    expect(soundsOf(before, { ...before, turn: ME, version: 4 }, YOU)).toEqual([]);
    expect(soundsOf(before, { ...before, turn: ME, version: 4 }, null)).toEqual([]);
    expect(soundsOf(state({ turn: ME, version: 3 }), state({ turn: ME, version: 4, rolls: 1 }), ME)).toEqual(['roll']);
  });

  it('ends with a win or a loss for the players, and no call of a turn', () => {
    const before = state({ turn: YOU, version: 8 });
    const end = { ...before, finished: true, turn: null, winnerIds: [ME], version: 9 };
    expect(soundsOf(before, end, ME)).toEqual(['won']);
    expect(soundsOf(before, end, YOU)).toEqual(['lost']);
    expect(soundsOf(before, end, 'a watcher')).toEqual([]);
  });
});

/** A stand-in for the browser's AudioContext that records the tones and noises started. */
function recordingWindow(initialState: AudioContextState = 'running') {
  const started: Array<{ kind: 'tone' | 'noise'; frequency?: number; at: number }> = [];
  const listeners: Record<string, () => void> = {};
  const param = () => ({ setValueAtTime() {}, exponentialRampToValueAtTime() {}, value: 0 });
  class FakeContext {
    state = initialState;
    currentTime = 0;
    sampleRate = 8000;
    destination = {};
    resumed = 0;
    resume() {
      this.resumed += 1;
      this.state = 'running';
      return Promise.resolve();
    }
    createGain() {
      return { gain: param(), connect: (next: unknown) => next };
    }
    createOscillator() {
      let frequency = 0;
      return {
        type: 'sine',
        frequency: {
          setValueAtTime: (value: number) => {
            frequency = value;
          },
        },
        connect: (next: unknown) => next,
        start: (at: number) => started.push({ kind: 'tone', frequency, at }),
        stop() {},
      };
    }
    createBuffer(_channels: number, length: number) {
      return { getChannelData: () => new Float32Array(length) };
    }
    createBufferSource() {
      return {
        buffer: null,
        connect: (next: unknown) => next,
        start: (at: number) => started.push({ kind: 'noise', at }),
      };
    }
  }
  const win = {
    AudioContext: FakeContext,
    addEventListener: (name: string, listener: () => void) => {
      listeners[name] = listener;
    },
  } as unknown as Window;
  return { win, started, listeners };
}

describe('the sounds played', () => {
  it('rattles the die, and plays each other sound as its notes', () => {
    const { win, started } = recordingWindow();
    const audio = createGameAudio(win);
    audio?.play('roll');
    expect(started.filter((entry) => entry.kind === 'noise')).toHaveLength(4);
    started.length = 0;
    audio?.play('won');
    expect(started.map((entry) => entry.frequency)).toEqual([523, 659, 784, 1047]);
  });

  it('waits for the first touch to resume a context the browser started suspended', () => {
    const { win, listeners } = recordingWindow('suspended');
    createGameAudio(win)?.play('turn');
    expect(Object.keys(listeners).sort()).toEqual(['keydown', 'pointerdown']);
  });

  it('loops the music until stopped, and is nothing where the browser has no sound', () => {
    const { win, started } = recordingWindow();
    const audio = createGameAudio(win);
    audio?.startMusic();
    audio?.startMusic();
    // One chord of three notes, however often it is started.
    expect(started).toHaveLength(3);
    audio?.stopMusic();
    expect(createGameAudio({ addEventListener() {} } as unknown as Window)).toBeNull();
  });
});

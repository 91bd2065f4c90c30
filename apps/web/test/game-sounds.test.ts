import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { HOME, YARD } from '@ludo/shared/game/board';
import type { GameStatePayload } from '@ludo/shared/game/game.contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReconnectingBanner } from '../src/features/games/components/GamePanel';
import { GamePlayers } from '../src/features/games/components/GamePlayers';
import { audible, buzzesNow } from '../src/features/games/lib/game-feedback';
import { createGameAudio, soundsOf } from '../src/features/games/lib/game-sounds';
import { englishMessages } from './english';

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

describe('what the game lets be heard and felt', () => {
  it('plays sound effects unless Settings turn them off, and music only when asked and while the game runs', () => {
    // Until the settings load, their defaults: effects on, music off.
    expect(audible(undefined, state())).toEqual({ effects: true, music: false });
    expect(audible({ soundEffects: true, backgroundMusic: true }, state())).toEqual({ effects: true, music: true });
    expect(audible({ soundEffects: false, backgroundMusic: true }, state({ finished: true }))).toEqual({
      effects: false,
      music: false,
    });
    expect(audible({ soundEffects: true, backgroundMusic: true }, undefined)).toEqual({ effects: true, music: false });
    expect(audible({ soundEffects: false, backgroundMusic: false }, state())).toEqual({ effects: false, music: false });
  });

  it('buzzes when the turn comes to the player, not on opening the page in it, not while it stays theirs', () => {
    expect(buzzesNow(false, true)).toBe(true);
    expect(buzzesNow(null, true)).toBe(false);
    expect(buzzesNow(true, true)).toBe(false);
    expect(buzzesNow(true, false)).toBe(false);
    expect(buzzesNow(false, false)).toBe(false);
  });
});

describe('the players and the connection, as drawn', () => {
  const i18n = setupI18n({ locale: 'en', messages: { en: englishMessages } });
  const render = (node: ReactElement) =>
    renderToStaticMarkup(
      createElement(I18nProvider, { i18n }, createElement(QueryClientProvider, { client: new QueryClient() }, node)),
    );

  it('shows the turn’s time left beside the player whose turn it is, and none once the game is over', () => {
    const deadline = new Date(Date.now() + 14_500).toISOString();
    const running = render(createElement(GamePlayers, { game: state({ turnDeadline: deadline }), viewerId: ME }));
    expect(running).toContain('data-testid="game-timer"');
    expect(running).toMatch(/0:1[45] left/);
    const over = render(
      createElement(GamePlayers, { game: state({ finished: true, turn: null, turnDeadline: null }), viewerId: ME }),
    );
    expect(over).not.toContain('data-testid="game-timer"');
  });

  it('says the connection is lost while the game reconnects', () => {
    const banner = render(createElement(ReconnectingBanner));
    expect(banner).toContain('data-testid="game-reconnecting"');
    expect(banner).toContain('Connection lost. Reconnecting...');
  });
});

import { HOME, YARD } from '@ludo/shared/game/board';
import type { GameStatePayload } from '@ludo/shared/game/game.contract';

/**
 * The game's sounds, as the Settings page's "Sound Effects" and "Background Music" choose: short
 * tones made in the browser with Web Audio (no sound files to download on a slow network), and a
 * quiet music loop while a game runs. What a change of the game sounds like is a pure function.
 */

export type GameSound = 'roll' | 'move' | 'capture' | 'home' | 'turn' | 'won' | 'lost';

/** The sounds of one change of the game, for the one who watches it (nothing for an older state). */
export function soundsOf(
  before: GameStatePayload | undefined,
  after: GameStatePayload,
  viewerId: string | null,
): GameSound[] {
  if (!before || before.matchId !== after.matchId || after.version <= before.version) return [];
  const sounds: GameSound[] = [];
  if (after.rolls > before.rolls) sounds.push('roll');
  let moved = false;
  let captured = false;
  let reachedHome = false;
  for (const [userId, places] of Object.entries(after.tokens)) {
    const was = before.tokens[userId] ?? [];
    places.forEach((place, token) => {
      const from = was[token];
      if (from === undefined || from === place) return;
      if (place === YARD && from !== YARD) captured = true;
      else if (place > from) {
        moved = true;
        if (place === HOME) reachedHome = true;
      }
    });
  }
  if (moved) sounds.push(reachedHome ? 'home' : 'move');
  if (captured) sounds.push('capture');
  if (after.finished && !before.finished) {
    const plays = viewerId !== null && after.players.some((player) => player.userId === viewerId);
    if (plays) sounds.push(after.winnerIds.includes(viewerId as string) ? 'won' : 'lost');
  } else if (viewerId !== null && after.turn === viewerId && before.turn !== viewerId) {
    sounds.push('turn');
  }
  return sounds;
}

/** Each sound as notes: frequency (Hz), start and length (s) after the sound begins. */
const NOTES: Record<Exclude<GameSound, 'roll'>, Array<[number, number, number]>> = {
  move: [[660, 0, 0.07]],
  capture: [
    [440, 0, 0.1],
    [220, 0.1, 0.18],
  ],
  home: [
    [660, 0, 0.08],
    [880, 0.08, 0.12],
  ],
  turn: [
    [523, 0, 0.1],
    [784, 0.12, 0.14],
  ],
  won: [
    [523, 0, 0.12],
    [659, 0.12, 0.12],
    [784, 0.24, 0.12],
    [1047, 0.36, 0.3],
  ],
  lost: [
    [392, 0, 0.18],
    [311, 0.2, 0.3],
  ],
};

/** A slow, soft progression for the music loop: one chord root every two seconds. */
const MUSIC_ROOTS = [220, 174.6, 196, 164.8];
const MUSIC_STEP_S = 2;

export interface GameAudio {
  play(sound: GameSound): void;
  /** Starts the music loop (once); `stopMusic` ends it. */
  startMusic(): void;
  stopMusic(): void;
}

type AudioContextClass = typeof AudioContext;

/**
 * The browser's sound, made when first needed; null where there is none. A context made before
 * the player touched the page starts suspended: the first tap or key resumes it.
 */
export function createGameAudio(
  win: Window & { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass } = window,
): GameAudio | null {
  const Context = win.AudioContext ?? win.webkitAudioContext;
  if (!Context) return null;
  let context: AudioContext | null = null;
  let music: ReturnType<typeof setInterval> | null = null;
  const audio = (): AudioContext => {
    if (context) return context;
    const made = new Context();
    context = made;
    if (made.state === 'suspended') {
      const resume = () => void made.resume();
      win.addEventListener('pointerdown', resume, { once: true });
      win.addEventListener('keydown', resume, { once: true });
    }
    return made;
  };
  const tone = (frequency: number, start: number, length: number, volume: number, type: OscillatorType) => {
    const ctx = audio();
    const at = ctx.currentTime + start;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = type;
    oscillator.frequency.setValueAtTime(frequency, at);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(volume, at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(at);
    oscillator.stop(at + length + 0.02);
  };
  const rattle = () => {
    // The die: a few clicks of noise, quieter each time.
    const ctx = audio();
    const length = Math.floor(ctx.sampleRate * 0.03);
    const buffer = ctx.createBuffer(1, length, ctx.sampleRate);
    const data = buffer.getChannelData(0);
    for (let i = 0; i < length; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / length);
    [0, 0.06, 0.13, 0.21].forEach((start, index) => {
      const source = ctx.createBufferSource();
      const gain = ctx.createGain();
      source.buffer = buffer;
      gain.gain.value = 0.25 / (index + 1);
      source.connect(gain).connect(ctx.destination);
      source.start(ctx.currentTime + start);
    });
  };
  return {
    play(sound) {
      if (sound === 'roll') return rattle();
      for (const [frequency, start, length] of NOTES[sound]) tone(frequency, start, length, 0.18, 'triangle');
    },
    startMusic() {
      if (music) return;
      let step = 0;
      const chord = () => {
        const root = MUSIC_ROOTS[step % MUSIC_ROOTS.length] as number;
        step += 1;
        for (const ratio of [1, 1.25, 1.5]) tone(root * ratio, 0, MUSIC_STEP_S * 0.95, 0.025, 'sine');
      };
      chord();
      music = setInterval(chord, MUSIC_STEP_S * 1000);
    },
    stopMusic() {
      if (music) clearInterval(music);
      music = null;
    },
  };
}

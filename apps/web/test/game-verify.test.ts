import { CLIENT_SEED_PATTERN, fairRoll } from '@ludo/shared/game/fair-dice';
import type { GameTranscript } from '@ludo/shared/game/game.contract';
import { describe, expect, it } from 'vitest';
import { isNewerState } from '../src/features/games/lib/game-state';
import { randomClientSeed } from '../src/features/games/lib/seed';
import { rememberedSeedHash, rememberSeedHash } from '../src/features/games/lib/seed-hash-memory';
import { formatCountdown } from '../src/features/games/lib/use-now';
import { checkRolls, seedMatchesHash, transcriptFile } from '../src/features/games/lib/verify';

// The worked example of docs/game-rules.md.
const SERVER_SEED = 'example-server-seed';
const HASH = 'bc312ff6586c35f1d9bf690ac74bb65b05b66a97eeb2874598ad604ace9f4b08';
const CLIENT_SEEDS = ['alice', 'bob'];
const ROLLS = [2, 5, 4, 3, 2, 5].map((value, index) => ({ n: index + 1, value }));

describe('checking a game’s dice', () => {
  it('accepts the revealed seed of the worked example and refuses another', () => {
    expect(seedMatchesHash({ serverSeed: SERVER_SEED, serverSeedHash: HASH })).toBe(true);
    expect(seedMatchesHash({ serverSeed: SERVER_SEED, serverSeedHash: HASH.toUpperCase() })).toBe(true);
    expect(seedMatchesHash({ serverSeed: 'another-seed', serverSeedHash: HASH })).toBe(false);
    expect(seedMatchesHash({ serverSeed: null, serverSeedHash: HASH })).toBeNull();
  });

  it('finds every roll of the example as the seeds give it, in chunks, with progress', async () => {
    const progress: Array<[number, number]> = [];
    const mismatches = await checkRolls(SERVER_SEED, CLIENT_SEEDS, ROLLS, {
      chunkSize: 4,
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(mismatches).toEqual([]);
    expect(progress).toEqual([
      [4, 6],
      [6, 6],
    ]);
  });

  it('lists the rolls that do not match, with the value the seeds give', async () => {
    const tampered = ROLLS.map((roll) => (roll.n === 3 ? { ...roll, value: 6 } : roll));
    expect(await checkRolls(SERVER_SEED, CLIENT_SEEDS, tampered)).toEqual([{ n: 3, recorded: 6, expected: 4 }]);
    // Other seeds give other rolls.
    const other = await checkRolls(SERVER_SEED, ['alice', 'carol'], ROLLS);
    expect(other.length).toBeGreaterThan(0);
    for (const mismatch of other) expect(mismatch.expected).toBe(fairRoll(SERVER_SEED, ['alice', 'carol'], mismatch.n));
  });

  it('stops when the page goes away', async () => {
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    await expect(checkRolls(SERVER_SEED, CLIENT_SEEDS, ROLLS, { signal: controller.signal })).rejects.toThrow('gone');
  });

  it('downloads the transcript as JSON named after the match', async () => {
    const transcript: GameTranscript = {
      matchId: 'm1',
      variant: 'quick',
      teams: false,
      players: ['u1', 'u2'],
      serverSeedHash: HASH,
      serverSeed: SERVER_SEED,
      clientSeeds: CLIENT_SEEDS,
      serverMadeSeeds: [],
      rolls: [],
      moves: [],
      finished: true,
      winnerIds: ['u1'],
    };
    const file = transcriptFile(transcript);
    expect(file.name).toBe('game-m1-transcript.json');
    expect(JSON.parse(await file.blob.text())).toEqual(transcript);
  });
});

describe('the seed hash this browser was shown', () => {
  const store = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
  };

  it('keeps the first hash a game showed, never a later one, per game', () => {
    const memory = store();
    expect(rememberedSeedHash('m1', memory)).toBeNull();
    rememberSeedHash('m1', HASH.toUpperCase(), memory);
    rememberSeedHash('m1', 'f'.repeat(64), memory);
    rememberSeedHash('m2', 'a'.repeat(64), memory);
    expect(rememberedSeedHash('m1', memory)).toBe(HASH);
    expect(rememberedSeedHash('m2', memory)).toBe('a'.repeat(64));
  });

  it('forgets the oldest games first, and survives a broken or missing store', () => {
    const memory = store();
    for (let i = 0; i < 205; i++) rememberSeedHash(`m${i}`, HASH, memory);
    expect(rememberedSeedHash('m0', memory)).toBeNull();
    expect(rememberedSeedHash('m204', memory)).toBe(HASH);
    memory.setItem('ludo-arena:seed-hashes', '{not json');
    expect(rememberedSeedHash('m204', memory)).toBeNull();
    rememberSeedHash('m9', HASH, memory);
    expect(rememberedSeedHash('m9', memory)).toBe(HASH);
    expect(rememberedSeedHash('m9', null)).toBeNull();
  });
});

describe('the player’s client seed', () => {
  it('is made of the characters the server accepts, and differs every time', () => {
    const seeds = Array.from({ length: 50 }, () => randomClientSeed());
    for (const seed of seeds) expect(seed).toMatch(CLIENT_SEED_PATTERN);
    expect(new Set(seeds).size).toBe(seeds.length);
    expect(randomClientSeed(48)).toMatch(CLIENT_SEED_PATTERN);
  });
});

describe('the turn timer', () => {
  it('counts down in minutes and seconds and stops at zero', () => {
    const now = Date.parse('2025-01-01T10:00:00Z');
    expect(formatCountdown('2025-01-01T10:00:30Z', now)).toBe('0:30');
    expect(formatCountdown('2025-01-01T10:01:05.200Z', now)).toBe('1:06');
    expect(formatCountdown('2025-01-01T09:59:00Z', now)).toBe('0:00');
  });
});

describe('the game shown', () => {
  it('is replaced only by a newer state', () => {
    expect(isNewerState(undefined, { version: 1 })).toBe(true);
    expect(isNewerState({ version: 4 }, { version: 5 })).toBe(true);
    expect(isNewerState({ version: 5 }, { version: 5 })).toBe(false);
    expect(isNewerState({ version: 6 }, { version: 5 })).toBe(false);
  });
});

describe('the pictures a game shows', () => {
  it('fetches the player’s own or a game player’s picture by its address, and nothing else', async () => {
    const { avatarPath } = await import('../src/features/users/api/get-avatar');
    const game =
      '/api/games/8a7f3c1e-1111-4a2b-9c3d-0123456789ab/players/2b7f3c1e-2222-4a2b-9c3d-0123456789ab/avatar?v=f0e1d2c3-3333-4a2b-9c3d-0123456789ab';
    expect(avatarPath(game)).toBe(game);
    expect(avatarPath('/api/users/avatar?v=abc')).toBe('/api/users/avatar?v=abc');
    // Anything else falls back to the player's own picture: no other address is ever fetched.
    expect(avatarPath('https://example.com/x.png')).toBe('/api/users/avatar');
    expect(avatarPath('/api/games/x/players/y/avatar?v=1/../../admin')).toBe('/api/users/avatar');
  });
});

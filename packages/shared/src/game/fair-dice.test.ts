/// <reference types="node" />
// Node's own crypto checks the derivation, which itself runs on any platform.
import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLIENT_SEED_PATTERN, fairRoll, rollFrom, rollsNotMatching, serverSeedHash } from './fair-dice';

/** The derivation written out again with Node's own HMAC, as a player checking us would write it. */
function independentRoll(serverSeed: string, clientSeeds: string[], n: number): number {
  const message = `${clientSeeds.join(':')}:${n}`;
  for (let k = 0; ; k++) {
    const digest = createHmac('sha256', serverSeed)
      .update(k === 0 ? message : `${message}:${k}`)
      .digest();
    for (const byte of digest) if (byte < 252) return (byte % 6) + 1;
  }
}

const serverSeeds = fc.stringMatching(/^[0-9a-f]{64}$/);
const clientSeedLists = fc.array(fc.stringMatching(CLIENT_SEED_PATTERN), { minLength: 1, maxLength: 4 });

describe('provably fair dice', () => {
  it('gives the roll the published derivation gives', () => {
    fc.assert(
      fc.property(serverSeeds, clientSeedLists, fc.integer({ min: 1, max: 10_000 }), (server, clients, n) => {
        expect(fairRoll(server, clients, n)).toBe(independentRoll(server, clients, n));
      }),
      { numRuns: 500 },
    );
  });

  it('commits to the server seed with its SHA-256', () => {
    const seed = 'f'.repeat(64);
    expect(serverSeedHash(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
  });

  it('a worked example: the first rolls of the game in docs/game-rules.md', () => {
    expect(serverSeedHash('example-server-seed')).toBe(
      'bc312ff6586c35f1d9bf690ac74bb65b05b66a97eeb2874598ad604ace9f4b08',
    );
    const rolls = Array.from({ length: 6 }, (_, index) => fairRoll('example-server-seed', ['alice', 'bob'], index + 1));
    expect(rolls).toEqual([2, 5, 4, 3, 2, 5]);
  });

  it('finds a recorded roll the seeds do not give', () => {
    const seeds = ['a1', 'b2'];
    const rolls = [1, 2, 3].map((n) => ({ n, value: fairRoll('s', seeds, n) }));
    expect(rollsNotMatching('s', seeds, rolls)).toEqual([]);
    const tampered = rolls.map((roll) => (roll.n === 2 ? { n: 2, value: (roll.value % 6) + 1 } : roll));
    expect(rollsNotMatching('s', seeds, tampered)).toEqual([tampered[1]]);
    expect(rollsNotMatching('another server seed', seeds, rolls).length).toBeGreaterThan(0);
  });

  it('refuses a roll number below 1', () => {
    expect(() => fairRoll('s', ['a'], 0)).toThrow(RangeError);
  });

  it('makes every face equally likely over a million rolls (chi-square, 5 degrees of freedom)', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    const rolls = 1_000_000;
    for (let n = 1; n <= rolls; n++) {
      const face = fairRoll('3f1c0e5d9a7b4c2e8d6f0a1b3c5d7e9f', ['player-one', 'player-two'], n);
      counts[face - 1] = (counts[face - 1] ?? 0) + 1;
    }
    const expected = rolls / 6;
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // 20.52 is the 99.9th percentile of chi-square with 5 degrees of freedom.
    expect(chiSquare).toBeLessThan(20.52);
  }, 120_000);
});

describe('a digest with no byte below 252', () => {
  it('is rolled again with the message suffixed :1, :2, … until one has such a byte', () => {
    const asked: string[] = [];
    // Two digests of bytes 252 and above, then one whose first usable byte is 10 (10 % 6 + 1 = 5).
    const digests = [new Uint8Array(32).fill(255), new Uint8Array(32).fill(252), Uint8Array.from([253, 10, 0])];
    const roll = rollFrom('alice:bob:7', (message) => {
      asked.push(message);
      return digests[asked.length - 1] ?? new Uint8Array(32);
    });
    expect(roll).toBe(5);
    expect(asked).toEqual(['alice:bob:7', 'alice:bob:7:1', 'alice:bob:7:2']);
  });

  it('is the same derivation fairRoll uses with the real HMAC', () => {
    const keyed = (message: string) => createHmac('sha256', 'example-server-seed').update(message).digest();
    for (let n = 1; n <= 50; n++)
      expect(rollFrom(`alice:bob:${n}`, keyed)).toBe(fairRoll('example-server-seed', ['alice', 'bob'], n));
  });
});

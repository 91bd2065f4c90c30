import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Provably fair dice (docs/game-rules.md). The server picks a secret seed per game and shows its
 * SHA-256 when the game starts; each player's client adds a seed of its own before the first
 * roll. Roll n (from 1) is then fixed by all of them together and nobody could steer it: the
 * server committed to its seed before it saw the players', and the players cannot know the
 * server's. When the game ends the server's seed is revealed and anyone can recompute every roll.
 *
 * Roll n: HMAC-SHA256 with the server seed as key (its UTF-8 bytes) over the message
 * `clientSeeds.join(':') + ':' + n`; the first byte of the digest below 252 gives `byte % 6 + 1`
 * (252 is the largest multiple of 6 a byte can hold, so every face is equally likely). If all 32
 * bytes are 252 or above, the message is suffixed with `':' + k` for k = 1, 2, … until one is not.
 */

/** A client's seed: 1 to 64 letters, digits, _ or -. No colon, which would let two different seed lists give one message. */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const UNBIASED_BELOW = 252;

/** The commitment shown to the players when the game starts: SHA-256 of the seed's UTF-8, in hex. */
export function serverSeedHash(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/** The value (1 to 6) of roll `n` of a game. */
export function fairRoll(serverSeed: string, clientSeeds: readonly string[], n: number): number {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`rolls are numbered from 1, not ${n}`);
  const keyed = hmac.create(sha256, utf8ToBytes(serverSeed));
  return rollFrom(`${clientSeeds.join(':')}:${n}`, (message) => keyed.clone().update(utf8ToBytes(message)).digest());
}

/**
 * The roll a message gives under `digestOf` (the keyed HMAC): the first byte below 252 of its
 * digest, else of the message suffixed `':' + k` for k = 1, 2, …. Apart so that the retry, which
 * a real HMAC needs about once in 10^58 rolls, can be checked with a digest that forces it.
 */
export function rollFrom(message: string, digestOf: (message: string) => Uint8Array): number {
  for (let k = 0; ; k++) {
    const byte = digestOf(k === 0 ? message : `${message}:${k}`).find((value) => value < UNBIASED_BELOW);
    if (byte !== undefined) return (byte % 6) + 1;
  }
}

export interface RecordedRoll {
  n: number;
  value: number;
}

/** The recorded rolls that the seeds do not give; empty when every roll is as the seeds fix it. */
export function rollsNotMatching(
  serverSeed: string,
  clientSeeds: readonly string[],
  rolls: readonly RecordedRoll[],
): RecordedRoll[] {
  return rolls.filter((roll) => fairRoll(serverSeed, clientSeeds, roll.n) !== roll.value);
}

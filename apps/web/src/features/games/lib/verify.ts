import { fairRoll, serverSeedHash } from '@ludo/shared/game/fair-dice';
import type { GameTranscript } from '@ludo/shared/game/game.contract';

/**
 * Checking a game's dice in the browser (docs/game-rules.md, "Provably fair dice"): the revealed
 * server seed against the hash shown when the game started, then every recorded roll against the
 * one the seeds give.
 */

/** Whether the revealed seed is the one committed to; null while the game runs and it is secret. */
export function seedMatchesHash(transcript: Pick<GameTranscript, 'serverSeed' | 'serverSeedHash'>): boolean | null {
  if (transcript.serverSeed === null) return null;
  return serverSeedHash(transcript.serverSeed) === transcript.serverSeedHash.toLowerCase();
}

export interface RollMismatch {
  n: number;
  recorded: number;
  expected: number;
}

export interface CheckOptions {
  /** Rolls computed between two pauses that let the page paint and answer taps. */
  chunkSize?: number;
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Every recorded roll that the seeds do not give (empty when all match). A long game has
 * thousands of rolls and each is an HMAC: they are computed in chunks, yielding to the page in
 * between, so it stays responsive on a slow phone and shows its progress.
 */
export async function checkRolls(
  serverSeed: string,
  clientSeeds: readonly string[],
  rolls: readonly { n: number; value: number }[],
  { chunkSize = 200, onProgress, signal }: CheckOptions = {},
): Promise<RollMismatch[]> {
  const mismatches: RollMismatch[] = [];
  for (let start = 0; start < rolls.length; start += chunkSize) {
    if (signal?.aborted) throw signal.reason ?? new Error('aborted');
    for (const roll of rolls.slice(start, start + chunkSize)) {
      const expected = fairRoll(serverSeed, clientSeeds, roll.n);
      if (expected !== roll.value) mismatches.push({ n: roll.n, recorded: roll.value, expected });
    }
    onProgress?.(Math.min(start + chunkSize, rolls.length), rolls.length);
    await pause();
  }
  if (rolls.length === 0) onProgress?.(0, 0);
  return mismatches;
}

/** The transcript as a file to keep: indented JSON, named after the match. */
export function transcriptFile(transcript: GameTranscript): { blob: Blob; name: string } {
  return {
    blob: new Blob([`${JSON.stringify(transcript, null, 2)}\n`], { type: 'application/json' }),
    name: `game-${transcript.matchId}-transcript.json`,
  };
}

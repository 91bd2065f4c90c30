import { describe, expect, it } from 'vitest';
import { BatchedReads } from './batched-reads';

/** A reader that records each batch it is asked and answers every key with its double. */
function doubling() {
  const batches: number[][] = [];
  const reads = new BatchedReads<number, number>(async (keys) => {
    batches.push(keys);
    return new Map(keys.map((key) => [key, key * 2]));
  }, 3);
  return { reads, batches };
}

describe('batched reads', () => {
  it('reads the keys asked in one turn together, each key once, and answers every asker', async () => {
    const { reads, batches } = doubling();
    const answers = await Promise.all([reads.get(1), reads.get(2), reads.get(1)]);
    expect(answers).toEqual([2, 4, 2]);
    expect(batches).toEqual([[1, 2]]);
  });

  it('splits a turn’s keys into batches of the size it was given', async () => {
    const { reads, batches } = doubling();
    expect(await Promise.all([1, 2, 3, 4, 5].map((key) => reads.get(key)))).toEqual([2, 4, 6, 8, 10]);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('reads again for keys asked after a batch went', async () => {
    const { reads, batches } = doubling();
    expect(await reads.get(1)).toBe(2);
    expect(await reads.get(1)).toBe(2);
    expect(batches).toEqual([[1], [1]]);
  });

  it('gives a failed read’s error to every asker of that batch, and a key left unanswered an error', async () => {
    const failing = new BatchedReads<number, number>(async () => {
      throw new Error('database away');
    });
    const results = await Promise.allSettled([failing.get(1), failing.get(2)]);
    expect(results.map((result) => result.status === 'rejected' && (result.reason as Error).message)).toEqual([
      'database away',
      'database away',
    ]);
    const forgetful = new BatchedReads<number, number>(async () => new Map([[1, 10]]));
    const [found, missing] = await Promise.allSettled([forgetful.get(1), forgetful.get(2)]);
    expect(found).toEqual({ status: 'fulfilled', value: 10 });
    expect(missing?.status).toBe('rejected');
  });
});

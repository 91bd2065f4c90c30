import { TOURNAMENT_PLATFORM_FEE_PERCENT, TOURNAMENT_POINTS, TOURNAMENT_PRIZE_SPLITS } from '@ludo/shared/limits';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type TournamentPointsFraction,
  type TournamentRankedPlayer,
  tournamentPoints,
  tournamentPointsAdd,
  tournamentPrizePool,
  tournamentPrizeSplitPercents,
  tournamentPrizes,
} from './tournament-prizes';

/** A ranking of p1…pn from their ranks, in the order given. */
function ranking(...ranks: number[]): TournamentRankedPlayer[] {
  return ranks.map((rank, i) => ({ playerId: `p${i + 1}`, rank }));
}

const prizesOf = (ranks: number[], poolPaise: number) =>
  tournamentPrizes(ranking(...ranks), poolPaise).map((p) => p.prizePaise);
const pointsOf = (...ranks: number[]) =>
  tournamentPoints(ranking(...ranks)).map(({ points: { numerator, denominator } }) =>
    denominator === 1 ? `${numerator}` : `${numerator}/${denominator}`,
  );

describe('tournamentPrizePool: platform fee and prize pool', () => {
  it('takes the platform fee from the entries: 16 × ₹100 leaves ₹1,440, 4 × ₹100 leaves ₹360', () => {
    expect(TOURNAMENT_PLATFORM_FEE_PERCENT).toBe(10);
    expect(tournamentPrizePool(16 * 10_000)).toEqual({ entriesPaise: 160_000, feePaise: 16_000, poolPaise: 144_000 });
    expect(tournamentPrizePool(4 * 10_000)).toEqual({ entriesPaise: 40_000, feePaise: 4_000, poolPaise: 36_000 });
  });

  it('rounds the pool down and gives the fee the odd paisa', () => {
    expect(tournamentPrizePool(12_345)).toEqual({ entriesPaise: 12_345, feePaise: 1_235, poolPaise: 11_110 });
    expect(tournamentPrizePool(0)).toEqual({ entriesPaise: 0, feePaise: 0, poolPaise: 0 });
  });

  it('refuses amounts that are not whole paise', () => {
    for (const bad of [-1, 1.5, Number.NaN, 2 ** 53])
      expect(() => tournamentPrizePool(bad)).toThrow(/not a whole number/);
  });

  it('keeps fee + pool = entries, and the fee within a paisa of its percentage', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (entries) => {
        const { entriesPaise, feePaise, poolPaise } = tournamentPrizePool(entries);
        expect(entriesPaise).toBe(entries);
        expect(feePaise + poolPaise).toBe(entries);
        const exactFee = (BigInt(entries) * BigInt(TOURNAMENT_PLATFORM_FEE_PERCENT * 100)) / 10_000n;
        expect(BigInt(feePaise) - exactFee).toBeGreaterThanOrEqual(0n);
        expect(BigInt(feePaise) - exactFee).toBeLessThanOrEqual(1n);
      }),
      { numRuns: 1_000 },
    );
  });
});

describe('tournamentPrizeSplitPercents', () => {
  it('uses the split of the largest listed field size not above the field', () => {
    expect(tournamentPrizeSplitPercents(4)).toBe(TOURNAMENT_PRIZE_SPLITS[4]);
    expect(tournamentPrizeSplitPercents(7)).toBe(TOURNAMENT_PRIZE_SPLITS[4]);
    expect(tournamentPrizeSplitPercents(8)).toBe(TOURNAMENT_PRIZE_SPLITS[8]);
    expect(tournamentPrizeSplitPercents(31)).toBe(TOURNAMENT_PRIZE_SPLITS[16]);
    expect(tournamentPrizeSplitPercents(32)).toBe(TOURNAMENT_PRIZE_SPLITS[32]);
    expect(tournamentPrizeSplitPercents(500)).toBe(TOURNAMENT_PRIZE_SPLITS[32]);
  });

  it('gives the whole pool to the winner below the smallest listed field', () => {
    for (const n of [1, 2, 3]) expect(tournamentPrizeSplitPercents(n)).toEqual([100]);
  });

  it('refuses a field that is not a positive integer', () => {
    for (const bad of [0, -4, 4.5]) expect(() => tournamentPrizeSplitPercents(bad)).toThrow(/field size/);
  });
});

describe('tournamentPrizes', () => {
  it('pays 4 players from ₹360: 1st ₹252, 2nd ₹108', () => {
    expect(tournamentPrizes(ranking(1, 2, 3, 4), 36_000)).toEqual([
      { playerId: 'p1', place: 1, prizePaise: 25_200 },
      { playerId: 'p2', place: 2, prizePaise: 10_800 },
      { playerId: 'p3', place: 3, prizePaise: 0 },
      { playerId: 'p4', place: 4, prizePaise: 0 },
    ]);
  });

  it('gives the paise the percentages leave to the higher places', () => {
    // 8 players: 60/30/10 of 100,001 is 60,000.6 / 30,000.3 / 10,000.1.
    expect(prizesOf([1, 2, 3, 4, 5, 6, 7, 8], 100_001)).toEqual([60_001, 30_000, 10_000, 0, 0, 0, 0, 0]);
    // 32 players: the 2.5 % places are exact in basis points.
    expect(
      prizesOf(
        [...Array(32).keys()].map((i) => i + 1),
        1_000,
      ).slice(0, 9),
    ).toEqual([400, 250, 150, 100, 25, 25, 25, 25, 0]);
  });

  it('lets tied players share the places they cover, odd paise to the first listed', () => {
    expect(prizesOf([1, 1, 3, 4, 5, 6, 7, 8], 100_001)).toEqual([45_001, 45_000, 10_000, 0, 0, 0, 0, 0]);
    // Six tied for 3rd share 3rd place's 10,000: 1,666.67 each.
    expect(prizesOf([1, 2, 3, 3, 3, 3, 3, 3], 100_000)).toEqual([
      60_000, 30_000, 1_667, 1_667, 1_667, 1_667, 1_666, 1_666,
    ]);
    // Everyone tied: the pool split eight ways.
    expect(prizesOf([1, 1, 1, 1, 1, 1, 1, 1], 36_003)).toEqual([
      4_501, 4_501, 4_501, 4_500, 4_500, 4_500, 4_500, 4_500,
    ]);
  });

  it('keeps the ranking order of the input and reports each place', () => {
    const prizes = tournamentPrizes(
      [
        { playerId: 'c', rank: 3 },
        { playerId: 'a', rank: 1 },
        { playerId: 'b', rank: 1 },
        { playerId: 'd', rank: 4 },
      ],
      36_001,
    );
    expect(prizes).toEqual([
      { playerId: 'c', place: 3, prizePaise: 0 },
      { playerId: 'a', place: 1, prizePaise: 18_001 },
      { playerId: 'b', place: 1, prizePaise: 18_000 },
      { playerId: 'd', place: 4, prizePaise: 0 },
    ]);
  });

  it('refuses rankings that skip or repeat places, repeat players, and bad pools', () => {
    expect(() => prizesOf([1, 2, 2, 3], 100)).toThrow(/skips or repeats places/);
    expect(() => prizesOf([2, 2], 100)).toThrow(/skips or repeats places/);
    expect(() => prizesOf([1, 0], 100)).toThrow(/ranks are positive integers/);
    expect(() => prizesOf([], 100)).toThrow(/must list the players/);
    expect(() => prizesOf([1, 2], -1)).toThrow(/prize pool -1/);
    expect(() =>
      tournamentPrizes(
        [
          { playerId: 'a', rank: 1 },
          { playerId: 'a', rank: 2 },
        ],
        100,
      ),
    ).toThrow(/lists player a twice/);
  });
});

describe('tournamentPoints', () => {
  it('gives the first four places their points and shares tied places', () => {
    expect(TOURNAMENT_POINTS).toEqual([10, 6, 4, 2]);
    expect(pointsOf(1, 2, 3, 4, 5)).toEqual(['10', '6', '4', '2', '0']);
    expect(pointsOf(1, 2, 3, 3, 5)).toEqual(['10', '6', '3', '3', '0']);
    expect(pointsOf(1, 1, 1, 4, 5)).toEqual(['20/3', '20/3', '20/3', '2', '0']);
    expect(pointsOf(1, 2, 3, 4, 4, 4)).toEqual(['10', '6', '4', '2/3', '2/3', '2/3']);
    expect(pointsOf(1, 2)).toEqual(['10', '6']);
  });

  it('adds points exactly', () => {
    expect(tournamentPointsAdd({ numerator: 20, denominator: 3 }, { numerator: 1, denominator: 3 })).toEqual({
      numerator: 7,
      denominator: 1,
    });
    expect(tournamentPointsAdd({ numerator: 1, denominator: 2 }, { numerator: 2, denominator: 3 })).toEqual({
      numerator: 7,
      denominator: 6,
    });
    expect(() => tournamentPointsAdd({ numerator: 1, denominator: 0 }, { numerator: 1, denominator: 1 })).toThrow(
      /positive denominator/,
    );
  });
});

/**
 * A field of 2..64 players with a random pattern of ties, listed in a random order: each player
 * after the first either ties with the one before or takes the next free rank.
 */
const tiedField = (minPlayers: number) =>
  fc
    .integer({ min: minPlayers, max: 64 })
    .chain((n) =>
      fc.record({
        ties: fc.array(fc.boolean(), { minLength: n - 1, maxLength: n - 1 }),
        order: fc.array(fc.nat(), { minLength: n, maxLength: n }),
      }),
    )
    .map(({ ties, order }) => {
      const ranks = [1];
      ties.forEach((tied, i) => {
        ranks.push(tied ? (ranks[i] as number) : i + 2);
      });
      return ranks
        .map((rank, i) => ({ playerId: `p${i + 1}`, rank, k: order[i] as number }))
        .sort((a, b) => a.k - b.k)
        .map(({ playerId, rank }) => ({ playerId, rank }));
    });

/** [place, lowest value, highest value] for each place, best place first. */
function rangesByPlace(values: Array<[number, number]>): Array<[number, number, number]> {
  const ranges = new Map<number, [number, number, number]>();
  for (const [place, value] of values) {
    const range = ranges.get(place) ?? [place, value, value];
    ranges.set(place, [place, Math.min(range[1], value), Math.max(range[2], value)]);
  }
  return [...ranges.values()].sort((a, b) => a[0] - b[0]);
}

describe('prizes and points on random fields', () => {
  it('splits every pool exactly, never paying a better rank less, tied players within a paisa', () => {
    fc.assert(
      fc.property(tiedField(2), fc.integer({ min: 0, max: 1_000_000_000 }), (field, pool) => {
        const prizes = tournamentPrizes(field, pool);
        expect(prizes.map((p) => p.playerId)).toEqual(field.map((p) => p.playerId));
        expect(prizes.map((p) => p.place)).toEqual(field.map((p) => p.rank));
        expect(prizes.reduce((sum, p) => sum + p.prizePaise, 0)).toBe(pool);
        expect(prizes.filter((p) => !Number.isSafeInteger(p.prizePaise) || p.prizePaise < 0)).toEqual([]);
        const byPlace = rangesByPlace(prizes.map((p) => [p.place, p.prizePaise]));
        byPlace.forEach(([place, min, max], i) => {
          expect(max - min, `tied at ${place}`).toBeLessThanOrEqual(1);
          const worse = byPlace[i + 1];
          if (worse) expect(min, `place ${place} against ${worse[0]}`).toBeGreaterThanOrEqual(worse[2]);
        });
      }),
      { numRuns: 500 },
    );
  });

  it('pays untied places their percentage of the pool, rounded down, plus at most one paisa', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 64 }), fc.integer({ min: 0, max: 1_000_000_000 }), (n, pool) => {
        const ranks = Array.from({ length: n }, (_, i) => i + 1);
        const percents = tournamentPrizeSplitPercents(n);
        prizesOf(ranks, pool).forEach((prize, i) => {
          const floor = (BigInt(pool) * BigInt((percents[i] ?? 0) * 100)) / 10_000n;
          expect(BigInt(prize) - floor).toBeGreaterThanOrEqual(0n);
          expect(BigInt(prize) - floor).toBeLessThanOrEqual(1n);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('hands out exactly the points of the places the field covers, whatever the ties', () => {
    fc.assert(
      fc.property(tiedField(1), (field) => {
        const points = tournamentPoints(field);
        const total = points.reduce<TournamentPointsFraction>((sum, p) => tournamentPointsAdd(sum, p.points), {
          numerator: 0,
          denominator: 1,
        });
        const expected = TOURNAMENT_POINTS.slice(0, field.length).reduce((sum, p) => sum + p, 0);
        expect(total).toEqual({ numerator: expected, denominator: 1 });
        if (field.length >= TOURNAMENT_POINTS.length) expect(total.numerator).toBe(10 + 6 + 4 + 2);
        // Floats only to compare points of different places; equal places are compared exactly below.
        const byPlace = rangesByPlace(points.map((p) => [p.place, p.points.numerator / p.points.denominator]));
        byPlace.forEach(([place, min, max], i) => {
          expect(max, `tied at ${place}`).toBe(min);
          const worse = byPlace[i + 1];
          if (worse) expect(min, `place ${place} against ${worse[0]}`).toBeGreaterThanOrEqual(worse[2]);
        });
        const same = new Map(points.map((p) => [p.place, p.points]));
        expect(points.filter((p) => JSON.stringify(p.points) !== JSON.stringify(same.get(p.place)))).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchPrizePaise, prizeShares } from './match-tiers';

const stake = fc.integer({ min: 1, max: 10_000_00 });
const fee = fc.integer({ min: 0, max: 30 });
const seats = fc.integer({ min: 2, max: 4 });
/** One to four distinct winners, named by their seat. */
const winners = fc.uniqueArray(fc.constantFrom('seat-1', 'seat-2', 'seat-3', 'seat-4'), { minLength: 1, maxLength: 4 });

describe('matchPrizePaise', () => {
  it('pays out every seat’s stake but the fee, the fee rounded up to whole paise', () => {
    expect(matchPrizePaise(5000, 0)).toEqual({ prizePaise: 10_000, feePaise: 0 });
    expect(matchPrizePaise(5000, 10, 4)).toEqual({ prizePaise: 18_000, feePaise: 2000 });
    expect(matchPrizePaise(333, 5, 3)).toEqual({ prizePaise: 949, feePaise: 50 });
  });

  it('keeps the pot whole: prize and fee add up to the stakes, neither negative', () => {
    fc.assert(
      fc.property(stake, fee, seats, (stakePaise, percent, n) => {
        const { prizePaise, feePaise } = matchPrizePaise(stakePaise, percent, n);
        expect(prizePaise + feePaise).toBe(stakePaise * n);
        expect(feePaise).toBeGreaterThanOrEqual((stakePaise * n * percent) / 100);
        expect(feePaise - (stakePaise * n * percent) / 100).toBeLessThan(1);
        expect(prizePaise).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('prizeShares', () => {
  it('gives a lone winner everything, and a team halves with the odd paisa to the first seat', () => {
    expect(prizeShares(18_000, ['seat-3'])).toEqual([{ userId: 'seat-3', paise: 18_000 }]);
    expect(prizeShares(18_001, ['seat-2', 'seat-4'])).toEqual([
      { userId: 'seat-2', paise: 9001 },
      { userId: 'seat-4', paise: 9000 },
    ]);
  });

  it('adds up to the prize, pays only winners, none negative, none more than a paisa apart', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000_00 }), winners, (prize, ids) => {
        const shares = prizeShares(prize, ids);
        expect(shares.map((share) => share.userId)).toEqual(ids);
        expect(shares.reduce((sum, share) => sum + share.paise, 0)).toBe(prize);
        const amounts = shares.map((share) => share.paise);
        expect(Math.min(...amounts)).toBeGreaterThanOrEqual(0);
        expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);
        // The odd paise go to the earliest seats.
        expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
      }),
    );
  });

  it('refuses no winner or the same winner twice', () => {
    expect(() => prizeShares(100, [])).toThrow(RangeError);
    expect(() => prizeShares(100, ['seat-1', 'seat-1'])).toThrow(RangeError);
  });
});

import { TDS_PERCENT, TDS_THRESHOLD_RUPEES } from '@ludo/shared/limits';
import { rupeesToPaise } from '@ludo/shared/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type TournamentTaxInput, type TournamentTaxPolicy, tournamentTaxPerTournament } from './tournament-tax';

const THRESHOLD_PAISE = rupeesToPaise(TDS_THRESHOLD_RUPEES);

/** A tax input for one prize, with an entry fee of ₹100 and an empty financial year unless given. */
function taxInput(prizePaise: number, more: Partial<TournamentTaxInput> = {}): TournamentTaxInput {
  return {
    prizePaise,
    entryFeePaise: 10_000,
    financialYear: { startYear: 2025, winningsPaise: 0, entryFeesPaise: 0, tdsPaise: 0 },
    ...more,
  };
}

describe('tournamentTaxPerTournament', () => {
  it('withholds nothing up to the threshold, inclusive', () => {
    expect(TDS_THRESHOLD_RUPEES).toBe(10_000);
    expect(tournamentTaxPerTournament(taxInput(0))).toEqual({ grossPaise: 0, tdsPaise: 0, netPaise: 0 });
    expect(tournamentTaxPerTournament(taxInput(1_000_000))).toEqual({
      grossPaise: 1_000_000,
      tdsPaise: 0,
      netPaise: 1_000_000,
    });
  });

  it('withholds the rate on the whole prize once it is above the threshold, rounding the tax up', () => {
    expect(TDS_PERCENT).toBe(30);
    // ₹10,000.01: 30 % is 300,000.3 paise, withheld as 300,001.
    expect(tournamentTaxPerTournament(taxInput(1_000_001))).toEqual({
      grossPaise: 1_000_001,
      tdsPaise: 300_001,
      netPaise: 700_000,
    });
    expect(tournamentTaxPerTournament(taxInput(2_500_000))).toEqual({
      grossPaise: 2_500_000,
      tdsPaise: 750_000,
      netPaise: 1_750_000,
    });
  });

  it("ignores the entry fee and the year's totals under the current rule", () => {
    const busyYear = { startYear: 2024, winningsPaise: 50_000_000, entryFeesPaise: 2_000_000, tdsPaise: 9_000_000 };
    expect(tournamentTaxPerTournament(taxInput(900_000, { entryFeePaise: 0, financialYear: busyYear }))).toEqual(
      tournamentTaxPerTournament(taxInput(900_000)),
    );
  });

  it('refuses inputs that are not whole paise, or miss the financial year', () => {
    const refuses = (input: TournamentTaxInput, message: RegExp) =>
      expect(() => tournamentTaxPerTournament(input)).toThrow(message);
    refuses(taxInput(-1), /prize -1/);
    refuses(taxInput(10.5), /prize 10.5/);
    refuses(taxInput(100, { entryFeePaise: Number.NaN }), /entry fee NaN/);
    refuses({ prizePaise: 100, entryFeePaise: 0 } as TournamentTaxInput, /financial year totals/);
    refuses(
      taxInput(100, { financialYear: { startYear: 2025, winningsPaise: -5, entryFeesPaise: 0, tdsPaise: 0 } }),
      /year's winnings -5/,
    );
    refuses(
      taxInput(100, { financialYear: { startYear: 25, winningsPaise: 0, entryFeesPaise: 0, tdsPaise: 0 } }),
      /financial year 25/,
    );
  });

  it('fits the policy interface, so a different rule can take its place', () => {
    const policy: TournamentTaxPolicy = tournamentTaxPerTournament;
    expect(policy(taxInput(5))).toEqual({ grossPaise: 5, tdsPaise: 0, netPaise: 5 });
  });

  it('conserves paise, withholds nothing at or below the threshold and the rounded-up rate above it', () => {
    const year = fc.record({
      startYear: fc.integer({ min: 2000, max: 2100 }),
      winningsPaise: fc.nat(),
      entryFeesPaise: fc.nat(),
      tdsPaise: fc.nat(),
    });
    const prize = fc.oneof(
      fc.integer({ min: 0, max: 2 * THRESHOLD_PAISE }),
      fc.integer({ min: THRESHOLD_PAISE - 10, max: THRESHOLD_PAISE + 10 }),
      fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
    );
    fc.assert(
      fc.property(prize, fc.nat(), year, (prizePaise, entryFeePaise, financialYear) => {
        const { grossPaise, tdsPaise, netPaise } = tournamentTaxPerTournament({
          prizePaise,
          entryFeePaise,
          financialYear,
        });
        expect(grossPaise).toBe(prizePaise);
        expect(tdsPaise + netPaise).toBe(grossPaise);
        expect(tdsPaise >= 0 && netPaise >= 0 && Number.isSafeInteger(tdsPaise)).toBe(true);
        if (prizePaise <= THRESHOLD_PAISE) {
          expect(tdsPaise).toBe(0);
        } else {
          // The exact tax in ten-thousandths of a paisa is prize × basis points; withheld is that, rounded up: never less, less than a paisa more.
          const exact = BigInt(prizePaise) * BigInt(Math.round(TDS_PERCENT * 100));
          expect(BigInt(tdsPaise) * 10_000n >= exact).toBe(true);
          expect(BigInt(tdsPaise) * 10_000n - exact < 10_000n).toBe(true);
        }
      }),
      { numRuns: 2_000 },
    );
  });
});

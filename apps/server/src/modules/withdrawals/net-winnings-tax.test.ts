import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tdsOn } from '../tax/tds';
import { type FinancialYearSoFar, withdrawalTax, yearEndTax } from './net-winnings-tax';

const rupees = (amount: number) => amount * 100;
const START: FinancialYearSoFar = { withdrawnPaise: 0, depositsPaise: 0, openingPaise: 0, taxedPaise: 0 };

describe('worked examples (amounts in rupees)', () => {
  it('a withdrawal of the opening balance carries no net winnings', () => {
    // ₹10,000 at the start of the year, withdrawn in April.
    expect(withdrawalTax({ ...START, openingPaise: rupees(10_000) }, rupees(10_000))).toEqual({
      netWinningsPaise: 0,
      tdsPaise: 0,
    });
  });

  it('withdrawing less than the opening balance and deposits carries none', () => {
    // ₹3,000 at the start, ₹7,000 deposited, ₹5,000 withdrawn.
    const year = { ...START, openingPaise: rupees(3_000), depositsPaise: rupees(7_000) };
    expect(withdrawalTax(year, rupees(5_000))).toEqual({ netWinningsPaise: 0, tdsPaise: 0 });
  });

  it('withdrawing more than the opening balance and deposits: 30% of the difference', () => {
    // ₹3,000 at the start and ₹7,000 deposited; ₹12,000 withdrawn: ₹2,000 of net winnings, ₹600 TDS.
    const year = { ...START, openingPaise: rupees(3_000), depositsPaise: rupees(7_000) };
    expect(withdrawalTax(year, rupees(12_000))).toEqual({ netWinningsPaise: rupees(2_000), tdsPaise: rupees(600) });
  });

  it('several withdrawals in a year: winnings taxed once are not taxed again', () => {
    // Deposits ₹1,000; wins; withdraws ₹1,500 (₹500 net winnings, ₹150 TDS), then ₹700
    // (₹700 more, ₹210), then deposits ₹2,000 and withdraws ₹1,000 (nothing: covered by the deposit).
    let year: FinancialYearSoFar = { ...START, depositsPaise: rupees(1_000) };
    const first = withdrawalTax(year, rupees(1_500));
    expect(first).toEqual({ netWinningsPaise: rupees(500), tdsPaise: rupees(150) });
    year = { ...year, withdrawnPaise: rupees(1_500), taxedPaise: first.netWinningsPaise };
    const second = withdrawalTax(year, rupees(700));
    expect(second).toEqual({ netWinningsPaise: rupees(700), tdsPaise: rupees(210) });
    year = {
      ...year,
      withdrawnPaise: rupees(2_200),
      taxedPaise: year.taxedPaise + second.netWinningsPaise,
      depositsPaise: rupees(3_000),
    };
    expect(withdrawalTax(year, rupees(1_000))).toEqual({ netWinningsPaise: 0, tdsPaise: 0 });
    // 31 March: ₹1,800 left in the account. (₹3,200 withdrawn + ₹1,800) − (₹3,000 + ₹0 + ₹1,200
    // taxed) = ₹800 of net winnings at the year's end, ₹240 TDS.
    year = { ...year, withdrawnPaise: rupees(3_200) };
    expect(yearEndTax(year, rupees(1_800))).toEqual({ netWinningsPaise: rupees(800), tdsPaise: rupees(240) });
  });

  it('rounds the tax up to the paisa', () => {
    expect(tdsOn(1)).toBe(1);
    expect(tdsOn(10)).toBe(3);
    expect(tdsOn(11)).toBe(4);
    expect(tdsOn(rupees(1_234))).toBe(37_020);
  });
});

/** A year of deposits, games and withdrawals, each withdrawal within the balance. */
const year = fc.record({
  opening: fc.nat(1_000_000),
  steps: fc.array(
    fc.oneof(
      fc.record({ kind: fc.constant('deposit' as const), amount: fc.integer({ min: 1, max: 500_000 }) }),
      fc.record({ kind: fc.constant('game' as const), amount: fc.integer({ min: -500_000, max: 500_000 }) }),
      fc.record({ kind: fc.constant('withdraw' as const), share: fc.double({ min: 0, max: 1, noNaN: true }) }),
    ),
    { maxLength: 40 },
  ),
});

type Year = typeof year extends fc.Arbitrary<infer T> ? T : never;

function play({ opening, steps }: Year) {
  let balance = opening;
  let so: FinancialYearSoFar = { ...START, openingPaise: opening };
  let tds = 0;
  const withdrawals: { amount: number; tax: number; net: number }[] = [];
  let highWater = 0;
  for (const step of steps) {
    if (step.kind === 'deposit') {
      balance += step.amount;
      so = { ...so, depositsPaise: so.depositsPaise + step.amount };
    } else if (step.kind === 'game') {
      balance = Math.max(0, balance + step.amount);
    } else {
      const amount = Math.floor(balance * step.share);
      if (amount === 0) continue;
      const taxed = withdrawalTax(so, amount);
      withdrawals.push({ amount, tax: taxed.tdsPaise, net: taxed.netWinningsPaise });
      tds += taxed.tdsPaise;
      balance -= amount;
      so = {
        ...so,
        withdrawnPaise: so.withdrawnPaise + amount,
        taxedPaise: so.taxedPaise + taxed.netWinningsPaise,
      };
      highWater = Math.max(highWater, so.withdrawnPaise - so.depositsPaise - so.openingPaise);
    }
  }
  const end = yearEndTax(so, balance);
  return { so, balance, withdrawals, end, tds: tds + end.tdsPaise, highWater };
}

describe('over a year (property)', () => {
  it('never withholds more than 30% of a withdrawal, nor taxes what deposits and the opening balance cover', () => {
    fc.assert(
      fc.property(year, (input) => {
        const { withdrawals } = play(input);
        for (const w of withdrawals) {
          expect(w.net).toBeLessThanOrEqual(w.amount);
          expect(w.tax).toBeLessThanOrEqual(Math.ceil(w.amount * 0.3));
        }
      }),
    );
  });

  it('taxes the year’s net winnings exactly once in all: withdrawals and the year’s end together', () => {
    fc.assert(
      fc.property(year, (input) => {
        const { so, balance, end, highWater } = play(input);
        const annual = Math.max(0, so.withdrawnPaise + balance - so.depositsPaise - so.openingPaise);
        const taxedInYear = so.taxedPaise + end.netWinningsPaise;
        // At least the year's net winnings; more only when winnings withdrawn earlier were lost
        // again later (the player claims that back in their return), never more than the highest
        // net winnings withdrawn at any point.
        expect(taxedInYear).toBe(Math.max(annual, so.taxedPaise));
        expect(so.taxedPaise).toBe(Math.max(0, highWater));
      }),
    );
  });

  it('owes nothing on a year whose withdrawals and closing balance are within deposits and the opening balance', () => {
    fc.assert(
      fc.property(year, (input) => {
        const { so, balance, tds } = play(input);
        if (so.withdrawnPaise + balance <= so.depositsPaise + so.openingPaise && so.taxedPaise === 0) {
          expect(tds).toBe(0);
        }
      }),
    );
  });
});

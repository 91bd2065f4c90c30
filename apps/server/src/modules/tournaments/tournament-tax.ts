import { TDS_THRESHOLD_RUPEES } from '@ludo/shared/limits';
import { rupeesToPaise } from '@ludo/shared/money';
import { tdsOn } from '../tax/tds';

/**
 * Tax deducted at source (TDS) from a tournament prize, as one pluggable policy. The service
 * gathers a `TournamentTaxInput` for each prize it pays, asks the policy in force, credits
 * `netPaise` to the player's winnings and `tdsPaise` to the platform's `tds` account.
 *
 * The input carries more than today's rule reads (the entry fee, the financial year's totals) so
 * that a rule on net winnings over the whole financial year, with no threshold, can replace the
 * per-tournament one by swapping the policy: callers already pass everything it needs.
 */

export interface TournamentTaxInput {
  /** The player's prize from this tournament, before tax. */
  prizePaise: number;
  /** The entry fee the player paid for this tournament. */
  entryFeePaise: number;
  /**
   * The player's totals for the financial year this prize is paid in, NOT counting this prize:
   * what a year-wide rule needs to tax net winnings and credit what was already withheld.
   */
  financialYear: {
    /** The calendar year the financial year starts in (2025 for April 2025 to March 2026). */
    startYear: number;
    /** Prizes paid to the player so far this year, before tax. */
    winningsPaise: number;
    /** Entry fees the player paid so far this year. */
    entryFeesPaise: number;
    /** Tax already withheld from the player this year. */
    tdsPaise: number;
  };
}

export interface TournamentTaxOutcome {
  /** The prize, as given: always tdsPaise + netPaise. */
  grossPaise: number;
  tdsPaise: number;
  netPaise: number;
}

/** A tax rule: the split of one prize into tax withheld and the amount the player receives. */
export type TournamentTaxPolicy = (input: TournamentTaxInput) => TournamentTaxOutcome;

const TDS_THRESHOLD_PAISE = rupeesToPaise(TDS_THRESHOLD_RUPEES);

/**
 * The current rule: TDS_PERCENT of the WHOLE prize when the prize from one tournament is above
 * TDS_THRESHOLD_RUPEES, nothing at or below it. The rate applies to the whole
 * amount, not only to the part above the threshold, as a per-event threshold on winnings is read:
 * the threshold decides whether tax is withheld, not how much of the prize is taxed. With today's
 * limits a prize of ₹10,000 is paid in full while one of ₹10,000.01 has ₹3,000.01 withheld and pays ₹7,000: whoever
 * sets prize pools should know about that cliff. The entry fee and the year's totals are not used.
 *
 * Tax is rounded up to whole paise (at most one paisa against the player), so the platform never
 * withholds less than the rule asks.
 */
export const tournamentTaxPerTournament: TournamentTaxPolicy = (input) => {
  checkTournamentTaxInput(input);
  const { prizePaise } = input;
  if (prizePaise <= TDS_THRESHOLD_PAISE) return { grossPaise: prizePaise, tdsPaise: 0, netPaise: prizePaise };
  const tdsPaise = tdsOn(prizePaise);
  return { grossPaise: prizePaise, tdsPaise, netPaise: prizePaise - tdsPaise };
};

/** Play-money mode: coins are not income, so nothing is withheld. */
export const noTournamentTax: TournamentTaxPolicy = (input) => {
  checkTournamentTaxInput(input);
  return { grossPaise: input.prizePaise, tdsPaise: 0, netPaise: input.prizePaise };
};

/** Checks every amount of the input (whether or not the current rule reads it): a service bug shows at once. */
export function checkTournamentTaxInput(input: TournamentTaxInput): void {
  if (typeof input !== 'object' || input === null) throw new Error('Tournament tax input must be an object');
  const paise = (what: string, value: number) => {
    if (!Number.isSafeInteger(value) || value < 0)
      throw new Error(`Tournament tax ${what} ${value} is not whole paise ≥ 0`);
  };
  paise('prize', input.prizePaise);
  paise('entry fee', input.entryFeePaise);
  const year = input.financialYear;
  if (typeof year !== 'object' || year === null)
    throw new Error('Tournament tax input needs the financial year totals');
  if (!Number.isSafeInteger(year.startYear) || year.startYear < 2000 || year.startYear > 9999) {
    throw new Error(`Tournament tax financial year ${year.startYear} is not a year`);
  }
  paise("year's winnings", year.winningsPaise);
  paise("year's entry fees", year.entryFeesPaise);
  paise("year's tax withheld", year.tdsPaise);
}

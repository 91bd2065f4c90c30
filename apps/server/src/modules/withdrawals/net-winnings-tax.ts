import { tdsOn } from '../tax/tds';

/**
 * Tax on net winnings from online games, section 194BA of the Income-tax Act with Rule 133 of the
 * Income-tax Rules (docs/decisions/0018-tax-on-net-winnings.md): TDS_PERCENT of the net winnings in each
 * withdrawal, and at the financial year's end of those left in the account. Pure: the service
 * gathers the year's figures and stores what this answers. Amounts in paise.
 *
 * Net winnings in a withdrawal = (withdrawals this year, this one included) − (deposits this year
 * until now + opening balance + net winnings already taxed this year), never below zero.
 * At the year's end = (withdrawals this year + closing balance) − (deposits this year + opening
 * balance + net winnings already taxed this year), never below zero.
 */

export interface FinancialYearSoFar {
  /** Withdrawals made earlier this financial year (before tax), not counting returned ones. */
  withdrawnPaise: number;
  /** The player's own deposits this year until now (no bonus: the platform gives none). */
  depositsPaise: number;
  /** The player's balance when the financial year began. */
  openingPaise: number;
  /** Net winnings already taxed this year, at earlier withdrawals. */
  taxedPaise: number;
}

export interface NetWinningsTax {
  netWinningsPaise: number;
  tdsPaise: number;
}

function checkPaise(what: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`Net winnings tax: ${what} ${value} is not whole paise ≥ 0`);
}

function checkYear(year: FinancialYearSoFar): void {
  checkPaise('withdrawn', year.withdrawnPaise);
  checkPaise('deposits', year.depositsPaise);
  checkPaise('opening balance', year.openingPaise);
  checkPaise('taxed', year.taxedPaise);
}

/** Net winnings when `outPaise` more leaves (a withdrawal) or stays (the closing balance), and the tax on them. */
function netWinnings(year: FinancialYearSoFar, outPaise: number, what: string): NetWinningsTax {
  checkYear(year);
  checkPaise(what, outPaise);
  const netWinningsPaise = Math.max(
    0,
    year.withdrawnPaise + outPaise - (year.depositsPaise + year.openingPaise + year.taxedPaise),
  );
  return { netWinningsPaise, tdsPaise: tdsOn(netWinningsPaise) };
}

/** The net winnings in a withdrawal of `amountPaise`, and the tax withheld from it. */
export function withdrawalTax(year: FinancialYearSoFar, amountPaise: number): NetWinningsTax {
  return netWinnings(year, amountPaise, 'withdrawal');
}

/** The net winnings left in the account at the financial year's end, and the tax on them. */
export function yearEndTax(year: FinancialYearSoFar, closingPaise: number): NetWinningsTax {
  return netWinnings(year, closingPaise, 'closing balance');
}

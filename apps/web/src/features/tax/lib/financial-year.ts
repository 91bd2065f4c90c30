/** The first financial year with tax on online games' net winnings (section 194BA): 2023-24. */
export const FIRST_FINANCIAL_YEAR = 2023;

/** The financial year (April to March, India time) that holds `now`: the calendar year it starts in. */
export function currentFinancialYear(now = new Date()): number {
  const ist = new Date(now.getTime() + 330 * 60_000);
  return ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
}

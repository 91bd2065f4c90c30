import { z } from 'zod';

/** A financial year by the calendar year it starts in (2026: April 2026 to March 2027). */
const financialYear = z.coerce
  .number({ error: 'Choose a financial year' })
  .int('Choose a financial year')
  .min(2023, 'Statements start with the financial year 2023-24')
  .max(2100, 'Choose a financial year');

/** GET /api/tax/statement (and .csv, .pdf): the player's tax statement of a financial year (default: the current one). */
export const taxStatementQuerySchema = z.object({ year: financialYear.optional() });

export const taxDeductionSchema = z.object({
  date: z.string(),
  kind: z.enum(['prize', 'withdrawal', 'year_end']),
  description: z.string(),
  /** Rupees: the prize or the withdrawal before tax. */
  gross: z.number(),
  netWinnings: z.number(),
  tds: z.number(),
});
export type TaxDeduction = z.infer<typeof taxDeductionSchema>;

export const taxStatementSchema = z.object({
  financialYear: z.number().int(),
  /** "2026-27". */
  label: z.string(),
  deductions: z.array(taxDeductionSchema),
  totals: z.object({ netWinnings: z.number(), tds: z.number() }),
});
export type TaxStatement = z.infer<typeof taxStatementSchema>;

/** GET /api/admin/tax/quarters: TDS withheld in each quarter of a financial year (for the TDS returns). */
export const taxQuartersQuerySchema = z.object({ year: financialYear.optional() });
export const taxQuartersSchema = z.object({
  financialYear: z.number().int(),
  label: z.string(),
  quarters: z.array(
    z.object({
      quarter: z.enum(['Q1', 'Q2', 'Q3', 'Q4']),
      /** "April to June 2026". */
      months: z.string(),
      deductions: z.number().int(),
      players: z.number().int(),
      netWinnings: z.number(),
      tds: z.number(),
    }),
  ),
});
export type TaxQuarters = z.infer<typeof taxQuartersSchema>;

/** "2026-27" for the financial year starting in 2026. */
export const financialYearLabel = (startYear: number) =>
  `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;

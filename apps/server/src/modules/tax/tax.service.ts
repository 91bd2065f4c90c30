import { paiseToRupees } from '@ludo/shared/money';
import { financialYearLabel, type TaxQuarters, type TaxStatement } from '@ludo/shared/tax/tax.schemas';
import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type StoredMessage, taxDeductions } from '../../db/schema';
import { type Language, type Message, render } from '../../lib/i18n';
import { financialYearOf, istMonthStart } from '../../lib/india-time';
import { lineIn } from '../matches/match-records';

/**
 * The record of tax deducted at source (docs/decisions/0018-tax-on-net-winnings.md). The modules
 * that withhold tax (tournament prizes, withdrawals) write a deduction here in the transaction of
 * their transfer into `tds`; statements and the quarterly report are read from it.
 */

export interface DeductionInput {
  userId: string;
  kind: 'prize' | 'withdrawal' | 'year_end';
  refId: string;
  /** What it was taken from, as a message: kept to be worded in each reader's language, with its English beside it. */
  description: Message;
  grossPaise: number;
  netWinningsPaise: number;
  tdsPaise: number;
  at?: Date;
}

export async function recordDeduction(tx: DbOrTx, input: DeductionInput): Promise<void> {
  const at = input.at ?? new Date();
  await tx
    .insert(taxDeductions)
    .values({
      userId: input.userId,
      kind: input.kind,
      refId: input.refId,
      description: render(input.description, 'en'),
      message: input.description,
      financialYear: financialYearOf(at).startYear,
      grossPaise: input.grossPaise,
      netWinningsPaise: input.netWinningsPaise,
      tdsPaise: input.tdsPaise,
      createdAt: at,
    })
    .onConflictDoNothing();
}

/** Whether this deduction was recorded already (a pass run again leaves it be). */
export async function hasDeduction(
  tx: DbOrTx,
  input: { userId: string; kind: DeductionInput['kind']; refId: string; financialYear: number },
): Promise<boolean> {
  const [row] = await tx
    .select({ id: taxDeductions.id })
    .from(taxDeductions)
    .where(
      and(
        eq(taxDeductions.userId, input.userId),
        eq(taxDeductions.kind, input.kind),
        eq(taxDeductions.refId, input.refId),
        eq(taxDeductions.financialYear, input.financialYear),
      ),
    );
  return row !== undefined;
}

/** A withdrawal that did not happen: its deduction no longer counts (its tax went back with it). */
export async function cancelDeduction(tx: DbOrTx, kind: 'prize' | 'withdrawal', refId: string): Promise<void> {
  await tx
    .update(taxDeductions)
    .set({ cancelledAt: sql`now()` })
    .where(and(eq(taxDeductions.kind, kind), eq(taxDeductions.refId, refId), isNull(taxDeductions.cancelledAt)));
}

/**
 * A deduction's description in `language`: in English the text stored when it was recorded, as it
 * always read; in another language its message, or that English when the row has none.
 */
export const descriptionIn = (stored: string, message: StoredMessage | null, language: Language): string =>
  language === 'en' ? stored : lineIn(stored, message, language);

/** The player's statement of a financial year, its descriptions in `language`. */
export async function taxStatement(
  db: DbOrTx,
  userId: string,
  year = financialYearOf(new Date()).startYear,
  language: Language = 'en',
): Promise<TaxStatement> {
  const rows = await db
    .select()
    .from(taxDeductions)
    .where(
      and(eq(taxDeductions.userId, userId), eq(taxDeductions.financialYear, year), isNull(taxDeductions.cancelledAt)),
    )
    .orderBy(asc(taxDeductions.createdAt));
  const deductions = rows.map((row) => ({
    date: row.createdAt.toISOString(),
    kind: row.kind,
    description: descriptionIn(row.description, row.message, language),
    gross: paiseToRupees(row.grossPaise),
    netWinnings: paiseToRupees(row.netWinningsPaise),
    tds: paiseToRupees(row.tdsPaise),
  }));
  const sum = (pick: (row: (typeof rows)[number]) => number) =>
    paiseToRupees(rows.reduce((total, row) => total + pick(row), 0));
  return {
    financialYear: year,
    label: financialYearLabel(year),
    deductions,
    totals: { netWinnings: sum((row) => row.netWinningsPaise), tds: sum((row) => row.tdsPaise) },
  };
}

const QUARTER_MONTHS = ['April to June', 'July to September', 'October to December', 'January to March'] as const;

/** TDS withheld in each quarter of a financial year: what the quarterly TDS return reports. */
export async function taxQuarters(db: DbOrTx, year = financialYearOf(new Date()).startYear): Promise<TaxQuarters> {
  const quarters = [];
  for (let index = 0; index < 4; index += 1) {
    const qFrom = istMonthStart(year, 3 + index * 3);
    const qTo = istMonthStart(year, 6 + index * 3);
    const [row] = await db
      .select({
        deductions: sql<string>`count(*) FILTER (WHERE ${taxDeductions.tdsPaise} > 0)`,
        players: sql<string>`count(DISTINCT ${taxDeductions.userId}) FILTER (WHERE ${taxDeductions.tdsPaise} > 0)`,
        net: sql<string>`coalesce(sum(${taxDeductions.netWinningsPaise}), 0)`,
        tds: sql<string>`coalesce(sum(${taxDeductions.tdsPaise}), 0)`,
      })
      .from(taxDeductions)
      .where(
        and(gte(taxDeductions.createdAt, qFrom), lt(taxDeductions.createdAt, qTo), isNull(taxDeductions.cancelledAt)),
      );
    quarters.push({
      quarter: (['Q1', 'Q2', 'Q3', 'Q4'] as const)[index] as 'Q1' | 'Q2' | 'Q3' | 'Q4',
      months: `${QUARTER_MONTHS[index]} ${index === 3 ? year + 1 : year}`,
      deductions: Number(row?.deductions ?? 0),
      players: Number(row?.players ?? 0),
      netWinnings: paiseToRupees(Number(row?.net ?? 0)),
      tds: paiseToRupees(Number(row?.tds ?? 0)),
    });
  }
  return { financialYear: year, label: financialYearLabel(year), quarters };
}

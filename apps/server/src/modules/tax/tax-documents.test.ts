import type { TaxStatement } from '@ludo/shared/tax/tax.schemas';
import { describe, expect, it } from 'vitest';
import { statementCsv, statementPdf, textPdf } from './tax-documents';

const STATEMENT: TaxStatement = {
  financialYear: 2026,
  label: '2026-27',
  deductions: [
    {
      date: '2026-06-01T06:30:00.000Z',
      kind: 'withdrawal',
      description: 'To UPI asha@okbank',
      gross: 1500,
      netWinnings: 500,
      tds: 150,
    },
    {
      date: '2026-07-10T06:30:00.000Z',
      kind: 'prize',
      description: '=HYPERLINK("x") Cup (Diwali) \\ दिवाली',
      gross: 12600,
      netWinnings: 12600,
      tds: 3780,
    },
  ],
  totals: { netWinnings: 13100, tds: 3930 },
};
const HOLDER = { fullName: 'Asha Verma', email: 'asha@example.in' };

describe('the tax statement as CSV', () => {
  it('lists every deduction with its amounts and the totals', () => {
    const lines = statementCsv(STATEMENT, HOLDER).split('\r\n');
    expect(lines[0]).toBe('"Tax statement","Financial year 2026-27"');
    expect(lines[4]).toBe('"Date","Kind","Description","Gross (INR)","Net winnings (INR)","TDS (INR)"');
    expect(lines[5]).toBe('"01 Jun 2026","Withdrawal","To UPI asha@okbank",1500.00,500.00,150.00');
    expect(lines.at(-2)).toBe('"Total",,,,13100.00,3930.00');
  });

  it('keeps a spreadsheet from reading a title as a formula, and quotes quotes', () => {
    const prizeLine = statementCsv(STATEMENT, HOLDER).split('\r\n')[6];
    expect(prizeLine).toContain('"\'=HYPERLINK(""x"") Cup (Diwali) \\ दिवाली"');
  });
});

/** Each object's offset in the cross-reference table points at that object. */
function expectValidXref(pdf: Buffer): void {
  const text = pdf.toString('latin1');
  const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(start, start + 4)).toBe('xref');
  const [, countText] = /xref\n0 (\d+)\n/.exec(text.slice(start)) ?? [];
  const count = Number(countText);
  const entries = text
    .slice(start)
    .split('\n')
    .slice(3, 3 + count - 1);
  entries.forEach((entry, index) => {
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
  });
}

describe('the tax statement as PDF', () => {
  it('is a PDF whose cross-reference table points at its objects, with the statement’s lines', () => {
    const pdf = statementPdf(STATEMENT, HOLDER, 'Ludo Arena');
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expectValidXref(pdf);
    expect(text).toContain('(Ludo Arena: tax statement, financial year 2026-27) Tj');
    expect(text).toContain('Gross Rs. 1500.00   Net winnings Rs. 500.00   TDS Rs. 150.00');
    expect(text).toContain('(Total TDS: Rs. 3930.00) Tj');
    // Brackets and backslashes escaped; letters outside the standard font shown as "?".
    expect(text).toContain('Cup \\(Diwali\\) \\\\ ?????');
  });

  it('runs onto more pages when the lines do not fit one', () => {
    const pdf = textPdf(Array.from({ length: 120 }, (_, n) => `line ${n}`));
    expectValidXref(pdf);
    expect(pdf.toString('latin1')).toContain('/Count 3');
  });
});

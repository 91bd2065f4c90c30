import { inflateSync } from 'node:zlib';
import type { TaxStatement } from '@ludo/shared/tax/tax.schemas';
import { describe, expect, it } from 'vitest';
import { scriptRuns, statementCsv, statementPdf, textPdf } from './tax-documents';

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

/** The PDF's streams, inflated: its page contents and its fonts' maps from glyphs to letters. */
function streamsOf(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of text.matchAll(/<<([\s\S]*?)>>\nstream\n/g)) {
    const at = (match.index ?? 0) + match[0].length;
    const end = text.indexOf('\nendstream', at);
    const bytes = pdf.subarray(at, end);
    streams.push((match[1]?.includes('/FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1'));
  }
  return streams;
}

/** Every letter the PDF's text maps back to (what a reader copies or searches), as one string. */
function lettersOf(pdf: Buffer): string {
  let letters = '';
  // Each font's ToUnicode map lists, in brackets, the letters (UTF-16BE) of its glyphs in order.
  for (const stream of streamsOf(pdf).filter((text) => text.includes('begincmap'))) {
    for (const [, list] of stream.matchAll(/\[([^\]]*)\]/g)) {
      for (const [, hex] of (list ?? '').matchAll(/<([0-9a-f ]+)>/gi)) {
        letters += Buffer.from((hex ?? '').replaceAll(' ', ''), 'hex')
          .swap16()
          .toString('utf16le');
      }
    }
  }
  return letters;
}

describe('the tax statement as PDF', () => {
  it('is a PDF with the statement, its fonts embedded, and a Hindi name and title written, not replaced', async () => {
    const pdf = await statementPdf(STATEMENT, { ...HOLDER, fullName: 'आशा वर्मा' }, 'Ludo Arena');
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
    const letters = lettersOf(pdf);
    for (const expected of [
      'Ludo Arena: tax statement',
      'Total TDS',
      '₹',
      'आ',
      'श',
      'व',
      'र्',
      'म',
      'द',
      'ि',
      'ल',
      'ी',
      'Diwali',
    ]) {
      for (const letter of expected) expect(letters).toContain(letter);
    }
    expect(letters).not.toContain('?');
  });

  it('cuts a line into runs of one script, marks kept with their letter', () => {
    expect(scriptRuns('Cup दिवाली தமிழ் తెలుగు ₹5')).toEqual([
      { script: 'latin', text: 'Cup ' },
      { script: 'devanagari', text: 'दिवाली' },
      { script: 'latin', text: ' ' },
      { script: 'tamil', text: 'தமிழ்' },
      { script: 'latin', text: ' ' },
      { script: 'telugu', text: 'తెలుగు' },
      { script: 'latin', text: ' ' },
      { script: 'devanagari', text: '₹' },
      { script: 'latin', text: '5' },
    ]);
  });

  it('runs onto more pages when the lines do not fit one', async () => {
    const pdf = await textPdf(Array.from({ length: 120 }, (_, n) => `line ${n}`));
    expect(pdf.toString('latin1')).toMatch(/\/Type \/Pages\n\/Count 3/);
  });
});

import { inflateSync } from 'node:zlib';
import type { TaxStatement } from '@ludo/shared/tax/tax.schemas';
import { describe, expect, it } from 'vitest';
import { render } from '../../lib/i18n';
import { scriptRuns, statementCsv, statementLines, statementPdf, textPdf } from './tax-documents';

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

  it('is written in a Hindi reader’s words: headings, kinds, dates and totals, the amounts in Latin digits', () => {
    const prize = render({ id: 'tax.deduction.prize', values: { place: 1, title: 'Diwali Cup' } }, 'hi');
    const statement = {
      ...STATEMENT,
      deductions: STATEMENT.deductions.map((row, index) => (index === 1 ? { ...row, description: prize } : row)),
    };
    const lines = statementCsv(statement, HOLDER, 'hi').split('\r\n');
    expect(lines[0]).toBe('"टैक्स स्टेटमेंट","वित्त वर्ष 2026-27"');
    expect(lines[1]).toBe('"खिलाड़ी","Asha Verma"');
    expect(lines[4]).toBe('"तारीख","प्रकार","विवरण","सकल राशि (रुपये)","शुद्ध जीती हुई राशि (रुपये)","TDS (रुपये)"');
    // The month's short name is the runtime's (CLDR), so only its start is pinned.
    expect(lines[6]).toMatch(
      /^"10 जुल\S* 2026","टूर्नामेंट इनाम","Diwali Cup में पहले स्थान का इनाम",12600\.00,12600\.00,3780\.00$/,
    );
    expect(lines.at(-2)).toBe('"कुल",,,,13100.00,3930.00');
  });

  it('writes its headings in every language, dates with Latin digits', () => {
    const english = statementCsv(STATEMENT, HOLDER).split('\r\n');
    for (const language of ['hi', 'ta', 'te', 'mr'] as const) {
      const lines = statementCsv(STATEMENT, HOLDER, language).split('\r\n');
      for (const index of [0, 1, 2, 4]) expect(lines[index], `${language} ${index}`).not.toBe(english[index]);
      expect(lines[4], language).not.toMatch(/Date|Kind|Description|Gross|Net/);
      expect(lines[5], language).toMatch(/^"01\D+ 2026",/);
      expect(lines[5], language).toContain(',1500.00,500.00,150.00');
      // Devanagari, Tamil and Telugu digits are not written anywhere.
      expect(lines.join('\n'), language).not.toMatch(/[\u0966-\u096f\u0be6-\u0bef\u0c66-\u0c6f]/);
    }
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

  it('writes the English lines as it always has', () => {
    expect(statementLines(STATEMENT, HOLDER, 'Ludo Arena')).toEqual([
      'Ludo Arena: tax statement, financial year 2026-27',
      'Asha Verma <asha@example.in>',
      'Amounts in Indian rupees (₹). TDS: tax deducted at source and paid to the Income Tax Department.',
      '',
      '01 Jun 2026  Withdrawal: To UPI asha@okbank',
      '      Gross ₹1500.00   Net winnings ₹500.00   TDS ₹150.00',
      '10 Jul 2026  Tournament prize: =HYPERLINK("x") Cup (Diwali) \\ दिवाली',
      '      Gross ₹12600.00   Net winnings ₹12600.00   TDS ₹3780.00',
      '',
      'Total net winnings: ₹13100.00',
      'Total TDS: ₹3930.00',
    ]);
    expect(statementLines({ ...STATEMENT, deductions: [] }, HOLDER, 'Ludo Arena')[4]).toBe(
      'No tax was deducted from your winnings in this financial year.',
    );
  });

  it('writes a Hindi reader’s statement in Hindi, its headings drawn in the Devanagari font', async () => {
    const lines = statementLines(STATEMENT, HOLDER, 'Ludo Arena', 'hi');
    expect(lines[0]).toBe('Ludo Arena: टैक्स स्टेटमेंट, वित्त वर्ष 2026-27');
    expect(lines[4]).toBe('01 जून 2026  पैसे की निकासी: To UPI asha@okbank');
    expect(lines[5]).toBe('      सकल ₹1500.00   शुद्ध जीती हुई राशि ₹500.00   TDS ₹150.00');
    expect(lines.at(-1)).toBe('कुल TDS: ₹3930.00');
    const pdf = await statementPdf(STATEMENT, HOLDER, 'Ludo Arena', 'hi');
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
    const letters = lettersOf(pdf);
    for (const expected of ['टैक्स स्टेटमेंट', 'वित्त वर्ष', 'सकल', 'शुद्ध जीती हुई राशि', 'कुल', 'जून', 'निकासी']) {
      for (const letter of expected) expect(letters, expected).toContain(letter);
    }
    expect(letters).not.toContain('?');
  });

  it('draws a Tamil or Telugu reader’s headings in their own fonts', async () => {
    const tamil = (await statementPdf(STATEMENT, HOLDER, 'Ludo Arena', 'ta')).toString('latin1');
    expect(tamil).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansTamil-Regular/);
    const telugu = await statementPdf(STATEMENT, HOLDER, 'Ludo Arena', 'te');
    expect(telugu.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansTelugu-Regular/);
    const letters = lettersOf(telugu);
    for (const letter of 'పన్ను ఆర్థిక సంవత్సరం') expect(letters).toContain(letter);
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

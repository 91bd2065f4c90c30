import { plainRupees, rupeesToPaise } from '@ludo/shared/money';
import type { TaxStatement } from '@ludo/shared/tax/tax.schemas';

/**
 * A player's tax statement as a file: CSV for a spreadsheet, PDF to keep or hand to an
 * accountant. Pure: the route gathers the statement and the player, these lay it out. Amounts in
 * rupees with two decimals and no symbol (the PDF's standard font has no rupee sign).
 */

export interface StatementHolder {
  fullName: string;
  email: string;
}

const indiaDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});
// Integer paise, not floating rupees, decide the digits written.
const amount = (rupees: number) => plainRupees(rupeesToPaise(rupees));
const KIND_LABELS = {
  prize: 'Tournament prize',
  withdrawal: 'Withdrawal',
  year_end: 'Balance at the year end',
} as const;

function csvField(value: string): string {
  // Quotes around every text field; a leading = + - @ is neutralised so a spreadsheet shows it as text.
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function statementCsv(statement: TaxStatement, holder: StatementHolder): string {
  const lines = [
    [csvField('Tax statement'), csvField(`Financial year ${statement.label}`)],
    [csvField('Player'), csvField(holder.fullName)],
    [csvField('Email'), csvField(holder.email)],
    [],
    ['Date', 'Kind', 'Description', 'Gross (INR)', 'Net winnings (INR)', 'TDS (INR)'].map(csvField),
    ...statement.deductions.map((row) => [
      csvField(indiaDate.format(new Date(row.date))),
      csvField(KIND_LABELS[row.kind]),
      csvField(row.description),
      amount(row.gross),
      amount(row.netWinnings),
      amount(row.tds),
    ]),
    [csvField('Total'), '', '', '', amount(statement.totals.netWinnings), amount(statement.totals.tds)],
  ];
  return `${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}

/** Text for a PDF string in the standard fonts' encoding: Latin-1 kept, anything else shown as "?". */
function pdfText(value: string): string {
  const latin = [...value].map((char) => (char.charCodeAt(0) <= 0xff ? char : '?')).join('');
  return latin.replaceAll('\\', '\\\\').replaceAll('(', '\\(').replaceAll(')', '\\)');
}

const LINES_PER_PAGE = 50;

/** A plain PDF 1.4 of text lines in Helvetica on A4 pages, with a correct cross-reference table. */
export function textPdf(lines: string[]): Buffer {
  const pages: string[][] = [];
  for (let at = 0; at < Math.max(lines.length, 1); at += LINES_PER_PAGE)
    pages.push(lines.slice(at, at + LINES_PER_PAGE));
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 4 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  pages.forEach((pageLines, index) => {
    const pageId = pageIds[index] as number;
    const content = [
      'BT',
      '/F1 10 Tf',
      '14 TL',
      '50 800 Td',
      ...pageLines.map((line) => `(${pdfText(line)}) Tj T*`),
      'ET',
    ].join('\n');
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  });
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export function statementPdf(statement: TaxStatement, holder: StatementHolder, brand: string): Buffer {
  const lines = [
    `${brand}: tax statement, financial year ${statement.label}`,
    `${holder.fullName} <${holder.email}>`,
    'Amounts in Indian rupees (Rs.). TDS: tax deducted at source and paid to the Income Tax Department.',
    '',
    ...(statement.deductions.length === 0
      ? ['No tax was deducted from your winnings in this financial year.']
      : statement.deductions.flatMap((row) => [
          `${indiaDate.format(new Date(row.date))}  ${KIND_LABELS[row.kind]}: ${row.description.slice(0, 80)}`,
          `      Gross Rs. ${amount(row.gross)}   Net winnings Rs. ${amount(row.netWinnings)}   TDS Rs. ${amount(row.tds)}`,
        ])),
    '',
    `Total net winnings: Rs. ${amount(statement.totals.netWinnings)}`,
    `Total TDS: Rs. ${amount(statement.totals.tds)}`,
  ];
  return textPdf(lines);
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { plainRupees, rupeesToPaise } from '@ludo/shared/money';
import type { TaxStatement } from '@ludo/shared/tax/tax.schemas';
import PDFDocument from 'pdfkit';
import { type Language, type ServerMessageId, translator } from '../../lib/i18n';
import { formatIndiaDate } from '../../lib/india-time';

/**
 * A player's tax statement as a file: CSV for a spreadsheet, PDF to keep or hand to an
 * accountant. The route gathers the statement (its descriptions already in the reader's language)
 * and the player, these lay it out in that language. Amounts in rupees with two decimals and Latin
 * digits in every language (no symbol in the CSV, for spreadsheets).
 */

export interface StatementHolder {
  fullName: string;
  email: string;
}

const dateOf = (iso: string, language: Language) => formatIndiaDate(new Date(iso), language);
// Integer paise, not floating rupees, decide the digits written.
const amount = (rupees: number) => plainRupees(rupeesToPaise(rupees));
const KIND_LABELS = {
  prize: 'tax.kind.prize',
  withdrawal: 'tax.kind.withdrawal',
  year_end: 'tax.kind.yearEnd',
} as const satisfies Record<TaxStatement['deductions'][number]['kind'], ServerMessageId>;

function csvField(value: string): string {
  // Quotes around every text field; a leading = + - @ is neutralised so a spreadsheet shows it as text.
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function statementCsv(statement: TaxStatement, holder: StatementHolder, language: Language = 'en'): string {
  const t = translator(language);
  const lines = [
    [csvField(t('tax.statement.title')), csvField(t('tax.statement.financialYear', { year: statement.label }))],
    [csvField(t('tax.statement.player')), csvField(holder.fullName)],
    [csvField(t('tax.statement.email')), csvField(holder.email)],
    [],
    (
      [
        'tax.statement.column.date',
        'tax.statement.column.kind',
        'tax.statement.column.description',
        'tax.statement.column.gross',
        'tax.statement.column.netWinnings',
        'tax.statement.column.tds',
      ] as const
    ).map((id) => csvField(t(id))),
    ...statement.deductions.map((row) => [
      csvField(dateOf(row.date, language)),
      csvField(t(KIND_LABELS[row.kind])),
      csvField(row.description),
      amount(row.gross),
      amount(row.netWinnings),
      amount(row.tds),
    ]),
    [
      csvField(t('tax.statement.total')),
      '',
      '',
      '',
      amount(statement.totals.netWinnings),
      amount(statement.totals.tds),
    ],
  ];
  return `${lines.map((line) => line.join(',')).join('\r\n')}\r\n`;
}

/** The fonts a statement is written in, one per script, from our web app's font packages. */
const require = createRequire(import.meta.url);
const FONT_FILES = {
  latin: '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
  latinExt: '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff',
  devanagari: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
  tamil: '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff',
  telugu: '@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff',
} as const;
type Script = keyof typeof FONT_FILES;
let fonts: Record<Script, Buffer> | null = null;
const fontBytes = (): Record<Script, Buffer> => {
  fonts ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([script, file]) => [script, readFileSync(require.resolve(file))]),
  ) as Record<Script, Buffer>;
  return fonts;
};

/** The script a character is drawn in; null for marks and joiners, which stay with the letter before. */
function scriptOf(char: string): Script | null {
  const code = char.codePointAt(0) ?? 0;
  if (/\p{M}/u.test(char) || code === 0x200c || code === 0x200d) return null;
  if ((code >= 0x0900 && code <= 0x097f) || (code >= 0xa8e0 && code <= 0xa8ff) || code === 0x20b9) return 'devanagari';
  if (code >= 0x0b80 && code <= 0x0bff) return 'tamil';
  if (code >= 0x0c00 && code <= 0x0c7f) return 'telugu';
  if (code > 0xff && code < 0x2000) return 'latinExt';
  return 'latin';
}

/** A line cut into runs of one script each, so every run is shaped by the font that has it. */
export function scriptRuns(line: string): Array<{ script: Script; text: string }> {
  const runs: Array<{ script: Script; text: string }> = [];
  for (const char of line) {
    const script = scriptOf(char) ?? runs.at(-1)?.script ?? 'latin';
    const last = runs.at(-1);
    if (last?.script === script) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}

/**
 * A PDF of text lines on A4 pages, in Noto Sans with its Indian scripts embedded (only the glyphs
 * used), so a name or a title in Hindi, Marathi, Tamil or Telugu reads as written; pages are added
 * as the lines need.
 */
export function textPdf(lines: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: lines[0] ?? '' } });
  for (const [script, bytes] of Object.entries(fontBytes())) doc.registerFont(script, bytes);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(10);
  for (const line of lines) {
    const runs = scriptRuns(line);
    if (runs.length === 0) doc.moveDown();
    runs.forEach((run, index) => {
      doc.font(run.script).text(run.text, { continued: index < runs.length - 1, lineGap: 3, baseline: 'alphabetic' });
    });
  }
  doc.end();
  return done;
}

/** The PDF's lines in the reader's language; each goes through `scriptRuns`, so headings in Indian scripts are drawn in their fonts. */
export function statementLines(
  statement: TaxStatement,
  holder: StatementHolder,
  brand: string,
  language: Language = 'en',
): string[] {
  const t = translator(language);
  return [
    t('tax.statement.heading', { brand, year: statement.label }),
    `${holder.fullName} <${holder.email}>`,
    t('tax.statement.note'),
    '',
    ...(statement.deductions.length === 0
      ? [t('tax.statement.none')]
      : statement.deductions.flatMap((row) => [
          `${dateOf(row.date, language)}  ${t(KIND_LABELS[row.kind])}: ${row.description.slice(0, 80)}`,
          `      ${t('tax.statement.rowAmounts', {
            gross: amount(row.gross),
            netWinnings: amount(row.netWinnings),
            tds: amount(row.tds),
          })}`,
        ])),
    '',
    t('tax.statement.totalNetWinnings', { amount: amount(statement.totals.netWinnings) }),
    t('tax.statement.totalTds', { amount: amount(statement.totals.tds) }),
  ];
}

export function statementPdf(
  statement: TaxStatement,
  holder: StatementHolder,
  brand: string,
  language: Language = 'en',
): Promise<Buffer> {
  return textPdf(statementLines(statement, holder, brand, language));
}

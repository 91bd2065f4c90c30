import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client';
import type { StoredMessage } from '../../db/schema';
import { type Message, render } from '../../lib/i18n';
import { migratedUpTo } from '../../test/migrations';
import { descriptionIn } from './tax.service';

/**
 * The migration that keeps deductions' descriptions as messages, run over rows recorded before it:
 * each description the code wrote is read back into its message, so a statement of an earlier
 * year is worded for its reader, and its English stays as it was stored.
 */

const MIGRATION = '0034_tax_deduction_messages';
let client: PGlite;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ client, close } = await migratedUpTo(MIGRATION));
});
afterAll(() => close());

const ROWS = [
  { kind: 'prize', description: 'Prize for place 2, Holi Cup, Pune', gross: 100_000 },
  { kind: 'withdrawal', description: 'To UPI asha@okbank', gross: 150_000 },
  { kind: 'withdrawal', description: 'To A/c XXXXXX9012, SBIN0001234', gross: 50_000 },
  { kind: 'year_end', description: 'Balance of ₹1,500.50 on 31 March', gross: 150_050 },
  { kind: 'prize', description: 'Something else', gross: 1_000 },
] as const;

describe(`migration ${MIGRATION}`, () => {
  it('reads the message of every description the code wrote, and leaves any other row without one', async () => {
    const db = drizzle(client);
    await db.execute(sql`
      INSERT INTO users (id, full_name, email, phone, ludo_player_id, password_hash)
      VALUES ('00000000-0000-4000-8000-000000000001', 'Old Player', 'old@example.in', '+919000000001', 'LKold', 'x')`);
    for (const [index, row] of ROWS.entries()) {
      await db.execute(sql`
        INSERT INTO tax_deductions (user_id, kind, ref_id, description, financial_year, gross_paise, net_winnings_paise, tds_paise)
        VALUES ('00000000-0000-4000-8000-000000000001', ${row.kind}, ${`00000000-0000-4000-8000-00000000000${index}`},
                ${row.description}, 2025, ${row.gross}, ${row.gross}, 0)`);
    }

    await migrate(db, { migrationsFolder });

    const stored = await client.query<{ description: string; message: StoredMessage | null }>(
      'SELECT description, message FROM tax_deductions ORDER BY ref_id',
    );
    expect(stored.rows.map((row) => row.message)).toEqual([
      { id: 'tax.deduction.prize', values: { place: 2, title: 'Holi Cup, Pune' } },
      { id: 'tax.deduction.toUpi', values: { upiId: 'asha@okbank' } },
      { id: 'tax.deduction.toBank', values: { account: 'XXXXXX9012', ifsc: 'SBIN0001234' } },
      { id: 'tax.deduction.yearEnd', values: { balance: { paise: 150_050 } } },
      null,
    ]);
    for (const row of stored.rows) {
      // Worded again in English, each message says what was stored.
      if (row.message) expect(render(row.message as Message, 'en')).toBe(row.description);
      expect(descriptionIn(row.description, row.message, 'en')).toBe(row.description);
    }
    expect(stored.rows.map((row) => descriptionIn(row.description, row.message, 'hi'))).toEqual([
      'Holi Cup, Pune में दूसरे स्थान का इनाम',
      'UPI asha@okbank पर',
      'खाता XXXXXX9012, SBIN0001234 में',
      '31 मार्च को ₹1,500.50 का बैलेंस',
      'Something else',
    ]);
  });
});

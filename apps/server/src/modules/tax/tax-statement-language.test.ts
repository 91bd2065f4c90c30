import { randomUUID } from 'node:crypto';
import { DEFAULT_USER_SETTINGS } from '@ludo/shared/users/settings.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../lib/i18n';
import { financialYearOf } from '../../lib/india-time';
import { createTestApp, REAL_MONEY, type TestApp } from '../../test/harness';
import { bearer, quickPlayer } from '../../test/users';
import { saveSettings } from '../users/users.service';
import { destinationMessage } from '../withdrawals/withdrawals.service';
import { recordDeduction } from './tax.service';

/**
 * The statement's files are written in the player's language: the one saved in Settings, else
 * the page's (the web app's Accept-Language); the JSON the page shows, in the page's language.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(REAL_MONEY);
});
afterAll(() => t.close());

/** A player with a prize and a withdrawal taxed this year, and the language they saved, if any. */
async function playerWithDeductions(saved?: Language) {
  const player = await quickPlayer(t.app);
  if (saved) await saveSettings(t.app.db, player.userId, { ...DEFAULT_USER_SETTINGS, language: saved });
  await recordDeduction(t.app.db, {
    userId: player.userId,
    kind: 'prize',
    refId: randomUUID(),
    description: { id: 'tax.deduction.prize', values: { place: 1, title: 'Diwali Cup' } },
    grossPaise: 1_260_000,
    netWinningsPaise: 1_260_000,
    tdsPaise: 378_000,
  });
  await recordDeduction(t.app.db, {
    userId: player.userId,
    kind: 'withdrawal',
    refId: randomUUID(),
    description: destinationMessage({ type: 'upi', upiId: 'asha@okbank' }),
    grossPaise: 150_000,
    netWinningsPaise: 50_000,
    tdsPaise: 15_000,
  });
  return player;
}

const year = financialYearOf(new Date()).startYear;
const get = (player: { accessToken: string }, url: string, language?: string) =>
  t.app.inject({
    url: `${url}?year=${year}`,
    headers: { ...bearer(player), ...(language ? { 'accept-language': language } : {}) },
  });

describe('the tax statement in the player’s language', () => {
  it('writes a Hindi player’s CSV in Hindi, the prize and the withdrawal described in Hindi', async () => {
    const player = await playerWithDeductions('hi');
    // The language saved in Settings wins over the page's.
    const csv = await get(player, '/api/tax/statement.csv', 'ta-IN,ta;q=0.9');
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toMatch(/^"टैक्स स्टेटमेंट","वित्त वर्ष \d{4}-\d{2}"$/);
    expect(lines[4]).toBe('"तारीख","प्रकार","विवरण","सकल राशि (रुपये)","शुद्ध जीती हुई राशि (रुपये)","TDS (रुपये)"');
    expect(csv.body).toContain('"टूर्नामेंट इनाम","Diwali Cup में पहले स्थान का इनाम",12600.00,12600.00,3780.00');
    expect(csv.body).toContain('"पैसे की निकासी","UPI asha@okbank पर",1500.00,500.00,150.00');
    expect(lines.at(-2)).toBe('"कुल",,,,13100.00,3930.00');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="tax-statement-\d{4}-\d{2}\.csv"$/);

    const pdf = await get(player, '/api/tax/statement.pdf');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
  });

  it('writes in the page’s language for a player who saved none, and in English by default, unchanged', async () => {
    const player = await playerWithDeductions();
    const tamil = await get(player, '/api/tax/statement.csv', 'ta');
    expect(tamil.body.split('\r\n')[0]).toMatch(/^"வரி அறிக்கை","நிதியாண்டு /);
    expect(tamil.body).toContain('"Diwali Cup-இல் முதல் இடத்துக்கான பரிசு"');

    const english = await get(player, '/api/tax/statement.csv');
    expect(english.body.split('\r\n')[4]).toBe(
      '"Date","Kind","Description","Gross (INR)","Net winnings (INR)","TDS (INR)"',
    );
    expect(english.body).toContain('"Tournament prize","Prize for place 1, Diwali Cup",12600.00,12600.00,3780.00');
    expect(english.body).toContain('"Withdrawal","To UPI asha@okbank",1500.00,500.00,150.00');
  });

  it('answers the statement the page shows in the page’s language', async () => {
    const player = await playerWithDeductions('en');
    const hindi = (await get(player, '/api/tax/statement', 'hi-IN')).json();
    expect(hindi.deductions.map((row: { description: string }) => row.description)).toEqual([
      'Diwali Cup में पहले स्थान का इनाम',
      'UPI asha@okbank पर',
    ]);
    const english = (await get(player, '/api/tax/statement')).json();
    expect(english.deductions.map((row: { description: string }) => row.description)).toEqual([
      'Prize for place 1, Diwali Cup',
      'To UPI asha@okbank',
    ]);
  });
});

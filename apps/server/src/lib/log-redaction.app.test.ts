import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { bearer, newPlayer, quickAdmin } from '../test/users';

/**
 * What the running app writes to its log when the database refuses a statement full of personal
 * data, and for requests whose query strings hold a search: the log lines are captured from the
 * app's own logger (LOG_LEVEL info, so request lines are written too).
 */

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line: string) => void lines.push(line) } });
});
afterAll(() => t.close());

const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the log', () => {
  it('holds neither the name, the email nor the phone of a registration the database failed', async () => {
    // A check the database enforces and the app does not know about: the insert fails with a
    // PostgreSQL error whose detail lists the whole row ("Failing row contains (…)").
    await t.database.db.execute(
      sql.raw(`ALTER TABLE users ADD CONSTRAINT log_test_refused CHECK (full_name NOT LIKE 'Refused%')`),
    );
    const body = newPlayer({ fullName: 'Refused Ramanathan Iyer', referralCode: 'REF-LOGTEST' });
    lines.length = 0;
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(response.statusCode, response.body).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong. Please try again.', code: 'INTERNAL_ERROR' });

    const errorLine = parsed().find((line) => line.msg === 'unhandled error');
    expect(errorLine, lines.join('')).toBeDefined();
    const everything = lines.join('\n');
    for (const value of [body.fullName, 'Ramanathan', body.email, body.phone, body.ludoPlayerId, 'REF-LOGTEST']) {
      expect(everything, value).not.toContain(value);
    }
    // The fault can still be found: the statement, the constraint and the SQLSTATE are there.
    const logged = JSON.stringify(errorLine);
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain('log_test_refused');
    expect(logged).toContain('23514');
  });

  it('holds no query strings and no credentials of the requests it lists', async () => {
    const admin = await quickAdmin(t.app);
    const search = 'asha.search@example.in';
    lines.length = 0;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users?search=${encodeURIComponent(search)}&page=1`,
      headers: { ...bearer(admin), cookie: 'refreshToken=a-secret-refresh-token' },
    });
    expect(response.statusCode).toBe(200);
    const incoming = parsed().find((line) => line.msg === 'incoming request');
    expect(incoming?.req).toMatchObject({ method: 'GET', url: '/api/admin/users' });
    const everything = lines.join('\n');
    for (const value of ['asha.search', 'search=', admin.accessToken, 'a-secret-refresh-token']) {
      expect(everything, value).not.toContain(value);
    }
  });
});

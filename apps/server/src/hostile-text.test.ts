import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, kycSubmissions, matchMessages, sessions, storedFiles, users } from './db/schema';
import { countRows, createTestApp, REAL_MONEY, type TestApp } from './test/harness';
import { kycForm, submitKyc } from './test/kyc';
import { startedMatch } from './test/matches';
import { bearer, creditPlayer, newPlayer, quickAdmin, quickPlayer, registerAndLogin } from './test/users';

/**
 * Text that is not text: a NUL (which makes PostgreSQL fail the whole statement), a bidi override
 * (which reverses what is shown around a name) and half an emoji (a lone surrogate) are refused
 * with 400 in our error shape, naming the field, before anything is stored; never a 500.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(REAL_MONEY);
});
afterAll(() => t.close());

const HOSTILE = [
  ['a NUL', 'Asha\u0000Verma'],
  ['a right-to-left override', 'Asha \u202eamreV'],
  ['a bidi isolate', 'Asha \u2066Verma\u2069'],
  ['a lone surrogate', 'Asha \ud83c Verma'],
  ['a C1 control', 'Asha\u0085Verma'],
] as const;

const refused = (label: string) => `${label} contains characters that are not allowed.`;

/** A 400 in our shape whose first message names the field. */
function expectRefused(response: { statusCode: number; body: string; json: () => unknown }, label: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ message: refused(label), code: 'VALIDATION_ERROR' });
}

describe('registration', () => {
  it.each(HOSTILE)('refuses %s in the name, the Ludo id or the referral code, storing no account', async (_, bad) => {
    const before = await countRows(t.database, users);
    for (const [field, label] of [
      ['fullName', 'Full name'],
      ['ludoPlayerId', 'Ludo player ID'],
      ['referralCode', 'Referral code'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: newPlayer({ [field]: bad }),
      });
      expectRefused(response, label);
    }
    expect(await countRows(t.database, users)).toBe(before);
  });

  it('refuses a control character in the password with a clear message', async () => {
    const before = await countRows(t.database, users);
    const password = 'ludo-Winner\u0000-42';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newPlayer({ password, confirmPassword: password }),
    });
    expectRefused(response, 'Password');
    expect(await countRows(t.database, users)).toBe(before);
  });

  it('keeps the existing message first: an email with a NUL is an invalid email', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newPlayer({ email: 'asha\u0000@example.in' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Enter a valid email address', code: 'VALIDATION_ERROR' });
  });

  it('accepts names in Indian scripts, with accents and emoji', async () => {
    for (const fullName of ['आशा वर्मा', 'தமிழ் செல்வி', 'Zoë Núñez 🎲']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: newPlayer({ fullName }),
      });
      expect(response.statusCode, response.body).toBe(201);
    }
  });
});

describe('login', () => {
  it.each(HOSTILE)('refuses %s in the email or phone with 400, opening no session', async (_, bad) => {
    const before = await countRows(t.database, sessions);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: bad, password: 'ludo-Winner-42' },
    });
    expectRefused(response, 'Email or phone');
    expect(await countRows(t.database, sessions)).toBe(before);
  });

  it('treats a password with a NUL or half an emoji as a wrong password', async () => {
    const player = await registerAndLogin(t.app);
    for (const password of ['ludo-Winner\u0000-42', 'ludo-Winner-42\ud83c']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier: player.body.email, password },
        remoteAddress: '10.91.0.1',
      });
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    }
  });
});

describe('the profile', () => {
  it.each(HOSTILE)('refuses %s in the name and keeps the account as it was', async (_, bad) => {
    const player = await registerAndLogin(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/profile',
      headers: bearer(player),
      payload: { fullName: bad, email: player.body.email, phone: player.body.phone },
    });
    expectRefused(response, 'Full name');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, player.userId));
    expect(row?.fullName).toBe(player.body.fullName);
  });

  it('refuses a control character in a new password', async () => {
    const player = await registerAndLogin(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/password',
      headers: bearer(player),
      payload: {
        currentPassword: player.body.password,
        newPassword: 'new\u0007Password',
        confirmPassword: 'new\u0007Password',
      },
    });
    expectRefused(response, 'Password');
  });
});

describe('the contact form', () => {
  it.each(HOSTILE)('refuses %s in the name or the message, storing nothing', async (_, bad) => {
    const before = await countRows(t.database, contactMessages);
    const send = (payload: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/support/messages', payload, remoteAddress: '10.91.1.1' });
    const message = 'My withdrawal has not arrived yet.';
    expectRefused(await send({ name: bad, email: 'asha@example.in', message }), 'Full name');
    expectRefused(await send({ name: 'Asha', email: 'asha@example.in', message: `${message} ${bad}` }), 'Message');
    expect(await countRows(t.database, contactMessages)).toBe(before);
  });
});

describe('KYC', () => {
  // A multipart form carries UTF-8: a lone surrogate cannot be written in it at all.
  it.each(HOSTILE.filter(([name]) => name !== 'a lone surrogate'))(
    'refuses %s in the name or the address with 400 in the KYC shape, storing nothing',
    async (_, bad) => {
      const player = await quickPlayer(t.app);
      const before = [await countRows(t.database, kycSubmissions), await countRows(t.database, storedFiles)];
      for (const [field, label] of [
        ['fullName', 'Full name'],
        ['address', 'Address'],
      ] as const) {
        const response = await submitKyc(t.app, player, kycForm({ [field]: bad }));
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({
          success: false,
          error: refused(label),
          message: refused(label),
          code: 'VALIDATION_ERROR',
        });
      }
      expect([await countRows(t.database, kycSubmissions), await countRows(t.database, storedFiles)]).toEqual(before);
    },
  );
});

describe('match chat', () => {
  it.each(HOSTILE)('refuses %s in a message, storing nothing', async (_, bad) => {
    const [creator, joiner] = [await quickPlayer(t.app), await quickPlayer(t.app)];
    for (const player of [creator, joiner]) await creditPlayer(t.app.db, player.userId, { depositPaise: 10_000 });
    const matchId = await startedMatch(t.app, creator, joiner);
    const before = await countRows(t.database, matchMessages);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/matches/${matchId}/messages`,
      headers: bearer(creator),
      payload: { message: `gg ${bad}` },
    });
    expectRefused(response, 'Your message');
    expect(await countRows(t.database, matchMessages)).toBe(before);
  });
});

describe('admin', () => {
  it('refuses a NUL in a search of the user list, and in a moderation reason', async () => {
    const admin = await quickAdmin(t.app);
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?search=asha%00',
      headers: bearer(admin),
    });
    expectRefused(search, 'Search');
    const target = await quickPlayer(t.app);
    const suspend = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${target.userId}/suspend`,
      headers: bearer(admin),
      payload: { reason: 'Cheating \u202eреплей' },
    });
    expectRefused(suspend, 'The reason');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, target.userId));
    expect(row?.status).toBe('active');
  });
});

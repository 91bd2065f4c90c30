import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { countRows, createTestApp, type TestApp } from '../../test/harness';
import { newPlayer, register } from '../../test/users';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const postRegister = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload });

async function storedUser(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('POST /api/auth/register: a new account', () => {
  it('answers 201 with the user id and stores the email lower-cased and the password hashed', async () => {
    const body = newPlayer({ email: '  Asha.Rao@Example.IN ' });
    const res = await postRegister(body);

    expect(res.statusCode).toBe(201);
    const json = res.json() as { message: string; userId: string };
    expect(json.message).toBe('User registered successfully');

    const row = await storedUser('asha.rao@example.in');
    expect(row?.id).toBe(json.userId);
    expect(row?.role).toBe('player');
    expect(row?.status).toBe('active');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(body.password);
  });

  it.each([
    ['98765 43210', '+919876543210'],
    ['+919876543211', '+919876543211'],
    ['09876543212', '+919876543212'],
    ['+91 98765-43213', '+919876543213'],
  ])('stores the phone sent as "%s" as %s', async (sent, stored) => {
    const body = newPlayer({ phone: sent });
    expect((await postRegister(body)).statusCode).toBe(201);
    expect((await storedUser(body.email))?.phone).toBe(stored);
  });
});

describe('POST /api/auth/register: validation', () => {
  const { ageConfirmed: _omitted, ...withoutAge } = newPlayer();

  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['an empty full name', newPlayer({ fullName: '' }), 'fullName', 'Full name is required'],
    ['a full name of spaces', newPlayer({ fullName: '    ' }), 'fullName', 'Full name is required'],
    ['an invalid email', newPlayer({ email: 'asha.example.in' }), 'email', 'Enter a valid email address'],
    ['a 5-digit phone', newPlayer({ phone: '98765' }), 'phone', 'Enter a valid 10-digit Indian mobile number'],
    [
      'a phone starting with 5',
      newPlayer({ phone: '5876543210' }),
      'phone',
      'Enter a valid 10-digit Indian mobile number',
    ],
    [
      'a password of 5 characters',
      newPlayer({ password: 'ab3de', confirmPassword: 'ab3de' }),
      'password',
      'Password must be at least 6 characters',
    ],
    [
      'a confirmation that differs',
      newPlayer({ password: 'ludo-Winner-42', confirmPassword: 'ludo-Winner-43' }),
      'confirmPassword',
      'Passwords do not match',
    ],
    ['an empty Ludo player ID', newPlayer({ ludoPlayerId: ' ' }), 'ludoPlayerId', 'Ludo player ID is required'],
    ['no age confirmation', withoutAge, 'ageConfirmed', 'You must confirm that you are 18 or older'],
    [
      'an age confirmation of false',
      newPlayer({ ageConfirmed: false }),
      'ageConfirmed',
      'You must confirm that you are 18 or older',
    ],
  ];

  it.each(cases)(
    'refuses %s with 400 VALIDATION_ERROR naming the field, and creates no account',
    async (_name, body, path, message) => {
      const before = await countRows(t.database, users);
      const res = await postRegister(body);

      expect(res.statusCode).toBe(400);
      const json = res.json() as { message: string; code: string; details: Array<{ path: string; message: string }> };
      expect(json.code).toBe('VALIDATION_ERROR');
      expect(json.details).toContainEqual({ path, message });
      expect(json.message).toBe(json.details[0]?.message);
      expect(await countRows(t.database, users)).toBe(before);
    },
  );

  it('lists every invalid field at once, in form order', async () => {
    const res = await postRegister({ fullName: '', email: 'x', phone: '1', password: 'a', confirmPassword: 'b' });
    expect(res.statusCode).toBe(400);
    const paths = (res.json() as { details: Array<{ path: string }> }).details.map((d) => d.path);
    expect(paths.slice(0, 4)).toEqual(['fullName', 'email', 'phone', 'password']);
    expect(paths).toEqual(expect.arrayContaining(['ludoPlayerId', 'ageConfirmed']));
  });

  it.each(['password123', 'qwerty', 'QWERTY'])(
    'refuses the common password "%s" with 400 COMMON_PASSWORD',
    async (password) => {
      const before = await countRows(t.database, users);
      const res = await postRegister(newPlayer({ password, confirmPassword: password }));

      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'This password is too common and easy to guess. Choose a less common password.',
        code: 'COMMON_PASSWORD',
      });
      expect(await countRows(t.database, users)).toBe(before);
    },
  );
});

describe('POST /api/auth/register: duplicates', () => {
  let existing: ReturnType<typeof newPlayer>;

  beforeAll(async () => {
    existing = (await register(t.app, { phone: '91234 56789', ludoPlayerId: 'RaviKing07' })).body;
  });

  it('refuses the same email in another case with 409 DUPLICATE_EMAIL', async () => {
    const before = await countRows(t.database, users);
    const res = await postRegister(newPlayer({ email: existing.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'DUPLICATE_EMAIL', message: 'An account with this email already exists.' });
    expect(await countRows(t.database, users)).toBe(before);
  });

  it.each(['9123456789', '+919123456789', '09123456789', '+91 91234-56789'])(
    'refuses the same phone written as "%s" with 409 DUPLICATE_PHONE',
    async (phone) => {
      const before = await countRows(t.database, users);
      const res = await postRegister(newPlayer({ phone }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'DUPLICATE_PHONE',
        message: 'An account with this phone number already exists.',
      });
      expect(await countRows(t.database, users)).toBe(before);
    },
  );

  it('refuses the same Ludo player ID in another case with 409 DUPLICATE_LUDO_PLAYER_ID', async () => {
    const before = await countRows(t.database, users);
    const res = await postRegister(newPlayer({ ludoPlayerId: 'RAVIKING07' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'DUPLICATE_LUDO_PLAYER_ID',
      message: 'An account with this Ludo player ID already exists.',
    });
    expect(await countRows(t.database, users)).toBe(before);
  });

  it('lets exactly one of two simultaneous registrations with one email through', async () => {
    const email = 'race@example.in';
    const responses = await Promise.all([
      postRegister(newPlayer({ email })),
      postRegister(newPlayer({ email: 'RACE@example.in' })),
    ]);

    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = responses.find((r) => r.statusCode === 409);
    expect(refused?.json()).toMatchObject({ code: 'DUPLICATE_EMAIL' });
    const rows = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous registrations with one phone through', async () => {
    const responses = await Promise.all([
      postRegister(newPlayer({ phone: '8888800001' })),
      postRegister(newPlayer({ phone: '+91 88888 00001' })),
    ]);

    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((r) => r.statusCode === 409)?.json()).toMatchObject({ code: 'DUPLICATE_PHONE' });
    const rows = await t.database.db.select().from(users).where(eq(users.phone, '+918888800001'));
    expect(rows).toHaveLength(1);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginDeviceFailures, loginFailures } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { register } from '../../test/users';

/**
 * The owner of an account is not locked out by someone guessing its password: a browser that has
 * logged in to the account before holds a signed device cookie, and is judged only by its own
 * failures. Production limits, except the per-address one, kept low to show that correct logins
 * at the same moment from one address never count against it.
 */
const PER_ADDRESS = 5;
const PER_DEVICE = 5;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: String(PER_ADDRESS) });
});
afterAll(() => t.close());

let lastOctet = 0;
const newAddress = () => `10.9.${Math.floor(lastOctet / 250)}.${(++lastOctet % 250) + 1}`;

const postLogin = (identifier: string, password: string, remoteAddress: string, deviceCookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier, password },
    remoteAddress,
    ...(deviceCookie ? { cookies: { deviceToken: deviceCookie } } : {}),
  });

type Response = Awaited<ReturnType<typeof postLogin>>;

function setCookieHeader(res: Response, name: string): string {
  const header = res.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  const found = cookies.find((cookie) => cookie.startsWith(`${name}=`));
  if (!found) throw new Error(`no ${name} cookie in the response`);
  return found;
}

const deviceCookieOf = (res: Response) => (setCookieHeader(res, 'deviceToken').split(';')[0] as string).slice(12);

const LOCKED_OUT = {
  code: 'RATE_LIMITED',
  message: 'Too many failed login attempts. Please wait 15 minutes and try again.',
};

/** Failures recorded for an account: by untrusted clients, and on its trusted devices. */
async function failuresOf(userId: string) {
  const db = t.database.db;
  const account = await db
    .select()
    .from(loginFailures)
    .where(eq(loginFailures.identifier, `user:${userId}`));
  const device = await db.select().from(loginDeviceFailures).where(eq(loginDeviceFailures.userId, userId));
  return { account: account.length, device: device.length };
}

/**
 * 60 wrong passwords, five from each of 12 addresses, as a spread-out guessing attack sends them:
 * the addresses at the same time, each one guess after another.
 */
async function guessFromTwelveAddresses(email: string) {
  const perAddress = await Promise.all(
    Array.from({ length: 12 }, async (_, address) => {
      const from = newAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await postLogin(email, `guess-${address}-${i}`, from)).statusCode);
      return statuses;
    }),
  );
  return perAddress.flat();
}

async function accountUnderAttack() {
  const owner = (await register(t.app)).body;
  const phone = newAddress();
  const first = await postLogin(owner.email, owner.password, phone);
  expect(first.statusCode).toBe(200);
  const deviceCookie = deviceCookieOf(first);
  const statuses = await guessFromTwelveAddresses(owner.email);
  // The account-wide limit (50) is reached: the rest are refused unchecked.
  expect(statuses.filter((status) => status === 401)).toHaveLength(50);
  expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  return { owner, phone, deviceCookie };
}

describe('POST /api/auth/login: the device cookie', () => {
  it('is set on a successful login: httpOnly, SameSite=Strict, sent only to the login route', async () => {
    const owner = (await register(t.app)).body;
    const res = await postLogin(owner.email, owner.password, newAddress());
    expect(res.statusCode).toBe(200);
    const cookie = setCookieHeader(res, 'deviceToken');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/auth/login');
    expect(cookie).toMatch(/Max-Age=\d+/);
  });

  it('is not set when the password is wrong', async () => {
    const owner = (await register(t.app)).body;
    const res = await postLogin(owner.email, 'not-the-password', newAddress());
    expect(res.statusCode).toBe(401);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('POST /api/auth/login: 60 wrong passwords from 12 addresses', () => {
  it('still lets the owner in on the phone they logged in with before, from any address', async () => {
    const { owner, phone, deviceCookie } = await accountUnderAttack();
    const res = await postLogin(owner.email, owner.password, phone, deviceCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accessToken: expect.any(String) });
    // A new device cookie that works as well.
    const next = deviceCookieOf(res);
    expect(next).not.toBe(deviceCookie);
    expect((await postLogin(owner.email, owner.password, newAddress(), next)).statusCode).toBe(200);
  });

  it('keeps refusing a client without the device cookie, even with the right password and from the owner’s address', async () => {
    const { owner, phone } = await accountUnderAttack();
    for (const from of [phone, newAddress()]) {
      const res = await postLogin(owner.email, owner.password, from);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual(LOCKED_OUT);
    }
  });

  it('does not trust a device cookie of another account, nor a forged or altered one', async () => {
    const { owner, phone, deviceCookie } = await accountUnderAttack();
    const other = (await register(t.app)).body;
    const otherDevice = deviceCookieOf(await postLogin(other.email, other.password, phone));
    const [userId, issuedAt, nonce, signature] = deviceCookie.split('.') as [string, string, string, string];
    const [otherUserId] = otherDevice.split('.') as [string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const untrusted = [
      otherDevice,
      `${otherUserId}.${issuedAt}.${nonce}.${signature}`,
      `${userId}.${issuedAt}.${nonce}.${flipped}`,
      `${userId}.${Number(issuedAt) + 1}.${nonce}.${signature}`,
      `${userId}.${issuedAt}.${nonce}`,
      'garbage',
    ];
    for (const cookie of untrusted) {
      const res = await postLogin(owner.email, owner.password, phone, cookie);
      expect(res.statusCode, cookie).toBe(429);
    }
    // The genuine one still works.
    expect((await postLogin(owner.email, owner.password, phone, deviceCookie)).statusCode).toBe(200);
  });

  it(`locks out the device cookie itself after ${PER_DEVICE} failures on it`, async () => {
    const { owner, phone, deviceCookie } = await accountUnderAttack();
    for (let i = 0; i < PER_DEVICE; i++) {
      const res = await postLogin(owner.email, `stolen-phone-guess-${i}`, phone, deviceCookie);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid email/phone or password.', code: 'INVALID_CREDENTIALS' });
    }
    // No longer trusted: judged like any client, and the account is locked for those.
    const res = await postLogin(owner.email, owner.password, phone, deviceCookie);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(LOCKED_OUT);
  });
});

describe('POST /api/auth/login: what counts as a failure', () => {
  it('lets the owner fix typos on a trusted device: a success clears its failures', async () => {
    const { body: owner, userId } = await register(t.app);
    const phone = newAddress();
    let device = deviceCookieOf(await postLogin(owner.email, owner.password, phone));
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < PER_DEVICE - 1; i++) {
        expect((await postLogin(owner.email, `typo-${round}-${i}`, phone, device)).statusCode).toBe(401);
      }
      const res = await postLogin(owner.email, owner.password, phone, device);
      expect(res.statusCode).toBe(200);
      device = deviceCookieOf(res);
    }
    // Failures on a trusted device are the device's own, not the account's or the address's.
    expect(await failuresOf(userId)).toEqual({ account: 0, device: 0 });
  });

  it('lets many players behind one address log in at the same moment', async () => {
    const accounts = [];
    for (let i = 0; i < 4 * PER_ADDRESS; i++) accounts.push((await register(t.app)).body);
    const shared = newAddress();
    const logins = await Promise.all(accounts.map((account) => postLogin(account.email, account.password, shared)));
    expect(logins.map((res) => res.statusCode)).toEqual(accounts.map(() => 200));
  });

  it('never counts a correct password as a failure, even while others are being checked', async () => {
    const { body: owner, userId } = await register(t.app);
    const from = newAddress();
    // More at once than the per-account-per-address allowance of failures (5).
    const logins = await Promise.all(Array.from({ length: 8 }, () => postLogin(owner.email, owner.password, from)));
    expect(logins.map((res) => res.statusCode)).toEqual(logins.map(() => 200));
    expect(await failuresOf(userId)).toEqual({ account: 0, device: 0 });
  });

  it(`refuses guesses from one address past ${PER_ADDRESS} even when sent at the same moment`, async () => {
    const accounts = [];
    for (let i = 0; i < 3 * PER_ADDRESS; i++) accounts.push((await register(t.app)).body);
    const shared = newAddress();
    const guesses = await Promise.all(accounts.map((account) => postLogin(account.email, 'wrong-password', shared)));
    const statuses = guesses.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(PER_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2 * PER_ADDRESS);
  });
});

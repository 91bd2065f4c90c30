import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, login, type newPlayer, register } from '../../test/users';

const PER_IDENTIFIER = 3;
const PER_ACCOUNT = 6;
const PER_ADDRESS = 5;

let t: TestApp;
let player: ReturnType<typeof newPlayer>;
let playerId: string;

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_LOGIN_FAILURES_PER_IDENTIFIER: String(PER_IDENTIFIER),
    RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: String(PER_ACCOUNT),
    RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: String(PER_ADDRESS),
  });
  const registered = await register(t.app, { phone: '98765 43210' });
  player = registered.body;
  playerId = registered.userId;
});
afterAll(() => t.close());

// Failed logins are counted per address: each test sends from its own so they stay independent.
let lastOctet = 0;
const newAddress = () => `10.0.0.${++lastOctet}`;

const postLogin = (identifier: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password }, remoteAddress });

describe('POST /api/auth/login: who can log in', () => {
  it('logs in with the email typed in upper case and the token opens the profile', async () => {
    const session = await login(t.app, `  ${player.email.toUpperCase()} `, player.password, {
      remoteAddress: newAddress(),
    });
    expect(session.userId).toBe(playerId);
    const profile = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(session) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ _id: playerId, email: player.email });
  });

  it.each(['9876543210', '98765 43210', '+919876543210', '+91 98765-43210', '09876543210', '919876543210'])(
    'logs in with the phone written as "%s"',
    async (identifier) => {
      const session = await login(t.app, identifier, player.password, { remoteAddress: newAddress() });
      expect(session.userId).toBe(playerId);
    },
  );

  it('answers a wrong password and an unknown account with the same 401', async () => {
    const wrongPassword = await postLogin(player.email, 'not-my-password', newAddress());
    const unknownEmail = await postLogin('nobody@example.in', 'not-my-password', newAddress());
    const unknownPhone = await postLogin('7000000000', 'not-my-password', newAddress());

    for (const res of [wrongPassword, unknownEmail, unknownPhone]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid email/phone or password.', code: 'INVALID_CREDENTIALS' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses an empty identifier with the form message', async () => {
    const res = await postLogin('  ', player.password, newAddress());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'identifier', message: 'Email or phone is required' }],
    });
  });
});

describe('POST /api/auth/login: throttling password guesses', () => {
  it(`blocks an account from an address after ${PER_IDENTIFIER} failures there, even with the right password`, async () => {
    const victim = (await register(t.app)).body;
    const attacker = newAddress();
    for (let i = 0; i < PER_IDENTIFIER; i++) {
      expect((await postLogin(victim.email, `guess-number-${i}`, attacker)).statusCode).toBe(401);
    }
    const blocked = await postLogin(victim.email, victim.password, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many failed login attempts. Please wait 15 minutes and try again.',
    });
  });

  it('does not lock the owner out from their own phone when someone else guesses their password', async () => {
    const victim = (await register(t.app)).body;
    const attacker = newAddress();
    for (let i = 0; i < PER_IDENTIFIER; i++) await postLogin(victim.email, `guess-number-${i}`, attacker);
    expect((await postLogin(victim.email, victim.password, attacker)).statusCode).toBe(429);
    expect((await postLogin(victim.email, victim.password, newAddress())).statusCode).toBe(200);
  });

  it(`blocks an account everywhere after ${PER_ACCOUNT} failures from many addresses`, async () => {
    const victim = (await register(t.app)).body;
    for (let i = 0; i < PER_ACCOUNT; i++) {
      expect((await postLogin(victim.email, `spread-guess-${i}`, newAddress())).statusCode).toBe(401);
    }
    expect((await postLogin(victim.email, victim.password, newAddress())).statusCode).toBe(429);
  });

  it('counts guesses per account, whether the email or the phone number is typed', async () => {
    const victim = (await register(t.app)).body;
    const attacker = newAddress();
    const spellings = [victim.email, victim.phone, `+91${victim.phone}`];
    for (let i = 0; i < PER_IDENTIFIER; i++) {
      const identifier = spellings[i % spellings.length] as string;
      expect((await postLogin(identifier, `guess-number-${i}`, attacker)).statusCode).toBe(401);
    }
    expect((await postLogin(victim.phone, victim.password, attacker)).statusCode).toBe(429);
    expect((await postLogin(victim.email.toUpperCase(), victim.password, attacker)).statusCode).toBe(429);
  });

  it(`checks at most ${PER_ACCOUNT} of many guesses sent at the same moment; the rest get 429`, async () => {
    const victim = (await register(t.app)).body;
    const burst = await Promise.all(
      Array.from({ length: 16 }, (_, i) => postLogin(victim.email, `parallel-guess-${i}`, newAddress())),
    );
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(PER_ACCOUNT);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
  });

  it('keeps letting other players in while one identifier is blocked', async () => {
    const victim = (await register(t.app)).body;
    const attacker = newAddress();
    for (let i = 0; i < PER_IDENTIFIER; i++) await postLogin(victim.email, `guess-number-${i}`, attacker);
    expect((await postLogin(victim.email, victim.password, attacker)).statusCode).toBe(429);

    const session = await login(t.app, player.email, player.password, { remoteAddress: newAddress() });
    expect(session.userId).toBe(playerId);
  });

  it(`blocks an address after ${PER_ADDRESS} failures across different identifiers`, async () => {
    const address = newAddress();
    for (let i = 0; i < PER_ADDRESS; i++) {
      expect((await postLogin(`someone-${i}@example.in`, 'guess-password', address)).statusCode).toBe(401);
    }

    const blocked = await postLogin(player.email, player.password, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });

    // The same player from their own address is not affected.
    const session = await login(t.app, player.email, player.password, { remoteAddress: newAddress() });
    expect(session.userId).toBe(playerId);
  });

  it('forgets the failures of an identifier once its owner logs in', async () => {
    const forgetful = await register(t.app);
    const address = newAddress();
    const typos = PER_IDENTIFIER - 1;
    for (let i = 0; i < typos; i++) await postLogin(forgetful.body.email, `typo-${i}`, address);
    expect((await postLogin(forgetful.body.email, forgetful.body.password, address)).statusCode).toBe(200);

    // Counted without the reset, these would reach the limit.
    for (let i = 0; i < typos; i++) await postLogin(forgetful.body.email, `typo-again-${i}`, address);
    const res = await postLogin(forgetful.body.email, forgetful.body.password, address);
    expect(res.statusCode).toBe(200);
  });
});

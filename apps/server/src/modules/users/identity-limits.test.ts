import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, quickPlayer, register, registerAndLogin } from '../../test/users';

/**
 * Changing who one is (email, phone, password) is limited per account: a profile change answers
 * 409 when an email or phone belongs to someone else, so unlimited changes would list the
 * platform's players one probe at a time.
 */
const PER_HOUR = 10;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ACCOUNT_MULTIPLIER: '1' });
});
afterAll(() => t.close());

type Auth = { accessToken: string };
// Every request from one carrier address, as players on one mobile network send them.
const SHARED = '100.64.0.77';
const patchProfile = (session: Auth, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/users/profile',
    headers: bearer(session),
    payload,
    remoteAddress: SHARED,
  });

describe('PATCH /api/users/profile: a limit per account', () => {
  it(`allows ${PER_HOUR} changes an hour; the next is refused with 429, even a probe that would answer 409`, async () => {
    const prober = await registerAndLogin(t.app);
    const { fullName, phone } = prober.body;
    for (let i = 0; i < PER_HOUR; i++) {
      const probe = (await register(t.app)).body.email;
      const res = await patchProfile(prober, { fullName, email: probe, phone });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'DUPLICATE_EMAIL' });
    }
    const res = await patchProfile(prober, { fullName, email: (await register(t.app)).body.email, phone });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ (minutes?|hours?)\.$/),
    });
  });

  it('counts changes that succeed too, and leaves other players behind the same address alone', async () => {
    const busy = await registerAndLogin(t.app);
    const neighbour = await registerAndLogin(t.app);
    const rename = (session: typeof busy, i: number) =>
      patchProfile(session, { fullName: `Renamed ${i}`, email: session.body.email, phone: session.body.phone });
    for (let i = 0; i < PER_HOUR; i++) expect((await rename(busy, i)).statusCode).toBe(200);
    expect((await rename(busy, PER_HOUR)).statusCode).toBe(429);
    expect((await rename(neighbour, 0)).statusCode).toBe(200);
  });

  it('refuses a request without a token with 401 before counting anything', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/users/profile', payload: {}, remoteAddress: SHARED });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/users/password: a limit per account', () => {
  it(`refuses the ${PER_HOUR + 1}th attempt in an hour with 429, while another account goes on`, async () => {
    const guesser = await quickPlayer(t.app);
    const other = await quickPlayer(t.app);
    const attempt = (session: Auth) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/password',
        headers: bearer(session),
        payload: { currentPassword: 'a-guess', newPassword: 'brand-New-pass-77', confirmPassword: 'brand-New-pass-77' },
        remoteAddress: SHARED,
      });
    for (let i = 0; i < PER_HOUR; i++) expect((await attempt(guesser)).statusCode).toBe(400);
    expect((await attempt(guesser)).statusCode).toBe(429);
    expect((await attempt(other)).statusCode).toBe(400);
  });
});

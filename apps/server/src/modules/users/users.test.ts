import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSettings } from '../../db/schema';
import { countRows, createTestApp, type TestApp } from '../../test/harness';
import { bearer, login, register, registerAndLogin } from '../../test/users';

let t: TestApp;
/** Reads only; the tests that change a profile or password use their own player. */
let reader: Awaited<ReturnType<typeof registerAndLogin>>;
/** Another account whose email and phone are taken. */
let other: Awaited<ReturnType<typeof register>>;

beforeAll(async () => {
  t = await createTestApp();
  reader = await registerAndLogin(t.app, { email: 'Meera.Iyer@Example.in', phone: '090000 12345' });
  other = await register(t.app, { phone: '9000054321' });
});
afterAll(() => t.close());

type Auth = { accessToken: string };
const getProfile = (session: Auth) =>
  t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(session) });
const patchProfile = (session: Auth, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: '/api/users/profile', headers: bearer(session), payload });
const changePassword = (session: Auth, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/users/password', headers: bearer(session), payload });
const getSettings = (session: Auth) =>
  t.app.inject({ method: 'GET', url: '/api/users/settings', headers: bearer(session) });
const putSettings = (session: Auth, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/users/settings', headers: bearer(session), payload: payload as object });
const tryLogin = (identifier: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password } });

describe('GET /api/users/profile', () => {
  it('returns the player with the fields the product calls for, a zero balance and KYC not submitted', async () => {
    const res = await getProfile(reader);
    expect(res.statusCode).toBe(200);
    const profile = res.json() as Record<string, unknown>;
    expect(profile).toMatchObject({
      _id: reader.userId,
      fullName: reader.body.fullName,
      email: 'meera.iyer@example.in',
      phone: '+919000012345',
      ludoPlayerId: reader.body.ludoPlayerId,
      role: 'player',
      status: 'active',
      balance: 0,
      kycDetails: { status: 'not_submitted', rejectionReason: null, documents: {} },
    });
    expect(typeof profile.balance).toBe('number');
    const createdAt = new Date(profile.createdAt as string).getTime();
    expect(Math.abs(Date.now() - createdAt)).toBeLessThan(5 * 60_000);
  });

  it('never includes the password hash', async () => {
    const res = await getProfile(reader);
    expect(res.body).not.toMatch(/argon2|password/i);
  });

  it.each([
    ['no Authorization header', {}],
    ['a bearer that is not a token', { authorization: 'Bearer nonsense' }],
    ['another scheme', { authorization: 'Basic bWVlcmE6c2VjcmV0' }],
  ])('answers 401 with %s', async (_name, headers) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please log in to continue.', code: 'UNAUTHORIZED' });
  });
});

describe('PATCH /api/users/profile', () => {
  it('saves the new name, email and phone normalised, and the player logs in with the new email', async () => {
    const player = await registerAndLogin(t.app);
    const res = await patchProfile(player, {
      fullName: '  Kabir Singh ',
      email: 'Kabir.Singh@Example.IN',
      phone: '0 70000 11111',
    });
    expect(res.statusCode).toBe(200);
    const expected = { fullName: 'Kabir Singh', email: 'kabir.singh@example.in', phone: '+917000011111' };
    expect(res.json()).toMatchObject({ _id: player.userId, ...expected });
    expect((await getProfile(player)).json()).toMatchObject(expected);

    expect((await tryLogin('kabir.singh@example.in', player.body.password)).statusCode).toBe(200);
    expect((await tryLogin(player.body.email, player.body.password)).statusCode).toBe(401);
  });

  it('accepts the player’s own current email and phone unchanged', async () => {
    const current = (await getProfile(reader)).json() as { fullName: string; email: string; phone: string };
    const res = await patchProfile(reader, { fullName: current.fullName, email: current.email, phone: current.phone });
    expect(res.statusCode).toBe(200);
  });

  it('refuses another player’s email (in any case) with 409 and changes nothing', async () => {
    const before = (await getProfile(reader)).json();
    const res = await patchProfile(reader, {
      fullName: 'Someone Else',
      email: other.body.email.toUpperCase(),
      phone: '9000099999',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'DUPLICATE_EMAIL', message: 'An account with this email already exists.' });
    expect((await getProfile(reader)).json()).toEqual(before);
  });

  it('refuses another player’s phone (in another spelling) with 409 and changes nothing', async () => {
    const before = (await getProfile(reader)).json() as { email: string };
    const res = await patchProfile(reader, { fullName: 'Someone Else', email: before.email, phone: '+91 90000-54321' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'DUPLICATE_PHONE',
      message: 'An account with this phone number already exists.',
    });
    expect((await getProfile(reader)).json()).toEqual(before);
  });

  it('refuses invalid fields with 400 and the form messages, and changes nothing', async () => {
    const before = (await getProfile(reader)).json();
    const res = await patchProfile(reader, { fullName: ' ', email: 'meera@', phone: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [
        { path: 'fullName', message: 'Full name is required' },
        { path: 'email', message: 'Enter a valid email address' },
        { path: 'phone', message: 'Enter a valid 10-digit Indian mobile number' },
      ],
    });
    expect((await getProfile(reader)).json()).toEqual(before);
  });

  it('answers 401 without a token, even for an invalid body', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/users/profile', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/users/password', () => {
  it('refuses a wrong current password with 400 WRONG_PASSWORD and keeps the old password', async () => {
    const player = await registerAndLogin(t.app);
    const res = await changePassword(player, {
      currentPassword: 'not-the-password',
      newPassword: 'brand-New-Pass-1',
      confirmPassword: 'brand-New-Pass-1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'WRONG_PASSWORD',
      message: 'Your current password is not correct.',
      details: [{ path: 'currentPassword', message: 'Your current password is not correct.' }],
    });
    expect((await tryLogin(player.body.email, player.body.password)).statusCode).toBe(200);
    expect((await tryLogin(player.body.email, 'brand-New-Pass-1')).statusCode).toBe(401);
  });

  it.each([
    [
      'a confirmation that differs',
      'brand-New-Pass-1',
      'brand-New-Pass-2',
      'VALIDATION_ERROR',
      'Passwords do not match',
    ],
    ['a new password of 5 characters', 'ab3de', 'ab3de', 'VALIDATION_ERROR', 'Password must be at least 6 characters'],
    [
      'a common new password',
      'password123',
      'password123',
      'COMMON_PASSWORD',
      'This password is too common and easy to guess. Choose a less common password.',
    ],
  ])('refuses %s with 400 and the message', async (_name, newPassword, confirmPassword, code, message) => {
    const res = await changePassword(reader, { currentPassword: reader.body.password, newPassword, confirmPassword });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code, message });
  });

  it('changes the password, signs out the other devices and keeps this one with the returned token', async () => {
    const player = await registerAndLogin(t.app);
    const otherDevice = await login(t.app, player.body.email, player.body.password);
    expect((await getProfile(otherDevice)).statusCode).toBe(200);
    const newPassword = 'brand-New-Pass-1';

    const res = await changePassword(player, {
      currentPassword: player.body.password,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(res.statusCode).toBe(200);
    const json = res.json() as { message: string; accessToken: string };
    expect(json.message).toBe('Password changed successfully');

    // This device goes on, with the new token and its refresh cookie.
    expect((await getProfile({ accessToken: json.accessToken })).statusCode).toBe(200);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: player.refreshCookie },
    });
    expect(refreshed.statusCode).toBe(200);

    // The other device is signed out at once.
    expect((await getProfile(otherDevice)).statusCode).toBe(401);
    const otherRefresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: otherDevice.refreshCookie },
    });
    expect(otherRefresh.statusCode).toBe(403);

    expect((await tryLogin(player.body.email, player.body.password)).statusCode).toBe(401);
    expect((await tryLogin(player.body.email, newPassword)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/password', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('/api/users/settings', () => {
  const DEFAULTS = {
    notificationChannels: { email: true, sms: false, push: true },
    notificationTypes: {
      tournamentReminders: true,
      resultAnnouncements: true,
      paymentConfirmations: true,
      promotionalOffers: false,
    },
    theme: 'system',
    language: 'en',
    soundEffects: true,
    backgroundMusic: false,
    privacy: { profileVisible: true, showOnlineStatus: true, dataCollection: true },
  };

  const CHANGED = {
    ...DEFAULTS,
    notificationChannels: { email: false, sms: true, push: false },
    theme: 'dark',
    language: 'hi',
    backgroundMusic: true,
    privacy: { profileVisible: false, showOnlineStatus: false, dataCollection: false },
  };

  it('starts with the product’s defaults', async () => {
    const res = await getSettings(reader);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULTS);
  });

  it('saves the settings: PUT answers them and GET returns them afterwards', async () => {
    const player = await registerAndLogin(t.app);
    const saved = await putSettings(player, CHANGED);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(CHANGED);
    expect((await getSettings(player)).json()).toEqual(CHANGED);

    const again = { ...CHANGED, theme: 'light', language: 'ta' };
    expect((await putSettings(player, again)).statusCode).toBe(200);
    expect((await getSettings(player)).json()).toEqual(again);

    // Another player's settings are their own.
    expect((await getSettings(reader)).json()).toEqual(DEFAULTS);
  });

  it.each([
    ['an unknown theme', { ...DEFAULTS, theme: 'neon' }, 'theme'],
    ['an unknown language', { ...DEFAULTS, language: 'fr' }, 'language'],
    ['a missing group', { ...DEFAULTS, privacy: undefined }, 'privacy'],
    ['a string for a switch', { ...DEFAULTS, soundEffects: 'yes' }, 'soundEffects'],
  ])('refuses %s with 400 and saves nothing', async (_name, body, path) => {
    const rowsBefore = await countRows(t.database, userSettings);
    const res = await putSettings(reader, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [expect.objectContaining({ path })] });
    expect(await countRows(t.database, userSettings)).toBe(rowsBefore);
    expect((await getSettings(reader)).json()).toEqual(DEFAULTS);
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/settings' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/users/settings', payload: DEFAULTS })).statusCode).toBe(401);
  });
});

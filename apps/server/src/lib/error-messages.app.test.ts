import { formatRupees, isPlayMoney } from '@ludo/shared/money';
import { DEFAULT_USER_SETTINGS } from '@ludo/shared/users/settings.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { inMoneyMode } from '../test/money-text';
import { bearer, register, registerAndLogin } from '../test/users';
import { formatIndiaDateTime } from './india-time';

/**
 * The API answers its errors in the caller's language (`Accept-Language`, as the web app sends
 * it): the static messages, the validation messages of each field, and the messages with values
 * in them. English, and a request without the header, get the English they always had.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_LOGIN_FAILURES_PER_IDENTIFIER: '1' });
});
afterAll(() => t.close());

// Failed logins are counted per address: each test sends from its own.
let lastOctet = 0;
const newAddress = () => `10.9.0.${++lastOctet}`;

const postLogin = (payload: Record<string, unknown>, language?: string, remoteAddress = newAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload,
    remoteAddress,
    headers: language === undefined ? {} : { 'accept-language': language },
  });

describe('a static error: a wrong password at login', () => {
  it('is answered in Hindi to a Hindi caller, and in each of our languages', async () => {
    const { body: player } = await register(t.app);
    const wrong = { identifier: player.email, password: 'not-my-password' };
    expect((await postLogin(wrong, 'hi')).json()).toEqual({
      message: 'ईमेल/फ़ोन या पासवर्ड गलत है।',
      code: 'INVALID_CREDENTIALS',
    });
    // A browser's own header: the first language we have, by preference.
    expect((await postLogin(wrong, 'fr-FR,hi-IN;q=0.9,en;q=0.8')).json().message).toBe('ईमेल/फ़ोन या पासवर्ड गलत है।');
    expect((await postLogin(wrong, 'ta')).json().message).toBe('மின்னஞ்சல்/ஃபோன் அல்லது கடவுச்சொல் தவறு.');
    expect((await postLogin(wrong, 'te')).json().message).toBe('ఈమెయిల్/ఫోన్ లేదా పాస్‌వర్డ్ తప్పు.');
    expect((await postLogin(wrong, 'mr')).json().message).toBe('ईमेल/फोन किंवा पासवर्ड चुकीचा आहे.');
  });

  it('is the English it always was without the header, in English, or in a language we do not have', async () => {
    const { body: player } = await register(t.app);
    const wrong = { identifier: player.email, password: 'not-my-password' };
    for (const language of [undefined, 'en', 'en-IN', 'fr, de;q=0.5']) {
      const response = await postLogin(wrong, language);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid email/phone or password.', code: 'INVALID_CREDENTIALS' });
    }
  });
});

describe('a validation error: the message of each field', () => {
  it('is answered in Hindi, the answer’s message too', async () => {
    const response = await postLogin({ identifier: '  ', password: 'ludo-Winner-42' }, 'hi');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'ईमेल या फ़ोन ज़रूरी है',
      code: 'VALIDATION_ERROR',
      details: [{ path: 'identifier', message: 'ईमेल या फ़ोन ज़रूरी है' }],
    });
  });

  it('answers every field of a form in the language, and in English as before', async () => {
    const form = { fullName: 'A', email: 'not-an-email', phone: '12', password: 'ok', confirmPassword: 'ok' };
    const inHindi = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: form,
      headers: { 'accept-language': 'hi' },
    });
    expect(inHindi.statusCode).toBe(400);
    const messages = (inHindi.json() as { details: Array<{ path: string; message: string }> }).details;
    expect(messages).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'सही ईमेल पता डालें' },
        { path: 'phone', message: 'सही 10 अंकों का भारतीय मोबाइल नंबर डालें' },
        { path: 'password', message: 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए' },
        { path: 'ludoPlayerId', message: expect.any(String) },
      ]),
    );
    const inEnglish = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: form });
    expect(inEnglish.json().details).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Enter a valid email address' },
        { path: 'phone', message: 'Enter a valid 10-digit Indian mobile number' },
        { path: 'password', message: 'Password must be at least 6 characters' },
      ]),
    );
  });
});

describe('a check without a message of ours: zod’s own English, answered in our words', () => {
  it('answers a too-long room code in Hindi, and in plain English', async () => {
    const player = await registerAndLogin(t.app);
    const ask = (language?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/rooms/${'7'.repeat(65)}/request`,
        headers: { ...bearer(player), ...(language ? { 'accept-language': language } : {}) },
      });
    const hindi = await ask('hi');
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json()).toEqual({
      message: 'ज़्यादा से ज़्यादा 64 अक्षर लिखें',
      code: 'VALIDATION_ERROR',
      details: [{ path: 'roomId', message: 'ज़्यादा से ज़्यादा 64 अक्षर लिखें' }],
    });
    for (const language of [undefined, 'en']) {
      expect((await ask(language)).json()).toEqual({
        message: 'Use at most 64 characters',
        code: 'VALIDATION_ERROR',
        details: [{ path: 'roomId', message: 'Use at most 64 characters' }],
      });
    }
  });

  it('answers a query’s bound, number and option', async () => {
    const list = async (query: string, language?: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/tournaments?${query}`,
          headers: language ? { 'accept-language': language } : {},
        })
      ).json().message;
    expect(await list('limit=500')).toBe('Enter at most 100');
    expect(await list('limit=500', 'hi')).toBe('ज़्यादा से ज़्यादा 100 डालें');
    expect(await list('limit=many')).toBe('Enter a number');
    expect(await list('limit=2.5', 'te')).toBe('పూర్తి సంఖ్యను నమోదు చేయండి');
    expect(await list('status=someday')).toBe('Choose one of the options');
    expect(await list('status=someday', 'ta')).toBe('கொடுக்கப்பட்ட விருப்பங்களில் ஒன்றைத் தேர்ந்தெடுங்கள்');
  });

  it('asks for a value left out', async () => {
    const player = await registerAndLogin(t.app);
    const { theme: _theme, ...withoutTheme } = DEFAULT_USER_SETTINGS;
    const save = (language?: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/users/settings',
        payload: withoutTheme,
        headers: { ...bearer(player), ...(language ? { 'accept-language': language } : {}) },
      });
    expect((await save()).json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'theme', message: 'This is required' }],
    });
    expect((await save('mr')).json()).toMatchObject({ details: [{ path: 'theme', message: 'हे आवश्यक आहे' }] });
  });
});

describe('a message with values in it', () => {
  it('counts the minutes of a login throttle in Hindi', async () => {
    const { body: player } = await register(t.app);
    const address = newAddress();
    const wrong = { identifier: player.email, password: 'not-my-password' };
    expect((await postLogin(wrong, 'hi', address)).statusCode).toBe(401);
    const hindi = await postLogin(wrong, 'hi', address);
    expect(hindi.statusCode).toBe(429);
    expect(hindi.json()).toEqual({
      message: 'लॉग इन की बहुत सारी कोशिशें नाकाम रहीं। कृपया 15 मिनट रुककर फिर से कोशिश करें।',
      code: 'RATE_LIMITED',
    });
    expect((await postLogin(wrong, undefined, address)).json()).toEqual({
      message: 'Too many failed login attempts. Please wait 15 minutes and try again.',
      code: 'RATE_LIMITED',
    });
  });

  it('writes the amount and the money mode’s way to continue', async () => {
    const poor = await registerAndLogin(t.app);
    const create = (language?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/rooms',
        payload: { roomId: '80000001', stake: 50 },
        headers: { ...bearer(poor), ...(language ? { 'accept-language': language } : {}) },
      });
    const hindi = await create('hi');
    expect(hindi.statusCode).toBe(422);
    expect(hindi.json()).toEqual({
      code: 'INSUFFICIENT_FUNDS',
      message: isPlayMoney()
        ? `यह मैच बनाने के लिए आपके वॉलेट में ${formatRupees(50)} होने चाहिए। जारी रखने के लिए अपने रोज़ के कॉइन्स लें।`
        : 'यह मैच बनाने के लिए आपके वॉलेट में ₹50 होने चाहिए। जारी रखने के लिए पैसे जोड़ें।',
    });
    expect((await create()).json()).toEqual({
      code: 'INSUFFICIENT_FUNDS',
      message: inMoneyMode('You need ₹50 in your wallet to create this match. Add money to continue.'),
    });
  });

  it('writes the date a self-exclusion ends in the caller’s language, and in English as before', async () => {
    const player = await registerAndLogin(t.app);
    const excluded = await t.app.inject({
      method: 'POST',
      url: '/api/responsible-gaming/exclusion',
      headers: bearer(player),
      payload: { kind: 'self_exclusion', months: 6, password: player.body.password },
    });
    expect(excluded.statusCode, excluded.body).toBe(200);
    const credentials = { identifier: player.body.email, password: player.body.password };

    const english = await postLogin(credentials);
    expect(english.statusCode).toBe(403);
    const { details } = english.json() as { details: { endsAt: string } };
    const endsAt = new Date(details.endsAt);
    expect(english.json()).toEqual({
      code: 'SELF_EXCLUDED',
      message: `You have excluded yourself until ${formatIndiaDateTime(endsAt)}. You can log in again after that.`,
      details: { endsAt: details.endsAt },
    });

    const hindi = await postLogin(credentials, 'hi');
    expect(hindi.json()).toEqual({
      code: 'SELF_EXCLUDED',
      message: `आपने खुद को ${formatIndiaDateTime(endsAt, 'hi')} तक खेल से बाहर रखा है। उसके बाद आप फिर से लॉग इन कर सकते हैं।`,
      details: { endsAt: details.endsAt },
    });
    // The month in Hindi words, the digits Latin.
    expect(formatIndiaDateTime(endsAt, 'hi')).toMatch(/^\d{1,2} \S+ \d{4}, \d{1,2}:\d{2} (am|pm) IST$/);
    expect(formatIndiaDateTime(endsAt, 'hi')).not.toBe(formatIndiaDateTime(endsAt));
  });
});

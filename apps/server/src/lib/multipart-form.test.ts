import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycSubmissions, matchResults, storedFiles } from '../db/schema';
import { localFilesDir } from '../modules/files/file-storage';
import { countRows, createTestApp, REAL_MONEY, type TestApp } from '../test/harness';
import { png } from '../test/images';
import { filesUnder, kycForm, multipartBody, submitKyc } from '../test/kyc';
import { nextAddress, startedMatch } from '../test/matches';
import { bearer, creditPlayer, quickPlayer } from '../test/users';

/**
 * Forms that cannot be read (a field named like an object property, a body cut off in the middle)
 * are the sender's fault: every multipart route (KYC, result screenshot, profile picture) answers
 * 400 in our error shape and stores nothing, never a 500 or the parser's own body.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(REAL_MONEY);
});
afterAll(() => t.close());

type Form = { payload: Buffer; contentType: string };

/** A field part named `name`, written by hand: multipartBody's object cannot hold `__proto__`. */
function withField(form: Form, name: string, value = 'x'): Form {
  const boundary = form.contentType.split('boundary=')[1] as string;
  const part = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return { payload: Buffer.concat([part, form.payload]), contentType: form.contentType };
}

/** The form cut off in the middle of its last file (its closing boundary never arrives). */
const truncated = (form: Form): Form => ({
  payload: form.payload.subarray(0, form.payload.length - 200),
  contentType: form.contentType,
});

const stored = async () => ({
  files: await countRows(t.database, storedFiles),
  submissions: await countRows(t.database, kycSubmissions),
  results: await countRows(t.database, matchResults),
  onDisk: filesUnder(localFilesDir(t.config.dataDir)).length,
});

const broken: Array<[string, (form: Form) => Form, string]> = [
  ['a field named __proto__', (form) => withField(form, '__proto__'), 'FORM_FIELD_NOT_ALLOWED'],
  ['a field named constructor', (form) => withField(form, 'constructor'), 'FORM_FIELD_NOT_ALLOWED'],
  ['a field named hasOwnProperty', (form) => withField(form, 'hasOwnProperty'), 'FORM_FIELD_NOT_ALLOWED'],
  ['a body cut off in the middle', truncated, 'FORM_UNREADABLE'],
];

const MESSAGES: Record<string, string> = {
  FORM_FIELD_NOT_ALLOWED: 'The form has a field name that is not allowed.',
  FORM_UNREADABLE: 'The form could not be read. Please send it again.',
};

describe('POST /api/kyc/submit', () => {
  it.each(broken)('answers %s with 400 in the KYC shape and stores nothing', async (_, breakForm, code) => {
    const player = await quickPlayer(t.app);
    const before = await stored();
    const response = await submitKyc(t.app, player, breakForm(kycForm()));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ success: false, error: MESSAGES[code], message: MESSAGES[code], code });
    expect(await stored()).toEqual(before);
  });

  it('still takes a good form', async () => {
    const player = await quickPlayer(t.app);
    const response = await submitKyc(t.app, player, kycForm());
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('POST /api/users/avatar', () => {
  it.each(broken)('answers %s with 400 in our shape and stores nothing', async (_, breakForm, code) => {
    const player = await quickPlayer(t.app);
    const before = await stored();
    const form = breakForm(
      multipartBody({}, [{ field: 'picture', bytes: png([]), name: 'me.png', type: 'image/png' }]),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/avatar',
      headers: { ...bearer(player), 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES[code], code });
    expect(await stored()).toEqual(before);
  });
});

describe('POST /api/matches/{id}/result', () => {
  it.each(broken)('answers %s with 400 in our shape and stores nothing', async (_, breakForm, code) => {
    const [creator, joiner] = [await quickPlayer(t.app), await quickPlayer(t.app)];
    for (const player of [creator, joiner]) await creditPlayer(t.app.db, player.userId, { depositPaise: 10_000 });
    const matchId = await startedMatch(t.app, creator, joiner);
    const before = await stored();
    const form = breakForm(
      multipartBody({ result: 'won' }, [{ field: 'screenshot', bytes: png(), name: 'r.png', type: 'image/png' }]),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/matches/${matchId}/result`,
      headers: { ...bearer(creator), 'content-type': form.contentType },
      payload: form.payload,
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES[code], code });
    expect(await stored()).toEqual(before);
  });
});

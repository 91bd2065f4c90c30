import { CLIENT_ERROR_STACK_MAX } from '@ludo/shared/client-errors/client-errors';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, quickPlayer } from '../../test/users';

/** The app's log lines, as its logger writes them (LOG_LEVEL warn: the reports and nothing routine). */
const lines: string[] = [];
const reports = () =>
  lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'web app failure');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'warn', RATE_LIMIT_CLIENT_ERRORS_PER_HOUR: '8' },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
});
afterAll(() => t.close());
beforeEach(() => {
  lines.length = 0;
});

const pageFailed = {
  source: 'page',
  path: '/dashboard/wallet',
  name: 'TypeError',
  message: "Cannot read properties of undefined (reading 'balance')",
  stack:
    "TypeError: Cannot read properties of undefined (reading 'balance')\n    at Wallet (/assets/wallet-3f2a.js:1:2345)",
};

// The limit counts on arrival, refused requests too: each request its own address unless a test
// counts one address's requests.
let addresses = 0;
const send = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = `203.0.113.${++addresses}`) =>
  t.app.inject({ method: 'POST', url: '/api/client-errors', payload: payload as object, headers, remoteAddress });

describe('POST /api/client-errors', () => {
  it('writes a signed-out page failure to the log, with no account', async () => {
    const response = await send(pageFailed);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ message: 'Reported' });
    const [report, ...more] = reports();
    expect(more).toEqual([]);
    expect(report?.clientError).toEqual(pageFailed);
    expect(report?.level).toBe(40);
    expect(report).not.toHaveProperty('userId');
  });

  it('names the account of a signed-in page, and keeps a failed request’s status and code', async () => {
    const player = await quickPlayer(t.app);
    lines.length = 0;
    const logoutFailed = {
      source: 'logout',
      path: '/dashboard',
      name: 'ApiRequestError',
      message: '',
      status: 0,
      code: 'NETWORK_ERROR',
    };
    const response = await send(logoutFailed, bearer(player));
    expect(response.statusCode, response.body).toBe(202);
    const [report] = reports();
    expect(report?.userId).toBe(player.userId);
    expect(report?.clientError).toEqual(logoutFailed);
  });

  it('takes the report of a page whose token is no longer valid, without an account', async () => {
    const response = await send(pageFailed, { authorization: 'Bearer not.a.token' });
    expect(response.statusCode, response.body).toBe(202);
    const [report] = reports();
    expect(report?.clientError).toEqual(pageFailed);
    expect(report).not.toHaveProperty('userId');
  });

  it.each([
    [
      'a path with its query (it may hold a search or a token)',
      { ...pageFailed, path: '/reset-password?token=abc' },
      'path',
    ],
    ['a path with a fragment', { ...pageFailed, path: '/kyc#panNumber' }, 'path'],
    ['a full address instead of a path', { ...pageFailed, path: 'https://example.in/dashboard' }, 'path'],
    ['a source that is not one of ours', { ...pageFailed, source: 'anything' }, 'source'],
    [
      'a field the report does not have (a form’s values, say)',
      { ...pageFailed, values: { panNumber: 'ABCDE1234F' } },
      undefined,
    ],
    ['a stack longer than the log keeps', { ...pageFailed, stack: 'x'.repeat(CLIENT_ERROR_STACK_MAX + 1) }, 'stack'],
    ['no error name', { ...pageFailed, name: ' ' }, 'name'],
    ['a status that is not HTTP’s', { ...pageFailed, status: 700 }, 'status'],
  ])('refuses %s with a validation error and logs nothing', async (_what, payload, field) => {
    const response = await send(payload);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json() as { code: string; message: string; details?: Record<string, unknown> };
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).not.toBe('');
    if (field) expect(JSON.stringify(body.details ?? body)).toContain(field);
    expect(reports()).toEqual([]);
    expect(JSON.stringify(lines)).not.toContain('ABCDE1234F');
  });

  it('takes the longest report in Tamil, and refuses a body over 16 KB before reading it', async () => {
    const tamil = 'பக்கம் ஏற்றப்படவில்லை '.repeat(40).slice(0, 500).trim();
    const stack = `Error: ${tamil}\n${'ப'.repeat(CLIENT_ERROR_STACK_MAX - tamil.length - 8)}`;
    const longest = await send({ ...pageFailed, message: tamil, stack });
    expect(longest.statusCode, longest.body).toBe(202);
    lines.length = 0;
    const response = await send({ ...pageFailed, message: 'x'.repeat(17_000) });
    expect(response.statusCode).toBe(413);
    expect(reports()).toEqual([]);
  });

  it('counts reports per address and drops them past the hourly limit', async () => {
    const address = '198.51.100.7';
    for (let i = 0; i < 8; i++) expect((await send(pageFailed, {}, address)).statusCode).toBe(202);
    const refused = await send(pageFailed, {}, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(reports()).toHaveLength(8);
    // Another address still reports.
    expect((await send(pageFailed, {}, '198.51.100.8')).statusCode).toBe(202);
  });
});

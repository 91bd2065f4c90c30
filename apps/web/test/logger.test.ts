import { clientErrorReportSchema } from '@ludo/shared/client-errors/client-errors.schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** What the web app's log sends to the server, read from the requests it makes. */

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  // Each test is a fresh page: the per-page allowance starts again.
  vi.resetModules();
  fetchMock = vi.fn(async () => new Response('{"message":"Reported"}', { status: 202 }));
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('window', { location: { pathname: '/dashboard/kyc', search: '?token=secret', hash: '#pan' } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The page's modules, loaded afresh (the error class too: `instanceof` compares this load's). */
async function logger() {
  const [{ reportError }, { ApiRequestError }] = await Promise.all([
    import('../src/lib/logger'),
    import('../src/lib/api-client'),
  ]);
  return { reportError, ApiRequestError };
}

const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string));

describe('reportError', () => {
  it('posts the error with the page’s path and no query, in the shape the server accepts', async () => {
    const { reportError } = await logger();
    const failure = new TypeError("Cannot read properties of undefined (reading 'balance')");
    reportError('page', failure);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/client-errors');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    const [body] = sentBodies();
    expect(body).toMatchObject({
      source: 'page',
      path: '/dashboard/kyc',
      name: 'TypeError',
      message: "Cannot read properties of undefined (reading 'balance')",
    });
    expect(body.stack).toContain('TypeError');
    expect(JSON.stringify(body)).not.toContain('secret');
    expect(clientErrorReportSchema.safeParse(body).success).toBe(true);
  });

  it('sends a failed request’s status and code, not its details', async () => {
    const { reportError, ApiRequestError } = await logger();
    reportError(
      'logout',
      new ApiRequestError('Check your connection', 0, 'NETWORK_ERROR', { panNumber: 'ABCDE1234F' }),
    );
    const [body] = sentBodies();
    expect(body).toMatchObject({ source: 'logout', name: 'ApiRequestError', status: 0, code: 'NETWORK_ERROR' });
    expect(JSON.stringify(body)).not.toContain('ABCDE1234F');
    expect(clientErrorReportSchema.safeParse(body).success).toBe(true);
  });

  it('stays within the schema’s bounds for anything thrown', async () => {
    const { reportError } = await logger();
    const long = new Error('m'.repeat(2000));
    long.stack = 's'.repeat(10_000);
    reportError('page', long);
    reportError('kyc-upload', 'a thrown string');
    const errorWithoutName = new Error('x');
    errorWithoutName.name = '';
    reportError('page', errorWithoutName);
    for (const body of sentBodies())
      expect(clientErrorReportSchema.safeParse(body).success, JSON.stringify(body)).toBe(true);
    expect(sentBodies()[1]).toMatchObject({ name: 'NonError', message: 'string' });
  });

  it('sends one report per distinct failure, and at most five from a page', async () => {
    const { reportError } = await logger();
    for (let i = 0; i < 3; i++) reportError('page', new Error('the same'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 10; i++) reportError('page', new Error(`failure ${i}`));
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('does not fail the page when the report cannot be sent', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { reportError } = await logger();
    expect(() => reportError('logout', new Error('offline'))).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});

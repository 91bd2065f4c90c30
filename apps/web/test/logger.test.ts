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
  const [{ reportFailure, reportUncaughtErrors }, { ApiRequestError }] = await Promise.all([
    import('../src/lib/logger'),
    import('../src/lib/api-client'),
  ]);
  return { reportFailure, reportUncaughtErrors, ApiRequestError };
}

const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string));

describe('reportFailure', () => {
  it('posts the error with the page’s path and no query, in the shape the server accepts', async () => {
    const { reportFailure } = await logger();
    const failure = new TypeError("Cannot read properties of undefined (reading 'balance')");
    reportFailure('page', failure);
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
    const { reportFailure, ApiRequestError } = await logger();
    reportFailure(
      'logout',
      new ApiRequestError('Check your connection', 0, 'NETWORK_ERROR', { panNumber: 'ABCDE1234F' }),
    );
    const [body] = sentBodies();
    expect(body).toMatchObject({ source: 'logout', name: 'ApiRequestError', status: 0, code: 'NETWORK_ERROR' });
    expect(JSON.stringify(body)).not.toContain('ABCDE1234F');
    expect(clientErrorReportSchema.safeParse(body).success).toBe(true);
  });

  it('stays within the schema’s bounds for anything thrown', async () => {
    const { reportFailure } = await logger();
    const long = new Error('m'.repeat(2000));
    long.stack = 's'.repeat(10_000);
    reportFailure('page', long);
    reportFailure('kyc-upload', 'a thrown string');
    const errorWithoutName = new Error('x');
    errorWithoutName.name = '';
    reportFailure('page', errorWithoutName);
    for (const body of sentBodies())
      expect(clientErrorReportSchema.safeParse(body).success, JSON.stringify(body)).toBe(true);
    expect(sentBodies()[1]).toMatchObject({ name: 'NonError', message: 'string' });
  });

  it('sends one report per distinct failure, and at most five from a page', async () => {
    const { reportFailure } = await logger();
    for (let i = 0; i < 3; i++) reportFailure('page', new Error('the same'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 10; i++) reportFailure('page', new Error(`failure ${i}`));
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('does not fail the page when the report cannot be sent', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { reportFailure } = await logger();
    expect(() => reportFailure('logout', new Error('offline'))).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});

describe('reportUncaughtErrors', () => {
  /** A window whose listeners the test calls, as the browser would. */
  function fakeWindow() {
    const listeners = new Map<string, (event: unknown) => void>();
    return {
      addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
      fire: (type: string, event: unknown) => listeners.get(type)?.(event),
    };
  }

  it('reports an error thrown outside rendering and a rejection nobody awaited', async () => {
    const { reportUncaughtErrors } = await logger();
    const target = fakeWindow();
    reportUncaughtErrors(target as unknown as Window);
    target.fire('error', { error: new RangeError('bad index'), message: 'Uncaught RangeError: bad index' });
    target.fire('unhandledrejection', { reason: new TypeError('x is undefined') });
    expect(sentBodies()).toMatchObject([
      { source: 'unhandled', name: 'RangeError', message: 'bad index' },
      { source: 'unhandled', name: 'TypeError', message: 'x is undefined' },
    ]);
  });

  it('leaves out another origin’s script error and ResizeObserver’s deferred layout', async () => {
    const { reportUncaughtErrors } = await logger();
    const target = fakeWindow();
    reportUncaughtErrors(target as unknown as Window);
    target.fire('error', { error: null, message: 'Script error.' });
    target.fire('error', { error: null, message: 'ResizeObserver loop completed with undelivered notifications.' });
    expect(fetchMock).not.toHaveBeenCalled();
    // An error event without an error object but with a message of its own is still reported.
    target.fire('error', { error: null, message: 'Uncaught SyntaxError: Unexpected token' });
    expect(sentBodies()).toMatchObject([
      { source: 'unhandled', name: 'Error', message: 'Uncaught SyntaxError: Unexpected token' },
    ]);
  });
});

import { clientErrorReportSchema } from '@ludo/shared/client-errors/client-errors.schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** What the web app's log sends to the server, read from the requests it makes. */

const ORIGIN = 'https://play.example.in';
let fetchMock: ReturnType<typeof vi.fn>;

/** An error thrown by one of the page's scripts (`from` another origin's when given). */
function thrown<E extends Error>(error: E, from = ORIGIN): E {
  error.stack = `${error.name}: ${error.message}\n    at onClick (${from}/assets/a1b2c3.js:1:234)`;
  return error;
}
beforeEach(() => {
  // Each test is a fresh page: the per-page allowance starts again.
  vi.resetModules();
  fetchMock = vi.fn(async () => new Response('{"message":"Reported"}', { status: 202 }));
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('window', {
    location: { origin: ORIGIN, pathname: '/dashboard/kyc', search: '?token=secret', hash: '#pan' },
  });
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

  it('reports an error our scripts threw outside rendering and a rejection nobody awaited', async () => {
    const { reportUncaughtErrors } = await logger();
    const target = fakeWindow();
    reportUncaughtErrors(target as unknown as Window);
    target.fire('error', { error: thrown(new RangeError('bad index')), message: 'Uncaught RangeError: bad index' });
    target.fire('unhandledrejection', { reason: thrown(new TypeError('x is undefined')) });
    // An error event with only a message, from one of our files.
    target.fire('error', {
      error: null,
      message: 'Uncaught SyntaxError: Unexpected token',
      filename: `${ORIGIN}/assets/x.js`,
    });
    expect(sentBodies()).toMatchObject([
      { source: 'unhandled', name: 'RangeError', message: 'bad index' },
      { source: 'unhandled', name: 'TypeError', message: 'x is undefined' },
      { source: 'unhandled', name: 'Error', message: 'Uncaught SyntaxError: Unexpected token' },
    ]);
  });

  it('leaves out what other origins and extensions raise, and ResizeObserver’s deferred layout', async () => {
    const { reportUncaughtErrors } = await logger();
    const target = fakeWindow();
    reportUncaughtErrors(target as unknown as Window);
    const extension = 'chrome-extension://abcdefghijklmnop';
    target.fire('error', { error: thrown(new Error('PAN ABCDE1234F not found'), extension), message: 'x' });
    target.fire('unhandledrejection', { reason: thrown(new Error('PAN ABCDE1234F'), extension) });
    target.fire('unhandledrejection', { reason: 'a string, from nobody knows where' });
    target.fire('error', { error: null, message: 'Script error.', filename: '' });
    target.fire('error', { error: null, message: 'Uncaught TypeError: x', filename: 'https://cdn.example.com/a.js' });
    target.fire('error', {
      error: null,
      message: 'ResizeObserver loop completed with undelivered notifications.',
      filename: `${ORIGIN}/assets/x.js`,
    });
    // A bare Event('error') has no message at all.
    target.fire('error', { error: undefined });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

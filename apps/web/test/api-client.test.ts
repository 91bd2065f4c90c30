import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiFetch, NETWORK_ERROR } from '../src/lib/api-client';
import { serverMessage } from '../src/lib/api-error';
import { catalogReady, i18n } from '../src/lib/i18n/i18n';
import { intlLocale } from '../src/lib/i18n/locales';

/**
 * What a failed request tells the player, on a page in Hindi: never the browser's or a proxy's
 * English ("Failed to fetch", "Bad Gateway"), and the server's own message as it came.
 */

const answering = (response: () => Response | Promise<Response>) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response()),
  );

const failureOf = (path = '/api/users/profile') =>
  apiFetch(path, { anonymous: true }).then(
    () => {
      throw new Error('the request succeeded');
    },
    (error: unknown) => error,
  );

beforeAll(async () => {
  await catalogReady('public', 'hi');
  i18n.activate('hi', [intlLocale('hi')]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a request', () => {
  it('that gets no answer fails with our words in the page’s language', async () => {
    answering(() => {
      throw new TypeError('Failed to fetch');
    });
    const failure = await failureOf();
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({
      status: 0,
      code: NETWORK_ERROR,
      message: 'अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
    });
    // Not the server's answer: callers with a text of their own for a failure keep showing it.
    expect(serverMessage(failure)).toBeUndefined();
  });

  it('cancelled on purpose stays cancelled', async () => {
    answering(() => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const failure = await failureOf();
    expect(failure).toBeInstanceOf(DOMException);
    expect((failure as DOMException).name).toBe('AbortError');
  });

  it('answered with an error page of no message of ours reads our words, not the status text', async () => {
    answering(() => new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const failure = await failureOf();
    expect(failure).toMatchObject({ status: 502, code: 'HTTP_502', message: 'कुछ गड़बड़ हो गई।' });
    expect(serverMessage(failure)).toBeUndefined();
  });

  it('refused by the server shows the server’s message as it came', async () => {
    answering(() => Response.json({ message: 'यह कमरा भर चुका है।', code: 'ROOM_FULL' }, { status: 409 }));
    const failure = await failureOf();
    expect(failure).toMatchObject({ status: 409, code: 'ROOM_FULL', message: 'यह कमरा भर चुका है।' });
    expect(serverMessage(failure)).toBe('यह कमरा भर चुका है।');
  });
});

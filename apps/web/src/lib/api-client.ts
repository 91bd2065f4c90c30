import { storedTokenSince, useAuthStore } from '@/lib/auth-store';
import { currentLocale, i18n } from '@/lib/i18n/i18n';

/** An error answered by the API: `{ message, code, details? }` with its HTTP status. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface ApiRequestInit extends Omit<RequestInit, 'body'> {
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (multipart uploads); the browser sets the content type. */
  body?: BodyInit;
  /** Skip the bearer header and the refresh-and-retry (login, register, refresh itself). */
  anonymous?: boolean;
  /** This token instead of the stored one (a request made with a token just issued, before it is stored). */
  accessToken?: string;
}

/** `fallbackMessage` is the message when the answer has none of its own. */
async function toError(response: Response, fallbackMessage?: string): Promise<ApiRequestError> {
  let payload: { message?: unknown; code?: unknown; details?: unknown } = {};
  try {
    payload = (await response.json()) as typeof payload;
  } catch {
    // Not JSON (a proxy error page, say): our own message below.
  }
  // Without a message of its own (a proxy's error page, say), the player reads ours in the page's
  // language rather than the English status text.
  const message =
    typeof payload.message === 'string' ? payload.message : (fallbackMessage ?? i18n._('common.queryError.fallback'));
  const code = typeof payload.code === 'string' ? payload.code : `HTTP_${response.status}`;
  return new ApiRequestError(message, response.status, code, payload.details);
}

/** The code of a request that got no answer at all: offline, or the connection dropped on the way. */
export const NETWORK_ERROR = 'NETWORK_ERROR';

/**
 * `fetch`, with a request that got no answer turned into an ApiRequestError in the page's language:
 * the browser's own error ("Failed to fetch") is English whatever the page's language, and would
 * reach the player as it is. A request cancelled on purpose stays an AbortError.
 */
async function fetchOrNetworkError(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(i18n._('common.connectionHint'), 0, NETWORK_ERROR);
  }
}

function send(path: string, init: ApiRequestInit, token: string): Promise<Response> {
  const { json, anonymous, headers, accessToken: _token, ...rest } = init;
  const finalHeaders = new Headers(headers);
  if (json !== undefined) finalHeaders.set('Content-Type', 'application/json');
  if (!anonymous && token) finalHeaders.set('Authorization', `Bearer ${token}`);
  // The server writes its error messages in the page's language (docs/decisions/0019-translations.md).
  finalHeaders.set('Accept-Language', currentLocale());
  return fetchOrNetworkError(path, {
    ...rest,
    headers: finalHeaders,
    credentials: 'include',
    body: json !== undefined ? JSON.stringify(json) : init.body,
  });
}

let refreshInFlight: Promise<string> | null = null;

/** The Web Lock every tab of this origin takes in turn to refresh (one cookie, shared by all tabs). */
export const REFRESH_LOCK_NAME = 'ludo-auth-refresh';

/**
 * How long one refresh may take. Other tabs wait on the lock meanwhile, so a request hanging on a
 * dead network must end: after the same 20 s a realtime connection attempt is given.
 */
const REFRESH_TIMEOUT_MS = 20_000;

/**
 * When a refresh was sent and has not been answered yet (local storage, milliseconds since the
 * epoch). A page left while its refresh is on the way cannot clear it: the next page sees it.
 */
const REFRESH_SENT_AT_KEY = 'refreshSentAt';

/**
 * How long the next page gives a refresh the last page left on the way. The server rotated the
 * cookie when it took that refresh; its answer still lands (the request is `keepalive`) and stores
 * the new cookie. A refresh sent before it lands presents the spent cookie again: the server takes
 * it for a retry within its window (docs/decisions/0027-refresh-retries.md) and gives the same new
 * cookie, but past that window for a stolen copy, and ends the session; waiting keeps to one use.
 */
const LEFT_REFRESH_LANDING_MS = 5_000;

function storageNumber(key: string): number {
  try {
    return Number(localStorage.getItem(key));
  } catch {
    return 0;
  }
}

function setStorage(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage refused (a private window's quota): a left refresh is then not waited for.
  }
}

async function landingOfALeftRefresh(): Promise<void> {
  const sentAt = storageNumber(REFRESH_SENT_AT_KEY);
  const wait = Math.min(sentAt + LEFT_REFRESH_LANDING_MS - Date.now(), LEFT_REFRESH_LANDING_MS);
  if (sentAt > 0 && wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** One POST /api/auth/refresh; a 403 ends the session here: the token is forgotten, local storage emptied. */
async function refreshWithCookie(): Promise<string> {
  await landingOfALeftRefresh();
  setStorage(REFRESH_SENT_AT_KEY, String(Date.now()));
  const response = await send(
    '/api/auth/refresh',
    // keepalive: a page left meanwhile does not cancel it, so its new cookie is still stored.
    { method: 'POST', anonymous: true, keepalive: true, signal: AbortSignal.timeout(REFRESH_TIMEOUT_MS) },
    '',
  );
  // Answered. Without an answer (this page being left cuts its side of the request off, or the
  // network is gone) the note stays, and the next refresh gives this one its time to land.
  setStorage(REFRESH_SENT_AT_KEY, null);
  if (response.status === 403) {
    useAuthStore.getState().clear();
    localStorage.clear();
  }
  if (!response.ok) throw await toError(response);
  const { accessToken } = (await response.json()) as { accessToken: string };
  useAuthStore.getState().setToken(accessToken);
  return accessToken;
}

/**
 * POST /api/auth/refresh with the refresh cookie. The server rotates the refresh token on every
 * use and treats a second use as token theft (it ends the session) unless it is a retry of an
 * answer lost on the way, so a cookie is presented once whenever this page can know better.
 * Concurrent callers in this tab share one request; the browser's other tabs send the same
 * cookie, so the tabs take turns under a Web Lock, and a tab that waited while another refreshed
 * takes the token that tab stored instead of refreshing again. Browsers without Web Locks keep
 * the in-tab sharing only.
 */
export function refreshAccessToken(): Promise<string> {
  refreshInFlight ??= (async () => {
    try {
      const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
      if (!locks) return await refreshWithCookie();
      const askedAt = Date.now();
      return await locks.request(REFRESH_LOCK_NAME, async () => {
        const stored = storedTokenSince(askedAt);
        if (stored) {
          useAuthStore.getState().setToken(stored);
          return stored;
        }
        return refreshWithCookie();
      });
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

/**
 * Calls the API on the same origin. A request answered 401 is retried once with a freshly
 * refreshed token; a second 401 goes to the caller (docs/product-rules.md, Sessions).
 */
export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  let response = await send(path, init, init.accessToken ?? useAuthStore.getState().accessToken);
  if (response.status === 401 && !init.anonymous) {
    const token = await refreshAccessToken();
    response = await send(path, init, token);
  }
  if (!response.ok) throw await toError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/**
 * Like apiFetch (bearer token, one retry with a refreshed token on 401), but hands back the raw
 * answer whatever its status, for callers that read a body of their own shape.
 */
export async function apiFetchResponse(path: string, init: ApiRequestInit = {}): Promise<Response> {
  let response = await send(path, init, useAuthStore.getState().accessToken);
  if (response.status === 401 && !init.anonymous) {
    const token = await refreshAccessToken();
    response = await send(path, init, token);
  }
  return response;
}

/**
 * A protected file (a picture, a screenshot, a document) as a Blob: an <img src> or a link cannot
 * send the bearer token, so the file is fetched here and shown through an object URL (see
 * lib/use-object-url). Errors as apiFetch; an answer without a message of its own gets
 * `fallbackMessage` when one is given.
 */
export async function apiFetchBlob(path: string, init: ApiRequestInit = {}, fallbackMessage?: string): Promise<Blob> {
  const response = await apiFetchResponse(path, init);
  if (!response.ok) throw await toError(response, fallbackMessage);
  return response.blob();
}

import { CLIENT_ERROR_STACK_MAX, type ClientErrorSource } from '@ludo/shared/client-errors/client-errors';
import type { ClientErrorReport } from '@ludo/shared/client-errors/client-errors.schemas';
import { ApiRequestError } from './api-client';
import { useAuthStore } from './auth-store';

/**
 * The web app's log: a failure the player cannot act on goes to the server (POST
 * /api/client-errors), where the team reads it beside the requests around it, instead of to the
 * browser's console, which nobody reads on a player's phone (docs/architecture.md, Logging).
 *
 * It sends what names the failure and nothing of the player's: the page's path without its query,
 * the error's name, message and stack, a failed request's status and code.
 */

/** A page in a crash loop must not send a report per render: a few distinct reports per page load. */
const MAX_REPORTS_PER_PAGE = 5;
const sent = new Set<string>();

export function reportFailure(source: ClientErrorSource, error: unknown): void {
  let report: ClientErrorReport;
  try {
    report = describe(source, error);
  } catch {
    // Something thrown that cannot even be described (a name that is not a string): not our failure to add.
    return;
  }
  const key = `${report.source}\n${report.name}\n${report.message}`;
  if (sent.has(key) || sent.size >= MAX_REPORTS_PER_PAGE) return;
  sent.add(key);
  const token = useAuthStore.getState().accessToken;
  // keepalive: a report sent as the page goes (a failed logout navigates at once) still arrives.
  // Its own failure is not reported: the report is a courtesy, and the network may be what failed.
  void fetch('/api/client-errors', {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(report),
  }).catch(() => undefined);
}

/**
 * Reports what nothing in the app caught: an error thrown outside React's rendering (an event
 * handler, a timer) and a promise rejected with nobody waiting. Not what the browser words for a
 * script of another origin ("Script error.", with nothing to go on), nor ResizeObserver's notice
 * that it deferred a layout to the next frame, which browsers raise as an error and is harmless.
 */
export function reportUncaughtErrors(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('error', (event) => {
    if (!event.error && (event.message === 'Script error.' || event.message.startsWith('ResizeObserver loop'))) return;
    reportFailure('unhandled', event.error ?? new Error(event.message));
  });
  target.addEventListener('unhandledrejection', (event) => reportFailure('unhandled', event.reason));
}

/** The report for an error, within the server's schema's bounds. */
export function describe(source: ClientErrorSource, error: unknown): ClientErrorReport {
  const failure = error instanceof Error ? error : undefined;
  return {
    source,
    path: window.location.pathname.slice(0, 300),
    name: failure?.name.trim().slice(0, 100) || 'NonError',
    message: (failure ? failure.message : typeof error).trim().slice(0, 500),
    ...(failure?.stack ? { stack: failure.stack.slice(0, CLIENT_ERROR_STACK_MAX) } : {}),
    ...(error instanceof ApiRequestError ? { status: error.status, code: error.code.slice(0, 64) } : {}),
  };
}

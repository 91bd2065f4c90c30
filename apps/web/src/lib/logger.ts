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
 * Reports what nothing in our code caught: an error thrown outside React's rendering (an event
 * handler, a timer) and a promise rejected with nobody waiting, when it comes from this origin's
 * scripts. Another origin's or a browser extension's are not ours to fix, and their words may quote
 * the page (a form's values). Nor ResizeObserver's notice that it deferred a layout to the next
 * frame, which browsers raise as an error and is harmless.
 */
export function reportUncaughtErrors(target: Pick<Window, 'addEventListener'> = window): void {
  const origin = window.location.origin;
  const ours = (error: unknown): error is Error => error instanceof Error && (error.stack ?? '').includes(origin);
  target.addEventListener('error', (event) => {
    const message = typeof event.message === 'string' ? event.message : '';
    if (event.error === undefined || event.error === null) {
      if (!event.filename?.startsWith(origin) || message === '' || message.startsWith('ResizeObserver loop')) return;
      reportFailure('unhandled', new Error(message));
    } else if (ours(event.error)) reportFailure('unhandled', event.error);
  });
  target.addEventListener('unhandledrejection', (event) => {
    if (ours(event.reason)) reportFailure('unhandled', event.reason);
  });
}

/** The report for an error, within the server's schema's bounds. */
function describe(source: ClientErrorSource, error: unknown): ClientErrorReport {
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

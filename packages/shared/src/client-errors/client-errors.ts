/**
 * The web app's failure reports, without zod: the web app's log (`lib/logger.ts`) is in the first
 * app chunk every page loads, which must not bring the schema library with it. The schema that
 * checks a report is in `client-errors.schemas.ts`.
 */

/**
 * Where in the web app a failure happened that the player cannot act on and the team should see:
 * a page that failed to render or to take over its prerendered HTML, an error nothing in the app
 * caught, a logout the server did not answer, a KYC upload that got no answer.
 */
export const CLIENT_ERROR_SOURCES = ['page', 'unhandled', 'logout', 'kyc-upload'] as const;
export type ClientErrorSource = (typeof CLIENT_ERROR_SOURCES)[number];

/** Longest stack the server keeps: enough for the frames that say where, bounded for the log. */
export const CLIENT_ERROR_STACK_MAX = 4000;

import { z } from 'zod';

/**
 * Where in the web app a failure happened that the player cannot act on and the team should see:
 * a page that failed to render, a logout the server did not answer, a KYC upload that failed
 * without a message of ours.
 */
export const CLIENT_ERROR_SOURCES = ['page', 'logout', 'kyc-upload'] as const;
export type ClientErrorSource = (typeof CLIENT_ERROR_SOURCES)[number];

/** Longest stack the server keeps: enough for the frames that say where, bounded for the log. */
export const CLIENT_ERROR_STACK_MAX = 4000;

/**
 * POST /api/client-errors: what the web app reports instead of writing to the browser's console.
 * It names the failure, never the player's data: the page's path without its query, the error's
 * name, message and stack, and for a failed request its status and error code, not its body.
 */
export const clientErrorReportSchema = z.strictObject({
  source: z.enum(CLIENT_ERROR_SOURCES),
  /** The page's path, without query or fragment (they may hold a search or a token). */
  path: z
    .string()
    .max(300)
    .regex(/^\/[^?#]*$/),
  name: z.string().trim().min(1).max(100),
  message: z.string().trim().max(500),
  stack: z.string().max(CLIENT_ERROR_STACK_MAX).optional(),
  /** For a failed request: its HTTP status (0 when it got no answer) and our error code. */
  status: z.number().int().min(0).max(599).optional(),
  code: z.string().trim().max(64).optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

import { z } from 'zod';
import { CLIENT_ERROR_SOURCES, CLIENT_ERROR_STACK_MAX } from './client-errors';

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

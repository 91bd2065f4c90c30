import { z } from 'zod';

/** Every error the API answers has this shape (docs/architecture.md, API). */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The server cannot reach its database for the moment (503); the request can be tried again shortly. */
export const SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE';

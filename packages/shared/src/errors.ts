import { z } from 'zod';

/** Every error the API answers has this shape (DESIGN section 5). */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

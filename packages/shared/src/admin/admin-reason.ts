import { z } from 'zod';

/**
 * A written reason, required for every admin decision (kept in the audit log, shown to the player).
 * In a file of its own: the schemas of several domains use it, and admin.schemas imports theirs.
 */
export const adminReasonSchema = z
  .string({ error: 'A reason is required' })
  .trim()
  .min(3, 'Give a reason of at least 3 characters')
  .max(500, 'The reason must be at most 500 characters');

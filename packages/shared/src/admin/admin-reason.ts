import { multiLineText } from '../text';

/**
 * A written reason, required for every admin decision (kept in the audit log, shown to the player).
 * In a file of its own: the schemas of several domains use it, and admin.schemas imports theirs.
 */
export const adminReasonSchema = multiLineText({
  label: 'The reason',
  required: 'A reason is required',
  min: { length: 3, message: 'Give a reason of at least 3 characters' },
  max: { length: 500, message: 'The reason must be at most 500 characters' },
});

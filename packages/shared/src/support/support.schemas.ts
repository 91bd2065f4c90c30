import { z } from 'zod';
import { emailSchema, fullNameSchema } from '../auth/auth.schemas';
import { multiLineText } from '../text';

/** The public /support form: name, email and message, stored for the support team. */
export const contactMessageBodySchema = z.object({
  name: fullNameSchema,
  email: emailSchema,
  message: multiLineText({
    label: 'Message',
    required: 'Message is required',
    min: { length: 10, message: 'Message must be at least 10 characters' },
    max: { length: 2000, message: 'Message must be at most 2000 characters' },
  }),
});
export type ContactMessageBody = z.input<typeof contactMessageBodySchema>;

import { z } from 'zod';
import { emailSchema, fullNameSchema } from '../auth/auth.schemas';

/** The public /support form: name, email and message, stored for the support team. */
export const contactMessageBodySchema = z.object({
  name: fullNameSchema,
  email: emailSchema,
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(10, 'Message must be at least 10 characters')
    .max(2000, 'Message must be at most 2000 characters'),
});
export type ContactMessageBody = z.input<typeof contactMessageBodySchema>;

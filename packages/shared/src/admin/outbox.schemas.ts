import { z } from 'zod';

/**
 * The admin console's outbox: on the embedded default (no SMTP server, the SMS sandbox) every
 * email and SMS the platform sends is written to a folder, and admins read it here. Reset links
 * and codes are hidden: an admin must not be able to take over a player's account.
 */
export const outboxMessageSchema = z.object({
  name: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxListSchema = z.object({
  /** false when mail goes out through SMTP and SMS through a provider: nothing is kept here. */
  enabled: z.boolean(),
  messages: z.array(outboxMessageSchema),
});
export type OutboxList = z.infer<typeof outboxListSchema>;

export const outboxMessageParamsSchema = z.object({
  name: z.string().regex(/^[\w.-]+\.(eml|sms\.txt)$/, 'Message not found'),
});
export const outboxMessageBodySchema = z.object({ name: z.string(), text: z.string() });
export type OutboxMessageBody = z.infer<typeof outboxMessageBodySchema>;

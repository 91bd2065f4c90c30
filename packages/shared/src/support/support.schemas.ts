import { z } from 'zod';
import { emailSchema, fullNameSchema } from '../auth/auth.schemas';
import { SUPPORT_ATTACHMENT_MAX_MB, SUPPORT_RESPONSE_HOURS } from '../limits';
import { multiLineText, singleLineText } from '../text';

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

// ---------------------------------------------------------------------------------------------
// Support tickets (the player area's "Contact Us")

export const SUPPORT_CATEGORIES = ['account', 'tournament', 'payment', 'technical', 'other'] as const;
export const supportCategorySchema = z.enum(SUPPORT_CATEGORIES, { error: 'Choose a category' });
export type SupportCategory = z.infer<typeof supportCategorySchema>;
export const SUPPORT_CATEGORY_LABELS: Record<SupportCategory, string> = {
  account: 'Account',
  tournament: 'Tournament',
  payment: 'Payment',
  technical: 'Technical',
  other: 'Other',
};

export const SUPPORT_PRIORITIES = ['low', 'medium', 'high'] as const;
export const supportPrioritySchema = z.enum(SUPPORT_PRIORITIES, { error: 'Choose a priority' });
export type SupportPriority = z.infer<typeof supportPrioritySchema>;
export const SUPPORT_PRIORITY_LABELS: Record<SupportPriority, string> = { low: 'Low', medium: 'Medium', high: 'High' };

/**
 * open: waiting for the support team (a new ticket, or the player wrote again); answered: the
 * team replied and waits for the player; closed: settled, no more replies.
 */
export const SUPPORT_TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export const supportTicketStatusSchema = z.enum(SUPPORT_TICKET_STATUSES, { error: 'Choose a status' });
export type SupportTicketStatus = z.infer<typeof supportTicketStatusSchema>;
export const SUPPORT_STATUS_LABELS: Record<SupportTicketStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};

export const SUPPORT_ATTACHMENT_MAX_BYTES = SUPPORT_ATTACHMENT_MAX_MB * 1024 * 1024;
/** Recognised by content on the server (a screenshot or a PDF such as a bank statement). */
export const SUPPORT_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

const HOUR_MS = 60 * 60 * 1000;

/**
 * When the team owes an answer: SUPPORT_RESPONSE_HOURS after the ticket started waiting for it
 * (its creation, or the player's latest message after an answer).
 */
export function supportResponseDeadline(waitingSince: Date, priority: SupportPriority): Date {
  return new Date(waitingSince.getTime() + SUPPORT_RESPONSE_HOURS[priority] * HOUR_MS);
}

/** Overdue: still waiting for the team after its deadline. Answered and closed tickets never are. */
export function isSupportTicketOverdue(
  ticket: { status: SupportTicketStatus; respondBy: string | Date },
  now: Date = new Date(),
): boolean {
  return ticket.status === 'open' && new Date(ticket.respondBy).getTime() < now.getTime();
}

/** A form field left empty comes as '' in multipart: that is "not given". */
const optionalId = (message: string) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), z.uuid(message).optional());

export const SUPPORT_SUBJECT_MAX = 120;
export const SUPPORT_MESSAGE_MAX = 2000;

export const supportSubjectSchema = singleLineText({
  label: 'Subject',
  required: 'Subject is required',
  max: { length: SUPPORT_SUBJECT_MAX, message: `Subject must be at most ${SUPPORT_SUBJECT_MAX} characters` },
});

/** An empty message is "required" first, a short one "at least 10 characters". */
export const supportMessageSchema = multiLineText({
  label: 'Message',
  required: 'Message is required',
  max: { length: SUPPORT_MESSAGE_MAX, message: `Message must be at most ${SUPPORT_MESSAGE_MAX} characters` },
}).min(10, 'Message must be at least 10 characters');

/**
 * POST /api/support/tickets (multipart): the text fields. The attachment is the optional file
 * part `attachment`; `matchId` or `transactionId` link one of the player's own matches or wallet
 * transactions.
 */
export const supportTicketFieldsSchema = z.object({
  subject: supportSubjectSchema,
  category: supportCategorySchema,
  priority: supportPrioritySchema,
  message: supportMessageSchema,
  matchId: optionalId('Choose one of your matches'),
  transactionId: optionalId('Choose one of your transactions'),
});
export type SupportTicketFields = z.input<typeof supportTicketFieldsSchema>;

/** A reply in a ticket's thread, by the player or the team. */
export const supportReplyBodySchema = z.object({
  message: multiLineText({
    label: 'Message',
    required: 'Message is required',
    max: { length: SUPPORT_MESSAGE_MAX, message: `Message must be at most ${SUPPORT_MESSAGE_MAX} characters` },
  }),
});
export type SupportReplyBody = z.input<typeof supportReplyBodySchema>;

export const supportTicketParamsSchema = z.object({ id: z.uuid('Ticket not found') });

export const supportAttachmentSchema = z.object({
  /** Our own protected address: for the ticket's owner and admins only. */
  url: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});
export type SupportAttachment = z.infer<typeof supportAttachmentSchema>;

/** A match or wallet transaction the player linked, as a line of text with its id. */
export const supportLinkSchema = z.object({ id: z.string(), label: z.string() });
export type SupportLink = z.infer<typeof supportLinkSchema>;

export const supportReplySchema = z.object({
  id: z.string(),
  /** Whether the support team wrote it (else the player did). */
  fromSupport: z.boolean(),
  /** The player's name, or the team member's name on the admin console ("Support team" for the player). */
  authorName: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type SupportReply = z.infer<typeof supportReplySchema>;

export const supportTicketSummarySchema = z.object({
  id: z.string(),
  subject: z.string(),
  category: supportCategorySchema,
  priority: supportPrioritySchema,
  status: supportTicketStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the team owes an answer (see supportResponseDeadline). */
  respondBy: z.string(),
  replyCount: z.number().int(),
  hasAttachment: z.boolean(),
});
export type SupportTicketSummary = z.infer<typeof supportTicketSummarySchema>;

/** GET /api/support/tickets: the player's tickets, newest first. */
export const supportTicketListSchema = z.object({ tickets: z.array(supportTicketSummarySchema) });
export type SupportTicketList = z.infer<typeof supportTicketListSchema>;

export const supportTicketDetailSchema = supportTicketSummarySchema.extend({
  message: z.string(),
  attachment: supportAttachmentSchema.nullable(),
  match: supportLinkSchema.nullable(),
  transaction: supportLinkSchema.nullable(),
  /** Oldest first. */
  replies: z.array(supportReplySchema),
});
export type SupportTicketDetail = z.infer<typeof supportTicketDetailSchema>;

// ---------------------------------------------------------------------------------------------
// The admin console

export const supportAssigneeSchema = z.object({ id: z.string(), name: z.string() });

export const adminSupportTicketSchema = supportTicketSummarySchema.extend({
  userId: z.string(),
  playerName: z.string(),
  email: z.string(),
  assignee: supportAssigneeSchema.nullable(),
  /** Still waiting for the team after respondBy. */
  overdue: z.boolean(),
});
export type AdminSupportTicket = z.infer<typeof adminSupportTicketSchema>;

export const CONTACT_MESSAGE_STATUSES = ['open', 'closed'] as const;
export const contactMessageStatusSchema = z.enum(CONTACT_MESSAGE_STATUSES, { error: 'Choose a status' });

/** A message of the public contact form (no account needed), in the same console. */
export const adminContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  status: contactMessageStatusSchema,
  /** The account it was sent from, when the sender was signed in. */
  userId: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

/** Which tickets the queue shows: those still being worked on (open and answered) by default. */
export const adminSupportQueueQuerySchema = z.object({
  status: z.enum(['active', 'open', 'answered', 'closed', 'all']).default('active'),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});
export type AdminSupportQueueQuery = z.input<typeof adminSupportQueueQuerySchema>;

/**
 * GET /api/admin/support/tickets: tickets waiting for the team first, each list by its response
 * deadline (the most urgent on top); then the public contact form's messages, open ones first.
 */
export const adminSupportQueueSchema = z.object({
  tickets: z.array(adminSupportTicketSchema),
  contactMessages: z.array(adminContactMessageSchema),
});
export type AdminSupportQueue = z.infer<typeof adminSupportQueueSchema>;

export const adminSupportTicketDetailSchema = supportTicketDetailSchema.extend({
  userId: z.string(),
  playerName: z.string(),
  email: z.string(),
  phone: z.string(),
  assignee: supportAssigneeSchema.nullable(),
  overdue: z.boolean(),
});
export type AdminSupportTicketDetail = z.infer<typeof adminSupportTicketDetailSchema>;

export const supportStatusBodySchema = z.object({ status: supportTicketStatusSchema });
/** Assign to an admin by id, or null to leave the ticket unassigned. */
export const supportAssignBodySchema = z.object({ assigneeId: z.uuid('Choose an administrator').nullable() });
export const contactMessageStatusBodySchema = z.object({ status: contactMessageStatusSchema });
export const contactMessageParamsSchema = z.object({ id: z.uuid('Message not found') });

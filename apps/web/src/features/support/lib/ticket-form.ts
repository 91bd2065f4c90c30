/**
 * The ticket form's rules: the shared schema's messages per field, the attachment's checks before
 * uploading (the server checks again, by content), and the texts of the product description.
 * No React: unit-tested as is.
 */
import { SUPPORT_ATTACHMENT_MAX_MB } from '@ludo/shared/limits';
import {
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_ATTACHMENT_TYPES,
  type SupportCategory,
  type SupportPriority,
  supportTicketFieldsSchema,
} from '@ludo/shared/support/support.schemas';

export const SUPPORT_TEXT = {
  submitted: 'Ticket submitted!',
  submittedDescription: "We'll get back to you as soon as possible.",
  notSubmitted: 'Your ticket was not submitted',
  replySent: 'Reply sent',
  replyNotSent: 'Your reply was not sent',
  closed: 'This ticket is closed. Open a new ticket if you still need help.',
} as const;

export const ATTACHMENT_ACCEPT = SUPPORT_ATTACHMENT_TYPES.join(',');
export const ATTACHMENT_HINT = `Optional. A screenshot (PNG, JPEG, WebP) or a PDF, up to ${SUPPORT_ATTACHMENT_MAX_MB}MB.`;

export interface TicketFormValues {
  subject: string;
  category: SupportCategory | '';
  priority: SupportPriority;
  message: string;
  /** A match or transaction id, or '' for none. */
  matchId: string;
  transactionId: string;
}

export type TicketField = keyof TicketFormValues | 'attachment';
export type TicketFieldErrors = Partial<Record<TicketField, string>>;

export const EMPTY_TICKET_FORM: TicketFormValues = {
  subject: '',
  category: '',
  priority: 'medium',
  message: '',
  matchId: '',
  transactionId: '',
};

/** The order fields are shown in: the first with a problem gets the focus. */
export const TICKET_FIELD_ORDER: readonly TicketField[] = [
  'subject',
  'category',
  'priority',
  'message',
  'matchId',
  'transactionId',
  'attachment',
];

export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** Why a chosen file cannot be attached, or null. Some phones give no type: the server decides then. */
export function attachmentProblem(file: { name: string; size: number; type: string }): string | null {
  const name = file.name || 'The file';
  if (file.type && !(SUPPORT_ATTACHMENT_TYPES as readonly string[]).includes(file.type)) {
    return `${name} is not a PNG, JPEG, WebP or PDF file.`;
  }
  if (file.size === 0) return `${name} is empty. Choose the file again.`;
  if (file.size > SUPPORT_ATTACHMENT_MAX_BYTES) {
    return `${name} is too large (${formatFileSize(file.size)}): attachments can be at most ${SUPPORT_ATTACHMENT_MAX_MB}MB.`;
  }
  return null;
}

/** The form checked as the server checks it: the first message of each field, or none. */
export function ticketFieldErrors(values: TicketFormValues): TicketFieldErrors {
  const parsed = supportTicketFieldsSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: TicketFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as TicketField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The multipart body of POST /api/support/tickets; links left empty are not sent. */
export function ticketFormData(values: TicketFormValues, attachment: File | null): FormData {
  const form = new FormData();
  form.set('subject', values.subject.trim());
  form.set('category', values.category);
  form.set('priority', values.priority);
  form.set('message', values.message.trim());
  if (values.matchId) form.set('matchId', values.matchId);
  if (values.transactionId) form.set('transactionId', values.transactionId);
  if (attachment) form.set('attachment', attachment, attachment.name);
  return form;
}

/**
 * The ticket form's rules: the shared schema's messages per field, the attachment's checks before
 * uploading (the server checks again, by content), and the message ids of the product
 * description's texts. No React: unit-tested as is.
 */
import { SUPPORT_ATTACHMENT_MAX_MB } from '@ludo/shared/limits';
import {
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_ATTACHMENT_TYPES,
  type SupportCategory,
  type SupportPriority,
  supportTicketFieldsSchema,
} from '@ludo/shared/support/support.schemas';
import { formatFileSize } from '@/lib/format-file-size';
import type { MessageId, Translate } from '@/lib/i18n/react';

export const SUPPORT_TEXT = {
  submitted: 'support.toast.submitted',
  submittedDescription: 'support.toast.submittedDescription',
  notSubmitted: 'support.toast.notSubmitted',
  replySent: 'support.toast.replySent',
  replyNotSent: 'support.toast.replyNotSent',
  closed: 'support.thread.closed',
} as const satisfies Record<string, MessageId>;

export const ATTACHMENT_ACCEPT = SUPPORT_ATTACHMENT_TYPES.join(',');
/** The picture formats accepted, as the hint and the refusal name them. */
export const ATTACHMENT_IMAGE_TYPES = 'PNG, JPEG, WebP';

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

/** Why a chosen file cannot be attached, or null. Some phones give no type: the server decides then. */
export function attachmentProblem(file: { name: string; size: number; type: string }, t: Translate): string | null {
  // A file without a name is "The file": a sentence of its own.
  const named = file.name !== '';
  const values = { name: file.name };
  if (file.type && !(SUPPORT_ATTACHMENT_TYPES as readonly string[]).includes(file.type)) {
    const id = named ? 'support.attachment.wrongType' : 'support.attachment.wrongType.unnamed';
    return t(id, { ...values, imageTypes: ATTACHMENT_IMAGE_TYPES });
  }
  if (file.size === 0) return named ? t('support.attachment.empty', values) : t('support.attachment.empty.unnamed');
  if (file.size > SUPPORT_ATTACHMENT_MAX_BYTES) {
    const id = named ? 'support.attachment.tooLarge' : 'support.attachment.tooLarge.unnamed';
    return t(id, { ...values, size: formatFileSize(t, file.size), maxMb: SUPPORT_ATTACHMENT_MAX_MB });
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

import { z } from 'zod';
import { adminReasonSchema } from '../admin/admin-reason';
import { MIN_PLAYER_AGE } from '../limits';
import { allowedText, multiLineText, singleLineText } from '../text';
import { kycStatusSchema } from './kyc-status';

/** The KYC form's messages, exactly as the product has them (docs/product-rules.md, KYC). */
export const KYC_MESSAGES = {
  fullName: 'Full name is required',
  dob: 'Date of Birth is required',
  aadharFront: 'AadharFront Card is required',
  aadharBack: 'AadharBack Card is required',
  pancard: 'Pan Card is required',
  address: 'Address is required',
} as const;

export const KYC_DOCUMENT_FIELDS = ['aadharFront', 'aadharBack', 'pancard'] as const;
export type KycDocumentField = (typeof KYC_DOCUMENT_FIELDS)[number];
export const KYC_DOCUMENT_LABELS: Record<KycDocumentField, string> = {
  aadharFront: 'Aadhar front',
  aadharBack: 'Aadhar back',
  pancard: 'Pan card',
};
export const KYC_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const KYC_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const UNDER_AGE_MESSAGE = `You must be at least ${MIN_PLAYER_AGE} years old to play`;

/** Whole years between a YYYY-MM-DD birth date and `today` (UTC calendar dates). */
export function ageOn(dob: string, today: Date): number {
  const [year, month, day] = dob.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** Today's date in India (IST, UTC+5:30), as the instant whose UTC calendar date it is. */
export const indiaToday = (now = new Date()) => new Date(now.getTime() + 330 * 60_000);

const isCalendarDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export const panNumberSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{5}[0-9]{4}[A-Z]$/, 'Enter a valid PAN, like ABCDE1234F')
  .check(allowedText('PAN'));

/** The text fields of POST /api/kyc/submit (multipart); the three documents are files. */
export const kycFieldsSchema = z.object({
  fullName: singleLineText({
    label: 'Full name',
    required: KYC_MESSAGES.fullName,
    max: { length: 100, message: 'The name must be at most 100 characters' },
  }),
  dob: z
    .string({ error: KYC_MESSAGES.dob })
    .trim()
    .min(1, KYC_MESSAGES.dob)
    .refine(isCalendarDate, 'Enter the date of birth as a valid date')
    .refine((value) => !isCalendarDate(value) || ageOn(value, indiaToday()) >= MIN_PLAYER_AGE, UNDER_AGE_MESSAGE)
    .refine((value) => !isCalendarDate(value) || ageOn(value, indiaToday()) <= 120, 'Enter your real date of birth')
    .check(allowedText('Date of birth')),
  address: multiLineText({
    label: 'Address',
    required: KYC_MESSAGES.address,
    max: { length: 500, message: 'The address must be at most 500 characters' },
  }),
  panNumber: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(panNumberSchema.optional()),
});
export type KycFields = z.input<typeof kycFieldsSchema>;

/** A stored document: our own protected address and the name it was uploaded under. */
export const kycDocumentRefSchema = z.object({
  url: z.string(),
  fileName: z.string(),
  contentType: z.string(),
});
export type KycDocumentRef = z.infer<typeof kycDocumentRefSchema>;
export const kycDocumentsSchema = z.object({
  aadharFront: kycDocumentRefSchema.optional(),
  aadharBack: kycDocumentRefSchema.optional(),
  pancard: kycDocumentRefSchema.optional(),
});

export const kycDetailsSchema = z.object({
  status: kycStatusSchema,
  rejectionReason: z.string().nullable(),
  fullName: z.string().nullable(),
  dob: z.string().nullable(),
  address: z.string().nullable(),
  /** Masked except its last four characters. */
  panNumber: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  documents: kycDocumentsSchema,
});
export type KycDetails = z.infer<typeof kycDetailsSchema>;

/** The response of POST /api/kyc/submit (docs/product-rules.md, KYC): success, data, error, details. */
export const kycSubmitResponseSchema = z.object({
  success: z.boolean(),
  data: z.object({ documents: kycDocumentsSchema, kycDetails: kycDetailsSchema }).optional(),
  error: z.string().optional(),
  details: z.unknown().optional(),
  message: z.string().optional(),
  code: z.string().optional(),
});
export type KycSubmitResponse = z.infer<typeof kycSubmitResponseSchema>;

/** GET /api/mega-proxy?url=… (docs/product-rules.md, Calls): only for the caller's own stored documents. */
export const megaProxyQuerySchema = z.object({
  url: singleLineText({ label: 'The document address', max: { length: 2000 }, trim: false }).optional(),
});
export const megaProxyResponseSchema = z.object({ base64: z.string(), contentType: z.string() });
export const megaProxyErrorSchema = z.object({ error: z.string() });

/** Admin: the review queue (oldest first) and one submission. */
export const adminKycQueueItemSchema = z.object({
  id: z.string(),
  userId: z.string(),
  accountName: z.string(),
  kycName: z.string(),
  email: z.string(),
  submittedAt: z.string(),
  warnings: z.array(z.string()),
});
export type AdminKycQueueItem = z.infer<typeof adminKycQueueItemSchema>;
export const adminKycQueueSchema = z.array(adminKycQueueItemSchema);

export const adminKycSubmissionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  status: kycStatusSchema,
  accountName: z.string(),
  email: z.string(),
  phone: z.string(),
  ludoPlayerId: z.string(),
  fullName: z.string(),
  dob: z.string(),
  age: z.number().int(),
  address: z.string(),
  panNumber: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** E.g. the KYC name differs from the account name, or the player is under 18. */
  warnings: z.array(z.string()),
  documents: kycDocumentsSchema,
});
export type AdminKycSubmission = z.infer<typeof adminKycSubmissionSchema>;

export const KYC_REJECTION_REASONS = [
  'The document images are unclear or cut off',
  'The name on the documents does not match',
  'The date of birth does not match the documents',
  'A document is missing or is not the one asked for',
  'The documents appear to be altered',
] as const;
export const kycRejectBodySchema = z.object({ reason: adminReasonSchema });
export const kycSubmissionParamsSchema = z.object({ id: z.uuid('Submission not found') });
export const kycDocumentParamsSchema = z.object({ fileId: z.uuid('Document not found') });

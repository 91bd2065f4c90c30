/**
 * The KYC texts of the product description (sections 4, 5 and 8, word for word) and the small
 * rules the profile page and the KYC dialog share. No React, no browser APIs: unit-tested as is.
 */
import {
  KYC_DOCUMENT_LABELS,
  KYC_DOCUMENT_MAX_BYTES,
  KYC_DOCUMENT_TYPES,
  type KycDetails,
  type KycDocumentField,
} from '@ludo/shared/kyc/kyc.schemas';
import { WITHDRAWAL_LIMITS } from '@ludo/shared/limits';

export const KYC_TEXT = {
  uploaded: 'KYC Uploaded Successfully!',
  uploadError: 'KYC upload error',
  uploadFailed: 'Upload failed',
  downloadFailed: 'File download failed',
  loadFailed: 'Failed to load file',
  noFile: 'No file available',
  verified: 'Your identity has been verified',
} as const;

/** What the three file inputs offer; the server recognises JPEG, PNG, WebP and PDF by content. */
export const KYC_DOCUMENT_ACCEPT = 'image/*,application/pdf';
export const KYC_DOCUMENT_HINT = 'JPEG, PNG, WebP or PDF, up to 5 MB.';

export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** Why a chosen document cannot be sent (named, so the player knows which one), or null. */
export function documentProblem(field: KycDocumentField, file: { name: string; size: number; type: string }) {
  const label = KYC_DOCUMENT_LABELS[field];
  const name = file.name || label;
  // Some phones give no type; the server recognises the file by its content then.
  if (file.type && !(KYC_DOCUMENT_TYPES as readonly string[]).includes(file.type)) {
    return `${name} (${label}) is not a JPEG, PNG, WebP or PDF file. Upload a photo or a PDF of the document.`;
  }
  if (file.size === 0) return `${name} (${label}) is empty. Choose the file again.`;
  if (file.size > KYC_DOCUMENT_MAX_BYTES) {
    return `${name} (${label}) is too large (${formatFileSize(file.size)}): each document can be at most ${KYC_DOCUMENT_MAX_BYTES / (1024 * 1024)} MB.`;
  }
  return null;
}

export type KycTone = 'secondary' | 'warning' | 'success' | 'destructive';

export interface KycStatusView {
  label: string;
  tone: KycTone;
  /** The sentence under the status. */
  text: string;
  /** Whether the KYC dialog may be opened; when not, `blockedReason` says why. */
  canSubmit: boolean;
  blockedReason: string | null;
}

/** The true status of profile.kycDetails, as the Account Verification row shows it. */
export function kycStatusView(kyc: Pick<KycDetails, 'status' | 'rejectionReason'>): KycStatusView {
  const hours = WITHDRAWAL_LIMITS.kycProcessingHours;
  switch (kyc.status) {
    case 'pending':
      return {
        label: 'Pending review',
        tone: 'warning',
        text: `Your documents are being reviewed. This takes about ${hours} hours.`,
        canSubmit: false,
        blockedReason: 'Your documents are under review. You can submit again only if they are rejected.',
      };
    case 'verified':
      return {
        label: 'Verified',
        tone: 'success',
        text: KYC_TEXT.verified,
        canSubmit: false,
        blockedReason: 'Your identity is verified: there is nothing more to submit.',
      };
    case 'rejected':
      return {
        label: 'Rejected',
        tone: 'destructive',
        text: kyc.rejectionReason
          ? `Your documents were rejected: ${kyc.rejectionReason.trim().replace(/[.!\s]+$/, '')}. You can submit them again.`
          : 'Your documents were rejected. You can submit them again.',
        canSubmit: true,
        blockedReason: null,
      };
    default:
      return {
        label: 'Not submitted',
        tone: 'secondary',
        text: `You have not verified your identity yet. KYC is needed before your first withdrawal and takes about ${hours} hours.`,
        canSubmit: true,
        blockedReason: null,
      };
  }
}

export type KycSubmitOutcome<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      /** The toast: the server's error text, else "Upload failed" (success false) or "KYC upload error". */
      message: string;
      /** Messages by form field (fullName, dob, address, panNumber, aadharFront, aadharBack, pancard). */
      fieldErrors: Record<string, string>;
      /** Only logged. */
      details: unknown;
    };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

/** The server's per-field messages: details.fieldErrors, or a document error's details.field. */
export function kycFieldErrors(details: unknown, message: string | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!isRecord(details)) return errors;
  if (isRecord(details.fieldErrors)) {
    for (const [field, value] of Object.entries(details.fieldErrors)) {
      const fieldMessage = text(value) ?? (Array.isArray(value) ? text(value[0]) : undefined);
      if (fieldMessage) errors[field] = fieldMessage;
    }
  }
  const field = text(details.field);
  if (field && message && !errors[field]) errors[field] = message;
  return errors;
}

/**
 * Reads the answer of POST /api/kyc/submit (spec sections 3 and 8): `{ success, data, error,
 * details }`. Success needs `success: true` with data. Otherwise the message is the server's error
 * text; if success is false without one, "Upload failed"; any other failure, "KYC upload error".
 */
export function interpretKycAnswer<T>(status: number, body: unknown): KycSubmitOutcome<T> {
  if (status >= 200 && status < 300 && isRecord(body) && body.success === true && body.data !== undefined) {
    return { ok: true, data: body.data as T };
  }
  if (!isRecord(body)) return { ok: false, message: KYC_TEXT.uploadError, fieldErrors: {}, details: undefined };
  const serverText = text(body.error) ?? text(body.message);
  const message = serverText ?? (body.success === false ? KYC_TEXT.uploadFailed : KYC_TEXT.uploadError);
  return { ok: false, message, fieldErrors: kycFieldErrors(body.details, serverText), details: body.details };
}

/** Decodes the mega-proxy's base64; throws on anything that is not base64. */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export type DocumentKind = 'image' | 'pdf' | 'other';

export function documentKind(contentType: string): DocumentKind {
  if (contentType === 'application/pdf') return 'pdf';
  if (contentType.startsWith('image/')) return 'image';
  return 'other';
}

/**
 * The latest date of birth of someone who is `minAge` today (YYYY-MM-DD), for the date input's max.
 * `today` is read by its UTC calendar date; by default today in India (UTC+5:30), like the server.
 */
export function latestBirthDateFor(minAge: number, today = new Date(Date.now() + 330 * 60_000)): string {
  const year = today.getUTCFullYear() - minAge;
  const month = today.getUTCMonth();
  // 29 February on a year without one: the last day of February.
  const day = Math.min(today.getUTCDate(), new Date(Date.UTC(year, month + 1, 0)).getUTCDate());
  return new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
}

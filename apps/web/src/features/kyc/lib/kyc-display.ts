/**
 * The KYC texts of the product (docs/product-rules.md, KYC; word for word, as message ids)
 * and the small rules the profile page and the KYC dialog share. No React, no browser APIs:
 * unit-tested as is; the functions that return text take `t`.
 */
import {
  KYC_DOCUMENT_MAX_BYTES,
  KYC_DOCUMENT_TYPES,
  type KycDetails,
  type KycDocumentField,
} from '@ludo/shared/kyc/kyc.schemas';
import { WITHDRAWAL_LIMITS } from '@ludo/shared/limits';
import { formatFileSize } from '@/lib/format-file-size';
import type { MessageId, Translate } from '@/lib/i18n/react';

export const KYC_TEXT = {
  uploaded: 'kyc.text.uploaded',
  uploadError: 'kyc.text.uploadError',
  uploadFailed: 'kyc.text.uploadFailed',
  downloadFailed: 'kyc.text.downloadFailed',
  loadFailed: 'kyc.text.loadFailed',
  noFile: 'kyc.text.noFile',
  verified: 'kyc.text.verified',
} as const satisfies Record<string, MessageId>;

/** "Aadhar front", "Aadhar back", "Pan card" (the shared KYC_DOCUMENT_LABELS), to translate. */
export const KYC_DOCUMENT_LABEL_IDS: Record<KycDocumentField, MessageId> = {
  aadharFront: 'kyc.document.aadharFront',
  aadharBack: 'kyc.document.aadharBack',
  pancard: 'kyc.document.pancard',
};

/** What the three file inputs offer; the server recognises JPEG, PNG, WebP and PDF by content. */
export const KYC_DOCUMENT_ACCEPT = 'image/*,application/pdf';

const MEGABYTE = 1024 * 1024;

/** "JPEG, PNG, WebP or PDF, up to 5 MB." */
export function kycDocumentHint(t: Translate): string {
  return t('kyc.document.hint', { formats: 'JPEG, PNG, WebP', maxSize: KYC_DOCUMENT_MAX_BYTES / MEGABYTE });
}

/** Why a chosen document cannot be sent (named, so the player knows which one), or null. */
export function documentProblem(
  t: Translate,
  field: KycDocumentField,
  file: { name: string; size: number; type: string },
): string | null {
  const label = t(KYC_DOCUMENT_LABEL_IDS[field]);
  const name = file.name || label;
  // Some phones give no type; the server recognises the file by its content then.
  if (file.type && !(KYC_DOCUMENT_TYPES as readonly string[]).includes(file.type)) {
    return t('kyc.document.wrongType', { name, label, formats: 'JPEG, PNG, WebP' });
  }
  if (file.size === 0) return t('kyc.document.empty', { name, label });
  if (file.size > KYC_DOCUMENT_MAX_BYTES) {
    return t('kyc.document.tooLarge', {
      name,
      label,
      size: formatFileSize(t, file.size),
      maxSize: KYC_DOCUMENT_MAX_BYTES / MEGABYTE,
    });
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
export function kycStatusView(t: Translate, kyc: Pick<KycDetails, 'status' | 'rejectionReason'>): KycStatusView {
  const hours = WITHDRAWAL_LIMITS.kycProcessingHours;
  switch (kyc.status) {
    case 'pending':
      return {
        label: t('kyc.status.pending.label'),
        tone: 'warning',
        text: t('kyc.status.pending.text', { hours }),
        canSubmit: false,
        blockedReason: t('kyc.status.pending.blocked'),
      };
    case 'verified':
      return {
        label: t('kyc.status.verified.label'),
        tone: 'success',
        text: t(KYC_TEXT.verified),
        canSubmit: false,
        blockedReason: t('kyc.status.verified.blocked'),
      };
    case 'rejected':
      return {
        label: t('kyc.status.rejected.label'),
        tone: 'destructive',
        text: kyc.rejectionReason
          ? t('kyc.status.rejected.textWithReason', { reason: kyc.rejectionReason.trim().replace(/[.!\s]+$/, '') })
          : t('kyc.status.rejected.text'),
        canSubmit: true,
        blockedReason: null,
      };
    default:
      return {
        label: t('kyc.status.notSubmitted.label'),
        tone: 'secondary',
        text: t('kyc.status.notSubmitted.text', { hours }),
        canSubmit: true,
        blockedReason: null,
      };
  }
}

export type KycSubmitOutcome<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      /** The server's error text, shown as is when there is one. */
      serverText: string | undefined;
      /** Otherwise the toast: "Upload failed" (success false) or "KYC upload error". */
      fallbackId: MessageId;
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
 * Reads the answer of POST /api/kyc/submit (docs/product-rules.md, KYC): `{ success, data, error,
 * details }`. Success needs `success: true` with data. Otherwise the message is the server's error
 * text; if success is false without one, "Upload failed"; any other failure, "KYC upload error".
 */
export function interpretKycAnswer<T>(status: number, body: unknown): KycSubmitOutcome<T> {
  if (status >= 200 && status < 300 && isRecord(body) && body.success === true && body.data !== undefined) {
    return { ok: true, data: body.data as T };
  }
  if (!isRecord(body)) {
    return { ok: false, serverText: undefined, fallbackId: KYC_TEXT.uploadError, fieldErrors: {}, details: undefined };
  }
  const serverText = text(body.error) ?? text(body.message);
  const fallbackId = body.success === false ? KYC_TEXT.uploadFailed : KYC_TEXT.uploadError;
  return {
    ok: false,
    serverText,
    fallbackId,
    fieldErrors: kycFieldErrors(body.details, serverText),
    details: body.details,
  };
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

import { KYC_DOCUMENT_LABELS, type KycDocumentField } from '@ludo/shared/kyc/kyc.schemas';
import type { StoredFilePurpose } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { sniffContentType } from '../../lib/file-types';
import type { UploadedFile } from '../../lib/multipart-form';
import { stripImageMetadata, UnreadableImageError } from '../files/strip-metadata';

export const PURPOSE_OF: Record<KycDocumentField, StoredFilePurpose> = {
  aadharFront: 'kyc_aadhar_front',
  aadharBack: 'kyc_aadhar_back',
  pancard: 'kyc_pancard',
};

export interface CheckedDocument {
  field: KycDocumentField;
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** A file name fit to show and to offer as a download name: no paths, no control characters. */
export function cleanFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .slice(0, 100)
    .trim();
  return cleaned || fallback;
}

/**
 * A KYC document as we store it: recognised by its content as JPEG, PNG, WebP or PDF (its name and
 * declared type are not trusted), with an image's metadata (location included) removed.
 */
export function checkDocument(field: KycDocumentField, file: UploadedFile): CheckedDocument {
  // The document's label in its stead, for a file sent without a name: "Aadhar front (Aadhar front) is not…".
  const named = { document: field, file: file.fileName || KYC_DOCUMENT_LABELS[field] };
  const type = sniffContentType(file.bytes);
  if (!type) {
    throw badRequest('DOCUMENT_TYPE_NOT_ALLOWED', { id: 'error.kyc.documentType', values: named }, { field });
  }
  try {
    return {
      field,
      fileName: cleanFileName(file.fileName, `${field}.${type.split('/')[1]}`),
      contentType: type,
      bytes: stripImageMetadata(type, file.bytes),
    };
  } catch (error) {
    if (error instanceof UnreadableImageError) {
      throw badRequest('DOCUMENT_UNREADABLE', { id: 'error.kyc.documentUnreadable', values: named }, { field });
    }
    throw error;
  }
}

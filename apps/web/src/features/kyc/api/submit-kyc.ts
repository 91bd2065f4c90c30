import type { KycDetails, KycDocumentField, kycDocumentsSchema } from '@ludo/shared/kyc/kyc.schemas';
import type { Profile } from '@ludo/shared/users/users.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { profileQueryKey } from '@/features/users/api/get-profile';
import type { MessageId, Translate } from '@/lib/i18n/react';
import { interpretKycAnswer, KYC_TEXT } from '../lib/kyc-display';
import { type UploadOptions, uploadWithProgress } from './upload-with-progress';

export interface KycSubmission {
  fullName: string;
  dob: string;
  address: string;
  panNumber?: string | undefined;
  aadharFront: File;
  aadharBack: File;
  pancard: File;
}

export interface KycSubmitData {
  documents: z.infer<typeof kycDocumentsSchema>;
  kycDetails: KycDetails;
}

/** A refused submission: the toast text, the server's per-field messages, and details (only logged). */
export class KycSubmitError extends Error {
  override name = 'KycSubmitError';
  constructor(
    /** The server's error text, shown as is; when there is none, ours (`fallbackId`). */
    readonly serverText: string | undefined,
    readonly fallbackId: MessageId,
    readonly fieldErrors: Record<string, string> = {},
    readonly details?: unknown,
  ) {
    super(serverText ?? fallbackId);
  }

  /** The toast's text in the current language. */
  text(t: Translate): string {
    return this.serverText ?? t(this.fallbackId);
  }
}

const FILE_FIELDS: KycDocumentField[] = ['aadharFront', 'aadharBack', 'pancard'];

/**
 * POST /api/kyc/submit, multipart: fullName, dob, address, panNumber (when given), then the files
 * aadharFront, aadharBack and pancard. Answers `{ success, data: { documents, kycDetails } }`.
 */
export async function submitKyc(input: KycSubmission, options: UploadOptions = {}): Promise<KycSubmitData> {
  const form = new FormData();
  form.append('fullName', input.fullName);
  form.append('dob', input.dob);
  form.append('address', input.address);
  if (input.panNumber) form.append('panNumber', input.panNumber);
  for (const field of FILE_FIELDS) form.append(field, input[field], input[field].name);
  let answer: Awaited<ReturnType<typeof uploadWithProgress>>;
  try {
    answer = await uploadWithProgress('/api/kyc/submit', form, options);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new KycSubmitError(undefined, KYC_TEXT.uploadError, {}, error);
  }
  const outcome = interpretKycAnswer<KycSubmitData>(answer.status, answer.body);
  if (!outcome.ok) {
    throw new KycSubmitError(outcome.serverText, outcome.fallbackId, outcome.fieldErrors, outcome.details);
  }
  return outcome.data;
}

export function useSubmitKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, options }: { input: KycSubmission; options?: UploadOptions }) => submitKyc(input, options),
    onSuccess: ({ kycDetails }) => {
      // The status is pending at once; the refetch brings the rest of the profile up to date.
      queryClient.setQueryData<Profile>(profileQueryKey, (profile) => (profile ? { ...profile, kycDetails } : profile));
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}

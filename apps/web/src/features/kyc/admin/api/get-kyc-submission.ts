import type { AdminKycSubmission, KycDocumentField } from '@ludo/shared/kyc/kyc.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, apiFetchBlob } from '@/lib/api-client';
import { kycQueueKey } from './get-kyc-queue';

/**
 * GET /api/admin/kyc/{id} (admins only): one submission with the player's account, the details
 * they gave, the warnings to check (name mismatch, under age) and the addresses of the documents.
 */
export function getKycSubmission(id: string): Promise<AdminKycSubmission> {
  return apiFetch<AdminKycSubmission>(`/api/admin/kyc/${encodeURIComponent(id)}`);
}

export const kycSubmissionKey = (id: string) => [...kycQueueKey, id] as const;

export function kycSubmissionQueryOptions(id: string) {
  return queryOptions({ queryKey: kycSubmissionKey(id), queryFn: () => getKycSubmission(id) });
}

export function useKycSubmission(id: string | null) {
  return useQuery({ ...kycSubmissionQueryOptions(id ?? ''), enabled: id !== null });
}

/**
 * One KYC document (its `url` from the submission): protected, so fetched with the bearer token
 * as a blob. The server audits every admin view of a document.
 */
export function getKycDocument(url: string): Promise<Blob> {
  return apiFetchBlob(url, { cache: 'no-store' }, 'The document could not be loaded.');
}

export function useKycDocument(submissionId: string, field: KycDocumentField, url: string) {
  return useQuery({
    queryKey: [...kycSubmissionKey(submissionId), 'document', field, url],
    queryFn: () => getKycDocument(url),
    // A submitted document never changes, and every fetch is an audited view: fetch it once.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

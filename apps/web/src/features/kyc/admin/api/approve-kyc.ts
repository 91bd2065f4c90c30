import type { AdminKycSubmission } from '@ludo/shared/kyc/kyc.schemas';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { auditLogKey } from '@/features/admin/api/get-audit-log';
import { apiFetch } from '@/lib/api-client';
import { kycQueueKey } from './get-kyc-queue';
import { kycSubmissionKey } from './get-kyc-submission';

/** The answer to a KYC decision: "KYC approved" or "KYC rejected", and the decided submission. */
export interface KycDecisionResult {
  message: string;
  submission: AdminKycSubmission;
}

/** POST /api/admin/kyc/{id}/approve: the player is verified. */
export function approveKyc(id: string): Promise<KycDecisionResult> {
  return apiFetch<KycDecisionResult>(`/api/admin/kyc/${encodeURIComponent(id)}/approve`, { method: 'POST' });
}

/**
 * After a decision (or a failed one: another admin may have decided first), refetch the queue,
 * that submission and the audit log. Only those queries: the documents under the submission's
 * key are not fetched again, since every fetch of one is an audited view.
 */
export function refreshAfterKycDecision(queryClient: QueryClient, id: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: kycQueueKey, exact: true }),
    queryClient.invalidateQueries({ queryKey: kycSubmissionKey(id), exact: true }),
    queryClient.invalidateQueries({ queryKey: auditLogKey }),
  ]);
}

export function useApproveKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => approveKyc(id),
    onSettled: (_data, _error, id) => refreshAfterKycDecision(queryClient, id),
  });
}

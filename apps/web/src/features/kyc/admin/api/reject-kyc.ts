import type { kycRejectBodySchema } from '@ludo/shared/kyc/kyc.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import { type KycDecisionResult, refreshAfterKycDecision } from './approve-kyc';

export type KycRejectBody = z.input<typeof kycRejectBodySchema>;

/** POST /api/admin/kyc/{id}/reject with a reason the player sees; they may submit again. */
export function rejectKyc(id: string, body: KycRejectBody): Promise<KycDecisionResult> {
  return apiFetch<KycDecisionResult>(`/api/admin/kyc/${encodeURIComponent(id)}/reject`, {
    method: 'POST',
    json: body,
  });
}

export function useRejectKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => rejectKyc(id, { reason }),
    onSettled: (_data, _error, { id }) => refreshAfterKycDecision(queryClient, id),
  });
}

import type { AdminWithdrawal } from '@ludo/shared/withdrawals/withdrawals.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auditLogKey } from '@/features/admin/api/get-audit-log';
import { approveWithdrawal } from './approve-withdrawal';
import { adminWithdrawalsKey } from './get-withdrawals';
import { rejectWithdrawal } from './reject-withdrawal';

export type WithdrawalReviewAction = 'approve' | 'reject';

type ReviewVariables = { withdrawalId: string } & ({ action: 'approve' } | { action: 'reject'; reason: string });

/**
 * Approves or rejects a requested withdrawal, then refetches every status's list (the row moves
 * to another tab) and the audit log. A failure refetches too: another admin may have decided it.
 */
export function useReviewWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: ReviewVariables): Promise<AdminWithdrawal> =>
      variables.action === 'approve'
        ? approveWithdrawal(variables.withdrawalId)
        : rejectWithdrawal(variables.withdrawalId, { reason: variables.reason }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminWithdrawalsKey }),
        queryClient.invalidateQueries({ queryKey: auditLogKey }),
      ]),
  });
}

import type { WithdrawalStatus } from '@ludo/shared/withdrawals/withdrawals.schemas';
import { Badge, type BadgeProps } from '@/components/ui/badge';

export const WITHDRAWAL_STATUS_LABELS: Record<WithdrawalStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  processed: 'Processed',
  rejected: 'Rejected',
  failed: 'Failed',
};

const VARIANT: Record<WithdrawalStatus, BadgeProps['variant']> = {
  requested: 'warning',
  approved: 'secondary',
  processed: 'success',
  rejected: 'destructive',
  failed: 'destructive',
};

/** Requested (amber), Approved (payout on its way), Processed (green), Rejected or Failed (red). */
export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  return <Badge variant={VARIANT[status] ?? 'secondary'}>{WITHDRAWAL_STATUS_LABELS[status] ?? status}</Badge>;
}

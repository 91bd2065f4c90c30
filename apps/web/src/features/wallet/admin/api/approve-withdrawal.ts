import type { AdminWithdrawal } from '@ludo/shared/withdrawals/withdrawals.schemas';
import { apiFetch } from '@/lib/api-client';

/**
 * POST /api/admin/withdrawals/:id/approve: sends the payout. The answer is Approved while the
 * payout is on its way, then Processed or Failed.
 */
export function approveWithdrawal(id: string): Promise<AdminWithdrawal> {
  return apiFetch<AdminWithdrawal>(`/api/admin/withdrawals/${encodeURIComponent(id)}/approve`, { method: 'POST' });
}

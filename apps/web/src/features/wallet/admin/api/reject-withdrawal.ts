import type { AdminWithdrawal, withdrawalRejectBodySchema } from '@ludo/shared/withdrawals/withdrawals.schemas';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';

export type WithdrawalRejectBody = z.input<typeof withdrawalRejectBodySchema>;

/**
 * POST /api/admin/withdrawals/:id/reject with a reason: the money goes back to the player's
 * winnings, and the player sees the reason in the transaction's details.
 */
export function rejectWithdrawal(id: string, body: WithdrawalRejectBody): Promise<AdminWithdrawal> {
  return apiFetch<AdminWithdrawal>(`/api/admin/withdrawals/${encodeURIComponent(id)}/reject`, {
    method: 'POST',
    json: body,
  });
}

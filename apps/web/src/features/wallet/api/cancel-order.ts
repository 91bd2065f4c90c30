import { apiFetch } from '@/lib/api-client';

/**
 * POST /api/payment/{transactionId}/cancel: the player closed the checkout without paying, so the
 * order stops counting against the day's deposit limit. A payment that still arrives is credited.
 */
export function cancelOrder(transactionId: string): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(`/api/payment/${encodeURIComponent(transactionId)}/cancel`, { method: 'POST' });
}

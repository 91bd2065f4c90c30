import type { CreateOrderBody, CreateOrderResponse } from '@ludo/shared/payments/payments.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * POST /api/payment with the amount in rupees: opens a deposit (a Pending transaction) and
 * answers the provider's order, whose amount is in paise. Refused with 400 outside the
 * per-transaction limits and 422 DAILY_LIMIT past the day's limit.
 */
export function createOrder(body: CreateOrderBody): Promise<CreateOrderResponse> {
  return apiFetch<CreateOrderResponse>('/api/payment', { method: 'POST', json: body });
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}

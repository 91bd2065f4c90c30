import type { VerifyPaymentBody, verifyPaymentResponseSchema } from '@ludo/shared/payments/payments.schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';

export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;

/** POST /api/payment/verify with what the checkout handed back; credits the wallet once. */
export function verifyPayment(body: VerifyPaymentBody): Promise<VerifyPaymentResponse> {
  return apiFetch<VerifyPaymentResponse>('/api/payment/verify', { method: 'POST', json: body });
}

export function useVerifyPayment() {
  return useMutation({ mutationFn: verifyPayment });
}

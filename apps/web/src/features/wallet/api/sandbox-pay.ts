import type { PaymentMethod, sandboxPayResponseSchema } from '@ludo/shared/payments/payments.schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';

/** What Razorpay Checkout's handler receives, and what the sandbox checkout answers on "Pay". */
export type PaymentConfirmation = z.infer<typeof sandboxPayResponseSchema>;

export interface SandboxPaymentBody {
  orderId: string;
  method: PaymentMethod;
}

/** POST /api/payment/sandbox/pay (sandbox provider only): the payment succeeds, signed like Razorpay's. */
export function sandboxPay(body: SandboxPaymentBody): Promise<PaymentConfirmation> {
  return apiFetch<PaymentConfirmation>('/api/payment/sandbox/pay', { method: 'POST', json: body });
}

export function useSandboxPay() {
  return useMutation({ mutationFn: sandboxPay });
}

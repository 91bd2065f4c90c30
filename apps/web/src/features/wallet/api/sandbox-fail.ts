import type { sandboxFailResponseSchema } from '@ludo/shared/payments/payments.schemas';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import type { SandboxPaymentBody } from './sandbox-pay';

export type SandboxFailResponse = z.infer<typeof sandboxFailResponseSchema>;

/** POST /api/payment/sandbox/fail (sandbox provider only): the payment fails and its transaction is marked Failed. */
export function sandboxFail(body: SandboxPaymentBody): Promise<SandboxFailResponse> {
  return apiFetch<SandboxFailResponse>('/api/payment/sandbox/fail', { method: 'POST', json: body });
}

export function useSandboxFail() {
  return useMutation({ mutationFn: sandboxFail });
}

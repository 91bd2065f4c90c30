import type { ForgotPasswordBody, ResetPasswordBody } from '@ludo/shared/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

type Message = { message: string };

/** POST /api/auth/forgot-password: the same answer whether or not the account exists. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) =>
      apiFetch<Message>('/api/auth/forgot-password', { method: 'POST', json: body, anonymous: true }),
  });
}

/** POST /api/auth/reset-password with the link's token or the SMS code. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      apiFetch<Message>('/api/auth/reset-password', { method: 'POST', json: body, anonymous: true }),
  });
}

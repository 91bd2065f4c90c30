import type { RegisterBody } from '@ludo/shared/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export interface RegisterResponse {
  message: string;
  userId: string;
}

/** POST /api/auth/register with the parsed form (phone normalised to +91…). */
export function register(body: RegisterBody): Promise<RegisterResponse> {
  return apiFetch<RegisterResponse>('/api/auth/register', { method: 'POST', json: body, anonymous: true });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

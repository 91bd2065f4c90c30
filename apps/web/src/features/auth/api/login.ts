import type { AccessTokenResponse, LoginBody } from '@ludo/shared/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/login; the server also sets the httpOnly refresh cookie. */
export function login(body: LoginBody): Promise<AccessTokenResponse> {
  return apiFetch<AccessTokenResponse>('/api/auth/login', { method: 'POST', json: body, anonymous: true });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

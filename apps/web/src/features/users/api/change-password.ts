import type { ChangePasswordBody } from '@ludo/shared/users/users.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
// The session store is app-wide state (lib/api-client uses it too), not auth-feature internals.
import { useAuthStore } from '@/lib/auth-store';

export interface ChangePasswordResponse {
  message: string;
  accessToken: string;
}

/** POST /api/users/password. Every other session is signed out; this device gets a new token. */
export function changePassword(body: ChangePasswordBody): Promise<ChangePasswordResponse> {
  return apiFetch<ChangePasswordResponse>('/api/users/password', { method: 'POST', json: body });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ accessToken }) => useAuthStore.getState().setToken(accessToken),
  });
}

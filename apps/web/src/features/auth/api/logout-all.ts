import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/auth/logout-all: signs out every other device; this one stays signed in. */
export function logoutAll(): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/api/auth/logout-all', { method: 'POST' });
}

export function useLogoutAll() {
  return useMutation({ mutationFn: logoutAll });
}

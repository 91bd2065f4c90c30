import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { apiFetch } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';
import { reportFailure } from '@/lib/logger';

/**
 * POST /api/auth/logout, then forget the session locally whatever the server said
 * (docs/product-rules.md, Sessions).
 */
export async function logout(): Promise<void> {
  try {
    await apiFetch<{ message: string }>('/api/auth/logout', { method: 'POST' });
  } catch (error) {
    // Signed out here all the same; the team hears of a session the server may still hold.
    reportFailure('logout', error);
  } finally {
    useAuthStore.getState().clear(paths.login);
  }
}

/** Logs out, drops every cached answer of this user, and goes to the login page. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    queryClient.clear();
    navigate(paths.login, { replace: true });
  }, [queryClient, navigate]);
}

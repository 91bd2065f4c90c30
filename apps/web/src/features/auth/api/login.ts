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

/**
 * Where a player lands after logging in when nothing asked to come back elsewhere: admins on
 * their console, players in the player area. Asked with the new token before it is stored, since
 * storing it lets the public area's guard move on at once.
 */
export async function landingAfterLogin(accessToken: string): Promise<'admin' | 'user'> {
  try {
    const { role } = await apiFetch<{ role: string }>('/api/users/profile', { accessToken });
    return role === 'admin' ? 'admin' : 'user';
  } catch {
    // The player area asks again and shows what went wrong; logging in itself succeeded.
    return 'user';
  }
}

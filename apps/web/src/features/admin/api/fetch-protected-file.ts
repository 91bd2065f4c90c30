// The bearer token for protected files: the session's own state, as lib/api-client reads it.
import { useAuthStore } from '@/features/auth/auth-store';
import { ApiRequestError, refreshAccessToken } from '@/lib/api-client';

function fetchWithToken(path: string, token: string): Promise<Response> {
  return fetch(path, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
    cache: 'no-store',
  });
}

/**
 * A protected file (a result screenshot, a KYC document). An <img src> cannot send the bearer
 * token, so the file is fetched with it (retried once with a refreshed token on 401) as a blob.
 * A failure throws the server's `message`, or `fallbackMessage` when the answer has none.
 */
export async function fetchProtectedFile(path: string, fallbackMessage: string): Promise<Blob> {
  let response = await fetchWithToken(path, useAuthStore.getState().accessToken);
  if (response.status === 401) response = await fetchWithToken(path, await refreshAccessToken());
  if (!response.ok) {
    let message = fallbackMessage;
    try {
      const payload = (await response.json()) as { message?: unknown };
      if (typeof payload.message === 'string') message = payload.message;
    } catch {
      // Not JSON: keep the general message.
    }
    throw new ApiRequestError(message, response.status, `HTTP_${response.status}`);
  }
  return response.blob();
}

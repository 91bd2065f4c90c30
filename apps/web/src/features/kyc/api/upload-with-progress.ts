// The session store is app-wide state (lib/api-client uses it too), not auth-feature internals.

import { refreshAccessToken } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';
import { decodeJwtPayload } from '@/lib/decode-jwt';

export interface UploadAnswer {
  status: number;
  /** The parsed JSON body, or undefined when the body was not JSON. */
  body: unknown;
}

export interface UploadOptions {
  /** Called with the share of the request body sent so far, 0 to 1. */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
}

/** The connection failed (offline, dropped): no answer from the server. */
export class UploadNetworkError extends Error {
  override name = 'UploadNetworkError';
}

/** Seconds before a token's expiry below which it is refreshed before a long upload starts. */
const REFRESH_MARGIN_SECONDS = 60;

function expiresSoon(token: string): boolean {
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && exp * 1000 - Date.now() < REFRESH_MARGIN_SECONDS * 1000;
}

function sendOnce(path: string, body: FormData, token: string, options: UploadOptions): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => options.signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', path);
    xhr.withCredentials = true;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      done();
      let parsed: unknown;
      try {
        parsed = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        parsed = undefined;
      }
      resolve({ status: xhr.status, body: parsed });
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new UploadNetworkError('The connection failed during the upload.'));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    });
    xhr.send(body);
  });
}

/**
 * A multipart POST through XMLHttpRequest, because fetch reports no upload progress: documents can
 * be 15 MB on a slow phone network. Same rules as every call (bearer token, credentials, one retry
 * with a refreshed token on 401). A token about to expire is refreshed first, so a long upload is
 * not sent twice.
 */
export async function uploadWithProgress(path: string, body: FormData, options: UploadOptions = {}) {
  let token = useAuthStore.getState().accessToken;
  if (token && expiresSoon(token)) token = await refreshAccessToken().catch(() => token);
  let answer = await sendOnce(path, body, token, options);
  if (answer.status === 401) {
    options.onProgress?.(0);
    answer = await sendOnce(path, body, await refreshAccessToken(), options);
  }
  return answer;
}

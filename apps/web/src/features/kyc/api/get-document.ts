import { UI_CONSTANTS } from '@ludo/shared/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiFetchResponse } from '@/lib/api-client';
import type { MessageId, Translate } from '@/lib/i18n/react';
import { base64ToBytes, KYC_TEXT } from '../lib/kyc-display';
import { kycKeys } from './query-keys';

/** A document that could not be shown; `text(t)` is what the preview says (docs/product-rules.md, KYC). */
export class DocumentLoadError extends ApiRequestError {
  override name = 'DocumentLoadError';
  constructor(
    /** The server's error text, shown as is; when there is none, ours (`fallbackId`). */
    readonly serverText: string | null,
    readonly fallbackId: MessageId,
    status: number,
    code: string,
    details?: unknown,
  ) {
    super(serverText ?? fallbackId, status, code, details);
  }

  text(t: Translate): string {
    return this.serverText ?? t(this.fallbackId);
  }
}

/**
 * One of the player's KYC documents (our own protected address, /api/kyc/documents/{id}) through
 * GET /api/mega-proxy?url=… (docs/product-rules.md, Calls): credentials and bearer token, 15 s time-out, answered
 * `{ base64, contentType }` or `{ error }`. Turned into a Blob for an object URL.
 * Errors: the server's error text, else "File download failed" (no answer, time-out) or
 * "Failed to load file" (an answer that cannot be read as a file).
 */
export async function getDocument(url: string, signal?: AbortSignal): Promise<Blob> {
  const timeout = AbortSignal.timeout(UI_CONSTANTS.fileDownloadTimeoutMs);
  let response: Response;
  let payload: { base64?: unknown; contentType?: unknown; error?: unknown; message?: unknown };
  try {
    response = await apiFetchResponse(`/api/mega-proxy?url=${encodeURIComponent(url)}`, {
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      cache: 'no-store',
    });
    payload = (await response.json()) as typeof payload;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new DocumentLoadError(null, KYC_TEXT.downloadFailed, 0, 'DOWNLOAD_FAILED', error);
  }
  const serverError =
    typeof payload.error === 'string' ? payload.error : typeof payload.message === 'string' ? payload.message : null;
  if (!response.ok || typeof payload.base64 !== 'string') {
    const status = response.ok ? 502 : response.status;
    throw new DocumentLoadError(serverError, KYC_TEXT.downloadFailed, status, `HTTP_${status}`);
  }
  try {
    const type = typeof payload.contentType === 'string' ? payload.contentType : 'application/octet-stream';
    return new Blob([base64ToBytes(payload.base64)], { type });
  } catch {
    throw new DocumentLoadError(null, KYC_TEXT.loadFailed, 502, 'UNREADABLE_FILE');
  }
}

export function documentQueryOptions(url: string) {
  return queryOptions({
    queryKey: kycKeys.document(url),
    queryFn: ({ signal }) => getDocument(url, signal),
    // A stored document never changes: a new submission has new addresses.
    staleTime: Number.POSITIVE_INFINITY,
    // One more try for a dropped connection; the server's refusals stand.
    retry: (failureCount, error) =>
      failureCount < 1 && error instanceof ApiRequestError && (error.status === 0 || error.status >= 500),
  });
}

export function useDocument(url: string | undefined) {
  return useQuery({ ...documentQueryOptions(url ?? ''), enabled: Boolean(url) });
}

import { UI_CONSTANTS } from '@ludo/shared/limits';
import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '@/lib/api-client';

/** A 4xx answer will not change on a second try (bad input, no access, not found). */
function isClientError(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
}

/** The cache defaults (docs/product-rules.md, Constants): 3 retries with exponential backoff capped at 30 s, gc after 5 minutes. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !isClientError(error) && failureCount < UI_CONSTANTS.queryRetries,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, UI_CONSTANTS.queryMaxRetryDelayMs),
        gcTime: UI_CONSTANTS.queryGcTimeMs,
      },
      // A change made offline fails at once and says so, instead of waiting and going out by itself
      // when the network returns (a deposit or a withdrawal the player may no longer want): they decide again.
      mutations: { networkMode: 'always' },
    },
  });
}

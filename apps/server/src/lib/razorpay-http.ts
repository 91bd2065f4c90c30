/** How a caller's own error is made from a refused request: its message, the HTTP status, the path. */
export type RazorpayFailure = (message: string, status: number, path: string) => Error;

/**
 * Razorpay's REST APIs (payments, and RazorpayX payouts) as both providers call them: the key
 * pair as Basic auth, JSON bodies, a timeout, and an id Razorpay does not know answered as null.
 */
export class RazorpayHttp {
  readonly #authorization: string;

  constructor(
    keyId: string,
    keySecret: string,
    private readonly apiBase: string,
    /** Names the API in error messages ("Razorpay", "RazorpayX"). */
    private readonly label: string,
    private readonly failure: RazorpayFailure,
    private readonly timeoutMs = 15_000,
  ) {
    this.#authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  }

  async call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T | null> {
    const response = await fetch(new URL(path, this.apiBase), {
      method,
      headers: {
        authorization: this.#authorization,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (response.status === 404) return null;
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      // Razorpay answers an id it does not know with 400 BAD_REQUEST_ERROR "… does not exist".
      if (response.status === 400 && /does not exist/i.test(text)) return null;
      throw this.failure(
        `${this.label} ${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`,
        response.status,
        path,
      );
    }
    return (await response.json()) as T;
  }
}

import type { PaymentProvider, ProviderPayment, ProviderPaymentStatus } from './provider';

interface RazorpayPayment {
  id: string;
  order_id: string | null;
  amount: number;
  status: ProviderPaymentStatus;
  method?: string | null;
}

export class RazorpayError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'RazorpayError';
  }
}

const toPayment = (payment: RazorpayPayment): ProviderPayment => ({
  id: payment.id,
  orderId: payment.order_id ?? '',
  amountPaise: payment.amount,
  status: payment.status,
  method: payment.method ?? null,
});

/** Razorpay's Orders and Payments REST APIs, with the merchant's key pair as Basic auth. */
export class RazorpayProvider implements PaymentProvider {
  readonly name = 'razorpay' as const;
  readonly #authorization: string;

  constructor(
    readonly keyId: string,
    keySecret: string,
    private readonly apiBase: string,
    private readonly timeoutMs = 15_000,
  ) {
    this.#authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  }

  async #call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T | null> {
    const response = await fetch(new URL(path, this.apiBase), {
      method,
      headers: {
        authorization: this.#authorization,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (response.status === 404) return null;
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      // Razorpay answers an id it does not know with 400 BAD_REQUEST_ERROR "… does not exist".
      if (response.status === 400 && /does not exist/i.test(text)) return null;
      throw new RazorpayError(
        `Razorpay ${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`,
        response.status,
      );
    }
    return (await response.json()) as T;
  }

  async createOrder(input: { amountPaise: number; receipt: string }) {
    const order = await this.#call<{ id: string; amount: number; currency: 'INR' }>('POST', '/v1/orders', {
      amount: input.amountPaise,
      currency: 'INR',
      receipt: input.receipt,
    });
    if (!order) throw new RazorpayError('Razorpay did not create the order', 404);
    return { id: order.id, amountPaise: order.amount, currency: order.currency };
  }

  async fetchPayment(paymentId: string) {
    const payment = await this.#call<RazorpayPayment>('GET', `/v1/payments/${encodeURIComponent(paymentId)}`);
    return payment ? toPayment(payment) : null;
  }

  async capturePayment(payment: ProviderPayment) {
    const captured = await this.#call<RazorpayPayment>(
      'POST',
      `/v1/payments/${encodeURIComponent(payment.id)}/capture`,
      {
        amount: payment.amountPaise,
        currency: 'INR',
      },
    );
    if (!captured) throw new RazorpayError(`Razorpay does not know payment ${payment.id}`, 404);
    return toPayment(captured);
  }

  async paymentsOfOrder(orderId: string) {
    const list = await this.#call<{ items: RazorpayPayment[] }>(
      'GET',
      `/v1/orders/${encodeURIComponent(orderId)}/payments`,
    );
    return (list?.items ?? []).map(toPayment);
  }
}

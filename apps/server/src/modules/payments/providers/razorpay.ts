import { RazorpayHttp } from '../../../lib/razorpay-http';
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
  readonly #http: RazorpayHttp;

  constructor(
    readonly keyId: string,
    keySecret: string,
    apiBase: string,
    timeoutMs = 15_000,
  ) {
    this.#http = new RazorpayHttp(
      keyId,
      keySecret,
      apiBase,
      'Razorpay',
      (message, status) => new RazorpayError(message, status),
      timeoutMs,
    );
  }

  async createOrder(input: { amountPaise: number; receipt: string }) {
    const order = await this.#http.call<{ id: string; amount: number; currency: 'INR' }>('POST', '/v1/orders', {
      amount: input.amountPaise,
      currency: 'INR',
      receipt: input.receipt,
    });
    if (!order) throw new RazorpayError('Razorpay did not create the order', 404);
    return { id: order.id, amountPaise: order.amount, currency: order.currency };
  }

  async fetchPayment(paymentId: string) {
    const payment = await this.#http.call<RazorpayPayment>('GET', `/v1/payments/${encodeURIComponent(paymentId)}`);
    return payment ? toPayment(payment) : null;
  }

  async capturePayment(payment: ProviderPayment) {
    const captured = await this.#http.call<RazorpayPayment>(
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
    const list = await this.#http.call<{ items: RazorpayPayment[] }>(
      'GET',
      `/v1/orders/${encodeURIComponent(orderId)}/payments`,
    );
    return (list?.items ?? []).map(toPayment);
  }
}

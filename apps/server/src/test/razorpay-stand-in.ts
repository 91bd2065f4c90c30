import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the part of Razorpay's REST API the platform calls (Orders and Payments),
 * so the Razorpay adapter is tested over real HTTP without the internet. It answers like Razorpay:
 * Basic auth with the merchant's key pair, amounts in integer paise, `{ error: { code,
 * description } }` bodies on refusal, and it records every request for assertions.
 */

export interface StandInCredentials {
  keyId: string;
  keySecret: string;
}

export interface StandInRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface StandInOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: unknown[];
  created_at: number;
}

export type StandInPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface StandInPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: 'INR';
  status: StandInPaymentStatus;
  order_id: string;
  method: string;
  captured: boolean;
  error_description: string | null;
  created_at: number;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const newId = (prefix: string) => `${prefix}_${[...randomBytes(14)].map((byte) => BASE62[byte % 62]).join('')}`;
const now = () => Math.floor(Date.now() / 1000);

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
    readonly code = 'BAD_REQUEST_ERROR',
  ) {
    super(description);
  }
}

export class RazorpayStandIn {
  readonly requests: StandInRequest[] = [];
  readonly orders = new Map<string, StandInOrder>();
  readonly payments = new Map<string, StandInPayment>();
  /** The key pair it accepts; a test may change it to play a rotated or wrong secret. */
  credentials: StandInCredentials;
  #url = '';
  readonly #server = createServer((request, response) => {
    void this.#handle(request, response);
  });

  private constructor(credentials: StandInCredentials) {
    this.credentials = { ...credentials };
  }

  /** Listens on 127.0.0.1 on a random port. */
  static async start(credentials: StandInCredentials): Promise<RazorpayStandIn> {
    const standIn = new RazorpayStandIn(credentials);
    await new Promise<void>((resolve) => standIn.#server.listen(0, '127.0.0.1', resolve));
    const { port } = standIn.#server.address() as AddressInfo;
    standIn.#url = `http://127.0.0.1:${port}`;
    return standIn;
  }

  /** The base address to give the app as RAZORPAY_API_BASE. */
  get url(): string {
    return this.#url;
  }

  close(): Promise<void> {
    this.#server.closeAllConnections();
    return new Promise((resolve, reject) => this.#server.close((error) => (error ? reject(error) : resolve())));
  }

  /** The requests made so far to paths matching `pattern`. */
  requestsTo(method: string, pattern: RegExp): StandInRequest[] {
    return this.requests.filter((request) => request.method === method && pattern.test(request.path));
  }

  /**
   * A payment the customer made in Razorpay's checkout for one of the orders: `authorized` (waiting
   * for capture), `captured`, or `failed`. The amount defaults to the order's.
   */
  createPayment(
    orderId: string,
    options: { status: StandInPaymentStatus; amount?: number; method?: string },
  ): StandInPayment {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`the stand-in has no order ${orderId}`);
    const payment: StandInPayment = {
      id: newId('pay'),
      entity: 'payment',
      amount: options.amount ?? order.amount,
      currency: 'INR',
      status: options.status,
      order_id: orderId,
      method: options.method ?? 'upi',
      captured: options.status === 'captured',
      error_description: options.status === 'failed' ? 'Payment failed' : null,
      created_at: now(),
    };
    this.payments.set(payment.id, payment);
    order.attempts += 1;
    order.status = options.status === 'captured' ? 'paid' : 'attempted';
    return payment;
  }

  async #handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const method = request.method ?? 'GET';
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
    this.requests.push({ method, path, authorization: request.headers.authorization, body });

    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    try {
      this.#authenticate(request.headers.authorization);
      if (raw && !(request.headers['content-type'] ?? '').startsWith('application/json')) {
        throw new Refusal(400, 'The request body must be JSON');
      }
      send(200, this.#route(method, path, body));
    } catch (error) {
      if (error instanceof Refusal) send(error.status, { error: { code: error.code, description: error.description } });
      else send(500, { error: { code: 'SERVER_ERROR', description: String(error) } });
    }
  }

  #authenticate(header: string | undefined) {
    const expected = `Basic ${Buffer.from(`${this.credentials.keyId}:${this.credentials.keySecret}`).toString('base64')}`;
    if (header !== expected) throw new Refusal(401, 'Authentication failed');
  }

  #route(method: string, path: string, body: unknown): unknown {
    if (method === 'POST' && path === '/v1/orders') return this.#createOrder(body);
    let match = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (method === 'GET' && match) return this.#payment(decodeURIComponent(match[1] as string));
    match = /^\/v1\/payments\/([^/]+)\/capture$/.exec(path);
    if (method === 'POST' && match) return this.#capture(decodeURIComponent(match[1] as string), body);
    match = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path);
    if (method === 'GET' && match) {
      const orderId = decodeURIComponent(match[1] as string);
      if (!this.orders.has(orderId)) throw new Refusal(400, 'The id provided does not exist');
      const items = [...this.payments.values()].filter((payment) => payment.order_id === orderId);
      return { entity: 'collection', count: items.length, items };
    }
    throw new Refusal(404, 'The requested URL was not found on the server.');
  }

  #createOrder(body: unknown): StandInOrder {
    const input = (body ?? {}) as Record<string, unknown>;
    const { amount, currency, receipt } = input;
    if (typeof amount !== 'number' || !Number.isInteger(amount)) {
      throw new Refusal(400, 'The amount must be an integer.');
    }
    if (amount < 100) throw new Refusal(400, 'The amount must be atleast INR 1.00');
    if (currency !== 'INR') throw new Refusal(400, 'Currency is not supported');
    if (typeof receipt !== 'string' || receipt.length === 0 || receipt.length > 40) {
      throw new Refusal(400, 'The receipt may not be greater than 40 characters.');
    }
    const order: StandInOrder = {
      id: newId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt,
      status: 'created',
      attempts: 0,
      notes: [],
      created_at: now(),
    };
    this.orders.set(order.id, order);
    return order;
  }

  #payment(id: string): StandInPayment {
    const payment = this.payments.get(id);
    // Razorpay answers an unknown id with 400, not 404.
    if (!payment) throw new Refusal(400, 'The id provided does not exist');
    return payment;
  }

  #capture(id: string, body: unknown): StandInPayment {
    const payment = this.#payment(id);
    const input = (body ?? {}) as Record<string, unknown>;
    if (input.currency !== 'INR') throw new Refusal(400, 'The currency field is required.');
    if (payment.status === 'captured') throw new Refusal(400, 'This payment has already been captured');
    if (payment.status !== 'authorized')
      throw new Refusal(400, 'Only payments which have been authorized can be captured');
    if (input.amount !== payment.amount) {
      throw new Refusal(400, 'Capture amount must be equal to the amount authorized');
    }
    payment.status = 'captured';
    payment.captured = true;
    const order = this.orders.get(payment.order_id);
    if (order) {
      order.status = 'paid';
      order.amount_paid = payment.amount;
      order.amount_due = 0;
    }
    return payment;
  }
}

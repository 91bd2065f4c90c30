import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the part of Razorpay's REST API the platform calls (Orders and Payments,
 * and RazorpayX Contacts, Fund Accounts and Payouts), so the Razorpay adapters are tested over real
 * HTTP without the internet. It answers like Razorpay: Basic auth with the merchant's key pair,
 * amounts in integer paise, `{ error: { code, description } }` bodies on refusal, and it records
 * every request for assertions.
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
  /** The X-Payout-Idempotency header, on the requests that carry one (left out otherwise). */
  idempotencyKey?: string;
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

export interface StandInContact {
  id: string;
  entity: 'contact';
  name: string;
  email: string | null;
  contact: string | null;
  type: string | null;
  reference_id: string | null;
  active: true;
  created_at: number;
}

export interface StandInFundAccount {
  id: string;
  entity: 'fund_account';
  contact_id: string;
  account_type: 'vpa' | 'bank_account';
  vpa?: { address: string };
  bank_account?: { name: string; ifsc: string; account_number: string };
  active: true;
  created_at: number;
}

export type StandInPayoutStatus =
  | 'queued'
  | 'pending'
  | 'processing'
  | 'processed'
  | 'reversed'
  | 'failed'
  | 'rejected'
  | 'cancelled';

export interface StandInPayout {
  id: string;
  entity: 'payout';
  fund_account_id: string;
  /** The RazorpayX business account the money leaves from. */
  account_number: string;
  amount: number;
  currency: 'INR';
  status: StandInPayoutStatus;
  mode: string;
  purpose: string;
  reference_id: string | null;
  narration: string | null;
  failure_reason: string | null;
  status_details: { description: string | null } | null;
  created_at: number;
}

/** A failure the next matching request gets instead of (or after) the normal answer. */
export interface StandInFault {
  method: string;
  path: RegExp;
  /** The HTTP status answered; 500 unless told. */
  status?: number;
  /** True: the request is carried out first and only the answer is lost (a time-out after the work). */
  afterHandling?: boolean;
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
  readonly contacts = new Map<string, StandInContact>();
  readonly fundAccounts = new Map<string, StandInFundAccount>();
  readonly payouts = new Map<string, StandInPayout>();
  /** X-Payout-Idempotency key → the payout it created and the body that created it. */
  readonly #payoutKeys = new Map<string, { payoutId: string; body: string }>();
  readonly #faults: StandInFault[] = [];
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

  /**
   * Makes the next request matching `fault.method` and `fault.path` fail with `fault.status`
   * (500 unless told); each call arms one failure.
   */
  failNext(fault: StandInFault): void {
    this.#faults.push(fault);
  }

  /** Moves a payout on, as RazorpayX does when the bank answers: processed, reversed, failed… */
  setPayoutStatus(payoutId: string, status: StandInPayoutStatus, failureReason: string | null = null): StandInPayout {
    const payout = this.payouts.get(payoutId);
    if (!payout) throw new Error(`the stand-in has no payout ${payoutId}`);
    payout.status = status;
    payout.failure_reason = failureReason;
    payout.status_details = failureReason ? { description: failureReason } : null;
    return payout;
  }

  /** The payout created with this X-Payout-Idempotency key, if any. */
  payoutByIdempotencyKey(key: string): StandInPayout | undefined {
    const entry = this.#payoutKeys.get(key);
    return entry ? this.payouts.get(entry.payoutId) : undefined;
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
    const idempotencyHeader = request.headers['x-payout-idempotency'];
    const idempotencyKey = typeof idempotencyHeader === 'string' ? idempotencyHeader : undefined;
    this.requests.push({
      method,
      path,
      authorization: request.headers.authorization,
      body,
      ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
    });

    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    try {
      this.#authenticate(request.headers.authorization);
      if (raw && !(request.headers['content-type'] ?? '').startsWith('application/json')) {
        throw new Refusal(400, 'The request body must be JSON');
      }
      const faultAt = this.#faults.findIndex((fault) => fault.method === method && fault.path.test(path));
      const fault = faultAt >= 0 ? this.#faults.splice(faultAt, 1)[0] : undefined;
      if (fault && !fault.afterHandling) throw new Refusal(fault.status ?? 500, 'Injected failure', 'SERVER_ERROR');
      const answer = this.#route(method, path, body, idempotencyKey);
      if (fault) throw new Refusal(fault.status ?? 500, 'Injected failure after handling', 'SERVER_ERROR');
      send(200, answer);
    } catch (error) {
      if (error instanceof Refusal) send(error.status, { error: { code: error.code, description: error.description } });
      else send(500, { error: { code: 'SERVER_ERROR', description: String(error) } });
    }
  }

  #authenticate(header: string | undefined) {
    const expected = `Basic ${Buffer.from(`${this.credentials.keyId}:${this.credentials.keySecret}`).toString('base64')}`;
    if (header !== expected) throw new Refusal(401, 'Authentication failed');
  }

  #route(method: string, path: string, body: unknown, idempotencyKey: string | undefined): unknown {
    if (method === 'POST' && path === '/v1/orders') return this.#createOrder(body);
    if (method === 'POST' && path === '/v1/contacts') return this.#createContact(body);
    if (method === 'POST' && path === '/v1/fund_accounts') return this.#createFundAccount(body);
    if (method === 'POST' && path === '/v1/payouts') return this.#createPayout(body, idempotencyKey);
    let match = /^\/v1\/payouts\/([^/]+)$/.exec(path);
    if (method === 'GET' && match) {
      const payout = this.payouts.get(decodeURIComponent(match[1] as string));
      if (!payout) throw new Refusal(400, 'The id provided does not exist');
      return payout;
    }
    match = /^\/v1\/payments\/([^/]+)$/.exec(path);
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

  /** Like RazorpayX, the same details give back the existing contact instead of a second one. */
  #createContact(body: unknown): StandInContact {
    const input = (body ?? {}) as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' ? value : null);
    const name = text(input.name);
    if (!name || name.length < 3 || name.length > 50) {
      throw new Refusal(400, 'The name field is required and must be 3 to 50 characters.');
    }
    const details = {
      name,
      email: text(input.email),
      contact: text(input.contact),
      type: text(input.type),
      reference_id: text(input.reference_id),
    };
    const same = [...this.contacts.values()].find(
      (contact) =>
        contact.name === details.name &&
        contact.email === details.email &&
        contact.contact === details.contact &&
        contact.type === details.type &&
        contact.reference_id === details.reference_id,
    );
    if (same) return same;
    const contact: StandInContact = {
      id: newId('cont'),
      entity: 'contact',
      ...details,
      active: true,
      created_at: now(),
    };
    this.contacts.set(contact.id, contact);
    return contact;
  }

  /** Like RazorpayX, a fund account with the same contact and details is returned, not duplicated. */
  #createFundAccount(body: unknown): StandInFundAccount {
    const input = (body ?? {}) as Record<string, unknown>;
    const contactId = input.contact_id;
    if (typeof contactId !== 'string' || !this.contacts.has(contactId)) {
      throw new Refusal(400, 'The id provided does not exist');
    }
    let account: Pick<StandInFundAccount, 'account_type' | 'vpa' | 'bank_account'>;
    if (input.account_type === 'vpa') {
      const address = (input.vpa as { address?: unknown } | undefined)?.address;
      if (typeof address !== 'string' || !/^[\w.-]+@[\w]+$/.test(address)) {
        throw new Refusal(400, 'Invalid VPA. Please enter a valid Virtual Payment Address');
      }
      account = { account_type: 'vpa', vpa: { address } };
    } else if (input.account_type === 'bank_account') {
      const bank = (input.bank_account ?? {}) as Record<string, unknown>;
      const { name, ifsc, account_number: accountNumber } = bank;
      if (typeof name !== 'string' || name.length < 3) throw new Refusal(400, 'The name field is invalid.');
      if (typeof ifsc !== 'string' || !/^[A-Z]{4}0[A-Z0-9]{6}$/.test(ifsc)) {
        throw new Refusal(400, 'The ifsc must be 11 characters.');
      }
      if (typeof accountNumber !== 'string' || !/^[A-Za-z0-9]{5,35}$/.test(accountNumber)) {
        throw new Refusal(400, 'The account number format is invalid.');
      }
      account = { account_type: 'bank_account', bank_account: { name, ifsc, account_number: accountNumber } };
    } else {
      throw new Refusal(400, 'The account type field is invalid.');
    }
    const same = [...this.fundAccounts.values()].find(
      (existing) =>
        existing.contact_id === contactId &&
        JSON.stringify([existing.account_type, existing.vpa, existing.bank_account]) ===
          JSON.stringify([account.account_type, account.vpa, account.bank_account]),
    );
    if (same) return same;
    const fundAccount: StandInFundAccount = {
      id: newId('fa'),
      entity: 'fund_account',
      contact_id: contactId,
      ...account,
      active: true,
      created_at: now(),
    };
    this.fundAccounts.set(fundAccount.id, fundAccount);
    return fundAccount;
  }

  /**
   * RazorpayX requires X-Payout-Idempotency on every payout (since March 2025): the same key with
   * the same body answers the payout made the first time, the same key with another body is refused.
   */
  #createPayout(body: unknown, idempotencyKey: string | undefined): StandInPayout {
    if (!idempotencyKey || !/^[\w -]{4,36}$/.test(idempotencyKey)) {
      throw new Refusal(400, 'Idempotency key is missing. Include idempotency header and key in the request.');
    }
    const signature = JSON.stringify(body ?? null);
    const earlier = this.#payoutKeys.get(idempotencyKey);
    if (earlier) {
      if (earlier.body !== signature) {
        throw new Refusal(400, 'Different request body sent for the same idempotency key');
      }
      return this.payouts.get(earlier.payoutId) as StandInPayout;
    }
    const input = (body ?? {}) as Record<string, unknown>;
    if (typeof input.account_number !== 'string' || input.account_number.length === 0) {
      throw new Refusal(400, 'The account number field is required.');
    }
    const fundAccount =
      typeof input.fund_account_id === 'string' ? this.fundAccounts.get(input.fund_account_id) : undefined;
    if (!fundAccount) throw new Refusal(400, 'The id provided does not exist');
    const { amount } = input;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
      throw new Refusal(400, 'The amount must be an integer of at least 100 paise.');
    }
    if (input.currency !== 'INR') throw new Refusal(400, 'Currency is not supported');
    const mode = input.mode;
    const modeFits =
      fundAccount.account_type === 'vpa' ? mode === 'UPI' : mode === 'IMPS' || mode === 'NEFT' || mode === 'RTGS';
    if (!modeFits) throw new Refusal(400, `The mode ${String(mode)} is not supported for this fund account.`);
    if (typeof input.purpose !== 'string' || input.purpose.length === 0) {
      throw new Refusal(400, 'The purpose field is required.');
    }
    const payout: StandInPayout = {
      id: newId('pout'),
      entity: 'payout',
      fund_account_id: fundAccount.id,
      account_number: input.account_number,
      amount,
      currency: 'INR',
      status: 'processing',
      mode: mode as string,
      purpose: input.purpose,
      reference_id: typeof input.reference_id === 'string' ? input.reference_id : null,
      narration: typeof input.narration === 'string' ? input.narration : null,
      failure_reason: null,
      status_details: null,
      created_at: now(),
    };
    this.payouts.set(payout.id, payout);
    this.#payoutKeys.set(idempotencyKey, { payoutId: payout.id, body: signature });
    return payout;
  }
}

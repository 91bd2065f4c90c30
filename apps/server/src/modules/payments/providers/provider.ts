import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface ProviderOrder {
  id: string;
  amountPaise: number;
  currency: 'INR';
}

export type ProviderPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface ProviderPayment {
  id: string;
  orderId: string;
  amountPaise: number;
  status: ProviderPaymentStatus;
  method: string | null;
}

/**
 * A payment provider as the platform uses it: Razorpay's Orders and Payments APIs. The sandbox
 * implements the same contract on this machine, so the whole payment path runs without internet.
 */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'razorpay';
  /** Handed to the browser's checkout. */
  readonly keyId: string;
  createOrder(input: { amountPaise: number; receipt: string }): Promise<ProviderOrder>;
  fetchPayment(paymentId: string): Promise<ProviderPayment | null>;
  /** Captures an authorized payment; returns the payment as it stands afterwards. */
  capturePayment(payment: ProviderPayment): Promise<ProviderPayment>;
  paymentsOfOrder(orderId: string): Promise<ProviderPayment[]>;
}

export function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Timing-safe comparison of a hex signature with the one we compute. */
export function signatureMatches(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(givenHex, 'hex');
  return given.length === expected.length && expected.length > 0 && timingSafeEqual(expected, given);
}

/** Razorpay's checkout signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function checkoutSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`);
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** An id in Razorpay's format: a prefix and 14 base62 characters (order_…, pay_…). */
export function razorpayStyleId(prefix: 'order' | 'pay'): string {
  const bytes = randomBytes(14);
  let id = '';
  for (const byte of bytes) id += BASE62[byte % 62];
  return `${prefix}_${id}`;
}

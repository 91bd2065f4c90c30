import { BRAND_NAME } from '@ludo/shared/brand';
import type { MessageId } from '@/lib/i18n/react';
import {
  type CheckoutOutcome,
  type CheckoutRequest,
  CheckoutUnavailableError,
  type PaymentConfirmation,
} from './checkout';

/** The parts of Razorpay Checkout (checkout.js) that we use. */
interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description?: string;
  prefill?: { name?: string; email?: string; contact?: string; method?: string };
  handler: (response: PaymentConfirmation) => void;
  modal?: { ondismiss?: () => void };
}
interface RazorpayFailure {
  error?: { description?: string };
}
interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', callback: (response: RazorpayFailure) => void): void;
}
type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

const CHECKOUT_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

let scriptLoad: Promise<RazorpayConstructor> | null = null;
let lastLoadError: MessageId | null = null;

/** Why the checkout script last failed to load (docs/product-rules.md, Deposits), as a message id, or null. */
export function razorpayLoadError(): MessageId | null {
  return lastLoadError;
}

/** Adds checkout.js once; a failed load is forgotten so the next attempt tries again. */
function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  scriptLoad ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      if (window.Razorpay) resolve(window.Razorpay);
      else reject(new CheckoutUnavailableError('wallet.checkout.notStarted'));
    };
    script.onerror = () => {
      script.remove();
      reject(new CheckoutUnavailableError('wallet.checkout.loadFailed'));
    };
    document.head.append(script);
  }).then(
    (Razorpay) => {
      lastLoadError = null;
      return Razorpay;
    },
    (error: unknown) => {
      scriptLoad = null;
      lastLoadError = error instanceof CheckoutUnavailableError ? error.reason : 'wallet.checkout.unknownError';
      throw new CheckoutUnavailableError(lastLoadError);
    },
  );
  return scriptLoad;
}

/**
 * Razorpay Checkout for an order. A refused payment keeps Razorpay's sheet open for another try,
 * so a failure counts only once the player closes the sheet without having paid.
 */
export async function openRazorpayCheckout({
  order,
  method,
  prefill,
  description,
}: CheckoutRequest): Promise<CheckoutOutcome> {
  const Razorpay = await loadRazorpay();
  return new Promise<CheckoutOutcome>((resolve) => {
    let failed = false;
    let failure: string | undefined;
    const checkout = new Razorpay({
      key: order.keyId,
      amount: order.order.amount,
      currency: order.order.currency,
      order_id: order.order.id,
      name: BRAND_NAME,
      description,
      // Razorpay pre-selects the method only when contact and email are prefilled too.
      prefill: prefill ? { ...prefill, method } : undefined,
      handler: (response) =>
        resolve({
          kind: 'paid',
          confirmation: {
            razorpay_order_id: response.razorpay_order_id,
            razorpay_payment_id: response.razorpay_payment_id,
            razorpay_signature: response.razorpay_signature,
          },
        }),
      modal: {
        ondismiss: () => resolve(failed ? { kind: 'failed', message: failure } : { kind: 'dismissed' }),
      },
    });
    checkout.on('payment.failed', (response) => {
      // Without Razorpay's reason, the player reads that the payment was declined.
      failed = true;
      failure = response.error?.description || undefined;
    });
    checkout.open();
  });
}

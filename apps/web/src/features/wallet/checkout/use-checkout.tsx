import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { CheckoutOutcome, CheckoutRequest, OpenCheckout } from './checkout';
import { openRazorpayCheckout } from './razorpay-checkout';
import { SandboxCheckoutDialog } from './SandboxCheckoutDialog';

interface PendingSandbox {
  request: CheckoutRequest;
  resolve: (outcome: CheckoutOutcome) => void;
}

/**
 * One way to take a payment, whichever provider the server chose for the order: Razorpay's own
 * checkout, or the sandbox sheet. Render `checkoutSheet` somewhere in the component.
 */
export function useCheckout(): { openCheckout: OpenCheckout; checkoutSheet: ReactNode } {
  const [sandbox, setSandbox] = useState<PendingSandbox | null>(null);
  const pending = useRef<PendingSandbox | null>(null);

  // Leaving the page with the sheet open is the player cancelling.
  useEffect(() => () => pending.current?.resolve({ kind: 'dismissed' }), []);

  const openCheckout = useCallback<OpenCheckout>((request) => {
    if (request.order.provider === 'razorpay') return openRazorpayCheckout(request);
    return new Promise<CheckoutOutcome>((resolve) => {
      const next = { request, resolve };
      pending.current = next;
      setSandbox(next);
    });
  }, []);

  const onDone = useCallback((outcome: CheckoutOutcome) => {
    const current = pending.current;
    pending.current = null;
    setSandbox(null);
    current?.resolve(outcome);
  }, []);

  const checkoutSheet = sandbox ? (
    <SandboxCheckoutDialog key={sandbox.request.order.order.id} request={sandbox.request} onDone={onDone} />
  ) : null;

  return { openCheckout, checkoutSheet };
}

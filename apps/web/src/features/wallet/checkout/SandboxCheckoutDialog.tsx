import { formatPaise } from '@ludo/shared/money';
import type { PaymentMethod } from '@ludo/shared/payments/payments.schemas';
import { FlaskConical } from 'lucide-react';
import { useRef, useState } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { serverMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n/react';
import { useSandboxFail } from '../api/sandbox-fail';
import { useSandboxPay } from '../api/sandbox-pay';
import { PaymentMethodOptions } from '../components/PaymentMethodOptions';
import type { CheckoutOutcome, CheckoutRequest } from './checkout';

interface SandboxCheckoutDialogProps {
  request: CheckoutRequest;
  onDone: (outcome: CheckoutOutcome) => void;
}

/**
 * The sandbox provider's checkout: our own sheet standing in for Razorpay's on a machine with no
 * payment provider. It says plainly that it is a test checkout. "Pay" answers what Razorpay's
 * handler would receive; "Fail payment" makes the server mark the transaction Failed; closing it
 * is the player cancelling.
 */
export function SandboxCheckoutDialog({ request, onDone }: SandboxCheckoutDialogProps) {
  const t = useT();
  const { order } = request;
  const [method, setMethod] = useState<PaymentMethod>(request.method);
  const [error, setError] = useState<string | null>(null);
  const pay = useSandboxPay();
  const fail = useSandboxFail();
  const busy = pay.isPending || fail.isPending;
  // The buttons disable only once the mutation reports pending, a render later: a second quick
  // tap would send a second request, whose refusal ("already paid") would then hide the success.
  const sending = useRef(false);
  const once = (send: (done: () => void) => void) => {
    if (sending.current) return;
    sending.current = true;
    setError(null);
    send(() => {
      sending.current = false;
    });
  };
  const amount = formatPaise(order.order.amount);
  const body = { orderId: order.order.id, method };

  const onPay = () =>
    once((done) =>
      pay.mutate(body, {
        onSuccess: (confirmation) => onDone({ kind: 'paid', confirmation }),
        onError: (cause) => setError(serverMessage(cause) ?? t('wallet.sandbox.payError')),
        onSettled: done,
      }),
    );
  const onFail = () =>
    once((done) =>
      fail.mutate(body, {
        onSuccess: ({ message }) => onDone({ kind: 'failed', message }),
        onError: (cause) => setError(serverMessage(cause) ?? t('wallet.sandbox.failError')),
        onSettled: done,
      }),
    );

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        // A request on its way decides the outcome; the sheet closes when it answers.
        if (!open && !busy) onDone({ kind: 'dismissed' });
      }}
    >
      <DialogContent
        aria-busy={busy}
        onEscapeKeyDown={(event) => busy && event.preventDefault()}
        onPointerDownOutside={(event) => busy && event.preventDefault()}
      >
        <DialogHeader>
          <Badge variant="warning" className="w-fit">
            <FlaskConical className="size-3" aria-hidden="true" />
            {t('wallet.sandbox.badge')}
          </Badge>
          <DialogTitle>{t('wallet.sandbox.title')}</DialogTitle>
          <DialogDescription>{t('wallet.sandbox.description')}</DialogDescription>
        </DialogHeader>

        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-md border bg-muted/40 p-3 text-sm">
          <dt className="text-muted-foreground">{t('wallet.sandbox.amount')}</dt>
          <dd className="text-lg font-semibold tabular-nums" data-testid="checkout-amount">
            {amount}
          </dd>
          <dt className="text-muted-foreground">{t('wallet.sandbox.orderId')}</dt>
          <dd className="font-mono text-xs break-all" data-testid="checkout-order-id">
            {order.order.id}
          </dd>
        </dl>

        <PaymentMethodOptions
          legend={t('wallet.sandbox.payWith')}
          name="sandbox-checkout-method"
          value={method}
          onChange={setMethod}
          disabled={busy}
        />

        {error ? (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        ) : null}

        <DialogFooter>
          <Button variant="outline" onClick={onFail} disabled={busy}>
            {fail.isPending ? t('wallet.sandbox.failing') : t('wallet.sandbox.fail')}
          </Button>
          <Button onClick={onPay} disabled={busy}>
            {pay.isPending ? t('wallet.sandbox.paying') : t('wallet.sandbox.pay', { amount })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

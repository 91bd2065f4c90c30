import { DEPOSIT_LIMITS } from '@ludo/shared/limits';
import { CURRENCY, formatRupees } from '@ludo/shared/money';
import {
  type CreateOrderResponse,
  createOrderBodySchema,
  ENTER_AMOUNT_MESSAGE,
  type PaymentMethod,
} from '@ludo/shared/payments/payments.schemas';
import type { Profile } from '@ludo/shared/users/users.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, Plus } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
// The profile (and its balance) is the app's shared account state, read by the header too.
import { profileQueryKey } from '@/features/users/api/get-profile';
import { fieldIssues, serverMessage } from '@/lib/api-error';
import { cancelOrder } from '../api/cancel-order';
import { useCreateOrder } from '../api/create-order';
import { transactionsQueryKey, transactionsQueryOptions } from '../api/get-transactions';
import { useVerifyPayment } from '../api/verify-payment';
import type { CheckoutOutcome } from '../checkout/checkout';
import { useCheckout } from '../checkout/use-checkout';
import { DepositUsage } from './DepositUsage';
import { PaymentMethodOptions } from './PaymentMethodOptions';

/** Spec section 8. */
const TEXT = {
  orderFailed: 'Unable to create order. Please try again.',
  verificationFailed: 'Verification failed. Contact support.',
  paymentSucceeded: 'Payment successful and wallet updated!',
  paymentFailed: 'Payment failed',
  checkoutUnavailable: 'The payment checkout could not open.',
} as const;

export const DEPOSIT_LIMITS_TEXT = `Minimum ${formatRupees(DEPOSIT_LIMITS.minRupees)} · maximum ${formatRupees(
  DEPOSIT_LIMITS.maxPerTransactionRupees,
)} per transaction and ${formatRupees(DEPOSIT_LIMITS.maxPerDayRupees)} per day.`;

type Stage = 'idle' | 'ordering' | 'checkout' | 'verifying';

const STAGE_TEXT: Record<Stage, string> = {
  idle: '',
  ordering: 'Creating your order...',
  checkout: 'Waiting for your payment...',
  verifying: 'Confirming your payment...',
};

/** The text of the amount field as a number; empty stays empty so the schema says "Enter an amount to proceed". */
function toAmount(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/** The server's reason for refusing an order: the amount's own message when it names one. */
function orderErrorMessage(error: unknown): string {
  const amountIssue = fieldIssues(error).find((issue) => issue.path === 'amount');
  if (amountIssue) return amountIssue.message;
  return error instanceof Error && error.message ? error.message : 'Something went wrong.';
}

const SETTLE_CHECKS = 5;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function errorText(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}

/**
 * "Add Money": an amount (with quick picks) and a payment method, then the spec's flow: create the
 * order, take the payment in the provider's checkout, verify it, refresh the balance and history.
 */
export function AddMoneyDialog({ profile }: { profile: Profile }) {
  const [open, setOpen] = useState(false);
  const [amountText, setAmountText] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('upi');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [stage, setStage] = useState<Stage>('idle');
  const amountInput = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const createOrder = useCreateOrder();
  const verifyPayment = useVerifyPayment();
  const { openCheckout, checkoutSheet } = useCheckout();

  const refreshWallet = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: profileQueryKey }),
      queryClient.invalidateQueries({ queryKey: transactionsQueryKey }),
    ]);

  /**
   * A refused payment reaches its transaction through the provider's webhook, which may land just
   * after the checkout answers: look again, a few times, until the row is no longer Pending.
   */
  const refreshUntilSettled = async (transactionId: string) => {
    for (let check = 1; check <= SETTLE_CHECKS; check++) {
      const list = await queryClient.fetchQuery({ ...transactionsQueryOptions(), staleTime: 0 });
      const row = list.find((transaction) => transaction._id === transactionId);
      if (!row || (row.status !== 'created' && row.status !== 'pending')) return;
      await sleep(500 * check);
    }
  };

  const chooseAmount = (text: string) => {
    setAmountText(text);
    setAmountError(null);
    setServerError(null);
  };

  async function verify(order: CreateOrderResponse, outcome: Extract<CheckoutOutcome, { kind: 'paid' }>) {
    setStage('verifying');
    try {
      const { balance } = await verifyPayment.mutateAsync({
        ...outcome.confirmation,
        transactionId: order.transactionId,
      });
      // The header and the card show the new balance at once; the refetch brings its breakdown.
      queryClient.setQueryData<Profile>(profileQueryKey, (current) => (current ? { ...current, balance } : current));
      toast.success(TEXT.paymentSucceeded);
      setAmountText('');
    } catch (error) {
      const reason = serverMessage(error);
      toast.error(TEXT.verificationFailed, {
        description: `${reason ? `${reason} ` : ''}Order ID: ${order.order.id}`,
      });
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (stage !== 'idle') return;
    setServerError(null);
    const parsed = createOrderBodySchema.safeParse({ amount: toAmount(amountText), currency: CURRENCY, method });
    if (!parsed.success) {
      setAmountError(parsed.error.issues[0]?.message ?? ENTER_AMOUNT_MESSAGE);
      amountInput.current?.focus();
      return;
    }
    setAmountError(null);

    setStage('ordering');
    let order: CreateOrderResponse;
    try {
      order = await createOrder.mutateAsync(parsed.data);
    } catch (error) {
      const message = orderErrorMessage(error);
      setServerError(message);
      toast.error(TEXT.orderFailed, { description: message });
      setStage('idle');
      return;
    }

    // The provider's checkout takes the whole screen; ours steps aside and comes back if the player cancels.
    setOpen(false);
    setStage('checkout');
    try {
      const outcome = await openCheckout({
        order,
        method,
        prefill: { name: profile.fullName, email: profile.email, contact: profile.phone },
      });
      if (outcome.kind === 'paid') {
        await verify(order, outcome);
      } else if (outcome.kind === 'failed') {
        toast.error(TEXT.paymentFailed, {
          // The sandbox answers "The payment failed."; say it once.
          description: /^(the )?payment failed\.?$/i.test(outcome.message.trim()) ? undefined : outcome.message,
        });
        void refreshUntilSettled(order.transactionId).catch(() => undefined);
      } else {
        // Best effort: if this fails the settlement job gives the order up later anyway.
        void cancelOrder(order.transactionId).catch(() => undefined);
        setOpen(true);
      }
    } catch (error) {
      const message = errorText(error) ?? 'Unknown Error';
      setServerError(message);
      toast.error(TEXT.checkoutUnavailable, { description: message });
      setOpen(true);
    } finally {
      setStage('idle');
      // The order left a transaction behind whatever happened: Completed, Failed or Pending.
      void refreshWallet();
    }
  }

  const busy = stage !== 'idle';
  const amountValue = toAmount(amountText);

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          // Closing while the order is being created would lose it; wait for the answer.
          if (stage === 'ordering' && !next) return;
          setOpen(next);
        }}
      >
        <DialogTrigger asChild>
          <Button disabled={busy} className="w-full sm:w-auto">
            {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Plus aria-hidden="true" />}
            {busy ? 'Processing payment...' : 'Add Money'}
          </Button>
        </DialogTrigger>
        <DialogContent>
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Add Money">
            <DialogHeader>
              <DialogTitle>Add Money</DialogTitle>
              <DialogDescription>Added money can be used for entry fees straight away. No fee.</DialogDescription>
            </DialogHeader>

            {serverError ? (
              <Alert variant="destructive">
                <AlertDescription>{serverError}</AlertDescription>
              </Alert>
            ) : null}

            <div className="flex flex-col gap-2">
              <Label htmlFor="add-money-amount">Amount (₹)</Label>
              <Input
                ref={amountInput}
                id="add-money-amount"
                name="amount"
                type="number"
                inputMode="decimal"
                min={DEPOSIT_LIMITS.minRupees}
                max={DEPOSIT_LIMITS.maxPerTransactionRupees}
                step="0.01"
                placeholder="Enter amount"
                autoComplete="off"
                value={amountText}
                onChange={(event) => chooseAmount(event.target.value)}
                aria-invalid={amountError ? true : undefined}
                aria-describedby={amountError ? 'add-money-amount-error add-money-limits' : 'add-money-limits'}
                disabled={busy}
              />
              <FieldError id="add-money-amount-error" message={amountError ?? undefined} />
              <p id="add-money-limits" className="text-xs text-muted-foreground">
                {DEPOSIT_LIMITS_TEXT}
              </p>
              <DepositUsage open={open} />
              <fieldset className="mt-1" disabled={busy}>
                <legend className="sr-only">Quick amounts</legend>
                <div className="grid grid-cols-4 gap-2">
                  {DEPOSIT_LIMITS.quickAmountsRupees.map((quick) => (
                    <Button
                      key={quick}
                      variant="outline"
                      size="sm"
                      className="px-2"
                      aria-pressed={amountValue === quick}
                      onClick={() => chooseAmount(String(quick))}
                    >
                      {formatRupees(quick)}
                    </Button>
                  ))}
                </div>
              </fieldset>
            </div>

            <PaymentMethodOptions
              legend="Payment Method"
              name="add-money-method"
              value={method}
              onChange={setMethod}
              disabled={busy}
            />

            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" disabled={stage === 'ordering'}>
                  Cancel
                </Button>
              </DialogClose>
              <Button type="submit" disabled={busy}>
                {stage === 'ordering' ? 'Creating order...' : 'Proceed to Pay'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      {checkoutSheet}
      <span role="status" className="sr-only">
        {STAGE_TEXT[stage]}
      </span>
    </>
  );
}

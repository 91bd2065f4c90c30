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
import { type MessageId, type Translate, useT } from '@/lib/i18n/react';
import { cancelOrder } from '../api/cancel-order';
import { useCreateOrder } from '../api/create-order';
import { transactionsQueryKey, transactionsQueryOptions } from '../api/get-transactions';
import { useVerifyPayment } from '../api/verify-payment';
import { type CheckoutOutcome, CheckoutUnavailableError } from '../checkout/checkout';
import { useCheckout } from '../checkout/use-checkout';
import { DepositUsage } from './DepositUsage';
import { PaymentMethodOptions } from './PaymentMethodOptions';

/** docs/product-rules.md, Texts. */
const TEXT = {
  orderFailed: 'wallet.addMoney.orderFailed',
  verificationFailed: 'wallet.addMoney.verificationFailed',
  paymentSucceeded: 'wallet.addMoney.paymentSucceeded',
  paymentFailed: 'wallet.addMoney.paymentFailed',
  checkoutUnavailable: 'wallet.addMoney.checkoutUnavailable',
} as const satisfies Record<string, MessageId>;

type Stage = 'idle' | 'ordering' | 'checkout' | 'verifying';

/** What the screen reader hears at each stage (nothing while idle). */
const STAGE_TEXT: Record<Stage, MessageId | null> = {
  idle: null,
  ordering: 'wallet.addMoney.stage.ordering',
  checkout: 'wallet.addMoney.stage.checkout',
  verifying: 'wallet.addMoney.stage.verifying',
};

/** The text of the amount field as a number; empty stays empty so the schema says "Enter an amount to proceed". */
function toAmount(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/** The server's reason for refusing an order: the amount's own message when it names one. */
function orderErrorMessage(t: Translate, error: unknown): string {
  const amountIssue = fieldIssues(error).find((issue) => issue.path === 'amount');
  if (amountIssue) return amountIssue.message;
  return error instanceof Error && error.message ? error.message : t('wallet.addMoney.orderError');
}

const SETTLE_CHECKS = 5;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Why the checkout could not open: our own reason in the player's language, else the error's message. */
function checkoutErrorText(t: Translate, error: unknown): string {
  if (error instanceof CheckoutUnavailableError) return t(error.reason);
  return error instanceof Error && error.message ? error.message : t('wallet.checkout.unknownError');
}

/**
 * "Add Money": an amount (with quick picks) and a payment method, then the product's flow: create the
 * order, take the payment in the provider's checkout, verify it, refresh the balance and history.
 */
export function AddMoneyDialog({ profile }: { profile: Profile }) {
  const t = useT();
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
      toast.success(t(TEXT.paymentSucceeded));
      setAmountText('');
    } catch (error) {
      const reason = serverMessage(error);
      toast.error(t(TEXT.verificationFailed), {
        description: reason
          ? t('wallet.addMoney.verificationFailed.detailsWithReason', { reason, orderId: order.order.id })
          : t('wallet.addMoney.verificationFailed.details', { orderId: order.order.id }),
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
      const message = orderErrorMessage(t, error);
      setServerError(message);
      toast.error(t(TEXT.orderFailed), { description: message });
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
        description: t('wallet.checkout.description'),
      });
      if (outcome.kind === 'paid') {
        await verify(order, outcome);
      } else if (outcome.kind === 'failed') {
        const reason = outcome.message?.trim();
        toast.error(t(TEXT.paymentFailed), {
          // The sandbox answers "The payment failed."; say it once.
          description: !reason
            ? t('wallet.checkout.declined')
            : /^(the )?payment failed\.?$/i.test(reason)
              ? undefined
              : outcome.message,
        });
        void refreshUntilSettled(order.transactionId).catch(() => undefined);
      } else {
        // Best effort: if this fails the settlement job gives the order up later anyway.
        void cancelOrder(order.transactionId).catch(() => undefined);
        setOpen(true);
      }
    } catch (error) {
      const message = checkoutErrorText(t, error);
      setServerError(message);
      toast.error(t(TEXT.checkoutUnavailable), { description: message });
      setOpen(true);
    } finally {
      setStage('idle');
      // The order left a transaction behind whatever happened: Completed, Failed or Pending.
      void refreshWallet();
    }
  }

  const busy = stage !== 'idle';
  const stageText = STAGE_TEXT[stage];
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
            {busy ? t('wallet.addMoney.processing') : t('wallet.addMoney.button')}
          </Button>
        </DialogTrigger>
        <DialogContent>
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label={t('wallet.addMoney.title')}>
            <DialogHeader>
              <DialogTitle>{t('wallet.addMoney.title')}</DialogTitle>
              <DialogDescription>{t('wallet.addMoney.description')}</DialogDescription>
            </DialogHeader>

            {serverError ? (
              <Alert variant="destructive">
                <AlertDescription>{serverError}</AlertDescription>
              </Alert>
            ) : null}

            <div className="flex flex-col gap-2">
              <Label htmlFor="add-money-amount">{t('wallet.addMoney.amount')}</Label>
              <Input
                ref={amountInput}
                id="add-money-amount"
                name="amount"
                type="number"
                inputMode="decimal"
                min={DEPOSIT_LIMITS.minRupees}
                max={DEPOSIT_LIMITS.maxPerTransactionRupees}
                step="0.01"
                placeholder={t('wallet.addMoney.amount.placeholder')}
                autoComplete="off"
                value={amountText}
                onChange={(event) => chooseAmount(event.target.value)}
                aria-invalid={amountError ? true : undefined}
                aria-describedby={amountError ? 'add-money-amount-error add-money-limits' : 'add-money-limits'}
                disabled={busy}
              />
              <FieldError id="add-money-amount-error" message={amountError ?? undefined} />
              <p id="add-money-limits" className="text-xs text-muted-foreground">
                {t('wallet.addMoney.limits', {
                  min: formatRupees(DEPOSIT_LIMITS.minRupees),
                  maxPerTransaction: formatRupees(DEPOSIT_LIMITS.maxPerTransactionRupees),
                  maxPerDay: formatRupees(DEPOSIT_LIMITS.maxPerDayRupees),
                })}
              </p>
              <DepositUsage open={open} />
              <fieldset className="mt-1" disabled={busy}>
                <legend className="sr-only">{t('wallet.addMoney.quickAmounts')}</legend>
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
              legend={t('wallet.addMoney.paymentMethod')}
              name="add-money-method"
              value={method}
              onChange={setMethod}
              disabled={busy}
            />

            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" disabled={stage === 'ordering'}>
                  {t('wallet.addMoney.cancel')}
                </Button>
              </DialogClose>
              <Button type="submit" disabled={busy}>
                {stage === 'ordering' ? t('wallet.addMoney.creatingOrder') : t('wallet.addMoney.submit')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      {checkoutSheet}
      <span role="status" className="sr-only">
        {stageText ? t(stageText) : ''}
      </span>
    </>
  );
}

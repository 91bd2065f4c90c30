import { zodResolver } from '@hookform/resolvers/zod';
import { WITHDRAWAL_LIMITS } from '@ludo/shared/limits';
import { formatRupees } from '@ludo/shared/money';
import type { KycStatus } from '@ludo/shared/users/users.schemas';
import {
  type WithdrawalDestination,
  type WithdrawalRequestBody,
  withdrawalRequestBodySchema,
} from '@ludo/shared/withdrawals/withdrawals.schemas';
import { ArrowUpRight, CircleAlert, IdCard, Landmark, LoaderCircle, Smartphone } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { type FieldError as FormFieldError, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
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
import { paths } from '@/config/paths';
// The profile (its winnings and KYC status) is the app's shared account state.
import { useProfile } from '@/features/users/api/get-profile';
import { fieldIssues, hasErrorCode, serverMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { type MessageId, T, useT } from '@/lib/i18n/react';
import { useRequestWithdrawal } from '../api/request-withdrawal';

/** docs/product-rules.md, Texts. */
const WITHDRAWAL_REQUESTED: MessageId = 'wallet.withdraw.requested';
const REQUEST_FAILED: MessageId = 'wallet.withdraw.requestFailed';

/** The notice's title and text; the text gets the KYC processing time as `hours`. */
const KYC_NOTICE: Record<Exclude<KycStatus, 'verified'>, { titleId: MessageId; textId: MessageId }> = {
  not_submitted: { titleId: 'wallet.withdraw.kyc.notSubmitted.title', textId: 'wallet.withdraw.kyc.notSubmitted.text' },
  pending: { titleId: 'wallet.withdraw.kyc.pending.title', textId: 'wallet.withdraw.kyc.pending.text' },
  rejected: { titleId: 'wallet.withdraw.kyc.rejected.title', textId: 'wallet.withdraw.kyc.rejected.text' },
};

type DestinationType = WithdrawalDestination['type'];
type DestinationField = 'upiId' | 'accountHolderName' | 'ifsc' | 'accountNumber';
type ServerField = 'amount' | `destination.${DestinationField}`;
const SERVER_FIELDS: readonly string[] = [
  'amount',
  'destination.upiId',
  'destination.accountHolderName',
  'destination.ifsc',
  'destination.accountNumber',
] satisfies ServerField[];

/** `labelId` null: "UPI", a code, the same in every language. */
const DESTINATIONS: { value: DestinationType; labelId: MessageId | null; icon: ReactNode }[] = [
  { value: 'upi', labelId: null, icon: <Smartphone className="size-4" aria-hidden="true" /> },
  {
    value: 'bank',
    labelId: 'wallet.withdraw.destination.bank',
    icon: <Landmark className="size-4" aria-hidden="true" />,
  },
];

const DEFAULT_VALUES: WithdrawalRequestBody = {
  // Empty until the player types: the schema then says "Enter an amount to withdraw".
  amount: undefined as unknown as number,
  destination: { type: 'upi', upiId: '' },
};

/** The text of the amount field as a number; empty stays empty (undefined). */
function toAmount(text: unknown): number | undefined {
  const trimmed = String(text ?? '').trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

function isKycRequired(error: unknown): boolean {
  return hasErrorCode(error, 'KYC_REQUIRED');
}

type WithdrawRequest = ReturnType<typeof useRequestWithdrawal>;

/** The form, mounted each time the dialog opens: every visit starts empty. */
function WithdrawForm({
  winnings,
  withdraw,
  onClose,
}: {
  winnings: number;
  withdraw: WithdrawRequest;
  onClose: () => void;
}) {
  const t = useT();
  const ids = useId();
  const [kycRequired, setKycRequired] = useState(false);
  const profile = useProfile();
  const kycStatus = profile.data?.kycDetails.status;
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(withdrawalRequestBodySchema), defaultValues: DEFAULT_VALUES });

  const amount = useWatch({ control, name: 'amount' });
  const destinationType = useWatch({ control, name: 'destination.type' });
  const amountMissingOrLow = amount === undefined || Number.isNaN(amount) || amount < WITHDRAWAL_LIMITS.minRupees;
  const busy = withdraw.isPending;

  const destinationErrors = errors.destination as Partial<Record<DestinationField, FormFieldError>> | undefined;
  const fieldId = (name: string) => `${ids}-${name}`;
  const described = (name: string, invalid: boolean) => (invalid ? `${fieldId(name)}-error` : undefined);

  const onSubmit = handleSubmit(async (body) => {
    setKycRequired(false);
    try {
      const { withdrawal } = await withdraw.mutateAsync(body);
      toast.success(t(WITHDRAWAL_REQUESTED), {
        description:
          withdrawal.tds > 0
            ? t('wallet.withdraw.requested.detailsAfterTds', {
                amount: formatRupees(withdrawal.amount - withdrawal.tds),
                destination: withdrawal.destination,
                tds: formatRupees(withdrawal.tds),
                hours: WITHDRAWAL_LIMITS.processingHours,
              })
            : t('wallet.withdraw.requested.details', {
                amount: formatRupees(withdrawal.amount),
                destination: withdrawal.destination,
                hours: WITHDRAWAL_LIMITS.processingHours,
              }),
      });
      onClose();
    } catch (error) {
      const message = serverMessage(error) ?? t(REQUEST_FAILED);
      const issues = fieldIssues(error).filter((issue) => SERVER_FIELDS.includes(issue.path));
      for (const issue of issues) setError(issue.path as ServerField, { message: issue.message });
      if (issues.length === 0) setError('root.server', { message });
      setKycRequired(isKycRequired(error));
      toast.error(message);
    }
  });

  const kycNotice = kycStatus && kycStatus !== 'verified' ? KYC_NOTICE[kycStatus] : null;
  const rules = [
    t('wallet.withdraw.rules.limits', {
      min: formatRupees(WITHDRAWAL_LIMITS.minRupees),
      maxPerTransaction: formatRupees(WITHDRAWAL_LIMITS.maxPerTransactionRupees),
      maxPerWeek: formatRupees(WITHDRAWAL_LIMITS.maxPerWeekRupees),
    }),
    t('wallet.withdraw.rules.processing', { hours: WITHDRAWAL_LIMITS.processingHours }),
    t('wallet.withdraw.rules.kyc', { amount: formatRupees(WITHDRAWAL_LIMITS.kycRequiredAboveRupees) }),
    t('wallet.withdraw.rules.winningsOnly'),
  ];

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label={t('wallet.withdraw.title')}>
      <DialogHeader>
        <DialogTitle>{t('wallet.withdraw.title')}</DialogTitle>
        <DialogDescription>
          <T
            id="wallet.withdraw.withdrawable"
            values={{ amount: formatRupees(winnings) }}
            components={{
              0: <span className="font-semibold text-foreground tabular-nums" data-testid="withdraw-winnings" />,
            }}
          />
        </DialogDescription>
      </DialogHeader>

      {kycNotice ? (
        <Alert variant="info" data-testid="withdraw-kyc-notice">
          <IdCard aria-hidden="true" />
          <AlertTitle>{t(kycNotice.titleId)}</AlertTitle>
          <AlertDescription>
            <p>{t(kycNotice.textId, { hours: WITHDRAWAL_LIMITS.kycProcessingHours })}</p>
            {kycStatus === 'rejected' && profile.data?.kycDetails.rejectionReason ? (
              <p>{t('wallet.withdraw.kyc.rejectionReason', { reason: profile.data.kycDetails.rejectionReason })}</p>
            ) : null}
            <Button asChild variant="outline" size="sm" className="mt-3">
              <Link to={paths.user.profile} onClick={onClose}>
                {t('wallet.withdraw.kyc.goToProfile')}
              </Link>
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}

      {errors.root?.server ? (
        <Alert variant="destructive" data-testid="withdraw-error">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>
            <p>{errors.root.server.message}</p>
            {kycRequired ? (
              <Button asChild variant="outline" size="sm" className="mt-3 text-foreground">
                <Link to={paths.user.profile} onClick={onClose}>
                  {t('wallet.withdraw.kycRequired.verify')}
                </Link>
              </Button>
            ) : null}
          </AlertDescription>
        </Alert>
      ) : null}

      <div className="flex flex-col gap-2">
        <Label htmlFor={fieldId('amount')}>{t('wallet.withdraw.amount')}</Label>
        <Input
          id={fieldId('amount')}
          type="number"
          inputMode="decimal"
          min={WITHDRAWAL_LIMITS.minRupees}
          max={WITHDRAWAL_LIMITS.maxPerTransactionRupees}
          step="0.01"
          placeholder={t('wallet.withdraw.amount.placeholder')}
          autoComplete="off"
          aria-invalid={errors.amount ? true : undefined}
          aria-describedby={described('amount', Boolean(errors.amount))}
          {...register('amount', { setValueAs: toAmount })}
        />
        <FieldError id={`${fieldId('amount')}-error`} message={errors.amount?.message} />
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t('wallet.withdraw.destination')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {DESTINATIONS.map(({ value, labelId, icon }) => (
            <label
              key={value}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-input px-3 py-2 text-sm',
                'has-checked:border-primary has-checked:bg-primary/5 has-checked:font-medium',
                'has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-offset-2 has-focus-visible:ring-offset-background',
              )}
            >
              <input
                type="radio"
                value={value}
                className="size-4 shrink-0 accent-primary focus-visible:outline-none"
                {...register('destination.type')}
              />
              {icon}
              <span>{labelId ? t(labelId) : 'UPI'}</span>
            </label>
          ))}
        </div>

        {destinationType === 'bank' ? (
          <div className="mt-2 flex flex-col gap-4">
            <div className="flex flex-col gap-2">
              <Label htmlFor={fieldId('holder')}>{t('wallet.withdraw.bank.holder')}</Label>
              <Input
                id={fieldId('holder')}
                autoComplete="name"
                aria-invalid={destinationErrors?.accountHolderName ? true : undefined}
                aria-describedby={described('holder', Boolean(destinationErrors?.accountHolderName))}
                {...register('destination.accountHolderName')}
              />
              <FieldError id={`${fieldId('holder')}-error`} message={destinationErrors?.accountHolderName?.message} />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={fieldId('ifsc')}>{t('wallet.withdraw.bank.ifsc')}</Label>
              <Input
                id={fieldId('ifsc')}
                placeholder="HDFC0001234"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={11}
                className="uppercase placeholder:normal-case"
                aria-invalid={destinationErrors?.ifsc ? true : undefined}
                aria-describedby={described('ifsc', Boolean(destinationErrors?.ifsc))}
                {...register('destination.ifsc')}
              />
              <FieldError id={`${fieldId('ifsc')}-error`} message={destinationErrors?.ifsc?.message} />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor={fieldId('account')}>{t('wallet.withdraw.bank.accountNumber')}</Label>
              <Input
                id={fieldId('account')}
                inputMode="numeric"
                autoComplete="off"
                spellCheck={false}
                maxLength={18}
                aria-invalid={destinationErrors?.accountNumber ? true : undefined}
                aria-describedby={described('account', Boolean(destinationErrors?.accountNumber))}
                {...register('destination.accountNumber')}
              />
              <FieldError id={`${fieldId('account')}-error`} message={destinationErrors?.accountNumber?.message} />
            </div>
          </div>
        ) : (
          <div className="mt-2 flex flex-col gap-2">
            <Label htmlFor={fieldId('upi')}>{t('wallet.withdraw.upiId')}</Label>
            <Input
              id={fieldId('upi')}
              placeholder="name@bank"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              aria-invalid={destinationErrors?.upiId ? true : undefined}
              aria-describedby={described('upi', Boolean(destinationErrors?.upiId))}
              {...register('destination.upiId')}
            />
            <FieldError id={`${fieldId('upi')}-error`} message={destinationErrors?.upiId?.message} />
          </div>
        )}
      </fieldset>

      <section aria-labelledby={`${ids}-rules`} className="flex flex-col gap-2 text-sm">
        <h3 id={`${ids}-rules`} className="font-medium">
          {t('wallet.withdraw.rules.title')}
        </h3>
        <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </section>

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={busy}>
            {t('wallet.withdraw.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={amountMissingOrLow || busy}>
          {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {busy ? t('wallet.withdraw.requesting') : t('wallet.withdraw.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * "Withdraw": an amount from the player's winnings, to a UPI ID or a bank account. The request
 * goes to an admin for approval; the amount leaves the winnings at once and comes back if refused.
 */
export function WithdrawDialog({ winnings }: { winnings: number }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  const withdraw = useRequestWithdrawal();

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Closing mid-request would hide its answer; wait for it.
        if (withdraw.isPending && !next) return;
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full sm:w-auto">
          <ArrowUpRight aria-hidden="true" />
          {t('wallet.withdraw.button')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <WithdrawForm winnings={winnings} withdraw={withdraw} onClose={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

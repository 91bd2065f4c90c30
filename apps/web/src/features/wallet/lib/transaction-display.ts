import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@ludo/shared/payments/payments.schemas';
import type { TransactionStatus, TransactionType } from '@ludo/shared/wallet/wallet.schemas';
import type { MessageId, Translate } from '@/lib/i18n/react';

/** What a missing method, reference or details shows as (docs/product-rules.md, Wallet). */
export const DASH = '—';

/** "Deposit", "Withdrawal", "Winning", "Entry Fee", "Refund", "Free Coins" (play money). */
const TYPE_LABELS: Record<TransactionType, MessageId> = {
  add_money: 'wallet.transactionType.addMoney',
  withdraw: 'wallet.transactionType.withdraw',
  winning: 'wallet.transactionType.winning',
  entry_fee: 'wallet.transactionType.entryFee',
  // Beyond the product's types (docs/product-rules.md, Wallet): a stake returned when a match is cancelled or expires.
  refund: 'wallet.transactionType.refund',
  // Play-money mode: welcome and daily coins.
  grant: 'wallet.transactionType.grant',
};

/** "Completed", "Pending" (created or pending) or "Failed". */
const STATUS_LABELS: Record<TransactionStatus, MessageId> = {
  paid: 'wallet.transactionStatus.paid',
  created: 'wallet.transactionStatus.pending',
  pending: 'wallet.transactionStatus.pending',
  failed: 'wallet.transactionStatus.failed',
};

/** The methods with a name to translate; "UPI" is a code, the same in every language. */
const METHOD_LABELS: Record<Exclude<PaymentMethod, 'upi'>, MessageId> = {
  card: 'wallet.paymentMethod.card',
  netbanking: 'wallet.paymentMethod.netbanking',
};

export function transactionTypeLabel(t: Translate, type: TransactionType): string {
  const id = TYPE_LABELS[type];
  return id ? t(id) : type;
}

export function transactionStatusLabel(t: Translate, status: TransactionStatus): string {
  const id = STATUS_LABELS[status];
  return id ? t(id) : status;
}

function isPaymentMethod(value: string): value is PaymentMethod {
  return Object.hasOwn(PAYMENT_METHOD_LABELS, value);
}

/** "UPI", "Credit/Debit Card", "Net Banking"; any other stored method as it is; a dash when missing. */
export function paymentMethodLabel(t: Translate, method: string | null): string {
  if (!method) return DASH;
  if (!isPaymentMethod(method)) return method;
  return method === 'upi' ? PAYMENT_METHOD_LABELS.upi : t(METHOD_LABELS[method]);
}

export function orDash(value: string | null): string {
  return value?.trim() ? value : DASH;
}

/** The filter choices of the history: "Pending" covers both created and pending. Translate `labelId` at render. */
export type StatusFilter = 'paid' | 'pending' | 'failed';
export const STATUS_FILTERS: { value: StatusFilter; labelId: MessageId }[] = [
  { value: 'paid', labelId: STATUS_LABELS.paid },
  { value: 'pending', labelId: STATUS_LABELS.pending },
  { value: 'failed', labelId: STATUS_LABELS.failed },
];

export function matchesStatusFilter(status: TransactionStatus, filter: StatusFilter): boolean {
  return filter === 'pending' ? status === 'pending' || status === 'created' : status === filter;
}

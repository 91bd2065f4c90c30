import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@ludo/shared/payments/payments.schemas';
import {
  TRANSACTION_STATUS_LABELS,
  TRANSACTION_TYPE_LABELS,
  type TransactionStatus,
  type TransactionType,
} from '@ludo/shared/wallet/wallet.schemas';

/** What a missing method, reference or details shows as (spec section 3). */
export const DASH = '—';

export function transactionTypeLabel(type: TransactionType): string {
  return TRANSACTION_TYPE_LABELS[type] ?? type;
}

export function transactionStatusLabel(status: TransactionStatus): string {
  return TRANSACTION_STATUS_LABELS[status] ?? status;
}

function isPaymentMethod(value: string): value is PaymentMethod {
  return Object.hasOwn(PAYMENT_METHOD_LABELS, value);
}

/** "UPI", "Credit/Debit Card", "Net Banking"; any other stored method as it is; a dash when missing. */
export function paymentMethodLabel(method: string | null): string {
  if (!method) return DASH;
  return isPaymentMethod(method) ? PAYMENT_METHOD_LABELS[method] : method;
}

export function orDash(value: string | null): string {
  return value?.trim() ? value : DASH;
}

/** The filter choices of the history: "Pending" covers both created and pending. */
export type StatusFilter = 'paid' | 'pending' | 'failed';
export const STATUS_FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'paid', label: TRANSACTION_STATUS_LABELS.paid },
  { value: 'pending', label: TRANSACTION_STATUS_LABELS.pending },
  { value: 'failed', label: TRANSACTION_STATUS_LABELS.failed },
];

export function matchesStatusFilter(status: TransactionStatus, filter: StatusFilter): boolean {
  return filter === 'pending' ? status === 'pending' || status === 'created' : status === filter;
}

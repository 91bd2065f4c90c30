import { formatRupees } from '@ludo/shared/money';
import type { TransactionStatus, TransactionType } from '@ludo/shared/wallet/wallet.schemas';

/**
 * Which way a transaction moves money for the player. The API sends every amount as a positive
 * number of rupees; the type says the direction.
 */
export type TransactionDirection = 'in' | 'out';

const DIRECTION: Record<TransactionType, TransactionDirection> = {
  add_money: 'in',
  winning: 'in',
  refund: 'in',
  grant: 'in',
  withdraw: 'out',
  entry_fee: 'out',
};

export function transactionDirection(type: TransactionType): TransactionDirection {
  return DIRECTION[type] ?? 'in';
}

/** "+₹500" for money in (deposits, winnings, refunds), "−₹50" for money out (entry fees, withdrawals). */
export function signedTransactionAmount(type: TransactionType, amount: number): string {
  const sign = transactionDirection(type) === 'in' ? '+' : '\u2212';
  return `${sign}${formatRupees(Math.abs(amount))}`;
}

/** A failed transaction moved no money: its amount is shown muted. */
export function movedMoney(status: TransactionStatus): boolean {
  return status !== 'failed';
}

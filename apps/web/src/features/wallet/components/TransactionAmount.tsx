import type { TransactionStatus, TransactionType } from '@ludo/shared/wallet/wallet.schemas';
import { cn } from '@/lib/cn';
import { movedMoney, signedTransactionAmount, transactionDirection } from './transaction-amount';

/** A transaction's amount with its direction: green "+₹500" in, "−₹50" out; muted when it failed. */
export function TransactionAmount({
  type,
  amount,
  status,
  className,
}: {
  type: TransactionType;
  amount: number;
  status: TransactionStatus;
  className?: string;
}) {
  const direction = transactionDirection(type);
  return (
    <span
      data-direction={direction}
      className={cn(
        'font-medium whitespace-nowrap tabular-nums',
        !movedMoney(status) ? 'text-muted-foreground' : direction === 'in' ? 'text-success' : 'text-foreground',
        className,
      )}
    >
      {signedTransactionAmount(type, amount)}
    </span>
  );
}

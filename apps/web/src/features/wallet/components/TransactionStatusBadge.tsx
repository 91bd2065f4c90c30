import type { TransactionStatus } from '@ludo/shared/wallet/wallet.schemas';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/react';
import { transactionStatusLabel } from '../lib/transaction-display';

const VARIANT: Record<TransactionStatus, BadgeProps['variant']> = {
  paid: 'success',
  created: 'warning',
  pending: 'warning',
  failed: 'destructive',
};

/** Completed (green), Pending (amber) or Failed (red). */
export function TransactionStatusBadge({ status }: { status: TransactionStatus }) {
  const t = useT();
  return <Badge variant={VARIANT[status] ?? 'secondary'}>{transactionStatusLabel(t, status)}</Badge>;
}

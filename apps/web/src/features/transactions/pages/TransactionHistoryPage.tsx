import { byMoneyMode } from '@ludo/shared/money';
import {
  TRANSACTION_TYPE_LABELS,
  type Transaction,
  type TransactionType,
  transactionTypeSchema,
} from '@ludo/shared/wallet/wallet.schemas';
import { useMemo, useState } from 'react';
import { createDataTableColumnHelper, DataTable } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
// The history reads the wallet's transactions endpoint and shows them the way the wallet does.
import { useTransactions } from '@/features/wallet/api/get-transactions';
import { TransactionAmount } from '@/features/wallet/components/TransactionAmount';
import { TransactionStatusBadge } from '@/features/wallet/components/TransactionStatusBadge';
import {
  matchesStatusFilter,
  orDash,
  paymentMethodLabel,
  STATUS_FILTERS,
  type StatusFilter,
  transactionTypeLabel,
} from '@/features/wallet/lib/transaction-display';
import { formatDateTime } from '@/lib/format-date';

const helper = createDataTableColumnHelper<Transaction>();

// The server answers newest first, which is the table's order until a column is sorted.
const columns = helper.columns([
  helper.accessor((transaction) => new Date(transaction.createdAt).getTime() || 0, {
    id: 'createdAt',
    header: 'Date & Time',
    sortFn: 'basic',
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.createdAt)}</span>,
  }),
  helper.accessor((transaction) => transactionTypeLabel(transaction.type), {
    id: 'type',
    header: 'Type',
    enableSorting: false,
    cell: (info) => <span className="whitespace-nowrap">{info.getValue()}</span>,
  }),
  // Sorted by size; shown signed: "+" for money in (deposits, winnings, refunds), "−" for money out.
  helper.accessor('amount', {
    header: 'Amount',
    sortFn: 'basic',
    cell: ({ row }) => (
      <TransactionAmount type={row.original.type} amount={row.original.amount} status={row.original.status} />
    ),
  }),
  helper.accessor('status', {
    header: 'Status',
    enableSorting: false,
    cell: (info) => <TransactionStatusBadge status={info.getValue()} />,
  }),
  helper.accessor((transaction) => paymentMethodLabel(transaction.method), {
    id: 'method',
    header: 'Method',
    enableSorting: false,
    cell: (info) => <span className="whitespace-nowrap">{info.getValue()}</span>,
  }),
  helper.accessor((transaction) => transaction.reference ?? '', {
    id: 'reference',
    header: 'Reference',
    enableSorting: false,
    cell: ({ row }) => (
      <span className="block max-w-48 truncate font-mono text-xs" title={row.original.reference ?? undefined}>
        {orDash(row.original.reference)}
      </span>
    ),
  }),
  helper.accessor((transaction) => transaction.details ?? '', {
    id: 'details',
    header: 'Details',
    enableSorting: false,
    cell: ({ row }) => <span className="line-clamp-2 min-w-40 max-w-72">{orDash(row.original.details)}</span>,
  }),
]);

type TypeChoice = TransactionType | 'all';
type StatusChoice = StatusFilter | 'all';

const NO_TRANSACTIONS: Transaction[] = [];

/** /user/transactions: every wallet transaction, sortable and filterable, from the server. */
export default function TransactionHistoryPage() {
  const transactions = useTransactions();
  const [type, setType] = useState<TypeChoice>('all');
  const [status, setStatus] = useState<StatusChoice>('all');

  const all = transactions.data ?? NO_TRANSACTIONS;
  const rows = useMemo(
    () =>
      all.filter(
        (transaction) =>
          (type === 'all' || transaction.type === type) &&
          (status === 'all' || matchesStatusFilter(transaction.status, status)),
      ),
    [all, type, status],
  );

  return (
    <div>
      <PageHeader
        title="Transaction History"
        description={byMoneyMode({
          real: 'Every deposit, entry fee, winning, refund and withdrawal on your wallet.',
          play: 'Every free coin, entry fee, winning and refund on your wallet.',
        })}
      />
      {transactions.isError && !transactions.data ? (
        <QueryError
          title="Could not load your transactions"
          error={transactions.error}
          onRetry={() => void transactions.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-4">
          <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
            <div className="flex flex-col gap-2 sm:w-44">
              <Label htmlFor="transactions-type">Type</Label>
              <NativeSelect
                id="transactions-type"
                value={type}
                onChange={(event) => setType(event.target.value as TypeChoice)}
              >
                <option value="all">All types</option>
                {transactionTypeSchema.options.map((value) => (
                  <option key={value} value={value}>
                    {TRANSACTION_TYPE_LABELS[value]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex flex-col gap-2 sm:w-44">
              <Label htmlFor="transactions-status">Status</Label>
              <NativeSelect
                id="transactions-status"
                value={status}
                onChange={(event) => setStatus(event.target.value as StatusChoice)}
              >
                <option value="all">All statuses</option>
                {STATUS_FILTERS.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
          <DataTable
            label="Transaction History"
            columns={columns}
            data={rows}
            getRowId={(transaction) => transaction._id}
            isLoading={transactions.isPending}
            isFetching={transactions.isFetching}
            search={{ columnId: 'reference', label: 'Search by reference', placeholder: 'Search by reference...' }}
          />
        </div>
      )}
    </div>
  );
}

import { byMoneyMode } from '@ludo/shared/money';
import { type Transaction, type TransactionType, transactionTypeSchema } from '@ludo/shared/wallet/wallet.schemas';
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
import { type Translate, useT } from '@/lib/i18n/react';

const helper = createDataTableColumnHelper<Transaction>();

// The server answers newest first, which is the table's order until a column is sorted.
function transactionColumns(t: Translate) {
  return helper.columns([
    helper.accessor((transaction) => new Date(transaction.createdAt).getTime() || 0, {
      id: 'createdAt',
      header: t('transactions.column.dateTime'),
      sortFn: 'basic',
      cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.createdAt)}</span>,
    }),
    helper.accessor((transaction) => transactionTypeLabel(t, transaction.type), {
      id: 'type',
      header: t('transactions.column.type'),
      enableSorting: false,
      cell: (info) => <span className="whitespace-nowrap">{info.getValue()}</span>,
    }),
    // Sorted by size; shown signed: "+" for money in (deposits, winnings, refunds), "−" for money out.
    helper.accessor('amount', {
      header: t('transactions.column.amount'),
      sortFn: 'basic',
      cell: ({ row }) => (
        <TransactionAmount type={row.original.type} amount={row.original.amount} status={row.original.status} />
      ),
    }),
    helper.accessor('status', {
      header: t('transactions.column.status'),
      enableSorting: false,
      cell: (info) => <TransactionStatusBadge status={info.getValue()} />,
    }),
    helper.accessor((transaction) => paymentMethodLabel(t, transaction.method), {
      id: 'method',
      header: t('transactions.column.method'),
      enableSorting: false,
      cell: (info) => <span className="whitespace-nowrap">{info.getValue()}</span>,
    }),
    helper.accessor((transaction) => transaction.reference ?? '', {
      id: 'reference',
      header: t('transactions.column.reference'),
      enableSorting: false,
      cell: ({ row }) => (
        <span className="block max-w-48 truncate font-mono text-xs" title={row.original.reference ?? undefined}>
          {orDash(row.original.reference)}
        </span>
      ),
    }),
    helper.accessor((transaction) => transaction.details ?? '', {
      id: 'details',
      header: t('transactions.column.details'),
      enableSorting: false,
      cell: ({ row }) => <span className="line-clamp-2 min-w-40 max-w-72">{orDash(row.original.details)}</span>,
    }),
  ]);
}

type TypeChoice = TransactionType | 'all';
type StatusChoice = StatusFilter | 'all';

const NO_TRANSACTIONS: Transaction[] = [];

/** /user/transactions: every wallet transaction, sortable and filterable, from the server. */
export default function TransactionHistoryPage() {
  const t = useT();
  const transactions = useTransactions();
  const columns = useMemo(() => transactionColumns(t), [t]);
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
        title={t('transactions.page.title')}
        description={byMoneyMode({
          real: t('transactions.page.description'),
          play: t('transactions.page.description.play'),
        })}
      />
      {transactions.isError && !transactions.data ? (
        <QueryError
          title={t('transactions.loadError')}
          error={transactions.error}
          onRetry={() => void transactions.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-4">
          <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
            <div className="flex flex-col gap-2 sm:w-44">
              <Label htmlFor="transactions-type">{t('transactions.filter.type')}</Label>
              <NativeSelect
                id="transactions-type"
                value={type}
                onChange={(event) => setType(event.target.value as TypeChoice)}
              >
                <option value="all">{t('transactions.filter.allTypes')}</option>
                {transactionTypeSchema.options.map((value) => (
                  <option key={value} value={value}>
                    {transactionTypeLabel(t, value)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex flex-col gap-2 sm:w-44">
              <Label htmlFor="transactions-status">{t('transactions.filter.status')}</Label>
              <NativeSelect
                id="transactions-status"
                value={status}
                onChange={(event) => setStatus(event.target.value as StatusChoice)}
              >
                <option value="all">{t('transactions.filter.allStatuses')}</option>
                {STATUS_FILTERS.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {t(choice.labelId)}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
          <DataTable
            label={t('transactions.page.title')}
            columns={columns}
            data={rows}
            getRowId={(transaction) => transaction._id}
            isLoading={transactions.isPending}
            isFetching={transactions.isFetching}
            search={{
              columnId: 'reference',
              label: t('transactions.search.label'),
              placeholder: t('transactions.search.placeholder'),
            }}
          />
        </div>
      )}
    </div>
  );
}

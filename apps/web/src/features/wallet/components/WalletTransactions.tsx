import { useId } from 'react';
import { Link } from 'react-router';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n/react';
import { useTransactions } from '../api/get-transactions';
import { orDash, paymentMethodLabel, transactionTypeLabel } from '../lib/transaction-display';
import { TransactionAmount } from './TransactionAmount';
import { TransactionStatusBadge } from './TransactionStatusBadge';

const LATEST = 5;

/**
 * Columns by the card's own width (a container query), so the table fits a 360 px phone without
 * scrolling sideways: narrow cards show the date under the type and leave out method and
 * reference, which the full history has.
 */
const CELL = 'px-2 @lg:px-3';
const DATE_COLUMN = 'hidden @lg:table-cell';
const METHOD_COLUMN = 'hidden @2xl:table-cell';
const REFERENCE_COLUMN = 'hidden @3xl:table-cell';
const COLUMN_COUNT = 6;

interface WalletTransactionsProps {
  /** The card's heading and the table's accessible name; "Wallet Transactions" when not given. */
  title?: string;
  /** "No transactions yet. Money you add will show here." when not given. */
  emptyText?: string;
  className?: string;
}

/** The latest five transactions and a link to the full history ("Wallet Transactions" on the wallet page). */
export function WalletTransactions({ title, emptyText, className }: WalletTransactionsProps) {
  const t = useT();
  const titleId = useId();
  const transactions = useTransactions();
  const latest = transactions.data?.slice(0, LATEST) ?? [];

  return (
    <Card aria-labelledby={titleId} className={className}>
      <CardHeader>
        <CardTitle id={titleId}>{title ?? t('wallet.transactions.title')}</CardTitle>
      </CardHeader>
      <CardContent className="@container flex flex-col gap-4">
        {transactions.isError && !transactions.data ? (
          <QueryError
            title={t('wallet.transactions.loadError')}
            error={transactions.error}
            onRetry={() => void transactions.refetch()}
          />
        ) : (
          <Table aria-labelledby={titleId} aria-busy={transactions.isFetching}>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                <TableHead className={cn(CELL, DATE_COLUMN)}>{t('wallet.transactions.column.date')}</TableHead>
                <TableHead className={CELL}>{t('wallet.transactions.column.type')}</TableHead>
                <TableHead className={CELL}>{t('wallet.transactions.column.amount')}</TableHead>
                <TableHead className={CELL}>{t('wallet.transactions.column.status')}</TableHead>
                <TableHead className={cn(CELL, METHOD_COLUMN)}>{t('wallet.transactions.column.method')}</TableHead>
                <TableHead className={cn(CELL, REFERENCE_COLUMN)}>
                  {t('wallet.transactions.column.reference')}
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {transactions.isPending ? (
                Array.from({ length: 3 }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
                  <TableRow key={index}>
                    <TableCell colSpan={COLUMN_COUNT}>
                      <Skeleton className="h-5 w-full" />
                    </TableCell>
                  </TableRow>
                ))
              ) : latest.length === 0 ? (
                <TableRow className="hover:bg-transparent">
                  <TableCell colSpan={COLUMN_COUNT} className="h-20 text-muted-foreground">
                    {emptyText ?? t('wallet.transactions.empty')}
                  </TableCell>
                </TableRow>
              ) : (
                latest.map((transaction) => (
                  <TableRow key={transaction._id}>
                    <TableCell className={cn(CELL, DATE_COLUMN, 'whitespace-nowrap')}>
                      {formatDateTime(transaction.createdAt)}
                    </TableCell>
                    <TableCell className={CELL}>
                      <span className="block whitespace-nowrap">{transactionTypeLabel(t, transaction.type)}</span>
                      {/* The date column's content, on narrow cards. */}
                      <span className="block text-xs text-muted-foreground @lg:hidden">
                        {formatDateTime(transaction.createdAt)}
                      </span>
                    </TableCell>
                    <TableCell className={CELL}>
                      <TransactionAmount
                        type={transaction.type}
                        amount={transaction.amount}
                        status={transaction.status}
                      />
                    </TableCell>
                    <TableCell className={CELL}>
                      <TransactionStatusBadge status={transaction.status} />
                    </TableCell>
                    <TableCell className={cn(CELL, METHOD_COLUMN, 'whitespace-nowrap')}>
                      {paymentMethodLabel(t, transaction.method)}
                    </TableCell>
                    <TableCell
                      className={cn(CELL, REFERENCE_COLUMN, 'max-w-32 truncate font-mono text-xs')}
                      title={transaction.reference ?? undefined}
                    >
                      {orDash(transaction.reference)}
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        )}
        <div>
          <Button asChild variant="outline" size="sm">
            <Link to={paths.user.transactions}>{t('wallet.transactions.viewAll')}</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

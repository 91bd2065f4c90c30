import { formatRupees } from '@ludo/shared/money';
import { Link } from 'react-router';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { useTransactions } from '../api/get-transactions';
import { orDash, paymentMethodLabel, transactionTypeLabel } from '../lib/transaction-display';
import { TransactionStatusBadge } from './TransactionStatusBadge';

const LATEST = 5;
const HEADINGS = ['Date', 'Type', 'Amount', 'Status', 'Method', 'Reference'];

/** "Wallet Transactions": the latest five, and a link to the full history. */
export function WalletTransactions() {
  const transactions = useTransactions();
  const latest = transactions.data?.slice(0, LATEST) ?? [];

  return (
    <Card aria-labelledby="wallet-transactions-title">
      <CardHeader>
        <CardTitle id="wallet-transactions-title">Wallet Transactions</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {transactions.isError && !transactions.data ? (
          <QueryError
            title="Could not load your transactions"
            error={transactions.error}
            onRetry={() => void transactions.refetch()}
          />
        ) : (
          <Table aria-labelledby="wallet-transactions-title" aria-busy={transactions.isFetching}>
            <TableHeader>
              <TableRow className="hover:bg-transparent">
                {HEADINGS.map((heading) => (
                  <TableHead key={heading}>{heading}</TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {transactions.isPending ? (
                Array.from({ length: 3 }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
                  <TableRow key={index}>
                    <TableCell colSpan={HEADINGS.length}>
                      <Skeleton className="h-5 w-full" />
                    </TableCell>
                  </TableRow>
                ))
              ) : latest.length === 0 ? (
                <TableRow className="hover:bg-transparent">
                  <TableCell colSpan={HEADINGS.length} className="h-20 text-muted-foreground">
                    {/* Kept in view on phones, where the table itself scrolls sideways. */}
                    <p className="sticky left-3 w-[min(100%,calc(100vw-6rem))] whitespace-normal">
                      No transactions yet. Money you add will show here.
                    </p>
                  </TableCell>
                </TableRow>
              ) : (
                latest.map((transaction) => (
                  <TableRow key={transaction._id}>
                    <TableCell className="whitespace-nowrap">{formatDateTime(transaction.createdAt)}</TableCell>
                    <TableCell className="whitespace-nowrap">{transactionTypeLabel(transaction.type)}</TableCell>
                    <TableCell className="font-medium whitespace-nowrap tabular-nums">
                      {formatRupees(transaction.amount)}
                    </TableCell>
                    <TableCell>
                      <TransactionStatusBadge status={transaction.status} />
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{paymentMethodLabel(transaction.method)}</TableCell>
                    <TableCell
                      className="max-w-40 truncate font-mono text-xs"
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
            <Link to={paths.user.transactions}>View All Transactions</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

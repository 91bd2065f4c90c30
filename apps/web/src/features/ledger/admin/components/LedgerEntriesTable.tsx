import type { LedgerEntryView } from '@ludo/shared/ledger/ledger.schemas';
import { formatRupees } from '@ludo/shared/money';
import type { PaginationState } from '@tanstack/react-table';
import { ReceiptText } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { createDataTableColumnHelper, DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { PlayerName } from '@/components/player-name';
import { QueryError } from '@/components/query-error';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { useLedgerEntries } from '../api/get-ledger-entries';
import { formatSignedRupees, ledgerKindLabel } from '../lib/ledger-kinds';

/** The server's pages of entries: 50 at a time. */
export const LEDGER_ENTRIES_PAGE_SIZE = 50;

const helper = createDataTableColumnHelper<LedgerEntryView>();

const columns = helper.columns([
  helper.accessor('createdAt', {
    header: 'When',
    cell: (info) => <span className="whitespace-nowrap">{formatDateTime(info.getValue())}</span>,
  }),
  helper.accessor('reason', {
    header: 'Reason',
    cell: (info) => <code className="rounded bg-muted px-1.5 py-0.5 text-xs whitespace-nowrap">{info.getValue()}</code>,
  }),
  helper.accessor('amount', {
    header: 'Amount',
    cell: (info) => {
      const amount = info.getValue();
      return (
        <span
          className={cn(
            'font-semibold whitespace-nowrap tabular-nums',
            amount > 0 && 'text-success',
            amount < 0 && 'text-destructive',
          )}
        >
          {formatSignedRupees(amount)}
        </span>
      );
    },
  }),
  helper.display({
    id: 'balance',
    header: 'Balance',
    cell: ({ row }) => (
      <span className="whitespace-nowrap tabular-nums">
        {formatRupees(row.original.balanceBefore)} <span aria-hidden="true">→</span>
        <span className="sr-only">to</span> {formatRupees(row.original.balanceAfter)}
      </span>
    ),
  }),
  helper.accessor('counterpartyKind', {
    header: 'Other side',
    cell: ({ row }) => (
      <div className="flex flex-col">
        <span className="whitespace-nowrap">{ledgerKindLabel(row.original.counterpartyKind)}</span>
        <span className="text-xs whitespace-nowrap text-muted-foreground">
          Account #{row.original.counterpartyAccountId}
        </span>
      </div>
    ),
  }),
  helper.display({
    id: 'reference',
    header: 'Reference',
    cell: ({ row }) => (
      <div className="flex flex-col gap-0.5">
        <span className="whitespace-nowrap">{row.original.refType}</span>
        <span className="max-w-48 truncate font-mono text-xs text-muted-foreground" title={row.original.refId}>
          {row.original.refId}
        </span>
        <span className="max-w-48 truncate text-xs text-muted-foreground" title={row.original.transferId}>
          Transfer <span className="font-mono">{row.original.transferId}</span>
        </span>
      </div>
    ),
  }),
]);

const NO_ENTRIES: LedgerEntryView[] = [];

interface LedgerEntriesTableProps {
  accountId: number;
  /** Moves focus to the heading once shown (the admin has just chosen the account). */
  focusOnMount?: boolean;
}

/** One account's entries, newest first, a page of 50 at a time from the server. Read-only. */
export function LedgerEntriesTable({ accountId, focusOnMount = false }: LedgerEntriesTableProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: LEDGER_ENTRIES_PAGE_SIZE,
  });
  const entries = useLedgerEntries({ accountId, page: pagination.pageIndex + 1, pageSize: pagination.pageSize });
  const account = entries.data?.account;
  const total = entries.data?.total ?? 0;

  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div>
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold tracking-tight outline-none">
          Entries
        </h2>
        <p className="text-sm text-muted-foreground">
          {account ? (
            <>
              {ledgerKindLabel(account.kind)}
              {account.userName ? (
                <>
                  {' of '}
                  <PlayerName name={account.userName} />
                </>
              ) : null}{' '}
              · account #{account.id} · balance <span className="tabular-nums">{formatRupees(account.balance)}</span> ·{' '}
              {total === 1 ? '1 entry' : `${total} entries`}
            </>
          ) : (
            `Account #${accountId}`
          )}
        </p>
      </div>
      {entries.isError && !entries.data ? (
        <QueryError title="Could not load the entries" error={entries.error} onRetry={() => void entries.refetch()} />
      ) : entries.data && entries.data.total === 0 ? (
        <EmptyState icon={ReceiptText} title="No entries" hint="No money has moved in or out of this account yet." />
      ) : (
        <DataTable
          label="Entries"
          columns={columns}
          data={entries.data?.entries ?? NO_ENTRIES}
          getRowId={(entry) => String(entry.id)}
          isLoading={entries.isPending}
          isFetching={entries.isFetching}
          server={{ rowCount: entries.data?.total ?? 0, pagination, onPaginationChange: setPagination }}
        />
      )}
    </section>
  );
}

import { formatRupees } from '@ludo/shared/money';
import {
  type AdminWithdrawal,
  type WithdrawalStatus,
  withdrawalStatusSchema,
} from '@ludo/shared/withdrawals/withdrawals.schemas';
import { Banknote } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { createDataTableColumnHelper, DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { PlayerName } from '@/components/player-name';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatDateTime } from '@/lib/format-date';
import { useAdminWithdrawals } from './api/get-withdrawals';
import { WithdrawalReviewDialog, type WithdrawalReviewTarget } from './components/WithdrawalReviewDialog';
import { WITHDRAWAL_STATUS_LABELS, WithdrawalStatusBadge } from './components/WithdrawalStatusBadge';

const STATUSES = withdrawalStatusSchema.options;
const DEFAULT_STATUS: WithdrawalStatus = 'requested';

const EMPTY_HINT: Record<WithdrawalStatus, string> = {
  requested: 'Nothing is waiting for review.',
  approved: 'No payouts are on their way.',
  processed: 'No payouts have been completed yet.',
  rejected: 'No withdrawals have been rejected.',
  failed: 'No payouts have failed.',
};

function parseStatus(value: string | null): WithdrawalStatus {
  const parsed = withdrawalStatusSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_STATUS;
}

const helper = createDataTableColumnHelper<AdminWithdrawal>();

function withdrawalColumns(status: WithdrawalStatus, onReview: (target: WithdrawalReviewTarget) => void) {
  const columns = [
    // Name and email in one cell; the search matches either.
    helper.accessor((withdrawal) => `${withdrawal.userName} ${withdrawal.userEmail}`, {
      id: 'player',
      header: 'Player',
      cell: ({ row }) => (
        <div className="flex flex-col">
          <PlayerName name={row.original.userName} className="font-medium whitespace-nowrap" />
          <span className="text-xs text-muted-foreground">{row.original.userEmail}</span>
        </div>
      ),
    }),
    helper.accessor('amount', {
      header: 'Amount',
      cell: (info) => (
        <span className="font-semibold whitespace-nowrap tabular-nums">{formatRupees(info.getValue())}</span>
      ),
    }),
    helper.accessor('destination', {
      header: 'Destination',
      cell: (info) => <span className="block max-w-56 min-w-40 break-words">{info.getValue()}</span>,
    }),
    helper.accessor('createdAt', {
      header: 'Requested at',
      cell: (info) => <span className="whitespace-nowrap">{formatDateTime(info.getValue())}</span>,
    }),
    helper.accessor('status', {
      header: 'Status',
      cell: ({ row }) => {
        const withdrawal = row.original;
        return (
          <div className="flex flex-col items-start gap-1">
            <WithdrawalStatusBadge status={withdrawal.status} />
            {withdrawal.reviewedAt ? (
              <span className="text-xs whitespace-nowrap text-muted-foreground">
                Reviewed {formatDateTime(withdrawal.reviewedAt)}
              </span>
            ) : null}
            {withdrawal.reason ? (
              <span className="line-clamp-3 max-w-56 text-xs text-muted-foreground" title={withdrawal.reason}>
                {withdrawal.reason}
              </span>
            ) : null}
          </div>
        );
      },
    }),
  ];
  if (status !== 'requested') return helper.columns(columns);
  return helper.columns([
    ...columns,
    helper.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => {
        const withdrawal = row.original;
        return (
          <div className="flex items-center gap-2">
            <Button
              size="sm"
              aria-label={`Approve ${withdrawal.userName}`}
              onClick={() => onReview({ withdrawal, action: 'approve' })}
            >
              Approve
            </Button>
            <Button
              size="sm"
              variant="destructive"
              aria-label={`Reject ${withdrawal.userName}`}
              onClick={() => onReview({ withdrawal, action: 'reject' })}
            >
              Reject
            </Button>
          </div>
        );
      },
    }),
  ]);
}

function NoWithdrawals({ status }: { status: WithdrawalStatus }) {
  return <EmptyState icon={Banknote} title="No withdrawals" hint={EMPTY_HINT[status]} />;
}

/** One status's list: loading, error, empty, or the table. */
function WithdrawalsTable({
  status,
  onReview,
}: {
  status: WithdrawalStatus;
  onReview: (target: WithdrawalReviewTarget) => void;
}) {
  const withdrawals = useAdminWithdrawals(status);
  const columns = useMemo(() => withdrawalColumns(status, onReview), [status, onReview]);
  const label = `${WITHDRAWAL_STATUS_LABELS[status]} withdrawals`;

  if (withdrawals.isError && !withdrawals.data) {
    return (
      <QueryError
        title="Could not load withdrawals"
        error={withdrawals.error}
        onRetry={() => void withdrawals.refetch()}
      />
    );
  }
  if (withdrawals.data && withdrawals.data.length === 0) return <NoWithdrawals status={status} />;
  return (
    <DataTable
      label={label}
      columns={columns}
      data={withdrawals.data ?? NO_WITHDRAWALS}
      getRowId={(withdrawal) => withdrawal.id}
      isLoading={withdrawals.isPending}
      isFetching={withdrawals.isFetching}
      search={{ label: 'Search by player name or email', placeholder: 'Search players...', columnId: 'player' }}
    />
  );
}

/** /admin/withdrawals: the queue of requested withdrawals to approve or reject, and the history by status. */
export default function AdminWithdrawalsPage() {
  const [params, setParams] = useSearchParams();
  const status = parseStatus(params.get('status'));
  const [target, setTarget] = useState<WithdrawalReviewTarget | null>(null);

  return (
    <div>
      <PageHeader
        title="Withdrawals"
        description="Approve a request to send the payout, or reject it with a reason: the money goes back to the player’s winnings."
      />
      <Tabs
        value={status}
        onValueChange={(next) =>
          setParams(next === DEFAULT_STATUS ? {} : { status: parseStatus(next) }, { replace: true })
        }
      >
        <TabsList aria-label="Withdrawal status" className="w-full sm:w-auto">
          {STATUSES.map((value) => (
            <TabsTrigger key={value} value={value}>
              {WITHDRAWAL_STATUS_LABELS[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        {STATUSES.map((value) => (
          <TabsContent key={value} value={value}>
            <WithdrawalsTable status={value} onReview={setTarget} />
          </TabsContent>
        ))}
      </Tabs>
      <WithdrawalReviewDialog target={target} onClose={() => setTarget(null)} />
    </div>
  );
}

const NO_WITHDRAWALS: AdminWithdrawal[] = [];

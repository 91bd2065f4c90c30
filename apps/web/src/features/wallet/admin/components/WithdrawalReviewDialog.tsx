import { formatRupees } from '@ludo/shared/money';
import type { AdminWithdrawal } from '@ludo/shared/withdrawals/withdrawals.schemas';
import { toast } from 'sonner';
import { DecisionActions, DecisionDialog, DecisionHeader } from '@/components/admin/decision-dialog';
import { ReasonField } from '@/components/admin/reason-field';
import { useConfirmAction } from '@/components/admin/use-confirm-action';
import { useReasonForm } from '@/components/admin/use-reason-form';
import { PlayerName } from '@/components/player-name';
import { formatDateTime } from '@/lib/format-date';
import { useReviewWithdrawal, type WithdrawalReviewAction } from '../api/review-withdrawal';

export interface WithdrawalReviewTarget {
  withdrawal: AdminWithdrawal;
  action: WithdrawalReviewAction;
}

/** Who asked, for how much, to where: what the admin checks before deciding. */
function WithdrawalSummary({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-md border p-3 text-sm">
      <dt className="text-muted-foreground">Player</dt>
      <dd className="min-w-0">
        <PlayerName name={withdrawal.userName} className="font-medium" />
        <span className="block break-all text-muted-foreground">{withdrawal.userEmail}</span>
      </dd>
      <dt className="text-muted-foreground">Amount</dt>
      <dd className="font-semibold tabular-nums" data-testid="review-amount">
        {formatRupees(withdrawal.amount)}
      </dd>
      <dt className="text-muted-foreground">Destination</dt>
      <dd className="min-w-0 break-words" data-testid="review-destination">
        {withdrawal.destination}
      </dd>
      <dt className="text-muted-foreground">Requested at</dt>
      <dd>{formatDateTime(withdrawal.createdAt)}</dd>
    </dl>
  );
}

function failureText(action: WithdrawalReviewAction): string {
  return `Could not ${action} this withdrawal. Try again.`;
}

/** Approve: a confirmation, then the payout is sent. */
function ApproveConfirmation({ withdrawal, onDone }: { withdrawal: AdminWithdrawal; onDone: () => void }) {
  const review = useReviewWithdrawal();
  const amount = formatRupees(withdrawal.amount);

  const { error, confirm } = useConfirmAction(async () => {
    const result = await review.mutateAsync({ action: 'approve', withdrawalId: withdrawal.id });
    if (result.status === 'failed') {
      toast.error(
        <>
          The payout of {amount} to <PlayerName name={withdrawal.userName} /> failed
        </>,
        {
          description: result.reason ?? undefined,
        },
      );
    } else if (result.status === 'processed') {
      toast.success(
        <>
          {amount} paid to <PlayerName name={withdrawal.userName} />
        </>,
      );
    } else {
      toast.success(
        <>
          Withdrawal of {amount} to <PlayerName name={withdrawal.userName} /> approved
        </>,
        {
          description: 'The payout is on its way.',
        },
      );
    }
    onDone();
  }, failureText('approve'));

  return (
    <div className="flex flex-col gap-4">
      <DecisionHeader
        title="Approve withdrawal"
        description={`${amount} is sent to ${withdrawal.destination} as soon as you approve. This cannot be undone.`}
        error={error}
      />
      <WithdrawalSummary withdrawal={withdrawal} />
      <DecisionActions
        busy={review.isPending}
        label={`Approve and send ${amount}`}
        pendingLabel="Approving..."
        onConfirm={confirm}
      />
    </div>
  );
}

/** Reject: a reason the player will read; the money goes back to their winnings. */
function RejectForm({ withdrawal, onDone }: { withdrawal: AdminWithdrawal; onDone: () => void }) {
  const review = useReviewWithdrawal();
  const amount = formatRupees(withdrawal.amount);
  const { onSubmit, serverError, reasonProps } = useReasonForm(async (reason) => {
    await review.mutateAsync({ action: 'reject', withdrawalId: withdrawal.id, reason });
    toast.success(
      <>
        Withdrawal of {amount} by <PlayerName name={withdrawal.userName} /> rejected
      </>,
      {
        description: 'The money is back in their winnings.',
      },
    );
    onDone();
  }, failureText('reject'));

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <DecisionHeader
        title="Reject withdrawal"
        description={
          <>
            {amount} goes back to <PlayerName name={withdrawal.userName} />
            ’s winnings. They see the reason in the transaction’s details.
          </>
        }
        error={serverError}
      />
      <WithdrawalSummary withdrawal={withdrawal} />
      <ReasonField id="withdrawal-reject-reason" {...reasonProps} />
      <DecisionActions busy={review.isPending} variant="destructive" label="Reject" pendingLabel="Rejecting..." />
    </form>
  );
}

/** Approve (after a confirmation) or reject (with a reason) one requested withdrawal. */
export function WithdrawalReviewDialog({
  target,
  onClose,
}: {
  target: WithdrawalReviewTarget | null;
  onClose: () => void;
}) {
  const key = target ? `${target.withdrawal.id}-${target.action}` : 'none';
  return (
    <DecisionDialog open={target !== null} onClose={onClose}>
      {target?.action === 'approve' ? (
        <ApproveConfirmation key={key} withdrawal={target.withdrawal} onDone={onClose} />
      ) : target?.action === 'reject' ? (
        <RejectForm key={key} withdrawal={target.withdrawal} onDone={onClose} />
      ) : null}
    </DecisionDialog>
  );
}

import { formatRupees } from '@ludo/shared/money';
import type { AdminTournamentDetail } from '@ludo/shared/tournaments/tournaments.schemas';
import { toast } from 'sonner';
import { DecisionActions, DecisionDialog, DecisionHeader } from '@/components/admin/decision-dialog';
import { ReasonField } from '@/components/admin/reason-field';
import { useReasonForm } from '@/components/admin/use-reason-form';
import { useCancelTournament } from '../api/cancel-tournament';
import { messageOf } from '../lib/tournament-labels';

function CancelForm({ tournament, onDone }: { tournament: AdminTournamentDetail; onDone: () => void }) {
  const cancel = useCancelTournament();
  const { onSubmit, serverError, reasonProps } = useReasonForm(async (reason) => {
    const result = await cancel.mutateAsync({ id: tournament.id, reason });
    toast.success(messageOf(result) ?? `${result.title} cancelled`, {
      description: 'Every entry fee was refunded in full.',
    });
    onDone();
  }, 'Could not cancel the tournament. Try again.');

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <DecisionHeader
        title={`Cancel ${tournament.title}`}
        description={
          <>
            Every entry fee is refunded in full: {formatRupees(tournament.entryFee)} back to each player who paid it.
            This cannot be undone. The reason is kept in the audit log.
          </>
        }
        error={serverError}
      />
      <ReasonField id="tournament-cancel-reason" {...reasonProps} />
      <DecisionActions
        busy={cancel.isPending}
        cancelLabel="Keep tournament"
        variant="destructive"
        label="Cancel and refund"
        pendingLabel="Cancelling..."
      />
    </form>
  );
}

/** "Cancel": with a required reason; every entry fee goes back to the players. */
export function CancelTournamentDialog({
  tournament,
  open,
  onClose,
}: {
  tournament: AdminTournamentDetail;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <DecisionDialog open={open} onClose={onClose}>
      <CancelForm tournament={tournament} onDone={onClose} />
    </DecisionDialog>
  );
}

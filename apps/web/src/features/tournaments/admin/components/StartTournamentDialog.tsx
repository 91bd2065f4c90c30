import type { AdminTournamentDetail } from '@ludo/shared/tournaments/tournaments.schemas';
import { toast } from 'sonner';
import { DecisionActions, DecisionDialog, DecisionHeader } from '@/components/admin/decision-dialog';
import { useConfirmAction } from '@/components/admin/use-confirm-action';
import { useStartTournament } from '../api/start-tournament';
import { messageOf, playerCount } from '../lib/tournament-labels';

function StartConfirmation({ tournament, onDone }: { tournament: AdminTournamentDetail; onDone: () => void }) {
  const start = useStartTournament();
  const underfilled = tournament.players < tournament.minPlayers;

  const { error, confirm } = useConfirmAction(async () => {
    const result = await start.mutateAsync(tournament.id);
    if (result.status === 'cancelled') {
      // Too few players: the server cancels instead of starting, and refunds every fee.
      toast.warning(`${result.title} was cancelled instead of starting`, {
        description:
          result.cancelledReason ?? `Fewer than ${result.minPlayers} players registered. Every entry fee was refunded.`,
      });
    } else {
      toast.success(messageOf(result) ?? `${result.title} has started`, {
        description:
          result.currentRound !== null
            ? `Round ${result.currentRound}${result.plannedRounds ? ` of ${result.plannedRounds}` : ''} is under way.`
            : undefined,
      });
    }
    onDone();
  }, 'Could not start the tournament. Try again.');

  return (
    <div className="flex flex-col gap-4">
      <DecisionHeader
        title={`Start ${tournament.title} now?`}
        description={
          <>
            Registration closes, the players are seeded and the first round is paired at once. If fewer than{' '}
            {tournament.minPlayers} players have registered, the tournament is cancelled instead and every entry fee is
            refunded.
          </>
        }
        error={error}
      />
      <p className={underfilled ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground'}>
        {playerCount(tournament.players)} registered of {tournament.maxPlayers} seats (minimum {tournament.minPlayers}).
        {underfilled ? ' Starting now cancels it.' : ''}
      </p>
      <DecisionActions
        busy={start.isPending}
        cancelLabel="Not now"
        variant={underfilled ? 'destructive' : 'default'}
        label="Start now"
        pendingLabel="Starting..."
        onConfirm={confirm}
      />
    </div>
  );
}

/** "Start now", after a confirmation that says what happens when too few players registered. */
export function StartTournamentDialog({
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
      <StartConfirmation tournament={tournament} onDone={onClose} />
    </DecisionDialog>
  );
}

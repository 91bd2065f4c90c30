import type { AdminTournamentDetail } from '@ludo/shared/tournaments/tournaments.schemas';
import { toast } from 'sonner';
import { DecisionActions, DecisionDialog, DecisionHeader } from '@/components/admin/decision-dialog';
import { ReasonField } from '@/components/admin/reason-field';
import { useReasonForm } from '@/components/admin/use-reason-form';
import { PlayerName } from '@/components/player-name';
import { useDisqualifyPlayer } from '../api/disqualify-player';
import { messageOf } from '../lib/tournament-labels';

export type DisqualifyTarget = AdminTournamentDetail['field'][number];

function DisqualifyForm({
  tournamentId,
  player,
  onDone,
}: {
  tournamentId: string;
  player: DisqualifyTarget;
  onDone: () => void;
}) {
  const disqualify = useDisqualifyPlayer();
  const { onSubmit, serverError, reasonProps } = useReasonForm(async (reason) => {
    const result = await disqualify.mutateAsync({ tournamentId, body: { userId: player.userId, reason } });
    toast.success(
      messageOf(result) ?? (
        <>
          <PlayerName name={player.name} /> disqualified
        </>
      ),
    );
    onDone();
  }, 'Could not disqualify this player. Try again.');

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <DecisionHeader
        title={
          <>
            Disqualify <PlayerName name={player.name} />
          </>
        }
        description="They forfeit the games they have left in this tournament. The reason is kept in the audit log."
        error={serverError}
      />
      <ReasonField id="tournament-disqualify-reason" {...reasonProps} />
      <DecisionActions
        busy={disqualify.isPending}
        variant="destructive"
        label="Disqualify"
        pendingLabel="Disqualifying..."
      />
    </form>
  );
}

/** "Disqualify" a player of a running tournament, with a required reason. */
export function DisqualifyDialog({
  tournamentId,
  player,
  onClose,
}: {
  tournamentId: string;
  player: DisqualifyTarget | null;
  onClose: () => void;
}) {
  return (
    <DecisionDialog open={player !== null} onClose={onClose}>
      {player ? (
        <DisqualifyForm key={player.userId} tournamentId={tournamentId} player={player} onDone={onClose} />
      ) : null}
    </DecisionDialog>
  );
}

import type { AdminTournamentDetail } from '@ludo/shared/tournaments/tournaments.schemas';
import { toast } from 'sonner';
import { DecisionDialog } from '@/components/admin/decision-dialog';
import { useUpdateTournament } from '../api/update-tournament';
import { changedTournamentFields, editTournamentFormSchema, tournamentFormValuesOf } from '../lib/tournament-form';
import { messageOf } from '../lib/tournament-labels';
import { TournamentForm } from './TournamentForm';

/** "Edit": the settings of a tournament that has not started; only what changed is sent. */
export function EditTournamentDialog({
  tournament,
  open,
  onClose,
}: {
  tournament: AdminTournamentDetail;
  open: boolean;
  onClose: () => void;
}) {
  const update = useUpdateTournament();
  return (
    <DecisionDialog open={open} onClose={onClose} className="max-h-[90dvh] overflow-y-auto">
      <TournamentForm
        title={`Edit ${tournament.title}`}
        description={`Settings can change until the start. The seats cannot go below the ${tournament.players} players already registered.`}
        defaultValues={tournamentFormValuesOf(tournament)}
        schema={editTournamentFormSchema(tournament)}
        locked={
          // The server refuses a new fee once anyone has paid the old one.
          tournament.players > 0
            ? { entryFee: 'Players have paid this entry fee already, so it can no longer change.' }
            : {}
        }
        submitLabel="Save changes"
        pendingLabel="Saving..."
        failureMessage="Could not save the tournament. Try again."
        onSave={async (body) => {
          const changes = changedTournamentFields(body, tournament);
          if (Object.keys(changes).length === 0) {
            toast.info('Nothing changed');
            onClose();
            return;
          }
          const updated = await update.mutateAsync({ id: tournament.id, body: changes });
          toast.success(messageOf(updated) ?? `${updated.title} updated`);
          onClose();
        }}
      />
    </DecisionDialog>
  );
}

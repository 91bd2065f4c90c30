import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { useCreateTournament } from '../api/create-tournament';
import { EMPTY_TOURNAMENT_FORM } from '../lib/tournament-form';
import { messageOf } from '../lib/tournament-labels';
import { TournamentForm } from './TournamentForm';

/** "Create tournament": opens for registration at once; the new tournament's view opens after. */
export function CreateTournamentDialog({ onCreated }: { onCreated: (id: string) => void }) {
  const [open, setOpen] = useState(false);
  const create = useCreateTournament();

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Create tournament
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        {open ? (
          <TournamentForm
            title="Create tournament"
            description="It opens for registration at once, or at the time you set: each player’s entry fee goes into its prize pool."
            defaultValues={EMPTY_TOURNAMENT_FORM}
            announce
            submitLabel="Create tournament"
            pendingLabel="Creating..."
            failureMessage="Could not create the tournament. Try again."
            onSave={async (body) => {
              const created = await create.mutateAsync(body);
              toast.success(messageOf(created) ?? `${created.title} created`, {
                description:
                  created.status === 'upcoming' && created.registrationOpensAt
                    ? `Announced: registration opens ${new Date(created.registrationOpensAt).toLocaleString()}.`
                    : 'Registration is open.',
              });
              setOpen(false);
              onCreated(created.id);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

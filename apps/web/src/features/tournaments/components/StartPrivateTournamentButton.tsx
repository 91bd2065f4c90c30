import type { TournamentDetail } from '@ludo/shared/tournaments/tournaments.schemas';
import { Play } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmDialog, useConfirmDialogState } from '@/components/confirm-dialog';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n/react';
import { useStartPrivateTournament } from '../api/private-tournaments';
import { startOutcome } from '../lib/private-tournament';

/** A private tournament starts with at least this many players; fewer cancels it. */
const MIN_TO_START = 2;

/**
 * "Start now", for the creator of a private tournament while it takes registrations: once their
 * friends are in, there is no need to wait for the start time. Behind a confirmation that says what
 * happens with too few players (cancelled, every fee returned).
 */
export function StartPrivateTournamentButton({ tournament }: { tournament: TournamentDetail }) {
  const t = useT();
  const start = useStartPrivateTournament();
  const { open, setOpen, onOpenChange } = useConfirmDialogState(start);
  const underfilled = tournament.players < MIN_TO_START;

  // The promise, not mutate's callbacks: the answer puts the started (or cancelled) tournament in
  // the cache at once, which unmounts this button, and mutate's callbacks skip an unmounted caller.
  const confirm = async () => {
    let result: TournamentDetail;
    try {
      result = await start.mutateAsync(tournament.id);
    } catch {
      return; // Shown in the dialog from start.error.
    }
    setOpen(false);
    const outcome = startOutcome(t, result);
    if (outcome.started) toast.success(outcome.title, { description: outcome.description });
    else toast.warning(outcome.title, { description: outcome.description });
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="secondary" className="self-start" data-testid="start-private-tournament">
          <Play aria-hidden="true" />
          {t('privateTournament.start.button')}
        </Button>
      }
      title={t('privateTournament.start.confirmTitle', { title: tournament.title })}
      description={t('privateTournament.start.confirmText', { min: MIN_TO_START })}
      busy={start.isPending}
      cancelLabel={t('privateTournament.start.notNow')}
      variant={underfilled ? 'destructive' : 'default'}
      confirmLabel={t('privateTournament.start.button')}
      pendingLabel={t('privateTournament.start.starting')}
      onConfirm={() => void confirm()}
      confirmTestId="confirm-start-private"
    >
      <p className={underfilled ? 'text-sm font-medium text-destructive' : 'text-sm text-muted-foreground'}>
        {t(underfilled ? 'privateTournament.start.seatsUnderfilled' : 'privateTournament.start.seats', {
          players: tournament.players,
          max: tournament.maxPlayers,
        })}
      </p>
      {start.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{serverMessage(start.error) ?? t('privateTournament.start.failed')}</AlertDescription>
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}

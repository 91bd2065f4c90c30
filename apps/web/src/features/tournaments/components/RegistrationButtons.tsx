import { formatRupees } from '@ludo/shared/money';
import type { TournamentSummary } from '@ludo/shared/tournaments/tournaments.schemas';
import { LogOut, Ticket } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmDialog, useConfirmDialogState } from '@/components/confirm-dialog';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useT } from '@/lib/i18n/react';
import { useLeaveTournament, useRegisterForTournament } from '../api/registration';
import { isInviteRefusal } from '../lib/registration-error';
import { startTimeText } from '../lib/tournament-labels';
import { RegistrationErrorAlert } from './RegistrationErrorAlert';

type Entered = Pick<TournamentSummary, 'id' | 'title' | 'entryFee' | 'startTime'>;

interface RegistrationButtonProps {
  tournament: Entered;
  size?: ButtonProps['size'];
  className?: string;
}

interface RegisterButtonProps extends RegistrationButtonProps {
  /** A private tournament's invite code, sent with the registration. */
  inviteCode?: string | undefined;
  /**
   * The server refused the invite code (403): the dialog closes and the caller asks for the code
   * again, with the server's message. Without it, the refusal stays in the dialog like any other.
   */
  onInviteRejected?: (message: string) => void;
}

/**
 * "Register", with the fee on the button, behind a confirmation: the fee leaves the wallet at
 * once. A refusal (full, closed, too little money) stays in the dialog with the server's message.
 */
export function RegisterButton({ tournament, size, className, inviteCode, onInviteRejected }: RegisterButtonProps) {
  const t = useT();
  const register = useRegisterForTournament();
  const { open, setOpen, onOpenChange } = useConfirmDialogState(register);
  const fee = formatRupees(tournament.entryFee);
  const start = startTimeText(tournament.startTime);

  // The promise, not mutate's callbacks: registering refetches the player's tournaments, which
  // swaps this button for "You are registered" before the answer is handed over, and mutate's
  // callbacks skip an unmounted caller (the confirmation toast was never shown).
  const confirm = () =>
    register.mutateAsync({ id: tournament.id, inviteCode }).then(
      ({ message }) => {
        setOpen(false);
        toast.success(message);
      },
      (error: unknown) => {
        // Any other refusal stays in the dialog (register.isError).
        if (onInviteRejected && isInviteRefusal(error)) {
          setOpen(false);
          onInviteRejected(error.message);
        }
      },
    );

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button size={size} className={className} data-testid="register-button">
          <Ticket aria-hidden="true" />
          {t('tournament.register.button', { fee })}
        </Button>
      }
      title={t('tournament.register.title', { title: tournament.title })}
      description={t('tournament.register.description', { fee })}
      busy={register.isPending}
      confirmLabel={t('tournament.register.confirm', { fee })}
      pendingLabel={t('tournament.register.pending')}
      onConfirm={confirm}
      confirmTestId="confirm-register"
    >
      {start ? <p className="text-sm">{t('tournament.register.starts', { start: start.full })}</p> : null}
      {register.isError ? (
        <RegistrationErrorAlert
          error={register.error}
          title={t('tournament.register.error')}
          fallback={t('tournament.registration.fallback')}
        />
      ) : null}
    </ConfirmDialog>
  );
}

/** "Leave tournament" before the start, behind a confirmation; the entry fee returns to the wallet. */
export function LeaveButton({ tournament, size, className }: RegistrationButtonProps) {
  const t = useT();
  const leave = useLeaveTournament();
  const { open, setOpen, onOpenChange } = useConfirmDialogState(leave);
  const fee = formatRupees(tournament.entryFee);

  // The promise, as for registering: leaving swaps this button away before the answer arrives.
  const confirm = () =>
    leave.mutateAsync(tournament.id).then(
      ({ message }) => {
        setOpen(false);
        toast.success(message);
      },
      () => {
        // The refusal stays in the dialog (leave.isError).
      },
    );

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="outline" size={size} className={className} data-testid="leave-button">
          <LogOut aria-hidden="true" />
          {t('tournament.leave.button')}
        </Button>
      }
      title={t('tournament.leave.title', { title: tournament.title })}
      description={t('tournament.leave.description', { fee })}
      busy={leave.isPending}
      cancelLabel={t('tournament.leave.cancel')}
      variant="destructive"
      confirmLabel={t('tournament.leave.button')}
      pendingLabel={t('tournament.leave.pending')}
      onConfirm={confirm}
      confirmTestId="confirm-leave"
    >
      {leave.isError ? (
        <RegistrationErrorAlert
          error={leave.error}
          title={t('tournament.leave.error')}
          fallback={t('tournament.registration.fallback')}
        />
      ) : null}
    </ConfirmDialog>
  );
}

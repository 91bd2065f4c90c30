import type { AdminUser } from '@ludo/shared/admin/admin.schemas';
import { toast } from 'sonner';
import { ReasonField } from '@/components/admin/reason-field';
import { ServerErrorAlert } from '@/components/admin/server-error-alert';
import { useReasonForm } from '@/components/admin/use-reason-form';
import { PlayerName } from '@/components/player-name';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { type ModerationAction, useModerateUser } from '../api/moderate-user';

export interface ModerationTarget {
  user: AdminUser;
  action: ModerationAction;
}

const COPY: Record<ModerationAction, { title: string; description: string; submit: string; done: string }> = {
  suspend: {
    title: 'Suspend',
    description: 'They are signed out everywhere and cannot log in until restored.',
    submit: 'Suspend',
    done: 'suspended',
  },
  restore: {
    title: 'Restore',
    description: 'They can log in and play again.',
    submit: 'Restore',
    done: 'restored',
  },
};

function ModerationForm({ target, onDone }: { target: ModerationTarget; onDone: () => void }) {
  const moderate = useModerateUser();
  const copy = COPY[target.action];
  const { onSubmit, serverError, reasonProps } = useReasonForm(async (reason) => {
    await moderate.mutateAsync({ action: target.action, userId: target.user.id, reason });
    toast.success(
      <>
        <PlayerName name={target.user.fullName} /> {copy.done}
      </>,
    );
    onDone();
  }, `Could not ${target.action} this player. Try again.`);

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>
          {copy.title} <PlayerName name={target.user.fullName} />
        </DialogTitle>
        <DialogDescription>{copy.description} The reason is kept in the audit log.</DialogDescription>
      </DialogHeader>
      <ServerErrorAlert message={serverError} />
      <ReasonField id="moderation-reason" {...reasonProps} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button
          type="submit"
          variant={target.action === 'suspend' ? 'destructive' : 'default'}
          disabled={moderate.isPending}
        >
          {moderate.isPending ? 'Saving...' : copy.submit}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Suspend or restore a player; both need a reason (3 to 500 characters). */
export function ModerationDialog({ target, onClose }: { target: ModerationTarget | null; onClose: () => void }) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        {target ? <ModerationForm key={`${target.user.id}-${target.action}`} target={target} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

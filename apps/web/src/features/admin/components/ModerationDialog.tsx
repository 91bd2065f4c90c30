import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminUser, moderationReasonBodySchema } from '@ludo/shared/admin/admin.schemas';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert';
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
import { serverMessage } from '@/lib/api-error';
import { type ModerationAction, useModerateUser } from '../api/moderate-user';
import { ReasonField } from './ReasonField';

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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(moderationReasonBodySchema), defaultValues: { reason: '' } });

  const onSubmit = handleSubmit(async ({ reason }) => {
    try {
      await moderate.mutateAsync({ action: target.action, userId: target.user.id, reason });
      toast.success(`${target.user.fullName} ${copy.done}`);
      onDone();
    } catch (error) {
      const message = serverMessage(error) ?? `Could not ${target.action} this player. Try again.`;
      setError('root.server', { message });
      toast.error(message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>
          {copy.title} {target.user.fullName}
        </DialogTitle>
        <DialogDescription>{copy.description} The reason is kept in the audit log.</DialogDescription>
      </DialogHeader>
      {errors.root?.server ? (
        <Alert variant="destructive">
          <AlertDescription>{errors.root.server.message}</AlertDescription>
        </Alert>
      ) : null}
      <ReasonField id="moderation-reason" registration={register('reason')} error={errors.reason?.message} />
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

import { CheckCheck, LoaderCircle, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmDialog, useConfirmDialogState } from '@/components/confirm-dialog';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/api-error';
import { useClearNotifications, useMarkAllNotificationsRead } from '../api/notification-actions';

const CONNECTION_HINT = 'Check your connection and try again.';

/** "Mark All as Read": every unread notification, whichever tab is open. */
export function MarkAllReadButton({ disabled }: { disabled: boolean }) {
  const markAll = useMarkAllNotificationsRead();
  return (
    <Button
      variant="outline"
      disabled={disabled || markAll.isPending}
      onClick={() =>
        markAll.mutateAsync().then(
          ({ message }) => toast.success(message),
          (error: unknown) =>
            toast.error('Could not mark the notifications as read', {
              description: serverMessage(error) ?? CONNECTION_HINT,
            }),
        )
      }
    >
      {markAll.isPending ? (
        <LoaderCircle className="animate-spin" aria-hidden="true" />
      ) : (
        <CheckCheck aria-hidden="true" />
      )}
      Mark All as Read
    </Button>
  );
}

/** "Clear All": deletes every notification, read or not, after the player confirms. */
export function ClearAllButton({ disabled }: { disabled: boolean }) {
  const clear = useClearNotifications();
  const { open, setOpen, onOpenChange } = useConfirmDialogState(clear);
  const confirm = () =>
    clear.mutate(undefined, {
      onSuccess: ({ message }) => {
        setOpen(false);
        toast.success(message);
      },
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="outline" disabled={disabled} className="text-destructive hover:text-destructive">
          <Trash2 aria-hidden="true" />
          Clear All
        </Button>
      }
      title="Clear all notifications?"
      description="Every notification is deleted, read or unread, on all your devices. This cannot be undone."
      busy={clear.isPending}
      variant="destructive"
      confirmLabel="Clear All"
      pendingLabel="Clearing..."
      onConfirm={confirm}
      confirmTestId="confirm-clear-all"
    >
      {clear.isError ? (
        <Alert variant="destructive">
          <AlertDescription>
            {serverMessage(clear.error) ?? `Could not clear your notifications. ${CONNECTION_HINT}`}
          </AlertDescription>
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}

import { CheckCheck, LoaderCircle, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmDialog, useConfirmDialogState } from '@/components/confirm-dialog';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n/react';
import { useClearNotifications, useMarkAllNotificationsRead } from '../api/notification-actions';

/** "Mark All as Read": every unread notification, whichever tab is open. */
export function MarkAllReadButton({ disabled }: { disabled: boolean }) {
  const t = useT();
  const markAll = useMarkAllNotificationsRead();
  return (
    <Button
      variant="outline"
      disabled={disabled || markAll.isPending}
      onClick={() =>
        markAll.mutateAsync().then(
          ({ message }) => toast.success(message),
          (error: unknown) =>
            toast.error(t('notifications.toast.markAllFailed'), {
              description: serverMessage(error) ?? t('common.connectionHint'),
            }),
        )
      }
    >
      {markAll.isPending ? (
        <LoaderCircle className="animate-spin" aria-hidden="true" />
      ) : (
        <CheckCheck aria-hidden="true" />
      )}
      {t('notifications.markAll')}
    </Button>
  );
}

/** "Clear All": deletes every notification, read or not, after the player confirms. */
export function ClearAllButton({ disabled }: { disabled: boolean }) {
  const t = useT();
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
          {t('notifications.clearAll')}
        </Button>
      }
      title={t('notifications.clear.title')}
      description={t('notifications.clear.description')}
      busy={clear.isPending}
      variant="destructive"
      confirmLabel={t('notifications.clearAll')}
      pendingLabel={t('notifications.clear.pending')}
      onConfirm={confirm}
      confirmTestId="confirm-clear-all"
    >
      {clear.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{serverMessage(clear.error) ?? t('notifications.clear.failed')}</AlertDescription>
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}

import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n/react';
import { useLogoutAll } from '../api/logout-all';

/** "Log Out from All Devices": every other device is signed out; this one stays signed in. */
export function LogoutAllDevicesButton() {
  const t = useT();
  const logoutAll = useLogoutAll();
  return (
    <Button
      variant="destructive"
      disabled={logoutAll.isPending}
      onClick={() =>
        logoutAll.mutate(undefined, {
          onSuccess: ({ message }) => toast.success(message),
          onError: (error) => toast.error(serverMessage(error) ?? t('account.logoutAll.error')),
        })
      }
    >
      {logoutAll.isPending ? t('account.logoutAll.pending') : t('account.logoutAll.button')}
    </Button>
  );
}

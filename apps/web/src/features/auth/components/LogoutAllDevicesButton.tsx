import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/api-error';
import { useLogoutAll } from '../api/logout-all';

/** "Log Out from All Devices": every other device is signed out; this one stays signed in. */
export function LogoutAllDevicesButton() {
  const logoutAll = useLogoutAll();
  return (
    <Button
      variant="destructive"
      disabled={logoutAll.isPending}
      onClick={() =>
        logoutAll.mutate(undefined, {
          onSuccess: ({ message }) => toast.success(message),
          onError: (error) => toast.error(serverMessage(error) ?? 'Could not log out the other devices'),
        })
      }
    >
      {logoutAll.isPending ? 'Logging out...' : 'Log Out from All Devices'}
    </Button>
  );
}

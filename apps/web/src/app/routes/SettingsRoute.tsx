import { LogoutAllDevicesButton } from '@/features/auth/components/LogoutAllDevicesButton';
import { PushDeviceControl } from '@/features/notifications/components/PushDeviceControl';
import SettingsPage from '@/features/users/pages/SettingsPage';

/** Features do not import each other: the settings page gets the auth and notifications features' controls here. */
export default function SettingsRoute() {
  return <SettingsPage logoutAllDevices={<LogoutAllDevicesButton />} pushDevice={<PushDeviceControl />} />;
}

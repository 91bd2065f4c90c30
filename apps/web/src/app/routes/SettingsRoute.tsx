import { LogoutAllDevicesButton } from '@/features/auth/components/LogoutAllDevicesButton';
import SettingsPage from '@/features/users/pages/SettingsPage';

/** Features do not import each other: the settings page gets the auth feature's control here. */
export default function SettingsRoute() {
  return <SettingsPage logoutAllDevices={<LogoutAllDevicesButton />} />;
}

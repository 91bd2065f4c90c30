import { LogoutAllDevicesButton } from '@/features/auth/components/LogoutAllDevicesButton';
import { PushDeviceControl } from '@/features/notifications/components/PushDeviceControl';
import { ResponsibleGamingCard } from '@/features/responsible-gaming/components/ResponsibleGamingCard';
import SettingsPage from '@/features/users/pages/SettingsPage';

/** Features do not import each other: the settings page gets the auth, notifications and responsible-gaming features' parts here. */
export default function SettingsRoute() {
  return (
    <SettingsPage
      logoutAllDevices={<LogoutAllDevicesButton />}
      pushDevice={<PushDeviceControl />}
      responsibleGaming={<ResponsibleGamingCard />}
    />
  );
}

import { useSyncExternalStore } from 'react';
import { useT } from '@/lib/i18n/react';
import { ConnectionBanner } from './connection-banner';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * A banner while the device has no network: pages show what they last loaded, and nothing the
 * player does is sent, nor sent later by itself (mutations fail at once offline: lib/query-client).
 */
export function OfflineBanner() {
  const t = useT();
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <ConnectionBanner className="justify-center px-4 py-2 text-center" testId="offline-banner">
      {t('common.offline.message')}
    </ConnectionBanner>
  );
}

import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useT } from '@/lib/i18n/react';

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
    <div
      role="status"
      className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
      data-testid="offline-banner"
    >
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      {t('common.offline.message')}
    </div>
  );
}

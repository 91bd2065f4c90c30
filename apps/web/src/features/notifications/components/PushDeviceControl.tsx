import { BellRing } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { apiFetch } from '@/lib/api-client';
import { serverMessage } from '@/lib/api-error';
import { useT } from '@/lib/i18n/react';
import { keyBytes, type PushState, pushSupported } from '../lib/web-push';

const WORKER = '/sw.js';

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(WORKER);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * "Push notifications on this device": turns web push on (the service worker, the browser's
 * permission, a subscription with the server's key) or off, for this browser only. The Push
 * switch above says whether the player wants push at all.
 */
export function PushDeviceControl() {
  const t = useT();
  const [state, setState] = useState<PushState | 'loading'>('loading');
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    if (!pushSupported()) return setState('unsupported');
    if (Notification.permission === 'denied') return setState('denied');
    setState((await currentSubscription()) ? 'on' : 'off');
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const turnOn = async () => {
    setBusy(true);
    try {
      const registration = await navigator.serviceWorker.register(WORKER);
      if ((await Notification.requestPermission()) !== 'granted') {
        toast.error(t('settings.pushDevice.blocked'));
        return;
      }
      const { publicKey } = await apiFetch<{ publicKey: string }>('/api/notifications/push/key');
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      });
      const { message } = await apiFetch<{ message: string }>('/api/notifications/push/subscriptions', {
        method: 'POST',
        json: subscription.toJSON(),
      });
      toast.success(message);
    } catch (error) {
      toast.error(serverMessage(error) ?? t('settings.pushDevice.turnOnError'));
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  const turnOff = async () => {
    setBusy(true);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await apiFetch('/api/notifications/push/subscriptions', {
          method: 'DELETE',
          json: { endpoint: subscription.endpoint },
        });
        await subscription.unsubscribe();
      }
      toast.success(t('settings.pushDevice.turnedOff'));
    } catch (error) {
      toast.error(serverMessage(error) ?? t('settings.pushDevice.turnOffError'));
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  const text: Record<PushState | 'loading', string> = {
    loading: t('settings.pushDevice.state.loading'),
    unsupported: t('settings.pushDevice.state.unsupported'),
    denied: t('settings.pushDevice.state.denied'),
    off: t('settings.pushDevice.state.off'),
    on: t('settings.pushDevice.state.on'),
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="push-device">
      <div className="flex min-w-0 items-start gap-2">
        <BellRing className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="min-w-0">
          <p className="text-sm font-medium">{t('settings.pushDevice.title')}</p>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {text[state]}
          </p>
        </div>
      </div>
      {state === 'off' ? (
        <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => void turnOn()}>
          {t('settings.pushDevice.turnOn')}
        </Button>
      ) : state === 'on' ? (
        <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => void turnOff()}>
          {t('settings.pushDevice.turnOff')}
        </Button>
      ) : null}
    </div>
  );
}

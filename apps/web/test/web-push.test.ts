import { describe, expect, it } from 'vitest';
import { keyBytes, pushSupported } from '../src/features/notifications/lib/web-push';

describe('web push in the browser', () => {
  it('turns the server’s base64url VAPID key into the bytes pushManager.subscribe takes', () => {
    const raw = Uint8Array.from({ length: 65 }, (_, i) => (i * 37 + 4) % 256);
    const base64url = Buffer.from(raw).toString('base64url');
    expect(Array.from(keyBytes(base64url))).toEqual(Array.from(raw));
  });

  it('needs a service worker, the Push API and notifications', () => {
    expect(pushSupported({ navigator: {} } as unknown as typeof globalThis)).toBe(false);
    expect(
      pushSupported({
        navigator: { serviceWorker: {} },
        PushManager: class {},
        Notification: class {},
      } as unknown as typeof globalThis),
    ).toBe(true);
  });
});

/**
 * Web push in the browser: whether it can, and the VAPID key as `pushManager.subscribe` takes it.
 * Pure where it can be (the unit tests load it).
 */

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

export function pushSupported(scope: typeof globalThis = globalThis): boolean {
  return 'serviceWorker' in (scope.navigator ?? {}) && 'PushManager' in scope && 'Notification' in scope;
}

/** A base64url key (the server's VAPID public key) as bytes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const padded = `${base64url}${'='.repeat((4 - (base64url.length % 4)) % 4)}`.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

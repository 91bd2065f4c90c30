import webpush from 'web-push';

/** A browser's push subscription as stored. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushSender {
  /** 'gone' when the push service no longer knows the subscription (404, 410): drop it. */
  send(target: PushTarget, payload: string): Promise<'sent' | 'gone'>;
}

/**
 * Web push with VAPID: the web-push package encrypts the payload (aes128gcm) and signs the VAPID
 * header; the request itself goes out through fetch, with a timeout, so a slow push service holds
 * nothing for long (and tests can stand in for one on plain HTTP).
 */
export function createPushSender(vapid: { publicKey: string; privateKey: string; subject: string }): PushSender {
  return {
    async send(target, payload) {
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        { vapidDetails: vapid, TTL: 3600, contentEncoding: 'aes128gcm' },
      );
      const response = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body as Buffer,
        signal: AbortSignal.timeout(10_000),
      });
      if (response.status === 404 || response.status === 410) return 'gone';
      if (!response.ok) throw new Error(`the push service refused the message (${response.status})`);
      return 'sent';
    },
  };
}

/**
 * Whether a browser's endpoint is a push service we post to: one of `hosts` (the host itself or
 * a subdomain), over HTTPS; plain HTTP only to the loopback host a test names.
 */
export function isAllowedPushEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  const listed = hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
  if (!listed || url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && (host === '127.0.0.1' || host === 'localhost');
}

import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/** The cookie's name; it is sent only to the login route. */
export const DEVICE_COOKIE = 'deviceToken';
export const DEVICE_COOKIE_PATH = '/api/auth/login';
/** How long a device stays trusted after its last successful login. */
export const DEVICE_TRUST_DAYS = 365;

/**
 * Device cookies: proof that this browser has logged in to this account before. A successful
 * login gets a cookie naming the account, when it was issued and a random nonce (the device's
 * id), signed with HMAC-SHA256. A login that presents a valid cookie for the account it names is
 * throttled only by that device's own failures, so password guessing elsewhere (from other
 * addresses, or from a shared carrier address) cannot lock the owner out of their usual phone.
 * Nothing is stored for a cookie until it fails; a forged or altered one is simply not trusted.
 */
export class DeviceCookies {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own, derived from the token secret: a device cookie's signature can never be
    // taken for an access token's, nor the reverse.
    this.key = Buffer.from(hkdfSync('sha256', secret, 'ludo-arena', 'login device cookie', 32));
  }

  /** A new cookie value for the account: `userId.issuedAt.nonce.signature`. */
  issue(userId: string, now = new Date()): string {
    const payload = `${userId}.${Math.floor(now.getTime() / 1000)}.${randomBytes(16).toString('base64url')}`;
    return `${payload}.${this.sign(payload)}`;
  }

  /**
   * The device id (the nonce) of a cookie signed by this server, issued for `userId` and not
   * older than the trust period; null for anything else.
   */
  deviceOf(cookie: string | undefined, userId: string, now = new Date()): string | null {
    if (!cookie) return null;
    const parts = cookie.split('.');
    if (parts.length !== 4) return null;
    const [owner, issuedAt, nonce, signature] = parts as [string, string, string, string];
    if (owner !== userId || !nonce) return null;
    const expected = Buffer.from(this.sign(`${owner}.${issuedAt}.${nonce}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const ageSeconds = now.getTime() / 1000 - Number(issuedAt);
    // A few minutes of leeway: another instance's clock may run a little behind this one's.
    if (!(ageSeconds >= -300 && ageSeconds <= DEVICE_TRUST_DAYS * 24 * 60 * 60)) return null;
    return nonce;
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}

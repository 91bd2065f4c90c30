import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { AccessTokenClaims } from '@ludo/shared/auth/auth.schemas';
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'ludo-arena';
const AUDIENCE = 'ludo-arena-web';

export class AccessTokens {
  readonly #key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.#key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessTokenClaims): Promise<string> {
    return new SignJWT({ userId: claims.userId, sid: claims.sid, role: claims.role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.#key);
  }

  /** The token's claims, or null when it is malformed, forged, expired or for another audience. */
  /**
   * Tokens already verified, with their expiry: a player's app sends the same token with every
   * request for 15 minutes, and HMAC verification through WebCrypto is the costliest step of an
   * authenticated request. Bounded; an entry is only ever a token this key signed.
   */
  readonly #verified = new Map<string, { claims: AccessTokenClaims; expiresAtMs: number }>();
  static readonly #maxVerified = 20_000;

  async verify(token: string): Promise<AccessTokenClaims | null> {
    const known = this.#verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAtMs) return known.claims;
      this.#verified.delete(token);
    }
    const claims = await this.#verifySignature(token);
    if (claims) {
      if (this.#verified.size >= AccessTokens.#maxVerified) {
        const oldest = this.#verified.keys().next().value;
        if (oldest !== undefined) this.#verified.delete(oldest);
      }
      this.#verified.set(token, { claims: claims.claims, expiresAtMs: claims.expiresAtMs });
    }
    return claims?.claims ?? null;
  }

  async #verifySignature(token: string): Promise<{ claims: AccessTokenClaims; expiresAtMs: number } | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
      });
      const { userId, sid, role, exp } = payload;
      if (typeof userId !== 'string' || typeof sid !== 'string' || (role !== 'player' && role !== 'admin')) {
        return null;
      }
      // jose refuses tokens without exp only when asked to; ours always carry one.
      if (typeof exp !== 'number') return null;
      return { claims: { userId, sid, role }, expiresAtMs: exp * 1000 };
    } catch {
      return null;
    }
  }
}

/** A new opaque refresh token: 256 random bits, of which only the hash is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The token a refresh token is exchanged for, derived from it with a key of the server's: a retry
 * of the same exchange (its answer was lost on the way) is given the same new token instead of a
 * second one (docs/decisions/0027-refresh-retries.md). Without the key, a token says nothing about
 * its successor.
 */
export function refreshTokenSuccessors(secret: string): (token: string) => string {
  // A key of its own, so that the access tokens' signing key is used for nothing else.
  const key = createHmac('sha256', secret).update('ludo-arena refresh token successor').digest();
  return (token) => createHmac('sha256', key).update(token).digest('base64url');
}

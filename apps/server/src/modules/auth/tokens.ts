import { createHash, randomBytes } from 'node:crypto';
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
  async verify(token: string): Promise<AccessTokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
      });
      const { userId, sid, role } = payload;
      if (typeof userId !== 'string' || typeof sid !== 'string' || (role !== 'player' && role !== 'admin')) {
        return null;
      }
      return { userId, sid, role };
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

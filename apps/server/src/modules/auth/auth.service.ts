import { normalizeIndianMobile } from '@ludo/shared/auth/phone';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { uniqueViolationConstraint } from '../../lib/db-errors';
import { type AppError, badRequest, forbidden, tooManyRequests, unauthorized } from '../../lib/errors';
import type { AuthCache } from '../../plugins/auth-cache';
import { assertEmailNotReserved } from '../users/admin-accounts';
import { duplicateAccountError, suspendedMessage } from '../users/users.errors';
import {
  duplicateFieldOfConstraint,
  findTakenField,
  findUserByEmailOrPhone,
  findUserById,
} from '../users/users.repository';
import { grantWelcomeCoins } from '../wallet/coins';
import { DeviceCookies } from './device-cookies';
import { type LoginAttempt, LoginThrottle } from './login-throttle';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword, verifyDecoy, verifyPassword } from './passwords';
import {
  createSession,
  revokeSession,
  revokeSessionByRefreshToken,
  revokeUserSessions,
  rotateRefreshToken,
} from './sessions';
import { type AccessTokens, refreshTokenSuccessors } from './tokens';

export interface RegisterInput {
  fullName: string;
  email: string;
  phone: string;
  password: string;
  ludoPlayerId: string;
  referralCode?: string | undefined;
  state?: string | undefined;
}

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

export interface LoginTokens extends SessionTokens {
  /** A new device cookie for this browser (device-cookies.ts). */
  deviceCookie: string;
}

export interface ClientInfo {
  ipAddress: string;
  userAgent: string | undefined;
  /** The device cookie the browser sent, if any. */
  deviceCookie?: string | undefined;
}

const INVALID_CREDENTIALS = 'Invalid email/phone or password.';

export class AuthService {
  private readonly devices: DeviceCookies;
  /** What each refresh token is exchanged for (tokens.ts). */
  private readonly successorOf: (token: string) => string;

  constructor(
    private readonly db: Database,
    private readonly config: AppConfig,
    private readonly accessTokens: AccessTokens,
    private readonly authCache: AuthCache,
    /** Why a player with the right password may still not log in (a self-exclusion), if anything. */
    private readonly loginRefusal: (userId: string) => Promise<AppError | undefined> = async () => undefined,
  ) {
    this.devices = new DeviceCookies(config.jwtSecret);
    this.successorOf = refreshTokenSuccessors(config.jwtSecret);
  }

  async register(input: RegisterInput): Promise<string> {
    assertEmailNotReserved(this.config.adminEmails, input.email);
    if (isCommonPassword(input.password)) throw badRequest('COMMON_PASSWORD', COMMON_PASSWORD_MESSAGE);
    const taken = await findTakenField(this.db, input);
    if (taken) throw duplicateAccountError(taken);
    const passwordHash = await hashPassword(input.password);
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            fullName: input.fullName,
            email: input.email,
            phone: input.phone,
            ludoPlayerId: input.ludoPlayerId,
            passwordHash,
            referredByCode: input.referralCode || null,
            state: input.state ?? null,
          })
          .returning({ id: users.id });
        if (!row) throw new Error('User insert returned no row');
        // Play money: the player starts with the welcome coins, or does not exist at all.
        if (this.config.money.mode === 'play') await grantWelcomeCoins(tx, row.id, this.config.money);
        return row.id;
      });
    } catch (error) {
      // Two registrations racing past the check above meet the unique indexes instead.
      const field = duplicateFieldOfConstraint(uniqueViolationConstraint(error) ?? '');
      if (field) throw duplicateAccountError(field);
      throw error;
    }
  }

  async login(identifier: string, password: string, client: ClientInfo): Promise<LoginTokens> {
    const typed = normalizeIdentifier(identifier);
    const user = typed.includes('@')
      ? await findUserByEmailOrPhone(this.db, { email: typed })
      : await findUserByEmailOrPhone(this.db, { phone: typed });
    const throttle = new LoginThrottle(this.db, this.config.rateLimit);
    const attempt = await this.attemptOf(throttle, typed, user?.id, client);
    // Already over a limit: refused before the password costs a hash. (A trusted device was
    // checked by attemptOf.)
    if (attempt.kind === 'untrusted' && (await throttle.isBlocked(attempt))) throw tooManyRequests(throttle.message);

    const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyDecoy(password);
    if (!(await throttle.settle(attempt, user !== undefined && valid))) throw tooManyRequests(throttle.message);
    if (!user || !valid) throw unauthorized(INVALID_CREDENTIALS, 'INVALID_CREDENTIALS');
    if (user.status === 'suspended') throw forbidden(suspendedMessage(user.suspendedReason), 'ACCOUNT_SUSPENDED');
    const refusal = await this.loginRefusal(user.id);
    if (refusal) throw refusal;

    const session = await createSession(this.db, {
      userId: user.id,
      userAgent: client.userAgent,
      ipAddress: client.ipAddress,
      ttlDays: this.config.refreshTokenTtlDays,
    });
    const accessToken = await this.accessTokens.sign({ userId: user.id, sid: session.sessionId, role: user.role });
    return { accessToken, refreshToken: session.refreshToken, deviceCookie: this.devices.issue(user.id) };
  }

  /**
   * A browser with a valid device cookie for this account, not locked out by its own failures,
   * is judged by that device alone; any other client by the account's and the address's failures.
   * Failures count per account, whichever identifier was typed, so email and phone do not each
   * get their own allowance of guesses; an unknown identifier counts as itself.
   */
  private async attemptOf(
    throttle: LoginThrottle,
    typed: string,
    userId: string | undefined,
    client: ClientInfo,
  ): Promise<LoginAttempt> {
    const deviceId = userId ? this.devices.deviceOf(client.deviceCookie, userId) : null;
    if (userId && deviceId && (await throttle.deviceTrusted(deviceId))) return { kind: 'device', deviceId, userId };
    return { kind: 'untrusted', identifier: userId ? `user:${userId}` : typed, ipAddress: client.ipAddress };
  }

  /** A 403 for every refresh that cannot go on: the client then ends the session (docs/product-rules.md, Sessions). */
  async refresh(refreshToken: string | undefined): Promise<SessionTokens> {
    if (!refreshToken) throw forbidden('Your session has ended. Please log in again.', 'SESSION_ENDED');
    const rotation = await this.db.transaction((tx) =>
      rotateRefreshToken(tx, refreshToken, {
        ttlDays: this.config.refreshTokenTtlDays,
        retrySeconds: this.config.refreshRetryWindowSeconds,
        successorOf: this.successorOf,
      }),
    );
    if (!rotation.ok) {
      // A reused token has just revoked its session: its access tokens must stop working now.
      if (rotation.userId) this.authCache.invalidateUser(rotation.userId);
      // A suspension ends every session; the player is still told why rather than "session ended".
      const owner = rotation.userId ? await findUserById(this.db, rotation.userId) : undefined;
      if (owner?.status === 'suspended') throw forbidden(suspendedMessage(owner.suspendedReason), 'ACCOUNT_SUSPENDED');
      const message =
        rotation.reason === 'reused'
          ? 'This session was signed out for your security. Please log in again.'
          : 'Your session has ended. Please log in again.';
      throw forbidden(message, rotation.reason === 'reused' ? 'REFRESH_TOKEN_REUSED' : 'SESSION_ENDED');
    }
    const user = await findUserById(this.db, rotation.userId);
    if (!user || user.status === 'suspended') {
      await revokeSession(this.db, rotation.sessionId, 'account suspended');
      this.authCache.invalidateUser(rotation.userId);
      throw forbidden(suspendedMessage(user?.suspendedReason ?? null), 'ACCOUNT_SUSPENDED');
    }
    const accessToken = await this.accessTokens.sign({ userId: user.id, sid: rotation.sessionId, role: user.role });
    return { accessToken, refreshToken: rotation.refreshToken };
  }

  /** Ends the session of the refresh cookie and, when one was sent, of the access token. */
  async logout(refreshToken: string | undefined, accessToken: string | undefined): Promise<void> {
    const claims = accessToken ? await this.accessTokens.verify(accessToken) : null;
    if (claims) await revokeSession(this.db, claims.sid, 'logout');
    const owner = refreshToken ? await revokeSessionByRefreshToken(this.db, refreshToken, 'logout') : undefined;
    for (const userId of new Set([claims?.userId, owner])) if (userId) this.authCache.invalidateUser(userId);
  }

  /** Ends every session of the player but this one; answers how many ended. */
  async logoutOthers(userId: string, keepSessionId: string): Promise<number> {
    const ended = await revokeUserSessions(this.db, userId, 'logout from all devices', keepSessionId);
    this.authCache.invalidateUser(userId);
    return ended;
  }
}

/** Email lower-cased, or a phone number in its stored +91 form; anything else as typed. */
export function normalizeIdentifier(identifier: string): string {
  const trimmed = identifier.trim();
  if (trimmed.includes('@')) return trimmed.toLowerCase();
  return normalizeIndianMobile(trimmed) ?? trimmed;
}

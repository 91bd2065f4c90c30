import { and, count, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { RateLimitConfig } from '../../config';
import type { Database, DbOrTx } from '../../db/client';
import { loginDeviceFailures, loginFailures } from '../../db/schema';
import type { Message } from '../../lib/i18n';

/** What a login attempt is judged by. */
export type LoginAttempt =
  /**
   * A client without a trusted device cookie for the account: its failures count per account from
   * this address (low), per account from everywhere (high) and per address.
   */
  | { kind: 'untrusted'; identifier: string; ipAddress: string }
  /** A device that has logged in to this account before (device-cookies.ts): only its own failures count. */
  | { kind: 'device'; deviceId: string; userId: string };

/**
 * Throttles password guessing: too many failed logins within the window block further attempts
 * until the window passes. Kept in the database so it holds across restarts and across instances.
 *
 * Attempts are not counted while their password is being checked, so that correct logins made
 * at the same moment (many players behind one carrier address) never count against each other.
 * Instead each outcome is settled one at a time per account, address and device, and an attempt
 * that then finds the limit reached is refused whatever its password was: guesses sent at the
 * same moment cannot all slip under the limit, and those past it learn nothing.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Database,
    private readonly limits: RateLimitConfig,
  ) {}

  private windowStart() {
    return sql`now() - make_interval(mins => ${this.limits.loginWindowMinutes})`;
  }

  /** A device cookie stays trusted until its own failures reach the limit within the window. */
  async deviceTrusted(deviceId: string, db: DbOrTx = this.db): Promise<boolean> {
    const [row] = await db
      .select({ failures: count() })
      .from(loginDeviceFailures)
      .where(and(eq(loginDeviceFailures.deviceId, deviceId), gt(loginDeviceFailures.createdAt, this.windowStart())));
    return (row?.failures ?? 0) < this.limits.loginFailuresPerDevice;
  }

  /** Whether the failures already recorded refuse this attempt. */
  async isBlocked(attempt: LoginAttempt, db: DbOrTx = this.db): Promise<boolean> {
    if (attempt.kind === 'device') return !(await this.deviceTrusted(attempt.deviceId, db));
    const { identifier, ipAddress } = attempt;
    const [row] = await db
      .select({
        byIdentifier: sql<number>`count(*) filter (where ${loginFailures.identifier} = ${identifier})`.mapWith(Number),
        byIdentifierHere:
          sql<number>`count(*) filter (where ${loginFailures.identifier} = ${identifier} and ${loginFailures.ipAddress} = ${ipAddress})`.mapWith(
            Number,
          ),
        byAddress: sql<number>`count(*) filter (where ${loginFailures.ipAddress} = ${ipAddress})`.mapWith(Number),
      })
      .from(loginFailures)
      .where(
        and(
          gt(loginFailures.createdAt, this.windowStart()),
          or(eq(loginFailures.identifier, identifier), eq(loginFailures.ipAddress, ipAddress)),
        ),
      );
    return (
      (row?.byIdentifierHere ?? 0) >= this.limits.loginFailuresPerIdentifier ||
      (row?.byIdentifier ?? 0) >= this.limits.loginFailuresPerAccount ||
      (row?.byAddress ?? 0) >= this.limits.loginFailuresPerAddress
    );
  }

  /**
   * Settles an attempt whose password has been checked. Returns false, recording nothing, when
   * the limit was reached meanwhile (the caller answers 429); otherwise a wrong password is
   * recorded as a failure and a correct one clears the typos made from this address (or on this
   * device). A correct password is never counted as a failure.
   */
  async settle(attempt: LoginAttempt, passwordCorrect: boolean): Promise<boolean> {
    const settled = await this.db.transaction(async (tx) => {
      // One attempt at a time per key; the keys are taken in a fixed order so that two attempts
      // sharing both an account and an address cannot wait on each other.
      const keys =
        attempt.kind === 'device'
          ? [`login:device:${attempt.deviceId}`]
          : [`login:identifier:${attempt.identifier}`, `login:address:${attempt.ipAddress}`].sort();
      for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
      if (await this.isBlocked(attempt, tx)) return false;
      if (attempt.kind === 'device') {
        if (passwordCorrect)
          await tx.delete(loginDeviceFailures).where(eq(loginDeviceFailures.deviceId, attempt.deviceId));
        else await tx.insert(loginDeviceFailures).values({ deviceId: attempt.deviceId, userId: attempt.userId });
      } else if (passwordCorrect) {
        await tx
          .delete(loginFailures)
          .where(and(eq(loginFailures.identifier, attempt.identifier), eq(loginFailures.ipAddress, attempt.ipAddress)));
      } else {
        await tx.insert(loginFailures).values({ identifier: attempt.identifier, ipAddress: attempt.ipAddress });
      }
      return true;
    });
    if (settled && !passwordCorrect) await this.prune(attempt);
    return settled;
  }

  /** Keeps the tables small: rows older than the window no longer count. */
  private async prune(attempt: LoginAttempt): Promise<void> {
    if (attempt.kind === 'device') {
      await this.db.delete(loginDeviceFailures).where(lt(loginDeviceFailures.createdAt, this.windowStart()));
    } else {
      await this.db.delete(loginFailures).where(lt(loginFailures.createdAt, this.windowStart()));
    }
  }

  /** "Too many failed login attempts. Please wait 15 minutes and try again." */
  get message(): Message {
    return { id: 'error.auth.tooManyFailedLogins', values: { minutes: this.limits.loginWindowMinutes } };
  }
}

import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { RateLimitConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { loginFailures } from '../../db/schema';

/**
 * Throttles password guessing: too many failed logins for one identifier, or from one address,
 * within the window block further attempts until the window passes. Kept in the database so it
 * holds across restarts and across instances.
 */
export class LoginThrottle {
  constructor(
    private readonly db: DbOrTx,
    private readonly limits: RateLimitConfig,
  ) {}

  private windowStart() {
    return sql`now() - make_interval(mins => ${this.limits.loginWindowMinutes})`;
  }

  /** `pending`: attempts already counted that are still in progress (this request's own). */
  async isBlocked(identifier: string, ipAddress: string, pending = 0): Promise<boolean> {
    const since = this.windowStart();
    const [row] = await this.db
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
          gt(loginFailures.createdAt, since),
          or(eq(loginFailures.identifier, identifier), eq(loginFailures.ipAddress, ipAddress)),
        ),
      );
    // Per account from one address (low), per account from everywhere (high, so that guessing
    // from one address cannot lock the owner out on their own phone), and per address.
    return (
      (row?.byIdentifierHere ?? 0) - pending >= this.limits.loginFailuresPerIdentifier ||
      (row?.byIdentifier ?? 0) - pending >= this.limits.loginFailuresPerAccount ||
      (row?.byAddress ?? 0) - pending >= this.limits.loginFailuresPerAddress
    );
  }

  /**
   * Counts an attempt as a failure before its password is checked, so that guesses sent at the
   * same moment count against each other rather than all passing an empty count during the slow
   * hash. Returns false, taking the attempt back, when the limit is already reached. A success
   * then clears the identifier; a failure leaves the attempt counted.
   */
  async admit(identifier: string, ipAddress: string): Promise<boolean> {
    const [attempt] = await this.db
      .insert(loginFailures)
      .values({ identifier, ipAddress })
      .returning({ id: loginFailures.id });
    if (await this.isBlocked(identifier, ipAddress, 1)) {
      if (attempt) await this.db.delete(loginFailures).where(eq(loginFailures.id, attempt.id));
      return false;
    }
    // Keep the table small: rows older than the window no longer count.
    await this.db.delete(loginFailures).where(lt(loginFailures.createdAt, this.windowStart()));
    return true;
  }

  async clearIdentifier(identifier: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.identifier, identifier));
  }

  get message(): string {
    return `Too many failed login attempts. Please wait ${this.limits.loginWindowMinutes} minutes and try again.`;
  }
}

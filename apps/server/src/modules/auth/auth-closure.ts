import { eq } from 'drizzle-orm';
import { loginDeviceFailures, passwordResets } from '../../db/schema';
import type { AccountClosureParticipant } from '../../lib/account-closure';
import { revokeUserSessions } from './sessions';

/**
 * Auth and closing an account: every session ends, and the password resets and failed logins
 * kept for the account are deleted (docs/decisions/0015-closing-an-account.md).
 */
export const authClosure: AccountClosureParticipant = {
  async erase(tx, userId) {
    await revokeUserSessions(tx, userId, 'account closed');
    await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
    await tx.delete(loginDeviceFailures).where(eq(loginDeviceFailures.userId, userId));
    return undefined;
  },
};

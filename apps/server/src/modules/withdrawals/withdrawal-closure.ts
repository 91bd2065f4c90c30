import { and, eq, inArray } from 'drizzle-orm';
import { withdrawals } from '../../db/schema';
import type { AccountClosureParticipant } from '../../lib/account-closure';

/**
 * Withdrawals and closing an account: money on its way to the player's bank must arrive (or come
 * back) first. Withdrawals stay as financial records, under the anonymised account.
 */
export const withdrawalClosure: AccountClosureParticipant = {
  async blocker(tx, userId) {
    const [open] = await tx
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(and(eq(withdrawals.userId, userId), inArray(withdrawals.status, ['requested', 'approved'])))
      .limit(1);
    // "A withdrawal of yours is still on its way: wait until it is paid or returned."
    return open ? { id: 'error.account.openWithdrawal' } : null;
  },
};

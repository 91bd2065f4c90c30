import { and, eq } from 'drizzle-orm';
import { matchJoinRequests } from '../../db/schema';
import type { AccountClosureParticipant } from '../../lib/account-closure';
import { liveMatchIds } from './match-records';

/**
 * Matches and closing an account: nobody leaves with a room, a match or a join request open (the
 * other player, and the stakes in escrow, depend on it). Finished matches stay as they are: their
 * screenshots and claims are the other player's evidence, under the anonymised account.
 */
export const matchClosure: AccountClosureParticipant = {
  async blocker(tx, userId) {
    const live = await liveMatchIds(tx, userId, 1);
    // "A room or match of yours is still open: finish it, or cancel your room, first."
    if (live.length > 0) return { id: 'error.account.openMatch' };
    const [request] = await tx
      .select({ id: matchJoinRequests.id })
      .from(matchJoinRequests)
      .where(and(eq(matchJoinRequests.requesterId, userId), eq(matchJoinRequests.status, 'pending')))
      .limit(1);
    // "You have asked to join a room: withdraw your request first."
    return request ? { id: 'error.account.pendingRequest' } : null;
  },
};

import { eq } from 'drizzle-orm';
import { notifications, pushSubscriptions } from '../../db/schema';
import type { AccountClosureParticipant } from '../../lib/account-closure';

/** Notifications and closing an account: the player's notifications are theirs alone, and go. */
export const notificationClosure: AccountClosureParticipant = {
  async erase(tx, userId) {
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    return [];
  },
};

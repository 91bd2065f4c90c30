import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { notifications, pushSubscriptions } from '../../db/schema';
import type { AccountClosureParticipant } from '../../lib/account-closure';
import { withoutName } from '../../lib/closed-account-names';
import { CLOSED_ACCOUNT, render } from '../../lib/i18n';
import { languagesOf } from '../users/users.service';

/**
 * Notifications and closing an account: the player's notifications are theirs alone, and go. Other
 * players' notifications that name them ("Ravi asked to join your room") keep their wording, with
 * "Closed account" in the reader's language where the name stood (docs/decisions/0015).
 */
export const notificationClosure: AccountClosureParticipant = {
  async erase(tx, userId) {
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    await forgetMentions(tx, userId);
    return [];
  },
};

/** Every other player's notification that names the player, without the name (their copies still to send too). */
async function forgetMentions(tx: Transaction, userId: string): Promise<void> {
  const rows = await tx
    .select({
      id: notifications.id,
      userId: notifications.userId,
      title: notifications.title,
      message: notifications.message,
      mentions: notifications.mentions,
    })
    .from(notifications)
    .where(sql`${notifications.mentions} @> ${JSON.stringify([{ userId }])}::jsonb`);
  if (rows.length === 0) return;
  const languages = await languagesOf(
    tx,
    rows.map((row) => row.userId),
  );
  // One statement after another: a transaction's connection runs one at a time.
  for (const row of rows) {
    const closed = render(CLOSED_ACCOUNT, languages.get(row.userId) ?? 'en');
    const names = row.mentions.filter((mention) => mention.userId === userId).map((mention) => mention.name);
    const without = (text: string) => names.reduce((rest, name) => withoutName(rest, name, closed), text);
    await tx
      .update(notifications)
      .set({
        title: without(row.title),
        message: without(row.message),
        mentions: row.mentions.filter((mention) => mention.userId !== userId),
      })
      .where(eq(notifications.id, row.id));
  }
}

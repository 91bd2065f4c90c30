import { CLOSED_ACCOUNT_NAME } from '@ludo/shared/users/closed-account';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { matchEvents, matches, matchJoinRequests, matchMessages, type StoredMessage, users } from '../../db/schema';
import type { AccountClosureParticipant } from '../../lib/account-closure';
import { withoutName } from '../../lib/closed-account-names';
import { CATALOGS, CLOSED_ACCOUNT, type Message, render } from '../../lib/i18n';
import { liveMatchIds } from './match-records';

/**
 * Matches and closing an account: nobody leaves with a room, a match or a join request open (the
 * other player, and the stakes in escrow, depend on it). Finished matches stay as they are: their
 * screenshots and claims are the other player's evidence, under the anonymised account. The lines
 * written about the player (the timeline, the chat's system lines: "Ravi joined the match") lose
 * their name: they read "Closed account" in each reader's language (docs/decisions/0015).
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

  async erase(tx, userId) {
    const [row] = await tx.select({ name: users.fullName }).from(users).where(eq(users.id, userId));
    if (!row || row.name === CLOSED_ACCOUNT_NAME) return;
    const name = row.name;
    const theirs = await matchesMentioning(tx, userId);
    if (theirs.length === 0) return;
    const events = await tx
      .select({ id: matchEvents.id, text: matchEvents.text, message: matchEvents.message })
      .from(matchEvents)
      .where(inArray(matchEvents.matchId, theirs));
    for (const line of events) {
      const next = lineWithoutName(line.text, line.message, name);
      if (next)
        await tx.update(matchEvents).set({ text: next.text, message: next.message }).where(eq(matchEvents.id, line.id));
    }
    const system = await tx
      .select({ id: matchMessages.id, body: matchMessages.body, message: matchMessages.message })
      .from(matchMessages)
      .where(and(inArray(matchMessages.matchId, theirs), isNull(matchMessages.senderId)));
    for (const line of system) {
      const next = lineWithoutName(line.body, line.message, name);
      if (next) {
        await tx
          .update(matchMessages)
          .set({ body: next.text, message: next.message })
          .where(eq(matchMessages.id, line.id));
      }
    }
    return undefined;
  },
};

/** The matches whose lines may name the player: those they played or asked to join. */
async function matchesMentioning(tx: Transaction, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: matches.id })
    .from(matches)
    .where(
      or(
        eq(matches.creatorId, userId),
        eq(matches.opponentId, userId),
        sql`${userId} = ANY(${matches.seatIds})`,
        sql`EXISTS (SELECT 1 FROM ${matchJoinRequests} r WHERE r.match_id = ${matches.id} AND r.requester_id = ${userId})`,
      ),
    );
  return rows.map((match) => match.id);
}

/**
 * A stored line without the player's name: every value of its message that is the name becomes the
 * closed account's message, and its English is written again; a line kept only as English (older
 * rows) has the name replaced where it stands as a whole word. Null when the line does not name them.
 */
export function lineWithoutName(
  text: string,
  message: StoredMessage | null,
  name: string,
): { text: string; message: StoredMessage | null } | null {
  if (message && Object.hasOwn(CATALOGS.en, message.id)) {
    const next = valueWithoutName(message, name) as StoredMessage;
    return next === message ? null : { text: render(next as Message, 'en'), message: next };
  }
  const replaced = withoutName(text, name, CLOSED_ACCOUNT_NAME);
  return replaced === text ? null : { text: replaced, message };
}

/** The value with every string that is `name` replaced, or the same value when none is (nothing copied). */
function valueWithoutName(value: unknown, name: string): unknown {
  if (value === name) return CLOSED_ACCOUNT;
  if (Array.isArray(value)) {
    const items = value.map((item) => valueWithoutName(item, name));
    return items.some((item, i) => item !== value[i]) ? items : value;
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    const next = entries.map(([key, item]) => [key, valueWithoutName(item, name)] as const);
    return next.some(([, item], i) => item !== entries[i]?.[1]) ? Object.fromEntries(next) : value;
  }
  return value;
}

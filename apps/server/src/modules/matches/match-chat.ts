import type { ChatMessage } from '@ludo/shared/matches/matches.schemas';
import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { matches, matchMessages, users } from '../../db/schema';
import { AppError, conflict } from '../../lib/errors';
import { isPlayerOf, matchNotFound } from './match-records';

/** How many lines one player may send in the window: enough to talk, not to flood. */
const CHAT_BURST = { messages: 5, seconds: 10 };

async function chatMatch(db: DbOrTx, matchId: string, viewerId: string, isAdmin: boolean) {
  const [match] = await db.select().from(matches).where(eq(matches.id, matchId));
  if (!match || !(isPlayerOf(match, viewerId) || isAdmin)) throw matchNotFound();
  return match;
}

/** The chat of a match, for its two players (and admins), oldest first. */
export async function listChat(
  db: DbOrTx,
  matchId: string,
  viewerId: string,
  isAdmin: boolean,
): Promise<ChatMessage[]> {
  await chatMatch(db, matchId, viewerId, isAdmin);
  const rows = await db
    .select({
      id: matchMessages.id,
      senderId: matchMessages.senderId,
      senderName: users.fullName,
      body: matchMessages.body,
      at: matchMessages.createdAt,
    })
    .from(matchMessages)
    .leftJoin(users, eq(users.id, matchMessages.senderId))
    .where(eq(matchMessages.matchId, matchId))
    .orderBy(asc(matchMessages.id))
    .limit(1000);
  return rows.map((row) => ({
    id: String(row.id),
    sender: row.senderId === null ? 'system' : row.senderId === viewerId ? 'you' : 'opponent',
    senderName: row.senderName,
    message: row.body,
    timestamp: row.at.toISOString(),
  }));
}

/** A player's line. Only once the match has both players; rate limited per player. */
export async function postChat(db: DbOrTx, matchId: string, senderId: string, body: string): Promise<void> {
  const match = await chatMatch(db, matchId, senderId, false);
  if (match.opponentId === null) conflictNoOpponent();
  const since = new Date(Date.now() - CHAT_BURST.seconds * 1000);
  const [recent] = await db
    .select({ n: count() })
    .from(matchMessages)
    .where(and(eq(matchMessages.senderId, senderId), gt(matchMessages.createdAt, since)));
  if ((recent?.n ?? 0) >= CHAT_BURST.messages) {
    throw new AppError(429, 'RATE_LIMITED', 'You are sending messages too fast. Wait a few seconds.');
  }
  await db.insert(matchMessages).values({ matchId, senderId, body });
}

function conflictNoOpponent(): never {
  throw conflict('NO_OPPONENT_YET', 'The chat opens when your opponent has joined.');
}

import type { ChatMessage } from '@ludo/shared/matches/matches.schemas';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { matches, matchMessages, users } from '../../db/schema';
import { AppError, conflict } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import { rowsOf } from '../../lib/sql-rows';
import { isPlayerOf, lineIn, matchNotFound } from './match-records';

/** How many lines one player may send in the window: enough to talk, not to flood. */
const CHAT_BURST = { messages: 5, seconds: 10 };

async function chatMatch(db: DbOrTx, matchId: string, viewerId: string, isAdmin: boolean) {
  const [match] = await db.select().from(matches).where(eq(matches.id, matchId));
  if (!match || !(isPlayerOf(match, viewerId) || isAdmin)) throw matchNotFound();
  return match;
}

/**
 * The chat of a match, for its two players (and admins), oldest first; the system's lines in
 * `language` (the admin console's English by default).
 */
export async function listChat(
  db: DbOrTx,
  matchId: string,
  viewerId: string,
  isAdmin: boolean,
  language: Language = 'en',
): Promise<ChatMessage[]> {
  await chatMatch(db, matchId, viewerId, isAdmin);
  const rows = await db
    .select({
      id: matchMessages.id,
      senderId: matchMessages.senderId,
      senderName: users.fullName,
      body: matchMessages.body,
      message: matchMessages.message,
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
    message: lineIn(row.body, row.message, language),
    timestamp: row.at.toISOString(),
  }));
}

/**
 * A player's line. Only once the match has both players; rate limited per player. The common case
 * is one statement (who may post, the rate, the insert); only a refused line costs a second look
 * to say why.
 */
export async function postChat(db: DbOrTx, matchId: string, senderId: string, body: string): Promise<void> {
  const window = `${CHAT_BURST.seconds} seconds`;
  const inserted = await db.execute(sql`
    INSERT INTO ${matchMessages} (match_id, sender_id, body)
    SELECT m.id, ${senderId}, ${body}
    FROM ${matches} m
    WHERE m.id = ${matchId}
      AND m.opponent_id IS NOT NULL
      AND (m.creator_id = ${senderId} OR m.opponent_id = ${senderId} OR ${senderId}::uuid = ANY(m.seat_ids))
      AND (SELECT count(*) FROM ${matchMessages} r
           WHERE r.sender_id = ${senderId} AND r.created_at > now() - ${window}::interval) < ${CHAT_BURST.messages}
    RETURNING id`);
  if (rowsOf(inserted).length > 0) return;
  const match = await chatMatch(db, matchId, senderId, false);
  if (match.opponentId === null) conflictNoOpponent();
  throw new AppError(429, 'RATE_LIMITED', 'You are sending messages too fast. Wait a few seconds.');
}

function conflictNoOpponent(): never {
  throw conflict('NO_OPPONENT_YET', 'The chat opens when your opponent has joined.');
}

import { LIVE_MATCH_STATUSES } from '@ludo/shared/matches/matches.schemas';
import { CLOSED_ACCOUNT_NAME } from '@ludo/shared/users/closed-account';
import { and, asc, desc, eq, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx, Transaction } from '../../db/client';
import { type MatchRow, matchEvents, matches, matchMessages, type StoredMessage, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { CATALOGS, CLOSED_ACCOUNT, type Language, type Message, render, SOME_PLAYER } from '../../lib/i18n';

export const MATCH_NOT_FOUND = "The match you're looking for doesn't exist or has been removed.";
export const matchNotFound = () => notFound(MATCH_NOT_FOUND, 'MATCH_NOT_FOUND');

/** Locks a match row for the change about to be made; every state change starts here. */
export async function lockMatch(tx: Transaction, matchId: string): Promise<MatchRow> {
  const [row] = await tx.select().from(matches).where(eq(matches.id, matchId)).for('update');
  if (!row) throw matchNotFound();
  return row;
}

/** Writes the new state of a locked match. */
export async function updateMatch(tx: Transaction, matchId: string, change: Partial<MatchRow>): Promise<MatchRow> {
  const [row] = await tx
    .update(matches)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(matches.id, matchId))
    .returning();
  if (!row) throw matchNotFound();
  return row;
}

/**
 * A line of the match's timeline; with `chat`, also a system line in its chat. Its message is kept
 * to be written in each reader's language, with its English beside it (admins, older readers).
 */
export async function recordEvent(tx: DbOrTx, matchId: string, message: Message, options: { chat?: boolean } = {}) {
  const text = render(message, 'en');
  await tx.insert(matchEvents).values({ matchId, text, message });
  if (options.chat) await tx.insert(matchMessages).values({ matchId, senderId: null, body: text, message });
}

/** A stored line in `language`: its message if it has one the catalogs still know, else its stored English. */
export const lineIn = (stored: string, message: StoredMessage | null, language: Language): string =>
  message && Object.hasOwn(CATALOGS.en, message.id) ? render(message as Message, language) : stored;

/**
 * A player's name as messages about them say it; without their row, or for a closed account, a
 * message ("A player", "Closed account") that each reader reads in their language.
 */
export async function nameOf(tx: DbOrTx, userId: string): Promise<string | Message> {
  const [row] = await tx.select({ name: users.fullName }).from(users).where(eq(users.id, userId));
  if (row?.name === CLOSED_ACCOUNT_NAME) return CLOSED_ACCOUNT;
  return row?.name ?? SOME_PLAYER;
}

/** A name for a domain event: null when it is the reader's words for "A player" (notification drafts word it). */
export const eventName = (name: string | Message): string | null => (typeof name === 'string' ? name : null);

/** A match's timeline, oldest first, in `language` (the admin console's English by default). */
export async function timelineOf(db: DbOrTx, matchId: string, language: Language = 'en') {
  const rows = await db
    .select({ at: matchEvents.createdAt, text: matchEvents.text, message: matchEvents.message })
    .from(matchEvents)
    .where(eq(matchEvents.matchId, matchId))
    .orderBy(asc(matchEvents.id));
  return rows.map((row) => ({ at: row.at.toISOString(), text: lineIn(row.text, row.message, language) }));
}

/** Its creator and opponent, and every seat of a tournament table. */
export const isPlayerOf = (match: MatchRow, userId: string) =>
  match.creatorId === userId || match.opponentId === userId || (match.seatIds?.includes(userId) ?? false);

/** Where a player plays in, in SQL: as creator, opponent, or a seat of a tournament table. */
export const playsIn = (userId: string) =>
  or(
    eq(matches.creatorId, userId),
    eq(matches.opponentId, userId),
    sql`${matches.seatIds} @> ARRAY[${userId}]::uuid[]`,
  );

/** Match `matchId` when the player plays in it (support's link to "one of your matches"). */
export async function findPlayersMatch(db: DbOrTx, userId: string, matchId: string): Promise<MatchRow | undefined> {
  const [match] = await db
    .select()
    .from(matches)
    .where(and(eq(matches.id, matchId), playsIn(userId)));
  return match;
}

/**
 * A player's live matches (open rooms they own, matches they play or that are under review),
 * newest first: the live list, the sockets' match channels and account closing all ask this.
 */
export async function liveMatchIds(db: DbOrTx, userId: string, limit?: number): Promise<string[]> {
  const query = db
    .select({ id: matches.id })
    .from(matches)
    .where(and(inArray(matches.status, LIVE_MATCH_STATUSES), playsIn(userId)))
    .orderBy(desc(matches.createdAt));
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map((row) => row.id);
}

/** Everyone who plays a match: every seat of a tournament game, else its creator and opponent. */
export const playersOf = (match: MatchRow): string[] =>
  match.seatIds ?? [match.creatorId, match.opponentId].filter((id): id is string => id !== null);

export const otherPlayerOf = (match: MatchRow, userId: string) =>
  match.creatorId === userId ? match.opponentId : match.creatorId;

/**
 * The matches a sweep looks at: in `status`, their `due` time at or before `now` (and `extra`),
 * the longest due first, `batch` at most. Each is then locked and checked again by the sweep.
 */
export async function dueMatches(
  db: DbOrTx,
  sweep: { status: MatchRow['status']; due: PgColumn; now: Date; batch: number; extra?: SQL },
): Promise<Array<{ id: string }>> {
  return db
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.status, sweep.status), lte(sweep.due, sweep.now), sweep.extra))
    .orderBy(asc(sweep.due))
    .limit(sweep.batch);
}

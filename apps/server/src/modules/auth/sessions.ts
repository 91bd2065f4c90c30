import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { refreshTokens, sessions } from '../../db/schema';
import { hashRefreshToken, newRefreshToken } from './tokens';

export interface NewSession {
  sessionId: string;
  refreshToken: string;
}

export async function createSession(
  db: DbOrTx,
  input: { userId: string; userAgent: string | undefined; ipAddress: string; ttlDays: number },
): Promise<NewSession> {
  const [session] = await db
    .insert(sessions)
    .values({ userId: input.userId, userAgent: input.userAgent?.slice(0, 300), ipAddress: input.ipAddress })
    .returning({ id: sessions.id });
  if (!session) throw new Error('Session insert returned no row');
  const refreshToken = await issueRefreshToken(db, session.id, input.ttlDays);
  return { sessionId: session.id, refreshToken };
}

async function issueRefreshToken(
  db: DbOrTx,
  sessionId: string,
  ttlDays: number,
  token: string = newRefreshToken().token,
): Promise<string> {
  await db.insert(refreshTokens).values({
    sessionId,
    tokenHash: hashRefreshToken(token),
    expiresAt: sql`now() + make_interval(days => ${ttlDays})`,
  });
  return token;
}

export type RotationResult =
  | { ok: true; userId: string; sessionId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused'; userId?: string };

export interface RotationOptions {
  ttlDays: number;
  /** How long after its exchange a token may be exchanged again for the same successor; 0: never. */
  retrySeconds: number;
  /** The token a token is exchanged for (tokens.ts, refreshTokenSuccessors). */
  successorOf: (token: string) => string;
}

/**
 * Exchanges a refresh token for its successor in the same session. A token already exchanged is a
 * stolen copy (or a replay), so its whole session is revoked (docs/architecture.md, API), unless it
 * is a retry: presented again within `retrySeconds` of its exchange while its successor has not been
 * used, it gets that same successor again, so an answer lost on the way does not end the session
 * (docs/decisions/0027-refresh-retries.md). Uses of one token wait for each other (its row is
 * locked), so simultaneous ones are a first exchange and then retries. Run in a transaction.
 */
export async function rotateRefreshToken(db: DbOrTx, token: string, options: RotationOptions): Promise<RotationResult> {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      rotatedAt: refreshTokens.rotatedAt,
      expired: sql<boolean>`${refreshTokens.expiresAt} <= now()`,
      retryWindowOpen: sql<boolean>`${refreshTokens.rotatedAt} > now() - make_interval(secs => ${options.retrySeconds})`,
      userId: sessions.userId,
      sessionRevokedAt: sessions.revokedAt,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)))
    .for('update', { of: refreshTokens });
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.sessionRevokedAt) return { ok: false, reason: 'revoked', userId: row.userId };
  const successor = options.successorOf(token);
  if (row.rotatedAt) {
    if (options.retrySeconds > 0 && row.retryWindowOpen && (await isUnused(db, row.sessionId, successor))) {
      return { ok: true, userId: row.userId, sessionId: row.sessionId, refreshToken: successor };
    }
    await revokeSession(db, row.sessionId, 'refresh token reused');
    return { ok: false, reason: 'reused', userId: row.userId };
  }
  if (row.expired) return { ok: false, reason: 'expired', userId: row.userId };
  // Inside the transaction the row lock already makes this use the only one; the condition keeps
  // one exchange per token even for a caller that forgot the transaction.
  const claimed = await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt)))
    .returning({ id: refreshTokens.id });
  if (claimed.length === 0) {
    await revokeSession(db, row.sessionId, 'refresh token reused');
    return { ok: false, reason: 'reused', userId: row.userId };
  }
  const refreshToken = await issueRefreshToken(db, row.sessionId, options.ttlDays, successor);
  return { ok: true, userId: row.userId, sessionId: row.sessionId, refreshToken };
}

/**
 * The token is its session's, live, not exchanged itself, and its session not ended. Its row is
 * locked like the one being retried (always the older token first, so two of these cannot wait for
 * each other): an exchange of it under way ends first, and then it counts as used.
 */
async function isUnused(db: DbOrTx, sessionId: string, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(
      and(
        eq(refreshTokens.tokenHash, hashRefreshToken(token)),
        eq(refreshTokens.sessionId, sessionId),
        isNull(refreshTokens.rotatedAt),
        sql`${refreshTokens.expiresAt} > now()`,
        isNull(sessions.revokedAt),
      ),
    )
    .for('update', { of: refreshTokens });
  return row !== undefined;
}

export async function revokeSession(db: DbOrTx, sessionId: string, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes the session a refresh token belongs to; returns its user, if the token was known. */
export async function revokeSessionByRefreshToken(
  db: DbOrTx,
  token: string,
  reason: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId, userId: sessions.userId })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
  if (!row) return undefined;
  await revokeSession(db, row.sessionId, reason);
  return row.userId;
}

/** Revokes every session of the user, except `keepSessionId` when given; returns how many ended. */
export async function revokeUserSessions(
  db: DbOrTx,
  userId: string,
  reason: string,
  keepSessionId?: string,
): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

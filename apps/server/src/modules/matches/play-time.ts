import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../lib/sql-rows';

/**
 * How long a player played between `from` and `to` (responsible gaming:
 * docs/decisions/0017-responsible-gaming.md). A game counts from its start until the player
 * reported their result (or the game ended, or now), at most PLAY_TIME_CAP_MINUTES: a game left
 * waiting for an admin is not play. Both 1v1 matches and tournament tables count.
 */
export const PLAY_TIME_CAP_MINUTES = 60;

export async function playTime(
  db: DbOrTx,
  userId: string,
  from: Date,
  to: Date,
): Promise<{ games: number; playedSeconds: number }> {
  return (await playTimes(db, [userId], from, to)).get(userId) ?? { games: 0, playedSeconds: 0 };
}

/**
 * `playTime` of many players in one statement (the reminders' sweep asks it of every player
 * active today): each game counts for each of its players, whatever seat they held.
 */
export async function playTimes(
  db: DbOrTx,
  userIds: readonly string[],
  from: Date,
  to: Date,
): Promise<Map<string, { games: number; playedSeconds: number }>> {
  const times = new Map(userIds.map((userId) => [userId, { games: 0, playedSeconds: 0 }]));
  if (userIds.length === 0) return times;
  const result = await db.execute(sql`
    WITH seats AS (
      SELECT m.id, m.started_at, m.ended_at, seat.player
      FROM matches m
      CROSS JOIN LATERAL (
        SELECT m.creator_id UNION SELECT m.opponent_id UNION SELECT unnest(m.seat_ids)
      ) AS seat(player)
      WHERE m.started_at IS NOT NULL
        AND m.started_at < ${to.toISOString()}
        AND m.started_at > ${from.toISOString()}::timestamptz - make_interval(mins => ${PLAY_TIME_CAP_MINUTES})
        AND seat.player = ANY(${`{${userIds.join(',')}}`}::uuid[])
    ), played AS (
      SELECT s.player, s.started_at AS started,
             least(coalesce(r.submitted_at, s.ended_at, now()), s.started_at + make_interval(mins => ${PLAY_TIME_CAP_MINUTES})) AS stopped
      FROM seats s
      LEFT JOIN match_results r ON r.match_id = s.id AND r.user_id = s.player
    )
    SELECT player AS "userId",
           count(*) FILTER (WHERE started >= ${from.toISOString()}) AS games,
           coalesce(sum(greatest(0, extract(epoch FROM least(stopped, ${to.toISOString()}::timestamptz) - greatest(started, ${from.toISOString()}::timestamptz)))), 0) AS seconds
    FROM played
    GROUP BY player`);
  for (const row of rowsOf<{ userId: string; games: string | number; seconds: string | number }>(result)) {
    times.set(row.userId, { games: Number(row.games), playedSeconds: Math.round(Number(row.seconds)) });
  }
  return times;
}

/** Every player of a game started since `since` (1v1 or tournament table): who may be playing now. */
export async function playersActiveSince(db: DbOrTx, since: Date): Promise<string[]> {
  const result = await db.execute(sql`
    SELECT DISTINCT player AS "userId" FROM (
      SELECT m.creator_id AS player FROM matches m WHERE m.started_at >= ${since.toISOString()}
      UNION ALL
      SELECT m.opponent_id FROM matches m WHERE m.started_at >= ${since.toISOString()} AND m.opponent_id IS NOT NULL
      UNION ALL
      SELECT unnest(m.seat_ids) FROM matches m WHERE m.started_at >= ${since.toISOString()} AND m.seat_ids IS NOT NULL
    ) players`);
  return rowsOf<{ userId: string }>(result).map((row) => row.userId);
}

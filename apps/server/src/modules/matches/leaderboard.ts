import type { Leaderboard, PublicLeaderboard } from '@ludo/shared/matches/matches.schemas';
import { paiseToRupees } from '@ludo/shared/money';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { matches, users } from '../../db/schema';
import { startOfIstWeek } from '../../lib/india-time';
import { rowsOf } from '../../lib/sql-rows';
import { paidToSql, wonSql } from './match-views';

interface LeaderboardRow {
  user_id: string;
  name: string;
  played: string;
  wins: string;
  winnings: string;
}

/** The best players by prize money won in settled matches (this week, or all time), then by wins. */
export async function leaderboard(
  db: DbOrTx,
  period: 'week' | 'all',
  limit: number,
  now = new Date(),
): Promise<Leaderboard> {
  const since = period === 'week' ? startOfIstWeek(now) : null;
  const window = since ? sql`AND m.ended_at >= ${since.toISOString()}::timestamptz` : sql``;
  const result = await db.execute(sql`
    WITH played AS (
      SELECT p.user_id,
             count(*) AS played,
             count(*) FILTER (WHERE ${wonSql(sql`p.user_id`)}) AS wins,
             coalesce(sum(${paidToSql(sql`p.user_id`)}), 0) AS winnings
      FROM ${matches} m
      -- Every seat of a room for more than two; a 1v1's creator and opponent.
      CROSS JOIN LATERAL unnest(coalesce(m.seat_ids, ARRAY[m.creator_id, m.opponent_id])) AS p(user_id)
      WHERE m.status = 'settled' AND m.tournament_id IS NULL ${window}
      GROUP BY p.user_id
    )
    SELECT played.user_id, u.full_name AS name, played.played, played.wins, played.winnings
    FROM played JOIN ${users} u ON u.id = played.user_id
    WHERE played.wins > 0
    ORDER BY played.winnings DESC, played.wins DESC, played.played ASC, u.full_name ASC
    LIMIT ${limit}`);
  return {
    period,
    since: since?.toISOString() ?? null,
    entries: rowsOf<LeaderboardRow>(result).map((row, index) => ({
      rank: index + 1,
      userId: row.user_id,
      name: row.name,
      wins: Number(row.wins),
      played: Number(row.played),
      winnings: paiseToRupees(Number(row.winnings)),
    })),
  };
}

/**
 * The same board for visitors of the public site: rank, name, wins, played and winnings only. The
 * rows are rebuilt field by field, so nothing added to the player area's rows later reaches the
 * public without being listed here.
 */
export async function publicLeaderboard(
  db: DbOrTx,
  period: 'week' | 'all',
  limit: number,
  now = new Date(),
): Promise<PublicLeaderboard> {
  const board = await leaderboard(db, period, limit, now);
  return {
    period: board.period,
    since: board.since,
    entries: board.entries.map(({ rank, name, wins, played, winnings }) => ({ rank, name, wins, played, winnings })),
  };
}

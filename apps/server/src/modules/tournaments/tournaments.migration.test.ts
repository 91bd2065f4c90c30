import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client';
import { migratedUpTo } from '../../test/migrations';

/**
 * The migration that gives tournaments their registration columns, run over rows written under the
 * schema before it: the played tournament becomes 'finished' and every row meets the new checks.
 */

const MIGRATION = '0010_tournament_registration';
let client: PGlite;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ client, close } = await migratedUpTo(MIGRATION));
});
afterAll(() => close());

describe(`migration ${MIGRATION}`, () => {
  it("turns 'completed' into 'finished' and fills what the new checks need on older rows", async () => {
    const db = drizzle(client);
    await db.execute(sql`
      INSERT INTO users (id, full_name, email, phone, ludo_player_id, password_hash)
      VALUES ('00000000-0000-4000-8000-000000000001', 'Old Player', 'old@example.in', '+919000000001', 'LKold', 'x')`);
    await db.execute(sql`
      INSERT INTO tournaments (id, title, entry_fee_paise, max_players, status, start_time) VALUES
        ('00000000-0000-4000-8000-0000000000a1', 'Played', 10000, 4, 'completed', '2026-01-01T10:00:00Z'),
        ('00000000-0000-4000-8000-0000000000a2', 'Playing', 10000, 4, 'running', '2026-01-02T10:00:00Z'),
        ('00000000-0000-4000-8000-0000000000a3', 'Called off', 10000, 4, 'cancelled', '2026-01-03T10:00:00Z'),
        ('00000000-0000-4000-8000-0000000000a4', 'Open', 10000, 4, 'registering', '2099-01-03T10:00:00Z')`);
    await db.execute(sql`
      INSERT INTO tournament_entries (tournament_id, user_id)
      VALUES ('00000000-0000-4000-8000-0000000000a4', '00000000-0000-4000-8000-000000000001')`);

    await migrate(db, { migrationsFolder });

    const rows = await client.query<Record<string, unknown>>(
      `SELECT title, status, format, min_players, cancelled_reason, started_at IS NOT NULL AS started,
              finished_at IS NOT NULL AS finished
       FROM tournaments ORDER BY start_time`,
    );
    expect(rows.rows).toEqual([
      {
        title: 'Played',
        status: 'finished',
        format: 'knockout',
        min_players: 2,
        cancelled_reason: null,
        started: true,
        finished: true,
      },
      {
        title: 'Playing',
        status: 'running',
        format: 'knockout',
        min_players: 2,
        cancelled_reason: null,
        started: true,
        finished: false,
      },
      {
        title: 'Called off',
        status: 'cancelled',
        format: 'knockout',
        min_players: 2,
        cancelled_reason: 'Cancelled before reasons were recorded.',
        started: false,
        finished: false,
      },
      {
        title: 'Open',
        status: 'registering',
        format: 'knockout',
        min_players: 2,
        cancelled_reason: null,
        started: false,
        finished: false,
      },
    ]);
    const entries = await client.query(`SELECT status, entry_fee_paise, seed, registrations FROM tournament_entries`);
    expect(entries.rows).toEqual([{ status: 'registered', entry_fee_paise: 0, seed: null, registrations: 1 }]);
    // The old status is refused from now on.
    await expect(client.query(`UPDATE tournaments SET status = 'completed' WHERE title = 'Open'`)).rejects.toThrow(
      /tournaments_status_known/,
    );
  });
});

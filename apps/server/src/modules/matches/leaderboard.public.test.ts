import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches, users } from '../../db/schema';
import { startOfIstWeek } from '../../lib/india-time';
import { createTestApp, type TestApp } from '../../test/harness';
import { fundedPlayer, type MatchApi, matchApi, type Player } from '../../test/match-books';
import { nextRoomCode } from '../../test/matches';
import { bearer, setKycStatus } from '../../test/users';
import { PUBLIC_LEADERBOARD_PER_MINUTE } from './matches.routes';

/**
 * The public site's leaderboard (GET /api/leaderboard/public): visitors see the same ranking as
 * players, built from real settled matches, but only rank, name, wins, played and winnings; it is
 * limited per client address since nobody is signed in, and may be cached for a minute.
 */

type Board = {
  period: string;
  since: string | null;
  entries: Array<
    Record<string, unknown> & { rank: number; name: string; wins: number; played: number; winnings: number }
  >;
};

let t: TestApp;
let api: MatchApi;
beforeAll(async () => {
  t = await createTestApp({ MATCH_SWEEP_INTERVAL_MS: '0' });
  api = matchApi(t.app);
});
afterAll(() => t.close());

// Each visitor's call comes from an address of its own, so only the rate-limit test meets the limit.
let visitors = 0;
const visitorAddress = () => {
  visitors += 1;
  return `10.99.${(visitors >> 8) & 255}.${visitors & 255}`;
};

const visit = (query = '', remoteAddress = visitorAddress()) =>
  t.app.inject({ method: 'GET', url: `/api/leaderboard/public${query}`, remoteAddress });

async function publicBoard(query = ''): Promise<Board> {
  const response = await visit(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Board;
}

async function playerBoard(viewer: Player, query = ''): Promise<Board> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/leaderboard${query}`,
    headers: bearer(viewer),
    remoteAddress: visitorAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Board;
}

/** A match played to the end through the API: `winner` claims the win, the other player the loss. */
async function play(creator: Player, joiner: Player, stake: number, winner: Player): Promise<string> {
  const created = await api.create(creator, nextRoomCode(), stake);
  expect(created.statusCode, created.body).toBe(201);
  const { matchId } = created.json() as { matchId: string };
  const asked = await api.request(joiner, matchId);
  expect(asked.statusCode, asked.body).toBe(201);
  const accepted = await api.accept(creator, matchId, (asked.json() as { requestId: string }).requestId);
  expect(accepted.statusCode, accepted.body).toBe(200);
  const loser = winner === creator ? joiner : creator;
  expect((await api.report(winner, matchId, 'won')).statusCode).toBe(200);
  expect((await api.report(loser, matchId, 'lost')).statusCode).toBe(200);
  const [row] = await t.database.db.select({ status: matches.status }).from(matches).where(eq(matches.id, matchId));
  expect(row?.status).toBe('settled');
  return matchId;
}

it('answers a visitor without a login, cacheable for a minute, with no rankings before any match', async () => {
  const response = await visit();
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=60');
  expect(response.json()).toEqual({ period: 'week', since: startOfIstWeek(new Date()).toISOString(), entries: [] });
  expect((await publicBoard('?period=all')).entries).toEqual([]);
  // The player area's board still needs a login.
  const signedOut = await t.app.inject({ method: 'GET', url: '/api/leaderboard', remoteAddress: visitorAddress() });
  expect(signedOut.statusCode).toBe(401);
  expect(signedOut.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  // A query it does not know is refused as the player area's is.
  const wrong = await visit('?period=month');
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
});

describe('after real matches', () => {
  let a: Player;
  let b: Player;
  let c: Player;
  let names: Map<string, string>;
  let second: string;
  beforeAll(async () => {
    const funded = () => fundedPlayer(t.app, { depositPaise: 50_000 });
    a = await funded();
    b = await funded();
    c = await funded();
    // A wins ₹100 and ₹200, C wins ₹10, B wins nothing; a room cancelled by its creator counts for nothing.
    await play(a, b, 50, a);
    second = await play(c, a, 100, a);
    await play(a, c, 5, c);
    const cancelled = await api.create(b, nextRoomCode(), 5);
    expect((await api.cancel(b, (cancelled.json() as { matchId: string }).matchId)).statusCode).toBe(200);
    const rows = await t.database.db
      .select({ id: users.id, fullName: users.fullName })
      .from(users)
      .where(inArray(users.id, [a.userId, b.userId, c.userId]));
    names = new Map(rows.map((row) => [row.id, row.fullName]));
  });

  it('ranks the winners by prize money won, exactly as the player area does', async () => {
    const board = await publicBoard();
    expect(board.entries).toEqual([
      { rank: 1, name: names.get(a.userId), wins: 2, played: 3, winnings: 300 },
      { rank: 2, name: names.get(c.userId), wins: 1, played: 2, winnings: 10 },
    ]);
    // The same ranking a signed-in player sees, less the ids.
    const players = await playerBoard(b);
    expect(board.entries).toEqual(players.entries.map(({ userId: _, ...rest }) => rest));
    expect(board.since).toBe(players.since);
    expect((await publicBoard('?limit=1')).entries).toHaveLength(1);
  });

  it('shows nothing personal: no ids, emails, phone numbers, Ludo ids or KYC status', async () => {
    await setKycStatus(t.database.db, a.userId, 'verified');
    const response = await visit('?period=all');
    expect(response.statusCode).toBe(200);
    const board = response.json() as Board;
    expect(Object.keys(board).sort()).toEqual(['entries', 'period', 'since']);
    for (const entry of board.entries) {
      expect(Object.keys(entry).sort()).toEqual(['name', 'played', 'rank', 'winnings', 'wins']);
    }
    const rows = await t.database.db
      .select()
      .from(users)
      .where(inArray(users.id, [a.userId, b.userId, c.userId]));
    for (const row of rows) {
      for (const secret of [row.id, row.email, row.phone, row.phone.slice(3), row.ludoPlayerId]) {
        expect(response.body).not.toContain(secret);
      }
    }
    expect(response.body).not.toMatch(/kyc|verified|email|phone|userId|ludo/i);
    // A visitor who happens to send a player's token gets the same public rows, nothing more.
    const withToken = await t.app.inject({
      method: 'GET',
      url: '/api/leaderboard/public?period=all',
      headers: bearer(a),
      remoteAddress: visitorAddress(),
    });
    expect(withToken.body).toBe(response.body);
  });

  it('counts this week from Monday in India, and all time from the first match', async () => {
    // The ₹200 win ended before this week's Monday (IST): it counts for all time only.
    const weekStart = startOfIstWeek(new Date());
    await t.database.db
      .update(matches)
      .set({ endedAt: new Date(weekStart.getTime() - 60_000) })
      .where(eq(matches.id, second));

    const week = await publicBoard('?period=week');
    expect(week.period).toBe('week');
    expect(week.since).toBe(weekStart.toISOString());
    expect(week.entries).toEqual([
      { rank: 1, name: names.get(a.userId), wins: 1, played: 2, winnings: 100 },
      { rank: 2, name: names.get(c.userId), wins: 1, played: 1, winnings: 10 },
    ]);
    const all = await publicBoard('?period=all');
    expect(all.period).toBe('all');
    expect(all.since).toBeNull();
    expect(all.entries).toEqual([
      { rank: 1, name: names.get(a.userId), wins: 2, played: 3, winnings: 300 },
      { rank: 2, name: names.get(c.userId), wins: 1, played: 2, winnings: 10 },
    ]);
  });
});

it(`answers ${PUBLIC_LEADERBOARD_PER_MINUTE} reads a minute from one address, then 429; other addresses go on`, async () => {
  const address = '203.0.113.7';
  for (let read = 0; read < PUBLIC_LEADERBOARD_PER_MINUTE; read += 1) {
    const response = await visit('?limit=1', address);
    expect(response.statusCode, `read ${read + 1}`).toBe(200);
  }
  const refused = await visit('?limit=1', address);
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many requests/) });
  expect(refused.headers['cache-control']).not.toBe('public, max-age=60');
  expect((await visit('?limit=1', '203.0.113.8')).statusCode).toBe(200);
});

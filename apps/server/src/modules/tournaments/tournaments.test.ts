import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tournamentEntries, tournaments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertUsers } from '../../test/users';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);

type Card = {
  id: string;
  title: string;
  entryFee: number;
  prizePool: number;
  players: number;
  maxPlayers: number;
  status: string;
  startTime: string;
};

const upcoming = async (query: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/tournaments/upcoming', query });
  return res;
};

describe('GET /api/tournaments/upcoming', () => {
  it('answers an empty list on an empty database, to anyone', async () => {
    const res = await upcoming();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ tournaments: [] });
  });

  describe('with tournaments in the database', () => {
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      const rows = await t.database.db
        .insert(tournaments)
        .values([
          { title: 'Sunday Cup', entryFeePaise: 10_000, maxPlayers: 16, status: 'registering', startTime: inHours(2) },
          { title: 'Morning Blitz', entryFeePaise: 4_950, maxPlayers: 4, status: 'upcoming', startTime: inHours(1) },
          { title: 'Evening Open', entryFeePaise: 5_000, maxPlayers: 8, status: 'upcoming', startTime: inHours(3) },
          { title: 'Late Night', entryFeePaise: 2_000, maxPlayers: 32, status: 'upcoming', startTime: inHours(4) },
          { title: 'Missed Start', entryFeePaise: 10_000, maxPlayers: 4, status: 'upcoming', startTime: inHours(-1) },
          {
            title: 'Already Running',
            entryFeePaise: 10_000,
            maxPlayers: 4,
            status: 'running',
            startTime: inHours(0.5),
            startedAt: new Date(),
          },
          {
            title: 'Called Off',
            entryFeePaise: 10_000,
            maxPlayers: 4,
            status: 'cancelled',
            cancelledReason: 'Called off by the test',
            startTime: inHours(0.5),
          },
          {
            title: 'Last Week',
            entryFeePaise: 10_000,
            maxPlayers: 4,
            status: 'finished',
            startTime: inHours(-170),
            startedAt: inHours(-170),
            finishedAt: inHours(-168),
          },
        ])
        .returning({ id: tournaments.id, title: tournaments.title });
      for (const row of rows) ids[row.title] = row.id;

      const players = await insertUsers(
        t.database.db,
        Array.from({ length: 16 }, () => ({})),
      );
      const enter = (title: string, count: number) =>
        players.slice(0, count).map((p) => ({ tournamentId: ids[title] ?? '', userId: p.id, entryFeePaise: 0 }));
      await t.database.db
        .insert(tournamentEntries)
        .values([...enter('Sunday Cup', 16), ...enter('Morning Blitz', 3), ...enter('Already Running', 4)]);
    });

    it('shows only future upcoming or registering tournaments, soonest first, three by default', async () => {
      const res = await upcoming();
      expect(res.statusCode).toBe(200);
      const cards = (res.json() as { tournaments: Card[] }).tournaments;
      expect(cards.map((c) => c.title)).toEqual(['Morning Blitz', 'Sunday Cup', 'Evening Open']);
    });

    it('shows more with ?limit, still leaving out started, cancelled and past ones', async () => {
      const cards = ((await upcoming({ limit: '50' })).json() as { tournaments: Card[] }).tournaments;
      expect(cards.map((c) => c.title)).toEqual(['Morning Blitz', 'Sunday Cup', 'Evening Open', 'Late Night']);
    });

    it('gives amounts in rupees and the prize pool as entries minus the 10% fee (16 × ₹100 → ₹1,440)', async () => {
      const cards = ((await upcoming()).json() as { tournaments: Card[] }).tournaments;
      expect(cards.find((c) => c.title === 'Sunday Cup')).toEqual({
        id: ids['Sunday Cup'],
        title: 'Sunday Cup',
        entryFee: 100,
        prizePool: 1440,
        players: 16,
        maxPlayers: 16,
        status: 'registering',
        startTime: expect.any(String),
        registrationOpensAt: null,
      });
      expect(cards.find((c) => c.title === 'Morning Blitz')?.entryFee).toBe(49.5);
    });

    it('counts the players from the entries', async () => {
      const cards = ((await upcoming({ limit: '10' })).json() as { tournaments: Card[] }).tournaments;
      const players = Object.fromEntries(cards.map((c) => [c.title, c.players]));
      expect(players).toEqual({ 'Morning Blitz': 3, 'Sunday Cup': 16, 'Evening Open': 0, 'Late Night': 0 });
    });

    it('gives the start time as an ISO timestamp', async () => {
      const cards = ((await upcoming()).json() as { tournaments: Card[] }).tournaments;
      const start = Date.parse(cards[0]?.startTime ?? '');
      expect(Math.abs(start - inHours(1).getTime())).toBeLessThan(60_000);
    });

    it.each(['0', '51', 'many'])('refuses ?limit=%s with 400', async (limit) => {
      const res = await upcoming({ limit });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    });

    it('lists open ones first, then upcoming, running, finished and cancelled; ahead soonest first, past latest first', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/tournaments?limit=100' });
      const titles = (res.json() as { tournaments: Card[] }).tournaments.map((c) => c.title);
      expect(titles).toEqual([
        'Sunday Cup',
        'Missed Start',
        'Morning Blitz',
        'Evening Open',
        'Late Night',
        'Already Running',
        'Last Week',
        'Called Off',
      ]);
    });

    it('puts every entry fee in exactly one band of the filter', async () => {
      const bands = ['upTo5', 'upTo50', 'upTo100', 'over100'] as const;
      const seen: string[] = [];
      for (const fee of bands) {
        const res = await t.app.inject({ method: 'GET', url: `/api/tournaments?fee=${fee}&limit=100` });
        seen.push(...(res.json() as { tournaments: Card[] }).tournaments.map((c) => `${fee}:${c.entryFee}`));
      }
      // ₹49.50, ₹50 and ₹20 are up to ₹50; ₹100 is up to ₹100; nothing is in two bands.
      expect(seen.sort()).toEqual(
        [
          'upTo100:100',
          'upTo100:100',
          'upTo100:100',
          'upTo100:100',
          'upTo100:100',
          'upTo50:20',
          'upTo50:49.5',
          'upTo50:50',
        ].sort(),
      );
    });
  });
});

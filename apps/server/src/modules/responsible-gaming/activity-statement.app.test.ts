import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { fundedPlayer } from '../../test/match-books';
import { reportResult, startedMatch } from '../../test/matches';
import { bearer } from '../../test/users';
import { playTime } from '../matches/play-time';
import { istMonthBounds, istMonthOf } from './activity-statement';

/** The monthly activity statement: games and time from the matches, money from the history (both modes). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const statement = (player: { accessToken: string }, month?: string) =>
  t.app.inject({ url: `/api/responsible-gaming/statement${month ? `?month=${month}` : ''}`, headers: bearer(player) });

describe('the monthly activity statement', () => {
  it('counts a month’s games, time played and net result for each player', async () => {
    const a = await fundedPlayer(t.app, { depositPaise: 10_000 });
    const b = await fundedPlayer(t.app, { depositPaise: 10_000 });
    const matchId = await startedMatch(t.app, a, b, 50);
    // They started 25 minutes ago; both report now.
    await t.app.db
      .update(matches)
      .set({ startedAt: sql`now() - interval '25 minutes'` })
      .where(eq(matches.id, matchId));
    await reportResult(t.app, a, matchId, 'won');
    await reportResult(t.app, b, matchId, 'lost');

    const mine = await statement(a);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual({
      month: istMonthOf(new Date()),
      games: 1,
      playedMinutes: 25,
      deposits: 0,
      withdrawals: 0,
      freeCoins: 0,
      entryFees: 50,
      winnings: 100,
      refunds: 0,
      net: 50,
    });
    expect((await statement(b)).json()).toMatchObject({ games: 1, playedMinutes: 25, entryFees: 50, net: -50 });
  });

  it('is empty for a month with no play, and refuses a month to come or a malformed one', async () => {
    const player = await fundedPlayer(t.app, { depositPaise: 10_000 });
    const past = await statement(player, '2025-01');
    expect(past.json()).toMatchObject({ month: '2025-01', games: 0, playedMinutes: 0, net: 0 });
    expect((await statement(player, '2099-01')).json()).toMatchObject({ code: 'MONTH_AHEAD' });
    expect((await statement(player, '2026-13')).statusCode).toBe(400);
  });

  it('counts a game left unreported for at most an hour, and only the part inside the window', async () => {
    const a = await fundedPlayer(t.app, { depositPaise: 10_000 });
    const b = await fundedPlayer(t.app, { depositPaise: 10_000 });
    const matchId = await startedMatch(t.app, a, b, 5);
    await t.app.db.update(matches).set({ startedAt: sql`now() - interval '3 hours'` }).where(eq(matches.id, matchId));
    const now = new Date();
    expect(await playTime(t.app.db, a.userId, new Date(now.getTime() - 24 * 3600_000), now)).toEqual({
      games: 1,
      playedSeconds: 3600,
    });
    // A window starting 2.5 hours ago holds 30 minutes of that hour and not the game's start.
    const window = await playTime(t.app.db, a.userId, new Date(now.getTime() - 2.5 * 3600_000), now);
    expect(window.games).toBe(0);
    expect(window.playedSeconds).toBeGreaterThanOrEqual(1799);
    expect(window.playedSeconds).toBeLessThanOrEqual(1801);
  });
});

describe('India months', () => {
  it('start at midnight in India', () => {
    expect(istMonthBounds('2026-11')).toEqual({
      from: new Date('2026-10-31T18:30:00Z'),
      to: new Date('2026-11-30T18:30:00Z'),
    });
    expect(istMonthOf(new Date('2026-11-30T18:29:59Z'))).toBe('2026-11');
    expect(istMonthOf(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12');
  });
});

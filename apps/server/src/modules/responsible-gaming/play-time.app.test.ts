import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches, matchResults, walletTransactions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { fundedPlayer, type Player } from '../../test/match-books';
import { createRoom, reportResult, startedMatch } from '../../test/matches';
import { inMoneyMode } from '../../test/money-text';
import { notificationApi, titled } from '../../test/notifications';
import { bearer } from '../../test/users';
import { shortMatchRef } from '../matches/match-money';
import { playTime, playTimes } from '../matches/play-time';

/**
 * Time played: a daily limit the player sets, and reminders after an hour of play (both money
 * modes). Times are set on the games' rows around a fixed noon in India, so the day's boundary
 * never falls inside a test.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NOON_IST = new Date('2026-11-20T06:30:00Z');
const minutesBefore = (at: Date, minutes: number) => new Date(at.getTime() - minutes * 60_000);
const rg = () => t.services.responsibleGaming;

/** A 1v1 game A won against B, played from `from` until both reported at `to`. */
async function playedGame(a: Player, b: Player, from: Date, to: Date, stake = 5): Promise<string> {
  const matchId = await startedMatch(t.app, a, b, stake);
  await reportResult(t.app, a, matchId, 'won');
  await reportResult(t.app, b, matchId, 'lost');
  await t.app.db.update(matches).set({ startedAt: from, endedAt: to }).where(eq(matches.id, matchId));
  await t.app.db.update(matchResults).set({ submittedAt: to }).where(eq(matchResults.matchId, matchId));
  // The game's money moved when it was played, too.
  await t.app.db
    .update(walletTransactions)
    .set({ createdAt: to })
    .where(eq(walletTransactions.reference, shortMatchRef(matchId)));
  return matchId;
}

const setLimit = (player: Player, minutes: number | null) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/responsible-gaming/play-time-limit',
    headers: bearer(player),
    payload: { minutes },
  });

describe('the daily play time limit', () => {
  it('stops new games once the day’s minutes are played, and lets them start below it', async () => {
    const a = await fundedPlayer(t.app, { depositPaise: 10_000 });
    const b = await fundedPlayer(t.app, { depositPaise: 10_000 });
    const set = await setLimit(a, 30);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().playTimeLimit).toEqual({ amount: 30, pending: null });
    // Nothing played yet today: a room opens.
    expect((await createRoom(t.app, a, 5)).matchId).toBeTruthy();

    await playedGame(a, b, minutesBefore(NOON_IST, 35), minutesBefore(NOON_IST, 1));
    await expect(rg().assertMayPlay(t.app.db, a.userId, NOON_IST)).rejects.toMatchObject({
      statusCode: 403,
      code: 'PLAY_TIME_LIMIT',
      message:
        'You have played your 30 minutes for today, the limit you set. You can play again after midnight (India time).',
    });
    // The next India day starts afresh; a player with no limit is never stopped.
    await expect(
      rg().assertMayPlay(t.app.db, a.userId, new Date(NOON_IST.getTime() + 24 * 3600_000)),
    ).resolves.toBeUndefined();
    await expect(rg().assertMayPlay(t.app.db, b.userId, NOON_IST)).resolves.toBeUndefined();
  });

  it('lowers at once and raises after 24 hours; refuses a limit outside 15 minutes to a day', async () => {
    const player = await fundedPlayer(t.app, { depositPaise: 10_000 });
    await setLimit(player, 60);
    const raised = (await setLimit(player, 120)).json();
    expect(raised.playTimeLimit.amount).toBe(60);
    expect(raised.playTimeLimit.pending.amount).toBe(120);
    const lowered = (await setLimit(player, 45)).json();
    expect(lowered.playTimeLimit).toEqual({ amount: 45, pending: null });
    const bad = await setLimit(player, 5);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'A limit must be at least 15 minutes' });
  });
});

describe('play reminders', () => {
  it('tell the player after an hour of play, once per mark, with the day’s net result', async () => {
    const a = await fundedPlayer(t.app, { depositPaise: 10_000 });
    const b = await fundedPlayer(t.app, { depositPaise: 10_000 });
    await playedGame(a, b, minutesBefore(NOON_IST, 65), minutesBefore(NOON_IST, 1), 50);

    expect(await rg().sendPlayReminders(minutesBefore(NOON_IST, 30))).toBe(0);
    const sent = await rg().sendPlayReminders(NOON_IST);
    expect(sent).toBe(2);
    expect(await rg().sendPlayReminders(NOON_IST)).toBe(0);
    await t.services.domainEvents.dispatch();

    const api = notificationApi(t.app);
    const [forA] = await titled(api, a, 'Time for a break?');
    expect(forA?.message).toBe(inMoneyMode('You have played for 1 h today. Your net result today: +₹50.'));
    const [forB] = await titled(api, b, 'Time for a break?');
    expect(forB?.message).toBe(inMoneyMode('You have played for 1 h today. Your net result today: -₹50.'));

    // Half an hour more of play: the next mark.
    await playedGame(a, b, NOON_IST, new Date(NOON_IST.getTime() + 30 * 60_000));
    expect(await rg().sendPlayReminders(new Date(NOON_IST.getTime() + 31 * 60_000))).toBe(2);
    await t.services.domainEvents.dispatch();
    expect((await titled(api, a, 'Time for a break?')).map((n) => n.message)).toContain(
      inMoneyMode('You have played for 1 h 30 min today. Your net result today: +₹55.'),
    );
  });

  it('are worked out for many players in one statement, each the same as alone', async () => {
    const a = await fundedPlayer(t.app, { depositPaise: 10_000 });
    const b = await fundedPlayer(t.app, { depositPaise: 10_000 });
    const c = await fundedPlayer(t.app, { depositPaise: 10_000 });
    const idle = await fundedPlayer(t.app, { depositPaise: 10_000 });
    await playedGame(a, b, minutesBefore(NOON_IST, 50), minutesBefore(NOON_IST, 20));
    await playedGame(c, a, minutesBefore(NOON_IST, 15), minutesBefore(NOON_IST, 5));
    const from = minutesBefore(NOON_IST, 240);
    const ids = [a, b, c, idle].map((player) => player.userId);
    const together = await playTimes(t.app.db, ids, from, NOON_IST);
    for (const userId of ids) expect(together.get(userId)).toEqual(await playTime(t.app.db, userId, from, NOON_IST));
    expect(together.get(a.userId)).toEqual({ games: 2, playedSeconds: 40 * 60 });
    expect(together.get(idle.userId)).toEqual({ games: 0, playedSeconds: 0 });
  });
});

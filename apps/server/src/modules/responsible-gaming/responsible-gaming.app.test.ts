import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, exclusions, walletTransactions } from '../../db/schema';
import { countRows, createTestApp, REAL_MONEY, type TestApp } from '../../test/harness';
import { fundedPlayer } from '../../test/match-books';
import { nextRoomCode } from '../../test/matches';
import { openDepositOrder } from '../../test/payments';
import { tournamentApi } from '../../test/tournaments-books';
import { bearer, login, quickAdmin, registerAndLogin } from '../../test/users';

/** A player's own deposit limits and breaks, and what they refuse (deposits are the real mode's). */

let t: TestApp;
let address = 0;
const nextAddress = () => `10.77.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;
beforeAll(async () => {
  t = await createTestApp({ ...REAL_MONEY });
});
afterAll(() => t.close());

const rg = () => t.services.responsibleGaming;
const setLimits = (player: { accessToken: string }, limits: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/responsible-gaming/deposit-limits',
    headers: bearer(player),
    payload: limits,
  });
const order = (player: { accessToken: string }, amount: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: bearer(player),
    payload: { amount, currency: 'INR', method: 'upi' },
    remoteAddress: nextAddress(),
  });
const exclude = (player: { accessToken: string }, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/responsible-gaming/exclusion', headers: bearer(player), payload: body });
const userDeposits = async (userId: string) =>
  (await t.app.db.select().from(walletTransactions).where(eq(walletTransactions.userId, userId))).length;

describe('deposit limits', () => {
  it('refuses a deposit past the player’s own daily limit with what is left, and stores nothing', async () => {
    const player = await registerAndLogin(t.app);
    const set = await setLimits(player, { day: 500, week: null, month: 2000 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().depositLimits).toEqual({
      day: { amount: 500, pending: null },
      week: { amount: null, pending: null },
      month: { amount: 2000, pending: null },
    });

    const refused = await order(player, 600);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'DEPOSIT_LIMIT',
      message: 'This is more than your daily deposit limit of ₹500. You can add ₹500 more today.',
    });
    expect(await userDeposits(player.userId)).toBe(0);

    await openDepositOrder(t.app, player, 300, nextAddress());
    const second = await order(player, 300);
    expect(second.json()).toMatchObject({
      code: 'DEPOSIT_LIMIT',
      message: 'This is more than your daily deposit limit of ₹500. You can add ₹200 more today.',
    });
    expect(await userDeposits(player.userId)).toBe(1);

    const allowance = (await t.app.inject({ url: '/api/payment/limits', headers: bearer(player) })).json();
    expect(allowance).toEqual({
      used: { day: 300, week: 300, month: 300 },
      ownLimits: { day: 500, week: null, month: 2000 },
      platformDailyLimit: 50_000,
    });
  });

  it('lowers at once, raises after 24 hours, and audits each change', async () => {
    const player = await registerAndLogin(t.app);
    await setLimits(player, { day: 500, week: null, month: null });
    const raised = await setLimits(player, { day: 5000, week: null, month: null });
    const { day } = raised.json().depositLimits;
    expect(day.amount).toBe(500);
    expect(day.pending.amount).toBe(5000);
    const from = new Date(day.pending.from).getTime();
    expect(from - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(from - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    expect((await order(player, 1000)).statusCode).toBe(422);
    const later = await rg().depositLimitsAt(t.app.db, player.userId, new Date(from + 1000));
    expect(later.day).toBe(500_000);

    const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, player.userId));
    expect(audits.filter((row) => row.action === 'responsible_gaming.deposit_limits')).toHaveLength(2);
  });

  it('answers a bad limit with 400 and changes nothing', async () => {
    const player = await registerAndLogin(t.app);
    const bad = await setLimits(player, { day: -5, week: null, month: null });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/responsible-gaming', headers: bearer(player) })).json()).toMatchObject({
      depositLimits: { day: { amount: null, pending: null } },
    });
  });
});

describe('breaks', () => {
  it('a break needs the password and a length within the rules, and stores nothing otherwise', async () => {
    const player = await fundedPlayer(t.app, { depositPaise: 50_000 });
    const wrong = await exclude(player, { kind: 'cool_off', days: 1, password: 'not it' });
    expect(wrong.statusCode).toBe(400);
    expect(await countRows(t.database, exclusions)).toBe(0);
    const tooLong = await exclude(player, { kind: 'cool_off', days: 43, password: 'x' });
    expect(tooLong.json()).toMatchObject({ message: 'A cool-off lasts at most 42 days (6 weeks)' });
  });

  it('a cool-off taken with the password holds play, deposits and tournament entries', async () => {
    const registered = await registerAndLogin(t.app);
    const reply = await exclude(registered, { kind: 'cool_off', days: 2, password: registered.body.password });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().exclusion).toMatchObject({ kind: 'cool_off' });
    const message = /^You are taking a break until .+ IST\. You cannot play until then\.$/;

    const room = await t.app.inject({
      method: 'POST',
      url: '/api/rooms',
      headers: bearer(registered),
      payload: { roomId: nextRoomCode(), stake: 5 },
    });
    expect(room.statusCode).toBe(403);
    expect(room.json()).toMatchObject({ code: 'COOLING_OFF', message: expect.stringMatching(message) });

    const admin = await quickAdmin(t.app);
    const tournaments = tournamentApi(t.app);
    const created = await tournaments.create(admin, { minPlayers: 2 });
    const entry = await tournaments.register(registered, (created.json() as { id: string }).id);
    expect(entry.statusCode).toBe(403);

    const deposit = await order(registered, 100);
    expect(deposit.json()).toMatchObject({ code: 'COOLING_OFF', message: expect.stringContaining('cannot add money') });
    // The player can still log in (to withdraw, say).
    await login(t.app, registered.body.email, registered.body.password);
  });

  it('self-exclusion ends every session and refuses login with the date it ends; it cannot be shortened', async () => {
    const player = await registerAndLogin(t.app);
    const short = await exclude(player, { kind: 'self_exclusion', months: 3, password: player.body.password });
    expect(short.json()).toMatchObject({ message: 'Self-exclusion lasts at least 6 months' });

    const reply = await exclude(player, { kind: 'self_exclusion', months: 6, password: player.body.password });
    expect(reply.statusCode, reply.body).toBe(200);
    const endsAt = new Date(reply.json().exclusion.endsAt);
    expect(endsAt.getTime() - Date.now()).toBeGreaterThan(180 * 24 * 3600_000);

    expect((await t.app.inject({ url: '/api/users/profile', headers: bearer(player) })).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: player.body.email, password: player.body.password },
    });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({
      code: 'SELF_EXCLUDED',
      message: expect.stringMatching(/^You have excluded yourself until .+ IST\. You can log in again after that\.$/),
    });
    expect(await rg().loginRefusal(player.userId, new Date(endsAt.getTime() + 1000))).toBeUndefined();
    const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.targetId, player.userId));
    expect(audits.map((row) => row.action)).toContain('responsible_gaming.self_exclusion');
  });

  it('admins see who is on a break, and nobody can lift one', async () => {
    const player = await registerAndLogin(t.app);
    await exclude(player, { kind: 'cool_off', days: 7, password: player.body.password });
    const admin = await quickAdmin(t.app);
    const list = await t.app.inject({ url: '/api/admin/responsible-gaming/exclusions', headers: bearer(admin) });
    expect(list.statusCode).toBe(200);
    const mine = list.json().exclusions.find((row: { userId: string }) => row.userId === player.userId);
    expect(mine).toMatchObject({ fullName: player.body.fullName, email: player.body.email, kind: 'cool_off' });
    expect(
      (await t.app.inject({ url: '/api/admin/responsible-gaming/exclusions', headers: bearer(player) })).statusCode,
    ).toBe(403);
    for (const method of ['DELETE', 'PATCH', 'POST'] as const) {
      const lift = await t.app.inject({
        method,
        url: '/api/admin/responsible-gaming/exclusions',
        headers: bearer(admin),
      });
      expect(lift.statusCode).toBe(404);
    }
    // A shorter break on top does not end the longer one.
    await exclude(player, { kind: 'cool_off', days: 1, password: player.body.password });
    const status = (await t.app.inject({ url: '/api/responsible-gaming', headers: bearer(player) })).json();
    expect(new Date(status.exclusion.endsAt).getTime() - Date.now()).toBeGreaterThan(6 * 24 * 3600_000);
  });
});

describe('restricted states', () => {
  it('a player who lives in a restricted state may not play or add money; others may', async () => {
    const blocked = await registerAndLogin(t.app, { state: 'Telangana' });
    const profile = (await t.app.inject({ url: '/api/users/profile', headers: bearer(blocked) })).json();
    expect(profile.state).toBe('Telangana');
    const room = await t.app.inject({
      method: 'POST',
      url: '/api/rooms',
      headers: bearer(blocked),
      payload: { roomId: nextRoomCode(), stake: 5 },
    });
    expect(room.statusCode).toBe(403);
    expect(room.json()).toMatchObject({
      code: 'RESTRICTED_STATE',
      message: 'Playing for money is not allowed for players in Telangana.',
    });
    expect((await order(blocked, 100)).json()).toMatchObject({
      code: 'RESTRICTED_STATE',
      message: 'Adding money is not allowed for players in Telangana.',
    });
    expect(await userDeposits(blocked.userId)).toBe(0);

    const allowed = await registerAndLogin(t.app, { state: 'Karnataka' });
    await openDepositOrder(t.app, allowed, 100, nextAddress());
  });

  it('a state is given once, from the list; a change goes through support', async () => {
    const player = await registerAndLogin(t.app);
    const setState = (state: string) =>
      t.app.inject({ method: 'PUT', url: '/api/users/state', headers: bearer(player), payload: { state } });
    expect((await setState('Atlantis')).json()).toMatchObject({ message: 'Choose the state you live in' });
    const set = await setState('Kerala');
    expect(set.statusCode).toBe(200);
    expect(set.json().state).toBe('Kerala');
    const again = await setState('Goa');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'STATE_ALREADY_SET' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...player.body, email: 'x@example.in', state: 'Atlantis' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

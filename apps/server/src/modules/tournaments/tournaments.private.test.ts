import type {
  PrivateTournamentResponse,
  TournamentSchedule,
  TournamentSummary,
} from '@ludo/shared/tournaments/tournaments.schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, tournaments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { fundedPlayer, type Player, type Reply, walletOf } from '../../test/match-books';
import { nextAddress } from '../../test/matches';
import { inMoneyMode } from '../../test/money-text';
import { type TournamentApi, tournamentApi } from '../../test/tournaments-books';
import { bearer, quickAdmin } from '../../test/users';
import { checkLedger } from '../ledger/ledger.check';

/** Private tournaments with invites, and recurring schedules, through the API. */

let t: TestApp;
let api: TournamentApi;
let admin: Player;

beforeAll(async () => {
  t = await createTestApp();
  api = tournamentApi(t.app);
  admin = await quickAdmin(t.app);
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await checkLedger(t.database.db)).toEqual([]);
});

const call = async (who: Player, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<Reply> =>
  (await t.app.inject({ method, url, headers: bearer(who), payload, remoteAddress: nextAddress() })) as Reply;

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const privateBody = (body: object = {}) => ({
  title: 'Friday friends',
  format: 'knockout',
  entryFee: 50,
  maxPlayers: 4,
  startTime: inAnHour(),
  ...body,
});

describe('private tournaments', () => {
  it('the creator enters first and shares the code; only players with it can enter', async () => {
    const host = await fundedPlayer(t.app, { depositPaise: 5_000 });
    const created = await call(host, 'POST', '/api/tournaments/private', privateBody());
    expect(created.statusCode, created.body).toBe(201);
    const tournament = created.json() as PrivateTournamentResponse;
    expect(tournament).toMatchObject({ visibility: 'private', players: 1, entryFee: 50, status: 'registering' });
    expect(tournament.inviteCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(await walletOf(t.database.db, host.userId)).toEqual({ depositPaise: 0, winningsPaise: 0 });

    // Not in any public list.
    const listed = (await api.list()).json() as { tournaments: TournamentSummary[] };
    expect(listed.tournaments.map((x) => x.id)).not.toContain(tournament.id);
    // The admins see it, marked private, so they can step in (cancel, disqualify, force a result).
    const adminList = (await call(admin, 'GET', '/api/admin/tournaments?status=registering')).json() as {
      tournaments: Array<TournamentSummary & { visibility: string }>;
    };
    expect(adminList.tournaments.find((x) => x.id === tournament.id)).toMatchObject({
      visibility: 'private',
      players: 1,
    });
    expect(adminList.tournaments.every((x) => x.status === 'registering')).toBe(true);
    expect((await call(host, 'GET', '/api/admin/tournaments')).statusCode).toBe(403);
    const upcoming = (await t.app.inject({ url: '/api/tournaments/upcoming' })).json() as {
      tournaments: TournamentSummary[];
    };
    expect(upcoming.tournaments.map((x) => x.id)).not.toContain(tournament.id);

    const friend = await fundedPlayer(t.app, { depositPaise: 5_000 });
    const stranger = await fundedPlayer(t.app, { depositPaise: 5_000 });
    const uninvited = await api.register(stranger, tournament.id);
    expect(uninvited.json(), uninvited.body).toMatchObject({ code: 'TOURNAMENT_INVITE_REQUIRED' });
    const wrong = await call(stranger, 'POST', `/api/tournaments/${tournament.id}/register`, {
      inviteCode: 'ZZZZZZZZ',
    });
    expect(wrong.statusCode).toBe(403);
    expect(await walletOf(t.database.db, stranger.userId)).toEqual({ depositPaise: 5_000, winningsPaise: 0 });

    const found = await call(friend, 'POST', '/api/tournaments/invites', {
      inviteCode: tournament.inviteCode.toLowerCase(),
    });
    expect(found.json()).toEqual({ tournamentId: tournament.id });
    const joined = await call(friend, 'POST', `/api/tournaments/${tournament.id}/register`, {
      inviteCode: tournament.inviteCode,
    });
    expect(joined.statusCode, joined.body).toBe(201);
    expect((await call(friend, 'POST', '/api/tournaments/invites', { inviteCode: 'ABCDEFGH' })).statusCode).toBe(404);

    // The code is the creator's to see; only the creator starts it early.
    expect((await call(friend, 'GET', `/api/tournaments/${tournament.id}/invite`)).statusCode).toBe(404);
    expect((await call(host, 'GET', `/api/tournaments/${tournament.id}/invite`)).json()).toMatchObject({
      inviteCode: tournament.inviteCode,
    });
    expect((await call(friend, 'POST', `/api/tournaments/${tournament.id}/start`)).statusCode).toBe(403);
    const started = await call(host, 'POST', `/api/tournaments/${tournament.id}/start`);
    expect(started.json()).toMatchObject({ status: 'running', currentRound: 1 });
  });

  it('takes only the product’s fees and field sizes, and at most 3 waiting per player', async () => {
    const host = await fundedPlayer(t.app, { depositPaise: 100_000 });
    const badFee = await call(host, 'POST', '/api/tournaments/private', privateBody({ entryFee: 75 }));
    expect(badFee.json()).toMatchObject({ message: expect.stringContaining(inMoneyMode('₹5, ₹50, ₹100 or ₹200')) });
    const badSize = await call(host, 'POST', '/api/tournaments/private', privateBody({ maxPlayers: 6 }));
    expect(badSize.statusCode).toBe(400);
    for (let i = 0; i < 3; i++) {
      expect((await call(host, 'POST', '/api/tournaments/private', privateBody())).statusCode).toBe(201);
    }
    const fourth = await call(host, 'POST', '/api/tournaments/private', privateBody());
    expect(fourth.json()).toMatchObject({ code: 'TOURNAMENT_TOO_MANY_PRIVATE' });
    const poor = await fundedPlayer(t.app, { depositPaise: 100 });
    const unpaid = await call(poor, 'POST', '/api/tournaments/private', privateBody());
    expect(unpaid.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    const rows = await t.database.db.select().from(tournaments).where(eq(tournaments.createdBy, poor.userId));
    expect(rows).toEqual([]);
  });
});

describe('recurring tournaments', () => {
  it('an admin schedules "Daily Dash" at 21:00 India time; the sweep creates each occurrence once', async () => {
    const body = {
      title: 'Daily Dash',
      format: 'knockout',
      entryFee: 50,
      maxPlayers: 16,
      minPlayers: 4,
      timeOfDay: '21:00',
      opensHoursBefore: 2,
    };
    const player = await fundedPlayer(t.app, { depositPaise: 1 });
    expect((await call(player, 'POST', '/api/admin/tournaments/schedules', body)).statusCode).toBe(403);
    const bad = await call(admin, 'POST', '/api/admin/tournaments/schedules', { ...body, timeOfDay: '9pm' });
    expect(bad.statusCode).toBe(400);
    const created = await call(admin, 'POST', '/api/admin/tournaments/schedules', body);
    expect(created.statusCode, created.body).toBe(201);
    const schedule = created.json() as TournamentSchedule;
    expect(schedule).toMatchObject({ timeOfDay: '21:00', weekdays: [0, 1, 2, 3, 4, 5, 6], active: true });
    const next = new Date(schedule.nextStart as string);

    const services = t.services.tournamentSchedules;
    // Registration opens 2 hours before the start: not before, then once however often it is swept.
    expect(await services.createDue(new Date(next.getTime() - 3 * 3_600_000))).toBe(0);
    expect(await services.createDue(new Date(next.getTime() - 1 * 3_600_000))).toBe(1);
    expect(await services.createDue(new Date(next.getTime() - 0.5 * 3_600_000))).toBe(0);
    const made = await t.database.db.select().from(tournaments).where(eq(tournaments.scheduleId, schedule.id));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ title: 'Daily Dash', status: 'registering', entryFeePaise: 5_000 });
    expect(made[0]?.startTime.toISOString()).toBe(next.toISOString());

    const paused = await call(admin, 'POST', `/api/admin/tournaments/schedules/${schedule.id}/active`, {
      active: false,
    });
    expect(paused.json()).toMatchObject({ active: false, nextStart: null });
    expect(await services.createDue(new Date(next.getTime() + 23 * 3_600_000))).toBe(0);
    const list = (await call(admin, 'GET', '/api/admin/tournaments/schedules')).json() as {
      schedules: TournamentSchedule[];
    };
    expect(list.schedules.map((s) => s.id)).toContain(schedule.id);
    expect(schedule).toMatchObject({ playMode: 'external', variant: null });
    expect(made[0]).toMatchObject({ playMode: 'external', gameVariant: null });
  });

  it('a schedule played here creates tournaments played here, in its variant', async () => {
    const created = await call(admin, 'POST', '/api/admin/tournaments/schedules', {
      title: 'Quick Nights',
      format: 'knockout',
      entryFee: 50,
      maxPlayers: 8,
      minPlayers: 2,
      timeOfDay: '22:00',
      opensHoursBefore: 2,
      playMode: 'platform',
      variant: 'quick',
    });
    expect(created.statusCode, created.body).toBe(201);
    const schedule = created.json() as TournamentSchedule;
    expect(schedule).toMatchObject({ playMode: 'platform', variant: 'quick' });
    const next = new Date(schedule.nextStart as string);
    expect(await t.services.tournamentSchedules.createDue(new Date(next.getTime() - 3_600_000))).toBe(1);
    const [made] = await t.database.db.select().from(tournaments).where(eq(tournaments.scheduleId, schedule.id));
    expect(made).toMatchObject({ playMode: 'platform', gameVariant: 'quick' });
    const refused = await call(admin, 'POST', '/api/admin/tournaments/schedules', {
      title: 'Quick Nights',
      format: 'knockout',
      entryFee: 50,
      maxPlayers: 8,
      minPlayers: 2,
      timeOfDay: '22:00',
      variant: 'quick',
    });
    expect(refused.statusCode).toBe(400);
  });

  it('an admin changes a schedule: the tournaments it made keep their terms, the next ones take the new', async () => {
    const body = {
      title: 'Evening Cup',
      format: 'knockout',
      entryFee: 50,
      maxPlayers: 16,
      minPlayers: 4,
      timeOfDay: '20:00',
      opensHoursBefore: 2,
    };
    const schedule = (await call(admin, 'POST', '/api/admin/tournaments/schedules', body)).json() as TournamentSchedule;
    const services = t.services.tournamentSchedules;
    const firstStart = new Date(schedule.nextStart as string);
    expect(await services.createDue(new Date(firstStart.getTime() - 3_600_000))).toBe(1);
    const url = `/api/admin/tournaments/schedules/${schedule.id}`;
    const changes = {
      ...body,
      title: 'Evening Cup Plus',
      entryFee: 80,
      timeOfDay: '20:30',
      weekdays: [1, 3, 5],
      opensHoursBefore: 3,
      playMode: 'platform',
      variant: 'quick',
    };

    // Refused, and nothing changed: a player, a bad body, a schedule that does not exist.
    const player = await fundedPlayer(t.app, { depositPaise: 1 });
    expect((await call(player, 'PUT', url, changes)).statusCode).toBe(403);
    const bad = await call(admin, 'PUT', url, { ...changes, timeOfDay: '25:00', minPlayers: 40 });
    expect(bad.statusCode, bad.body).toBe(400);
    const missing = await call(
      admin,
      'PUT',
      '/api/admin/tournaments/schedules/00000000-0000-4000-8000-000000000000',
      changes,
    );
    expect(missing.statusCode).toBe(404);
    const unchanged = (await call(admin, 'GET', '/api/admin/tournaments/schedules')).json() as {
      schedules: TournamentSchedule[];
    };
    expect(unchanged.schedules.find((s) => s.id === schedule.id)).toEqual(schedule);

    const changed = await call(admin, 'PUT', url, changes);
    expect(changed.statusCode, changed.body).toBe(200);
    const updated = changed.json() as TournamentSchedule;
    expect(updated).toMatchObject({
      id: schedule.id,
      title: 'Evening Cup Plus',
      entryFee: 80,
      timeOfDay: '20:30',
      weekdays: [1, 3, 5],
      opensHoursBefore: 3,
      playMode: 'platform',
      variant: 'quick',
      active: true,
    });
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, schedule.id), eq(auditLog.action, 'tournament_schedule.update')));
    expect(audited).toMatchObject({ actorId: admin.userId, before: schedule, after: updated });
    // The next start is at the new time, on one of the new days (India time).
    const next = new Date(updated.nextStart as string);
    const ist = new Date(next.getTime() + 330 * 60_000);
    expect([ist.getUTCHours(), ist.getUTCMinutes()]).toEqual([20, 30]);
    expect([1, 3, 5]).toContain(ist.getUTCDay());

    const made = await t.database.db.select().from(tournaments).where(eq(tournaments.scheduleId, schedule.id));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ title: 'Evening Cup', entryFeePaise: 5_000, playMode: 'external' });
    expect(await services.createDue(new Date(next.getTime() - 2 * 3_600_000))).toBe(1);
    const after = await t.database.db.select().from(tournaments).where(eq(tournaments.scheduleId, schedule.id));
    const newest = after.find((tournament) => tournament.startTime.getTime() === next.getTime());
    expect(newest).toMatchObject({
      title: 'Evening Cup Plus',
      entryFeePaise: 8_000,
      playMode: 'platform',
      gameVariant: 'quick',
    });

    // A paused schedule stays paused when changed.
    await call(admin, 'POST', `/api/admin/tournaments/schedules/${schedule.id}/active`, { active: false });
    const whilePaused = (await call(admin, 'PUT', url, { ...changes, title: 'Evening Cup Paused' })).json();
    expect(whilePaused).toMatchObject({ title: 'Evening Cup Paused', active: false, nextStart: null });
  });
});

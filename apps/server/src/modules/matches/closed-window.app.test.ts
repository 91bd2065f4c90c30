import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/harness';
import { fundedPlayer, matchRow } from '../../test/match-books';
import { matchServices, nextAddress, nextRoomCode } from '../../test/matches';
import { tournamentApi } from '../../test/tournaments-books';
import { bearer, quickAdmin } from '../../test/users';

/** With CLOSED_WINDOW_IST covering now: no room opens, no tournament starts, with the reason said. */

/** "HH:MM-HH:MM", India time, from 30 minutes before now to 30 minutes after. */
function windowAroundNow(): string {
  const ist = (offsetMinutes: number) => {
    const at = new Date(Date.now() + offsetMinutes * 60_000 + 330 * 60_000);
    return `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
  };
  return `${ist(-30)}-${ist(30)}`;
}

let t: TestApp;
let window = '';
beforeAll(async () => {
  window = windowAroundNow();
  t = await createTestApp({ CLOSED_WINDOW_IST: window });
});
afterAll(() => t.close());

describe('the daily closed window', () => {
  it('refuses a new room with the reason, and takes nothing', async () => {
    const player = await fundedPlayer(t.app, { depositPaise: 10_000 });
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/rooms',
      headers: bearer(player),
      payload: { roomId: nextRoomCode(), stake: 50, durationMinutes: 10 },
      remoteAddress: nextAddress(),
    });
    expect(reply.statusCode).toBe(409);
    const [from, to] = window.split('-');
    expect(reply.json()).toEqual({
      code: 'CLOSED_WINDOW',
      message: `Games do not start between ${from} and ${to} (India time). Play again from ${to}.`,
    });
    const profile = (await t.app.inject({ url: '/api/users/profile', headers: bearer(player) })).json();
    expect(profile.balance).toBe(100);
  });

  it('holds a tournament’s start: the admin is told, the sweep waits', async () => {
    const admin = await quickAdmin(t.app);
    const api = tournamentApi(t.app);
    const created = await api.create(admin, {
      minPlayers: 2,
      startTime: new Date(Date.now() + 60_000).toISOString(),
    });
    const { id } = created.json() as { id: string };
    for (let i = 0; i < 2; i++) {
      const player = await fundedPlayer(t.app, { depositPaise: 10_000 });
      expect((await api.register(player, id)).statusCode).toBe(201);
    }
    const now = await api.start(admin, id);
    expect(now.statusCode).toBe(409);
    expect(now.json()).toMatchObject({ code: 'CLOSED_WINDOW' });
    await t.services.tournaments.startDue(new Date(Date.now() + 120_000));
    expect(((await api.detail(id)).json() as { status: string }).status).toBe('registering');
  });

  it('refuses to start a match by accepting a request made before it opened, and takes nothing', async () => {
    // The room and the request were made on a platform whose window had not begun (a second app on
    // another database would not share the room: the same database, the window turned off).
    const open = matchServices({
      database: t.database,
      config: { ...t.config, matches: { ...t.config.matches, closedWindow: null } },
    });
    const owner = await fundedPlayer(t.app, { depositPaise: 10_000 });
    const guest = await fundedPlayer(t.app, { depositPaise: 10_000 });
    const room = await open.rooms.create(owner.userId, { mode: 'external', roomCode: nextRoomCode() }, 50);
    const { requestId } = await open.rooms.requestToJoin(guest.userId, room.id);

    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/matches/${room.id}/requests/${requestId}/accept`,
      headers: bearer(owner),
      remoteAddress: nextAddress(),
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({ code: 'CLOSED_WINDOW' });
    const guestProfile = (await t.app.inject({ url: '/api/users/profile', headers: bearer(guest) })).json();
    expect(guestProfile.balance).toBe(100);
    expect((await matchRow(t.app.db, room.id))?.status).toBe('open');
  });

  it('is refused at start-up when it cannot be read', () => {
    expect(() => loadConfig({ CLOSED_WINDOW_IST: 'night' })).toThrow('CLOSED_WINDOW_IST must look like 00:00-05:00');
  });
});

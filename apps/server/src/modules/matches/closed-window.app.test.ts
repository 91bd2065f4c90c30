import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/harness';
import { fundedPlayer, matchRow, type Player } from '../../test/match-books';
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

  it('holds the next round of a running tournament until it is over; the sweep draws it then', async () => {
    // The same window object the app reads, moved for this test: away from now, then over it.
    const closed = t.config.matches.closedWindow;
    if (!closed) throw new Error('the test app has a closed window');
    const { from, to } = closed;
    const istMinute = (offsetMinutes: number) =>
      (((Math.floor((Date.now() + 330 * 60_000) / 60_000) + offsetMinutes) % 1_440) + 1_440) % 1_440;
    const moveWindow = (startMinutes: number) => {
      closed.from = istMinute(startMinutes);
      closed.to = istMinute(startMinutes + 60);
    };
    try {
      moveWindow(180);
      const admin = await quickAdmin(t.app);
      const api = tournamentApi(t.app);
      const created = await api.create(admin, { entryFee: 100, minPlayers: 2, maxPlayers: 4 });
      const { id } = created.json() as { id: string };
      const players: Player[] = [];
      for (let i = 0; i < 4; i++) {
        const player = await fundedPlayer(t.app, { depositPaise: 10_000 });
        expect((await api.register(player, id)).statusCode).toBe(201);
        players.push(player);
      }
      expect((await api.start(admin, id)).statusCode).toBe(200);
      const playDuel = async (winner: Player, loser: Player) => {
        const [game] = (await api.liveGames(winner)).filter((match) => match.tournament?.id === id);
        if (!game) throw new Error('no game');
        const host = game.hostUserId === winner.userId ? winner : loser;
        expect((await api.postCode(host, game.id, nextRoomCode())).statusCode).toBe(200);
        expect((await api.reportDuel(winner, game.id, 'won')).statusCode).toBe(200);
        expect((await api.reportDuel(loser, game.id, 'lost')).statusCode).toBe(200);
      };
      const [a, b, c, d] = players as [Player, Player, Player, Player];
      await playDuel(a, d);

      // The window begins before round 1's last game is decided: round 2 waits, however often asked.
      moveWindow(-30);
      await playDuel(b, c);
      await t.services.tournaments.advance(id);
      await t.services.tournaments.advanceRunning();
      const held = (await api.detail(id)).json() as { status: string; currentRound: number };
      expect(held).toMatchObject({ status: 'running', currentRound: 1 });
      expect(await api.liveGames(a)).toEqual([]);

      // Over: the sweep draws round 2, the two winners.
      moveWindow(-120);
      await t.services.tournaments.advanceRunning();
      expect(((await api.detail(id)).json() as { currentRound: number }).currentRound).toBe(2);
      const [final] = await api.liveGames(a);
      expect(final?.players.map((player) => player.userId).sort()).toEqual([a.userId, b.userId].sort());
    } finally {
      closed.from = from;
      closed.to = to;
    }
  });

  it('is refused at start-up when it cannot be read', () => {
    expect(() => loadConfig({ CLOSED_WINDOW_IST: 'night' })).toThrow('CLOSED_WINDOW_IST must look like 00:00-05:00');
  });
});

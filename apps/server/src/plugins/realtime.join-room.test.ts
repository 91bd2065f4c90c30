import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RoomsService } from '../modules/matches/rooms.service';
import { createTestApp, type TestApp } from '../test/harness';
import { listenLocally, matchRequests, SocketClients } from '../test/match-sockets';
import { nextRoomCode } from '../test/matches';
import { JOIN_ROOM_RULE } from './socket-throttle';

/**
 * `joinRoom` costs a database lookup, so each socket may ask only so often: calls past the limit
 * are refused without a lookup, and a socket that floods is disconnected. Players who open a few
 * match pages are not affected.
 */

type Player = { accessToken: string; userId: string };

let t: TestApp;
let clients: SocketClients;
beforeAll(async () => {
  // The honest socket below watches four rooms of one player.
  t = await createTestApp({ MAX_OPEN_ROOMS_PER_PLAYER: '4' });
  clients = new SocketClients(await listenLocally(t.app));
});
afterAll(async () => {
  clients.closeAll();
  await t.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const { post, player } = matchRequests(() => t.app, { addresses: '10.75', depositPaise: 100_000 });

const openRoom = async (creator: Player) =>
  (await post(creator, '/api/rooms', { roomId: nextRoomCode(), stake: 50 })).matchId as string;

describe('joinRoom is throttled per socket', () => {
  it('looks up a bounded number of rooms for a socket that emits joinRoom 3,000 times, and disconnects it', async () => {
    const owner = await player();
    const flooder = await player();
    const matchId = await openRoom(owner);
    // A requester may watch the room: every lookup the flood gets is a real, allowed one.
    await post(flooder, `/api/rooms/${matchId}/request`);
    const lookups = vi.spyOn(RoomsService.prototype, 'findRoom');
    const socket = await clients.connect(flooder.accessToken);
    // Every call asks for an answer, so an unthrottled server is seen answering all 3,000.
    const outcome = new Promise<string>((resolve) => {
      let answered = 0;
      socket.socket.once('disconnect', (reason) => resolve(reason));
      for (let i = 0; i < 3_000; i++) {
        socket.socket.emit('joinRoom', matchId, () => {
          answered += 1;
          if (answered === 3_000) resolve('every call was answered');
        });
      }
    });

    // The server ends the socket ('io server disconnect'), not the client or the transport.
    expect(await outcome).toBe('io server disconnect');
    // The burst, plus what the bucket refills while the flood arrives: nowhere near 3,000.
    const looked = lookups.mock.calls.length;
    expect(looked).toBeGreaterThanOrEqual(JOIN_ROOM_RULE.burst);
    expect(looked).toBeLessThanOrEqual(JOIN_ROOM_RULE.burst + 5);

    // The same player's other devices keep their own allowance.
    const other = await clients.connect(flooder.accessToken);
    expect(await other.joinRoom(matchId)).toEqual({ ok: true });
    expect(lookups.mock.calls.length).toBe(looked + 1);
  });

  it('answers calls past the burst with ok: false without a lookup, and keeps the socket', async () => {
    const owner = await player();
    const matchId = await openRoom(owner);
    const socket = await clients.connect(owner.accessToken);
    const lookups = vi.spyOn(RoomsService.prototype, 'findRoom');

    const answers = await Promise.all(Array.from({ length: JOIN_ROOM_RULE.burst + 5 }, () => socket.joinRoom(matchId)));
    const allowed = answers.filter((answer) => answer.ok).length;
    // Every call of the burst is looked up and allowed; the refill may add one or two meanwhile.
    expect(allowed).toBeGreaterThanOrEqual(JOIN_ROOM_RULE.burst);
    expect(allowed).toBeLessThan(JOIN_ROOM_RULE.burst + 5);
    expect(lookups.mock.calls.length).toBe(allowed);
    expect(socket.socket.connected).toBe(true);
  });

  it('lets an honest socket join a few rooms, and its player hears those rooms’ events', async () => {
    const owner = await player();
    const rooms = [await openRoom(owner), await openRoom(owner), await openRoom(owner)];
    const notJoined = await openRoom(owner);
    // A socket is put in its player's rooms when it connects: this one is not, so that only joinRoom
    // brings it in (the room it does not join shows that it is really out).
    vi.spyOn(RoomsService.prototype, 'watchedBy').mockResolvedValue([]);
    const socket = await clients.connect(owner.accessToken);

    for (const matchId of rooms) expect(await socket.joinRoom(matchId)).toEqual({ ok: true });

    // Cancelling an open room tells its channel that the match changed. Events reach a socket in
    // the order they were sent, so once the last room's is heard, the first room's would have been.
    for (const matchId of [notJoined, ...rooms]) await post(owner, `/api/matches/${matchId}/cancel`);
    await Promise.all(rooms.map((matchId) => socket.waitForMatch('matchUpdated', matchId)));
    expect(socket.heardAbout(notJoined).map((entry) => entry.event)).not.toContain('matchUpdated');
    expect(socket.socket.connected).toBe(true);
  });
});

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { listenLocally, matchRequests, type PlayerSocket, SocketClients } from '../../test/match-sockets';
import { nextRoomCode, PNG_BYTES, resultForm } from '../../test/matches';
import { bearer } from '../../test/users';
import { AccessTokens } from '../auth/tokens';

/**
 * What players hear while a match happens (docs/product-rules.md, Rooms and matches;
 * docs/architecture.md, Realtime): the owner hears requests, both players hear the join, results
 * and chat, everyone hears the list of rooms change, and nobody else hears anything of the match,
 * even by asking to join its channel.
 */

type Player = { accessToken: string; userId: string };

let t: TestApp;
let clients: SocketClients;
beforeAll(async () => {
  t = await createTestApp({ MATCH_SWEEP_INTERVAL_MS: '0' });
  clients = new SocketClients(await listenLocally(t.app));
});
afterAll(async () => {
  clients.closeAll();
  await t.close();
});

const { nextAddress, post, player } = matchRequests(() => t.app, { addresses: '10.74', depositPaise: 10_000 });

async function nameOf(who: Player) {
  const response = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(who) });
  return (response.json() as { fullName: string }).fullName;
}

const openRoom = async (creator: Player, roomCode = nextRoomCode()) =>
  (await post(creator, '/api/rooms', { roomId: roomCode, stake: 50 })).matchId as string;
const askToJoin = async (who: Player, matchId: string) =>
  (await post(who, `/api/rooms/${matchId}/request`)).requestId as string;
const accept = (owner: Player, matchId: string, requestId: string) =>
  post(owner, `/api/matches/${matchId}/requests/${requestId}/accept`);

async function report(who: Player, matchId: string, result: 'won' | 'lost') {
  const form = resultForm(result, { bytes: PNG_BYTES });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/matches/${matchId}/result`,
    headers: { ...bearer(who), 'content-type': form.contentType },
    payload: form.payload,
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
}

/**
 * Waits until a socket has heard everything sent before this moment: a room created now tells
 * every socket `roomsChanged`, and a socket hears events in the order they were sent.
 */
async function flush(...sockets: PlayerSocket[]) {
  const counts = sockets.map((socket) => socket.count('roomsChanged'));
  await openRoom(await player());
  await Promise.all(
    sockets.map((socket, index) =>
      socket.waitFor('roomsChanged', () => socket.count('roomsChanged') > (counts[index] ?? 0)),
    ),
  );
}

describe('connecting', () => {
  it('refuses a socket without a token, with a made-up one, or with one signed by another key', async () => {
    const someone = await player();
    const foreign = new AccessTokens(randomBytes(32).toString('hex'), 900);
    const forged = await foreign.sign({ userId: someone.userId, sid: someone.userId, role: 'player' });
    expect(await clients.refused(undefined)).toBe('unauthorized');
    expect(await clients.refused('not-a-token')).toBe('unauthorized');
    expect(await clients.refused(forged)).toBe('unauthorized');
    // The player's own token works.
    await clients.connect(someone.accessToken);
  });
});

describe('a match from the sockets’ side', () => {
  it('tells the owner of requests, both players of the join, results and chat, and strangers nothing of it', async () => {
    const owner = await player();
    const joiner = await player();
    const declined = await player();
    const stranger = await player();
    const [ownerSocket, joinerSocket, declinedSocket, strangerSocket] = await Promise.all(
      [owner, joiner, declined, stranger].map((who) => clients.connect(who.accessToken)),
    );
    if (!ownerSocket || !joinerSocket || !declinedSocket || !strangerSocket) throw new Error('no sockets');

    // A new room: every player's list changes, the stranger's too.
    const roomCode = nextRoomCode();
    const matchId = await openRoom(owner, roomCode);
    await strangerSocket.waitFor('roomsChanged');
    await joinerSocket.waitFor('roomsChanged');

    // The stranger may not listen in, by match id or by room code.
    expect(await strangerSocket.joinRoom(matchId)).toEqual({ ok: false });
    expect(await strangerSocket.joinRoom(roomCode)).toEqual({ ok: false });
    expect(await strangerSocket.joinRoom('x'.repeat(65))).toEqual({ ok: false });
    // The owner may (the product's client joins its room by code after creating it).
    expect(await ownerSocket.joinRoom(roomCode)).toEqual({ ok: true });

    const requestId = await askToJoin(joiner, matchId);
    expect(await ownerSocket.waitForMatch('joinRequestsChanged', matchId)).toEqual({ matchId });
    const otherRequest = await askToJoin(declined, matchId);
    expect(otherRequest).toBeTruthy();

    await accept(owner, matchId, requestId);
    const joinerName = await nameOf(joiner);
    expect(await ownerSocket.waitForMatch('playerJoined', matchId)).toEqual({ matchId, name: joinerName });
    expect(await joinerSocket.waitForMatch('joinRequestDecided', matchId)).toEqual({
      matchId,
      accepted: true,
      entryFee: 50,
    });
    expect(await declinedSocket.waitForMatch('joinRequestDecided', matchId)).toEqual({
      matchId,
      accepted: false,
      entryFee: 50,
    });
    await joinerSocket.waitFor('balanceChanged');

    // A result: both players hear the match change.
    await report(owner, matchId, 'won');
    await Promise.all([
      ownerSocket.waitForMatch('matchUpdated', matchId),
      joinerSocket.waitForMatch('matchUpdated', matchId),
    ]);

    // Chat: both players hear it.
    await post(joiner, `/api/matches/${matchId}/messages`, { message: 'gg' });
    await Promise.all([
      ownerSocket.waitForMatch('chatMessage', matchId),
      joinerSocket.waitForMatch('chatMessage', matchId),
    ]);

    // The declined player is out of the channel: they hear nothing after their answer.
    await flush(strangerSocket, declinedSocket);
    expect(strangerSocket.heardAbout(matchId)).toEqual([]);
    // Who joined is for the two players: the declined requester hears only its own answer.
    const declinedHeard = declinedSocket.heardAbout(matchId).map((entry) => entry.event);
    expect(declinedHeard).toContain('joinRequestDecided');
    expect(declinedHeard).not.toContain('playerJoined');
    expect(declinedHeard).not.toContain('matchUpdated');
    expect(declinedHeard).not.toContain('chatMessage');
    // Nobody but the owner heard about requests to the owner's room.
    expect(joinerSocket.heardAbout(matchId).map((entry) => entry.event)).not.toContain('joinRequestsChanged');
  });

  it('puts a socket that connects later in the channels of the player’s matches', async () => {
    const owner = await player();
    const joiner = await player();
    const matchId = await openRoom(owner);
    await accept(owner, matchId, await askToJoin(joiner, matchId));

    const [ownerSocket, joinerSocket] = await Promise.all([
      clients.connect(owner.accessToken),
      clients.connect(joiner.accessToken),
    ]);
    if (!ownerSocket || !joinerSocket) throw new Error('no sockets');
    await post(owner, `/api/matches/${matchId}/messages`, { message: 'ready?' });
    await Promise.all([
      ownerSocket.waitForMatch('chatMessage', matchId),
      joinerSocket.waitForMatch('chatMessage', matchId),
    ]);
    await report(joiner, matchId, 'lost');
    await Promise.all([
      ownerSocket.waitForMatch('matchUpdated', matchId),
      joinerSocket.waitForMatch('matchUpdated', matchId),
    ]);
  });

  it('lets a requester join the room’s channel until they withdraw; then they hear nothing more of it', async () => {
    const owner = await player();
    const asker = await player();
    const ownerSocket = await clients.connect(owner.accessToken);
    const matchId = await openRoom(owner);
    await askToJoin(asker, matchId);
    const askerSocket = await clients.connect(asker.accessToken);
    expect(await askerSocket.joinRoom(matchId)).toEqual({ ok: true });
    await ownerSocket.waitForMatch('joinRequestsChanged', matchId);
    const before = ownerSocket.heardAbout(matchId).length;

    await post(asker, `/api/matches/${matchId}/request/withdraw`);
    await ownerSocket.waitFor(
      'joinRequestsChanged',
      (payload) => payload?.matchId === matchId && ownerSocket.heardAbout(matchId).length > before,
    );
    expect(await askerSocket.joinRoom(matchId)).toEqual({ ok: false });
    // Cancelling the room tells its channel, which the requester has left.
    await post(owner, `/api/matches/${matchId}/cancel`);
    await ownerSocket.waitForMatch('matchUpdated', matchId);
    await flush(askerSocket);
    expect(askerSocket.heardAbout(matchId)).toEqual([]);
  });

  it('refuses the channel of a running match to a player whose request was declined', async () => {
    const owner = await player();
    const joiner = await player();
    const declined = await player();
    const matchId = await openRoom(owner);
    const requestId = await askToJoin(joiner, matchId);
    await askToJoin(declined, matchId);
    await accept(owner, matchId, requestId);
    const declinedSocket = await clients.connect(declined.accessToken);
    const answer = await declinedSocket.joinRoom(matchId);
    await post(joiner, `/api/matches/${matchId}/messages`, { message: 'secret plan' });
    await flush(declinedSocket);
    expect({ answer, heard: declinedSocket.heardAbout(matchId) }).toEqual({ answer: { ok: false }, heard: [] });
  });

  it('tells a requester when the owner declines them', async () => {
    const owner = await player();
    const asker = await player();
    const askerSocket = await clients.connect(asker.accessToken);
    const matchId = await openRoom(owner);
    const requestId = await askToJoin(asker, matchId);
    await post(owner, `/api/matches/${matchId}/requests/${requestId}/decline`);
    expect(await askerSocket.waitForMatch('joinRequestDecided', matchId)).toEqual({
      matchId,
      accepted: false,
      entryFee: 50,
    });
  });
});

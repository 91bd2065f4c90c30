import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, ledgerTransfers, matches, matchJoinRequests, walletTransactions } from '../../db/schema';
import { countRows, createTestApp, type TestApp } from '../../test/harness';
import { matchServices, nextRoomCode } from '../../test/matches';
import { inMoneyMode } from '../../test/money-text';
import { bearer, creditPlayer, quickPlayer } from '../../test/users';
import { userBalance } from '../ledger/ledger.service';
import { MATCH_NOT_FOUND } from './match-records';

/**
 * Rooms (docs/product-rules.md, Rooms and matches): a player opens a room with a stake, others ask to join, the
 * owner accepts one (both stakes then sit in the match's escrow), declines, or cancels; a room
 * nobody joined expires and refunds its creator.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MATCH_SWEEP_INTERVAL_MS: '0' });
});
afterAll(() => t.close());

type Player = { accessToken: string; userId: string };

// Room creation allows 10 a minute per address, requests 30: each call comes from its own.
let calls = 0;
const nextAddress = () => {
  calls += 1;
  return `10.71.${Math.floor(calls / 250)}.${(calls % 250) + 1}`;
};

/** A player with ₹100 of added money unless told otherwise. */
async function player(money: { depositPaise?: number; winningsPaise?: number } = { depositPaise: 10_000 }) {
  const created = await quickPlayer(t.app);
  await creditPlayer(t.app.db, created.userId, money);
  return created;
}

const post = (who: Player | null, url: string, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: who ? bearer(who) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    remoteAddress: nextAddress(),
  });
const get = (who: Player, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(who) });

const createRoom = (who: Player, payload: Record<string, unknown>) => post(who, '/api/rooms', payload);

async function openRoom(who: Player, stake = 50, roomId = nextRoomCode()) {
  const response = await createRoom(who, { roomId, stake, durationMinutes: 10 });
  expect(response.statusCode, response.body).toBe(201);
  return { ...(response.json() as { matchId: string; roomId: string }), code: roomId };
}

async function askToJoin(who: Player, roomIdOrMatchId: string) {
  const response = await post(who, `/api/rooms/${roomIdOrMatchId}/request`);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { requestId: string }).requestId;
}

const accept = (owner: Player, matchId: string, requestId: string) =>
  post(owner, `/api/matches/${matchId}/requests/${requestId}/accept`);
const decline = (owner: Player, matchId: string, requestId: string) =>
  post(owner, `/api/matches/${matchId}/requests/${requestId}/decline`);

interface Detail {
  status: string;
  roomCode: string | null;
  maskedRoomCode: string;
  durationMinutes: number;
  entryFee: number;
  prizePool: number;
  viewerRole: string;
  myRequestId: string | null;
  requests: Array<{ id: string; status: string; requester: { userId: string; name: string } }>;
  opponent: { userId: string } | null;
  resolution: string | null;
}

async function detail(who: Player, matchId: string): Promise<Detail> {
  const response = await get(who, `/api/matches/${matchId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Detail;
}

interface Room {
  id: string;
  roomId: string;
  stake: number;
  prizePool: number;
  durationMinutes: number;
  creator: { _id: string; name: string };
  players: Array<{ user: string; name: string }>;
  createdAt: string;
  expiresAt: string;
  isMine: boolean;
  myRequestId: string | null;
}

async function listRooms(who: Player): Promise<Room[]> {
  const response = await get(who, '/api/rooms');
  expect(response.statusCode).toBe(200);
  return response.json() as Room[];
}

const balance = (who: Player) => userBalance(t.database.db, who.userId);

async function escrowPaise(matchId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ balance: ledgerAccounts.balancePaise })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'escrow'), eq(ledgerAccounts.refId, matchId)));
  return row?.balance ?? 0;
}

interface TransactionRow {
  type: string;
  amount: number;
  status: string;
  reference: string | null;
  details: string | null;
}
async function transactions(who: Player): Promise<TransactionRow[]> {
  const response = await get(who, '/api/transactions');
  expect(response.statusCode).toBe(200);
  return response.json() as TransactionRow[];
}

async function requestStatus(requestId: string) {
  const [row] = await t.database.db
    .select({ status: matchJoinRequests.status })
    .from(matchJoinRequests)
    .where(eq(matchJoinRequests.id, requestId));
  return row?.status;
}

/** What a refused change must leave as it was. */
const books = async () => ({
  matches: await countRows(t.database, matches),
  requests: await countRows(t.database, matchJoinRequests),
  walletTransactions: await countRows(t.database, walletTransactions),
  transfers: await countRows(t.database, ledgerTransfers),
});

/** Makes a room's wait run out without waiting (the sweep is off in these tests). */
const runOut = (matchId: string) =>
  t.database.db.update(matches).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(matches.id, matchId));

describe('creating a room', () => {
  // Refused requests change nothing: one player makes them all.
  let refused: Player;
  beforeAll(async () => {
    refused = await player();
  });

  it('answers 201 "Room {code} created" and moves the stake from the wallet to the match, added money first', async () => {
    const creator = await player({ depositPaise: 3_000, winningsPaise: 10_000 });
    const code = nextRoomCode();
    const response = await createRoom(creator, { roomId: code, stake: 50, durationMinutes: 10 });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as { message: string; roomId: string; matchId: string };
    expect(body).toEqual({ message: `Room ${code} created`, roomId: code, matchId: expect.any(String) });

    // ₹30 of added money goes first, the other ₹20 from winnings.
    expect(await balance(creator)).toEqual({ depositPaise: 0, winningsPaise: 8_000 });
    expect(await escrowPaise(body.matchId)).toBe(5_000);

    const [fee, ...rest] = await transactions(creator);
    expect(fee).toMatchObject({
      type: 'entry_fee',
      amount: 50,
      status: 'paid',
      reference: `M-${body.matchId.slice(0, 8).toUpperCase()}`,
      details: inMoneyMode('Entry fee, ₹50 1v1 match'),
    });
    expect(rest.filter((row) => row.type === 'entry_fee')).toEqual([]);

    const room = await detail(creator, body.matchId);
    expect(room).toMatchObject({ status: 'open', roomCode: code, entryFee: 50, prizePool: 100, viewerRole: 'creator' });
  });

  it('trims the room code', async () => {
    const creator = await player();
    const code = nextRoomCode();
    const response = await createRoom(creator, { roomId: `  ${code} `, stake: 5 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ message: `Room ${code} created`, roomId: code });
  });

  it.each([
    ['30 minutes', 30],
    ['1 minute', 1],
    ['nothing', undefined],
  ])('makes a 10-minute room whatever duration is sent (%s)', async (_name, durationMinutes) => {
    const creator = await player();
    const response = await createRoom(creator, { roomId: nextRoomCode(), stake: 50, durationMinutes });
    expect(response.statusCode, response.body).toBe(201);
    const { matchId } = response.json() as { matchId: string };
    expect((await detail(creator, matchId)).durationMinutes).toBe(10);
    const listed = (await listRooms(creator)).find((room) => room.id === matchId);
    expect(listed?.durationMinutes).toBe(10);
  });

  it('takes the default stake of ₹50 when none is sent', async () => {
    const creator = await player();
    const response = await createRoom(creator, { roomId: nextRoomCode() });
    expect(response.statusCode, response.body).toBe(201);
    expect((await balance(creator)).depositPaise).toBe(5_000);
  });

  it.each([
    ['₹20', 20],
    ['₹0', 0],
    ['₹-50', -50],
    ['₹50.5', 50.5],
    ['"50" as text', '50'],
  ])('refuses a stake of %s with 400 and the stakes on offer, moving nothing', async (_name, stake) => {
    const before = await books();
    const response = await createRoom(refused, { roomId: nextRoomCode(), stake });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: inMoneyMode('Choose a stake of ₹5, ₹50, ₹100 or ₹200'),
    });
    expect(await books()).toEqual(before);
    expect(await balance(refused)).toEqual({ depositPaise: 10_000, winningsPaise: 0 });
  });

  it.each([
    ['an empty room code', { roomId: '', stake: 50 }],
    ['a room code of spaces', { roomId: '   ', stake: 50 }],
    ['no room code', { stake: 50 }],
  ])('refuses %s with 400 "Enter your Ludo King Room Code"', async (_name, payload) => {
    const before = await books();
    const response = await createRoom(refused, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Enter your Ludo King Room Code',
      details: [{ path: 'roomId', message: 'Enter your Ludo King Room Code' }],
    });
    expect(await books()).toEqual(before);
  });

  it.each([
    ['too short', '1234567'],
    ['too long', '123456789'],
    ['letters', 'ABCDEFGH'],
    ['digits and a letter', '1234567a'],
  ])('refuses a room code that is not the game’s (%s) with 400, moving nothing', async (_name, roomId) => {
    const before = await books();
    const response = await createRoom(refused, { roomId, stake: 50 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'INVALID_ROOM_CODE',
      message: 'That is not a Ludo King room code: it has 8 digits.',
    });
    expect(await books()).toEqual(before);
    expect(await balance(refused)).toEqual({ depositPaise: 10_000, winningsPaise: 0 });
  });

  it('refuses a room code already used by a live room with 409, and moves no money', async () => {
    const first = await player();
    const second = await player();
    const { matchId, code } = await openRoom(first);
    const before = await books();
    const response = await createRoom(second, { roomId: code, stake: 50 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'ROOM_CODE_IN_USE',
      message: `Room ${code} is already in use by another match.`,
    });
    expect(await books()).toEqual(before);
    expect(await balance(second)).toEqual({ depositPaise: 10_000, winningsPaise: 0 });

    // Still in use while the match is played…
    const joiner = await player();
    const requestId = await askToJoin(joiner, matchId);
    expect((await accept(first, matchId, requestId)).statusCode).toBe(200);
    expect((await createRoom(second, { roomId: code, stake: 50 })).statusCode).toBe(409);
  });

  it('frees a room code once its room has ended', async () => {
    const first = await player();
    const { matchId, code } = await openRoom(first);
    expect((await post(first, `/api/matches/${matchId}/cancel`)).statusCode).toBe(200);
    const second = await player();
    const response = await createRoom(second, { roomId: code, stake: 50 });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses a player without enough money with 422 and stores nothing', async () => {
    const poor = await player({ depositPaise: 2_000, winningsPaise: 2_999 });
    const before = await books();
    const response = await createRoom(poor, { roomId: nextRoomCode(), stake: 50 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'INSUFFICIENT_FUNDS',
      message: inMoneyMode('You need ₹50 in your wallet to create this match. Add money to continue.'),
    });
    expect(await books()).toEqual(before);
    expect(await balance(poor)).toEqual({ depositPaise: 2_000, winningsPaise: 2_999 });

    // A stake that fits is fine.
    expect((await createRoom(poor, { roomId: nextRoomCode(), stake: 5 })).statusCode).toBe(201);
  });

  it('allows at most 3 open rooms per player (422), and another once one has ended', async () => {
    const busy = await player({ depositPaise: 100_000 });
    const rooms = [await openRoom(busy, 5), await openRoom(busy, 5), await openRoom(busy, 5)];
    const before = await books();
    const response = await createRoom(busy, { roomId: nextRoomCode(), stake: 5 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'TOO_MANY_OPEN_ROOMS',
      message: 'You can have at most 3 open rooms. Cancel one or wait for it to fill.',
    });
    expect(await books()).toEqual(before);
    expect((await balance(busy)).depositPaise).toBe(100_000 - 3 * 500);

    expect((await post(busy, `/api/matches/${rooms[0]?.matchId}/cancel`)).statusCode).toBe(200);
    expect((await createRoom(busy, { roomId: nextRoomCode(), stake: 5 })).statusCode).toBe(201);
  });

  it('tells the create dialog the game, its room code pattern and the stakes', async () => {
    const someone = await player();
    const response = await get(someone, '/api/rooms/settings');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      appName: 'Ludo King',
      roomCodePattern: '^[0-9]{8}$',
      roomCodeHint: '8 digits',
      stakes: [5, 50, 100, 200],
      defaultStake: 50,
      durationMinutes: 10,
      platformFeePercent: 0,
      maxOpenRoomsPerPlayer: 3,
    });
    const hindi = await t.app.inject({
      method: 'GET',
      url: '/api/rooms/settings',
      headers: { ...bearer(someone), 'accept-language': 'hi-IN,hi;q=0.9' },
    });
    expect(hindi.json()).toMatchObject({ roomCodeHint: '8 अंक' });
  });
});

describe('another game app (GAME_APP_NAME, ROOM_CODE_PATTERN)', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await createTestApp({
      MATCH_SWEEP_INTERVAL_MS: '0',
      GAME_APP_NAME: 'Ludo Star',
      ROOM_CODE_PATTERN: '^[A-Z]{2}[0-9]{4}$',
      ROOM_CODE_HINT: '2 letters and 4 digits',
      ROOM_CODE_HINT_HI: '2 अक्षर और 4 अंक',
    });
  });
  afterAll(() => other?.close());

  it('names that game in its messages and takes its room codes', async () => {
    const creator = await quickPlayer(other.app);
    await creditPlayer(other.app.db, creator.userId, { depositPaise: 10_000 });
    const create = (roomId: string) =>
      other.app.inject({ method: 'POST', url: '/api/rooms', headers: bearer(creator), payload: { roomId, stake: 50 } });

    const empty = await create('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Enter your Ludo Star Room Code' });

    const digits = await create('12345678');
    expect(digits.statusCode).toBe(400);
    expect(digits.json()).toMatchObject({
      code: 'INVALID_ROOM_CODE',
      message: 'That is not a Ludo Star room code: it has 2 letters and 4 digits.',
    });

    const created = await create('AB1234');
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ message: 'Room AB1234 created', roomId: 'AB1234' });

    const settings = await other.app.inject({ method: 'GET', url: '/api/rooms/settings', headers: bearer(creator) });
    expect(settings.json()).toMatchObject({
      appName: 'Ludo Star',
      roomCodePattern: '^[A-Z]{2}[0-9]{4}$',
      roomCodeHint: '2 letters and 4 digits',
    });
    // The operator's Hindi where they gave one; their English in a language they did not.
    const inLanguage = (language: string) =>
      other.app.inject({
        method: 'GET',
        url: '/api/rooms/settings',
        headers: { ...bearer(creator), 'accept-language': language },
      });
    expect((await inLanguage('hi')).json()).toMatchObject({ roomCodeHint: '2 अक्षर और 4 अंक' });
    expect((await inLanguage('ta')).json()).toMatchObject({ roomCodeHint: '2 letters and 4 digits' });
    const hindi = await other.app.inject({
      method: 'POST',
      url: '/api/rooms',
      headers: { ...bearer(creator), 'accept-language': 'hi' },
      payload: { roomId: '12345678', stake: 50 },
    });
    expect(hindi.json()).toMatchObject({
      code: 'INVALID_ROOM_CODE',
      message: 'यह Ludo Star का रूम कोड नहीं है: उसमें 2 अक्षर और 4 अंक होते हैं।',
    });
  });
});

describe('the list of open rooms', () => {
  it('shows each room with the product’s fields: the owner sees the code, everyone else only its last two digits', async () => {
    const owner = await player();
    const visitor = await player();
    const { matchId, code } = await openRoom(owner, 100);

    const seenByVisitor = (await listRooms(visitor)).find((room) => room.id === matchId);
    expect(seenByVisitor).toBeDefined();
    expect(Object.keys(seenByVisitor ?? {}).sort()).toEqual([
      'createdAt',
      'creator',
      'durationMinutes',
      'expiresAt',
      'id',
      'isMine',
      'mode',
      'myRequestId',
      'players',
      'prizePool',
      'roomId',
      'seats',
      'stake',
      'teams',
      'variant',
    ]);
    expect(seenByVisitor).toMatchObject({
      roomId: `••••••${code.slice(-2)}`,
      stake: 100,
      prizePool: 200,
      durationMinutes: 10,
      creator: { _id: owner.userId, name: expect.any(String) },
      players: [{ user: owner.userId, name: seenByVisitor?.creator.name }],
      isMine: false,
      // The product's room: the external app's, by its code (platform rooms: see games.test.ts).
      mode: 'external',
      variant: null,
      myRequestId: null,
    });
    expect(JSON.stringify(seenByVisitor)).not.toContain(code);
    // It waits 10 minutes for an opponent.
    const waitMs = Date.parse(seenByVisitor?.expiresAt ?? '') - Date.parse(seenByVisitor?.createdAt ?? '');
    // (created is the database's clock, the deadline the server's: allow for the difference.)
    expect(Math.abs(waitMs - 10 * 60_000)).toBeLessThan(2_000);

    const seenByOwner = (await listRooms(owner)).find((room) => room.id === matchId);
    expect(seenByOwner).toMatchObject({ roomId: code, isMine: true, myRequestId: null });
  });

  it('shows a requester their own pending request', async () => {
    const owner = await player();
    const asker = await player();
    const { matchId } = await openRoom(owner);
    const requestId = await askToJoin(asker, matchId);
    const seen = (await listRooms(asker)).find((room) => room.id === matchId);
    expect(seen?.myRequestId).toBe(requestId);
  });

  it('lists the newest room first', async () => {
    const owner = await player();
    const older = await openRoom(owner, 5);
    const newer = await openRoom(owner, 5);
    const ids = (await listRooms(owner)).map((room) => room.id);
    expect(ids.indexOf(newer.matchId)).toBeLessThan(ids.indexOf(older.matchId));
  });

  it('leaves out rooms that have run out of time, filled, or were cancelled', async () => {
    const owner = await player({ depositPaise: 50_000 });
    const joiner = await player();
    const viewer = await player();
    const waiting = await openRoom(owner, 5);
    const timedOut = await openRoom(owner, 5);
    const filled = await openRoom(owner, 5);
    await runOut(timedOut.matchId);
    const requestId = await askToJoin(joiner, filled.matchId);
    expect((await accept(owner, filled.matchId, requestId)).statusCode).toBe(200);
    const cancelled = await openRoom(owner, 5);
    expect((await post(owner, `/api/matches/${cancelled.matchId}/cancel`)).statusCode).toBe(200);

    const ids = (await listRooms(viewer)).map((room) => room.id);
    expect(ids).toContain(waiting.matchId);
    expect(ids).not.toContain(timedOut.matchId);
    expect(ids).not.toContain(filled.matchId);
    expect(ids).not.toContain(cancelled.matchId);
  });
});

describe('asking to join', () => {
  it('answers 201 "Request sent to room owner", takes no money yet, and shows the owner who asked', async () => {
    const owner = await player();
    const asker = await player();
    const { matchId } = await openRoom(owner);
    const response = await post(asker, `/api/rooms/${matchId}/request`);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as { message: string; requestId: string; matchId: string };
    expect(body).toEqual({ message: 'Request sent to room owner', requestId: expect.any(String), matchId });
    expect(await balance(asker)).toEqual({ depositPaise: 10_000, winningsPaise: 0 });

    const seenByOwner = await detail(owner, matchId);
    expect(seenByOwner.requests).toEqual([
      expect.objectContaining({
        id: body.requestId,
        status: 'pending',
        requester: expect.objectContaining({ userId: asker.userId, record: { played: 0, won: 0, lost: 0 } }),
      }),
    ]);
    const seenByAsker = await detail(asker, matchId);
    expect(seenByAsker).toMatchObject({ viewerRole: 'requester', myRequestId: body.requestId, roomCode: null });
    expect(seenByAsker.requests).toEqual([]);
  });

  it('works with the room code instead of the match id', async () => {
    const owner = await player();
    const asker = await player();
    const { matchId, code } = await openRoom(owner);
    const response = await post(asker, `/api/rooms/${code}/request`);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ message: 'Request sent to room owner', matchId });
  });

  it('answers 404 with the product’s message for a room that does not exist', async () => {
    const asker = await player();
    for (const roomId of [nextRoomCode(), '7b0c1d3e-8f00-4a6b-9c1d-2e3f4a5b6c7d']) {
      const response = await post(asker, `/api/rooms/${roomId}/request`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'MATCH_NOT_FOUND', message: MATCH_NOT_FOUND });
    }
    expect(MATCH_NOT_FOUND).toBe("The match you're looking for doesn't exist or has been removed.");
  });

  it('refuses a request to one’s own room with 422', async () => {
    const owner = await player();
    const { matchId } = await openRoom(owner);
    const before = await books();
    const response = await post(owner, `/api/rooms/${matchId}/request`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'OWN_ROOM' });
    expect(await books()).toEqual(before);
  });

  it('refuses a second pending request to the same room with 409', async () => {
    const owner = await player();
    const asker = await player();
    const { matchId } = await openRoom(owner);
    await askToJoin(asker, matchId);
    const before = await books();
    const response = await post(asker, `/api/rooms/${matchId}/request`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'REQUEST_PENDING',
      message: 'You have already asked to join this room.',
    });
    expect(await books()).toEqual(before);
  });

  it('refuses a player who cannot pay the stake with 422 and stores no request', async () => {
    const owner = await player();
    const poor = await player({ depositPaise: 4_999 });
    const { matchId } = await openRoom(owner);
    const before = await books();
    const response = await post(poor, `/api/rooms/${matchId}/request`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'INSUFFICIENT_FUNDS',
      message: inMoneyMode('You need ₹50 in your wallet to join this match. Add money to continue.'),
    });
    expect(await books()).toEqual(before);
  });

  it('refuses a request to a room that is cancelled, full or out of time with 409', async () => {
    const owner = await player({ depositPaise: 50_000 });
    const asker = await player();
    const cancelled = await openRoom(owner, 5);
    expect((await post(owner, `/api/matches/${cancelled.matchId}/cancel`)).statusCode).toBe(200);
    const full = await openRoom(owner, 5);
    const requestId = await askToJoin(await player(), full.matchId);
    expect((await accept(owner, full.matchId, requestId)).statusCode).toBe(200);
    const timedOut = await openRoom(owner, 5);
    await runOut(timedOut.matchId);

    const before = await books();
    for (const room of [cancelled, full, timedOut]) {
      const response = await post(asker, `/api/rooms/${room.matchId}/request`);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'ROOM_NOT_OPEN', message: 'This room is no longer open.' });
    }
    expect(await books()).toEqual(before);
  });
});

describe('accepting a request', () => {
  it('takes the joiner’s stake, starts the match, declines the other requests and shows both players the room code', async () => {
    const owner = await player();
    const joiner = await player({ depositPaise: 1_000, winningsPaise: 10_000 });
    const other = await player();
    const { matchId, code } = await openRoom(owner);
    const requestId = await askToJoin(joiner, matchId);
    const otherRequestId = await askToJoin(other, matchId);

    const response = await accept(owner, matchId, requestId);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { message: string; match: Detail };
    expect(body.message).toBe('Player accepted. The match has started.');
    expect(body.match).toMatchObject({ status: 'active', roomCode: code, opponent: { userId: joiner.userId } });

    // ₹10 of added money first, then ₹40 of winnings.
    expect(await balance(joiner)).toEqual({ depositPaise: 0, winningsPaise: 6_000 });
    expect(await escrowPaise(matchId)).toBe(10_000);
    expect((await transactions(joiner))[0]).toMatchObject({ type: 'entry_fee', amount: 50, status: 'paid' });
    expect(await balance(other)).toEqual({ depositPaise: 10_000, winningsPaise: 0 });
    expect(await requestStatus(requestId)).toBe('accepted');
    expect(await requestStatus(otherRequestId)).toBe('declined');

    expect(await detail(owner, matchId)).toMatchObject({ status: 'active', roomCode: code, viewerRole: 'creator' });
    expect(await detail(joiner, matchId)).toMatchObject({ status: 'active', roomCode: code, viewerRole: 'opponent' });
    // The declined player never learns the code.
    const seenByOther = await detail(other, matchId);
    expect(seenByOther).toMatchObject({ roomCode: null, myRequestId: null, opponent: null });
    expect(JSON.stringify(seenByOther)).not.toContain(code);

    // A room has one opponent.
    const late = await accept(owner, matchId, otherRequestId);
    expect(late.statusCode).toBe(409);
  });

  it('lets only the room’s owner accept (404 for anyone else), moving nothing', async () => {
    const owner = await player();
    const joiner = await player();
    const stranger = await player();
    const { matchId } = await openRoom(owner);
    const requestId = await askToJoin(joiner, matchId);
    const before = await books();
    for (const who of [joiner, stranger]) {
      const response = await accept(who, matchId, requestId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'MATCH_NOT_FOUND', message: MATCH_NOT_FOUND });
    }
    expect(await books()).toEqual(before);
    expect(await requestStatus(requestId)).toBe('pending');
  });

  it('answers 422 when the joiner can no longer pay: their request is closed and no money moves', async () => {
    const owner = await player();
    const joiner = await player({ depositPaise: 5_000 });
    const { matchId } = await openRoom(owner);
    const requestId = await askToJoin(joiner, matchId);
    const joinerName = (await detail(owner, matchId)).requests[0]?.requester.name;
    // The joiner spends the money on a room of their own meanwhile.
    await openRoom(joiner, 50);
    expect(await balance(joiner)).toEqual({ depositPaise: 0, winningsPaise: 0 });

    const transfersBefore = await countRows(t.database, ledgerTransfers);
    const response = await accept(owner, matchId, requestId);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'INSUFFICIENT_FUNDS',
      message: `${joinerName} no longer has the entry fee in their wallet. Their request was closed.`,
    });
    expect(await countRows(t.database, ledgerTransfers)).toBe(transfersBefore);
    expect(await requestStatus(requestId)).toBe('closed');
    expect(await escrowPaise(matchId)).toBe(5_000);
    const room = await detail(owner, matchId);
    expect(room).toMatchObject({ status: 'open', opponent: null, requests: [] });
  });

  it('refuses to accept a request that was withdrawn or declined (409)', async () => {
    const owner = await player();
    const first = await player();
    const second = await player();
    const { matchId } = await openRoom(owner);
    const withdrawn = await askToJoin(first, matchId);
    const declined = await askToJoin(second, matchId);
    expect((await post(first, `/api/matches/${matchId}/request/withdraw`)).statusCode).toBe(200);
    expect((await decline(owner, matchId, declined)).statusCode).toBe(200);
    for (const requestId of [withdrawn, declined]) {
      const response = await accept(owner, matchId, requestId);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'REQUEST_NOT_PENDING' });
    }
    expect(await balance(first)).toEqual({ depositPaise: 10_000, winningsPaise: 0 });
    expect((await detail(owner, matchId)).status).toBe('open');
  });
});

describe('declining and withdrawing', () => {
  it('declines a request: the room stays open and the asker’s money is untouched', async () => {
    const owner = await player();
    const asker = await player();
    const { matchId } = await openRoom(owner);
    const requestId = await askToJoin(asker, matchId);
    const response = await decline(owner, matchId, requestId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Request declined.', match: { status: 'open', requests: [] } });
    expect(await requestStatus(requestId)).toBe('declined');
    expect(await balance(asker)).toEqual({ depositPaise: 10_000, winningsPaise: 0 });
    expect((await detail(asker, matchId)).myRequestId).toBeNull();

    // Only the owner declines; a request is declined once.
    expect((await decline(asker, matchId, requestId)).statusCode).toBe(404);
    expect((await decline(owner, matchId, requestId)).statusCode).toBe(409);
  });

  it('lets a player withdraw their own pending request, once', async () => {
    const owner = await player();
    const asker = await player();
    const { matchId } = await openRoom(owner);
    const requestId = await askToJoin(asker, matchId);
    const response = await post(asker, `/api/matches/${matchId}/request/withdraw`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Request withdrawn.' });
    expect(await requestStatus(requestId)).toBe('withdrawn');
    expect((await detail(owner, matchId)).requests).toEqual([]);

    const again = await post(asker, `/api/matches/${matchId}/request/withdraw`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'REQUEST_NOT_PENDING',
      message: 'You have no request waiting for this room.',
    });
    // They may ask again afterwards.
    await askToJoin(asker, matchId);
  });
});

describe('the creator cancels an open room', () => {
  it('refunds the stake to the accounts it came from and records the refund', async () => {
    const owner = await player({ depositPaise: 3_000, winningsPaise: 10_000 });
    const asker = await player();
    const { matchId } = await openRoom(owner);
    const requestId = await askToJoin(asker, matchId);
    expect(await balance(owner)).toEqual({ depositPaise: 0, winningsPaise: 8_000 });

    const response = await post(owner, `/api/matches/${matchId}/cancel`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: inMoneyMode('Request cancelled! Your ₹50 entry fee was refunded to your wallet.'),
      match: { status: 'cancelled', resolution: 'creator_cancelled' },
    });
    // Added money stays added money: it cannot be withdrawn as winnings.
    expect(await balance(owner)).toEqual({ depositPaise: 3_000, winningsPaise: 10_000 });
    expect(await escrowPaise(matchId)).toBe(0);
    expect((await transactions(owner))[0]).toMatchObject({
      type: 'refund',
      amount: 50,
      status: 'paid',
      reference: `M-${matchId.slice(0, 8).toUpperCase()}`,
      details: 'Refund: you cancelled your room',
    });
    expect(await requestStatus(requestId)).toBe('closed');

    const again = await post(owner, `/api/matches/${matchId}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'MATCH_NOT_CANCELLABLE' });
    expect(await balance(owner)).toEqual({ depositPaise: 3_000, winningsPaise: 10_000 });
  });

  it('lets nobody else cancel it (404)', async () => {
    const owner = await player();
    const asker = await player();
    const { matchId } = await openRoom(owner);
    await askToJoin(asker, matchId);
    const response = await post(asker, `/api/matches/${matchId}/cancel`);
    expect(response.statusCode).toBe(404);
    expect((await detail(owner, matchId)).status).toBe('open');
  });
});

describe('a room nobody joins in time', () => {
  it('expires at its deadline: the creator is refunded and pending requests are closed', async () => {
    const owner = await player({ depositPaise: 2_000, winningsPaise: 5_000 });
    const asker = await player();
    const { matchId } = await openRoom(owner);
    const requestId = await askToJoin(asker, matchId);
    const [row] = await t.database.db.select().from(matches).where(eq(matches.id, matchId));
    const expiresAt = row?.expiresAt.getTime() ?? 0;
    const { rooms } = matchServices(t);

    // A second before the deadline nothing happens.
    await rooms.expireDueRooms(new Date(expiresAt - 1000));
    expect((await detail(owner, matchId)).status).toBe('open');

    expect(await rooms.expireDueRooms(new Date(expiresAt + 1000))).toBeGreaterThanOrEqual(1);
    const expired = await detail(owner, matchId);
    expect(expired).toMatchObject({ status: 'expired', resolution: 'expired' });
    expect(await balance(owner)).toEqual({ depositPaise: 2_000, winningsPaise: 5_000 });
    expect(await escrowPaise(matchId)).toBe(0);
    expect(await requestStatus(requestId)).toBe('closed');
    expect((await transactions(owner))[0]).toMatchObject({
      type: 'refund',
      amount: 50,
      details: 'Refund: nobody joined your room in time',
    });
    expect((await listRooms(asker)).map((room) => room.id)).not.toContain(matchId);

    // Running the sweep again refunds nothing twice.
    const transfersBefore = await countRows(t.database, ledgerTransfers);
    await rooms.expireDueRooms(new Date(expiresAt + 2000));
    expect(await countRows(t.database, ledgerTransfers)).toBe(transfersBefore);
    expect(await balance(owner)).toEqual({ depositPaise: 2_000, winningsPaise: 5_000 });
  });

  it('cannot be accepted once its time is up (409), and moves nothing', async () => {
    const owner = await player();
    const joiner = await player();
    const { matchId } = await openRoom(owner);
    const requestId = await askToJoin(joiner, matchId);
    await runOut(matchId);
    const response = await accept(owner, matchId, requestId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'ROOM_EXPIRED', message: 'This room has expired.' });
    expect(await balance(joiner)).toEqual({ depositPaise: 10_000, winningsPaise: 0 });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches, matchMessages, matchResults } from '../../db/schema';
import { countRows, createTestApp, type TestApp } from '../../test/harness';
import { nextRoomCode, PNG_BYTES, resultForm } from '../../test/matches';
import { bearer, creditPlayer, quickAdmin, quickPlayer } from '../../test/users';
import { userBalance } from '../ledger/ledger.service';
import { MATCH_NOT_FOUND } from './match-records';

/**
 * Who may see and do what with a match (docs/decisions/0008): its two players; a visitor only an
 * open room without its code; admins through their own routes; everyone else is told the match
 * does not exist. And the chat's own rules.
 */

type Player = { accessToken: string; userId: string };

let t: TestApp;
let admin: Player;
/** A player with no match of their own, for requests that are refused before anything happens. */
let someone: Player;
beforeAll(async () => {
  t = await createTestApp({ MATCH_SWEEP_INTERVAL_MS: '0' });
  admin = await quickAdmin(t.app);
  someone = await quickPlayer(t.app);
});
afterAll(() => t.close());

let calls = 0;
const nextAddress = () => {
  calls += 1;
  return `10.73.${Math.floor(calls / 250)}.${(calls % 250) + 1}`;
};

const inject = (
  who: Player | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown> | Buffer,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(who ? bearer(who) : {}), ...headers },
    ...(payload === undefined ? {} : { payload }),
    remoteAddress: nextAddress(),
  });

async function player() {
  const created = await quickPlayer(t.app);
  await creditPlayer(t.app.db, created.userId, { depositPaise: 10_000 });
  return created;
}

async function openRoom(creator: Player) {
  const roomCode = nextRoomCode();
  const response = await inject(creator, 'POST', '/api/rooms', { roomId: roomCode, stake: 50 });
  expect(response.statusCode, response.body).toBe(201);
  return { matchId: (response.json() as { matchId: string }).matchId, roomCode };
}

async function askToJoin(who: Player, matchId: string) {
  const response = await inject(who, 'POST', `/api/rooms/${matchId}/request`);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { requestId: string }).requestId;
}

async function started() {
  const creator = await player();
  const joiner = await player();
  const { matchId, roomCode } = await openRoom(creator);
  const requestId = await askToJoin(joiner, matchId);
  const accepted = await inject(creator, 'POST', `/api/matches/${matchId}/requests/${requestId}/accept`);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { matchId, roomCode, requestId, creator, joiner };
}

const resultRequest = (who: Player, matchId: string) => {
  const form = resultForm('won', { bytes: PNG_BYTES });
  return inject(who, 'POST', `/api/matches/${matchId}/result`, form.payload, { 'content-type': form.contentType });
};

const say = (who: Player, matchId: string, message: unknown) =>
  inject(who, 'POST', `/api/matches/${matchId}/messages`, { message });

const NOT_FOUND = { code: 'MATCH_NOT_FOUND', message: MATCH_NOT_FOUND };
const SOME_ID = '3f6c2a1b-9d8e-4c7b-a6f5-1e2d3c4b5a69';
const OTHER_ID = '8a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d';

describe('without a login', () => {
  it.each([
    ['GET', '/api/rooms/settings'],
    ['POST', '/api/rooms'],
    ['GET', '/api/rooms'],
    ['POST', `/api/rooms/${SOME_ID}/request`],
    ['GET', '/api/matches/live'],
    ['GET', '/api/matches/history'],
    ['GET', '/api/matches/summary'],
    ['GET', `/api/matches/${SOME_ID}`],
    ['POST', `/api/matches/${SOME_ID}/requests/${OTHER_ID}/accept`],
    ['POST', `/api/matches/${SOME_ID}/requests/${OTHER_ID}/decline`],
    ['POST', `/api/matches/${SOME_ID}/request/withdraw`],
    ['POST', `/api/matches/${SOME_ID}/cancel`],
    ['POST', `/api/matches/${SOME_ID}/cancel/withdraw`],
    ['POST', `/api/matches/${SOME_ID}/result`],
    ['GET', `/api/matches/${SOME_ID}/results/${OTHER_ID}/screenshot`],
    ['GET', `/api/matches/${SOME_ID}/messages`],
    ['POST', `/api/matches/${SOME_ID}/messages`],
    ['GET', '/api/leaderboard'],
    ['GET', '/api/admin/matches/disputes'],
    ['GET', `/api/admin/matches/${SOME_ID}`],
    ['POST', `/api/admin/matches/${SOME_ID}/resolve`],
  ] as const)('%s %s answers 401', async (method, url) => {
    const response = await inject(null, method, url, method === 'POST' ? {} : undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const forged = await inject({ accessToken: 'not.a.token', userId: '' }, method, url);
    expect(forged.statusCode).toBe(401);
  });
});

describe('a player who is not in the match', () => {
  let game: Awaited<ReturnType<typeof started>>;
  let stranger: Player;
  beforeAll(async () => {
    game = await started();
    stranger = await player();
    expect((await resultRequest(game.creator, game.matchId)).statusCode).toBe(200);
    expect((await say(game.joiner, game.matchId, 'Good game')).statusCode).toBe(201);
  });

  const state = async () => {
    const [row] = await t.database.db.select().from(matches).where(eq(matches.id, game.matchId));
    return {
      status: row?.status,
      cancelRequestedBy: row?.cancelRequestedBy,
      results: await countRows(t.database, matchResults),
      messages: await countRows(t.database, matchMessages),
      strangerMoney: await userBalance(t.database.db, stranger.userId),
    };
  };

  it.each([
    ['sees no detail', 'GET', () => `/api/matches/${game.matchId}`],
    ['reads no chat', 'GET', () => `/api/matches/${game.matchId}/messages`],
    ['cannot chat', 'POST', () => `/api/matches/${game.matchId}/messages`],
    ['sees no screenshot', 'GET', () => `/api/matches/${game.matchId}/results/${game.creator.userId}/screenshot`],
    ['cannot accept', 'POST', () => `/api/matches/${game.matchId}/requests/${game.requestId}/accept`],
    ['cannot decline', 'POST', () => `/api/matches/${game.matchId}/requests/${game.requestId}/decline`],
    ['cannot cancel', 'POST', () => `/api/matches/${game.matchId}/cancel`],
    ['cannot take back a cancel', 'POST', () => `/api/matches/${game.matchId}/cancel/withdraw`],
  ] as const)('%s of someone else’s match: 404, and nothing changes', async (_name, method, url) => {
    const before = await state();
    const response = await inject(stranger, method, url(), method === 'POST' ? { message: 'hello' } : undefined);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
    expect(response.body).not.toContain(game.roomCode);
    expect(await state()).toEqual(before);
  });

  it('cannot report a result for it: 404, and nothing changes', async () => {
    const before = await state();
    const response = await resultRequest(stranger, game.matchId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
    expect(await state()).toEqual(before);
  });

  it('finds the same answer for a match that does not exist', async () => {
    const response = await inject(stranger, 'GET', `/api/matches/${SOME_ID}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(NOT_FOUND);
  });

  it('does not see it among their live matches or history', async () => {
    const live = (await inject(stranger, 'GET', '/api/matches/live')).json() as Array<{ id: string }>;
    const history = (await inject(stranger, 'GET', '/api/matches/history')).json() as Array<{ matchId: string }>;
    expect(live.map((row) => row.id)).not.toContain(game.matchId);
    expect(history.map((row) => row.matchId)).not.toContain(game.matchId);
    const mine = (await inject(game.joiner, 'GET', '/api/matches/live')).json() as Array<{ id: string }>;
    expect(mine.map((row) => row.id)).toContain(game.matchId);
  });
});

describe('a visitor of an open room', () => {
  it('sees the room without its code, its requests, results or timeline; once it fills, nothing', async () => {
    const owner = await player();
    const visitor = await player();
    const asker = await player();
    const { matchId, roomCode } = await openRoom(owner);
    await askToJoin(asker, matchId);

    const response = await inject(visitor, 'GET', `/api/matches/${matchId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: matchId,
      status: 'open',
      viewerRole: 'visitor',
      roomCode: null,
      maskedRoomCode: `••••••${roomCode.slice(-2)}`,
      entryFee: 50,
      creator: { userId: owner.userId },
      opponent: null,
      myRequestId: null,
      requests: [],
      results: [],
      timeline: [],
    });
    expect(response.body).not.toContain(roomCode);
    expect(response.body).not.toContain(asker.userId);

    const requestId = (
      (await inject(owner, 'GET', `/api/matches/${matchId}`)).json() as { requests: Array<{ id: string }> }
    ).requests[0]?.id;
    expect((await inject(owner, 'POST', `/api/matches/${matchId}/requests/${requestId}/accept`)).statusCode).toBe(200);
    const after = await inject(visitor, 'GET', `/api/matches/${matchId}`);
    expect(after.statusCode).toBe(404);
    expect(after.json()).toEqual(NOT_FOUND);
  });
});

describe('the admin routes', () => {
  it.each([
    ['GET', '/api/admin/matches/disputes'],
    ['GET', `/api/admin/matches/${SOME_ID}`],
    ['POST', `/api/admin/matches/${SOME_ID}/resolve`],
  ] as const)('%s %s answers 403 to a player', async (method, url) => {
    const response = await inject(
      someone,
      method,
      url,
      method === 'POST' ? { outcome: 'cancel', reason: 'let me' } : undefined,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'FORBIDDEN', message: 'Only administrators can do that.' });
  });

  it('are refused even to the match’s own players (403)', async () => {
    const { matchId, creator } = await started();
    const response = await inject(creator, 'GET', `/api/admin/matches/${matchId}`);
    expect(response.statusCode).toBe(403);
  });

  it('show an admin any match with its room code and chat', async () => {
    const { matchId, roomCode } = await started();
    const response = await inject(admin, 'GET', `/api/admin/matches/${matchId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ match: { id: matchId, roomCode, viewerRole: 'admin' } });
  });
});

describe('addresses that are not ids', () => {
  it.each([
    ['GET', '/api/matches/not-a-uuid', 'Match not found'],
    ['GET', '/api/matches/123/messages', 'Match not found'],
    ['POST', '/api/matches/123/messages', 'Match not found'],
    ['POST', `/api/matches/x/requests/${SOME_ID}/accept`, 'Match not found'],
    ['POST', `/api/matches/${SOME_ID}/requests/x/accept`, 'Request not found'],
    ['POST', `/api/matches/${SOME_ID}/requests/x/decline`, 'Request not found'],
    ['POST', '/api/matches/x/request/withdraw', 'Match not found'],
    ['POST', '/api/matches/x/cancel', 'Match not found'],
    ['POST', '/api/matches/x/cancel/withdraw', 'Match not found'],
    ['POST', '/api/matches/x/result', 'Match not found'],
    ['GET', `/api/matches/x/results/${SOME_ID}/screenshot`, 'Match not found'],
    ['GET', `/api/matches/${SOME_ID}/results/x/screenshot`, 'Result not found'],
  ] as const)('%s %s answers 400 "%s"', async (method, url, message) => {
    const response = await inject(someone, method, url, method === 'POST' ? { message: 'hi' } : undefined);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
  });

  it('the admin’s match page answers 400 too', async () => {
    for (const url of ['/api/admin/matches/x', '/api/admin/matches/x/resolve']) {
      const response = await inject(admin, url.endsWith('resolve') ? 'POST' : 'GET', url, undefined);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });

  it('a room asked for by an overlong code answers 400', async () => {
    const response = await inject(someone, 'POST', `/api/rooms/${'9'.repeat(65)}/request`);
    expect(response.statusCode).toBe(400);
  });
});

describe('the chat', () => {
  interface Line {
    sender: string;
    senderName: string | null;
    message: string;
  }
  const read = async (who: Player, matchId: string) => {
    const response = await inject(who, 'GET', `/api/matches/${matchId}/messages`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Line[];
  };

  it('carries the two players’ lines, each seen from its reader’s side, after the system’s', async () => {
    const { matchId, creator, joiner } = await started();
    const hello = await say(creator, matchId, '  Ready? Room code is in the app.  ');
    expect(hello.statusCode, hello.body).toBe(201);
    expect(hello.json()).toEqual({ message: 'Sent' });
    expect((await say(joiner, matchId, 'Joining now')).statusCode).toBe(201);

    const creatorView = await read(creator, matchId);
    expect(creatorView[0]).toMatchObject({ sender: 'system', senderName: null });
    expect(creatorView.slice(-2)).toMatchObject([
      { sender: 'you', message: 'Ready? Room code is in the app.' },
      { sender: 'opponent', message: 'Joining now' },
    ]);
    const joinerView = await read(joiner, matchId);
    expect(joinerView.slice(-2)).toMatchObject([
      { sender: 'opponent', message: 'Ready? Room code is in the app.' },
      { sender: 'you', message: 'Joining now' },
    ]);
    // An admin reading a dispute sees it too.
    expect((await read(admin, matchId)).length).toBe(creatorView.length);
  });

  it.each([
    ['a blank message', '   ', 'Type a message'],
    ['no message', undefined, 'Type a message'],
    ['a message of 501 characters', 'x'.repeat(501), 'Messages can be at most 500 characters'],
  ])('refuses %s with 400', async (_name, message, text) => {
    const { matchId, creator } = await started();
    const before = await countRows(t.database, matchMessages);
    const response = await say(creator, matchId, message);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: text });
    expect(await countRows(t.database, matchMessages)).toBe(before);
  });

  it('takes a message of exactly 500 characters', async () => {
    const { matchId, creator } = await started();
    expect((await say(creator, matchId, 'y'.repeat(500))).statusCode).toBe(201);
  });

  it('allows 5 lines in 10 seconds: the 6th is refused with 429, the opponent may still talk', async () => {
    const { matchId, creator, joiner } = await started();
    for (let line = 1; line <= 5; line += 1) {
      expect((await say(creator, matchId, `line ${line}`)).statusCode).toBe(201);
    }
    const sixth = await say(creator, matchId, 'line 6');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'You are sending messages too fast. Wait a few seconds.',
    });
    expect((await read(joiner, matchId)).map((line) => line.message)).not.toContain('line 6');
    expect((await say(joiner, matchId, 'slow down')).statusCode).toBe(201);
  });

  it('opens only once there is an opponent (409); a requester cannot use it (404)', async () => {
    const owner = await player();
    const asker = await player();
    const { matchId } = await openRoom(owner);
    await askToJoin(asker, matchId);
    const early = await say(owner, matchId, 'anyone?');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ code: 'NO_OPPONENT_YET', message: 'The chat opens when your opponent has joined.' });
    expect((await say(asker, matchId, 'me!')).statusCode).toBe(404);
    expect((await inject(asker, 'GET', `/api/matches/${matchId}/messages`)).statusCode).toBe(404);
  });
});

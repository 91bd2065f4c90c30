import type { GameStatePayload } from '@ludo/shared/game/game.contract';
import { matchPrizePaise } from '@ludo/shared/matches/match-tiers';
import { formatPaise } from '@ludo/shared/money';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, matches, matchJoinRequests } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { escrowOf, walletsOf } from '../../test/match-books';
import { matchRequests } from '../../test/match-sockets';
import { historyOf } from '../../test/money-rows';
import { bearer } from '../../test/users';
import { checkLedger } from '../ledger/ledger.check';

/**
 * Rooms for three and four players, and teams 2v2, played here
 * (docs/decisions/0023-rooms-for-more-than-two-players.md): seats taken one by one as the host
 * accepts, the game started when the last is taken, stakes refunded to everyone seated when the
 * room closes first, and the pot paid to the winner or shared by the winning team.
 */

type Player = { accessToken: string; userId: string };
const STAKE_RUPEES = 50;
const STAKE_PAISE = STAKE_RUPEES * 100;
const FEE_PERCENT = 10;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    MATCH_SWEEP_INTERVAL_MS: '0',
    GAME_SWEEP_INTERVAL_MS: '0',
    GAME_ACTIONS_PER_SECOND: '100000',
    MATCH_PLATFORM_FEE_PERCENT: String(FEE_PERCENT),
  });
});
afterAll(() => t.close());

const { post, player, nextAddress } = matchRequests(() => t.app, { addresses: '10.83', depositPaise: 10_000 });

const send = (who: Player, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: bearer(who),
    ...(payload ? { payload } : {}),
    remoteAddress: nextAddress(),
  });
async function getJson<T>(who: Player, url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(who) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

interface Detail {
  status: string;
  seats: number;
  teams: boolean;
  prizePool: number;
  viewerRole: string;
  players: Array<{ userId: string; name: string }>;
  requests: Array<{ id: string; requester: { userId: string } }>;
  placings: Array<{ userId: string; position: number }> | null;
}
interface Room {
  id: string;
  seats: number;
  teams: boolean;
  prizePool: number;
  players: Array<{ user: string; name: string }>;
}

/** A host's room for `players`, and that many more players each with a request waiting. */
async function roomWithRequests(players: 3 | 4, joiners: number, teams = false) {
  const host = await player();
  const created = await post(host, '/api/rooms', {
    mode: 'platform',
    variant: 'quick',
    stake: STAKE_RUPEES,
    players,
    teams,
  });
  const matchId = created.matchId as string;
  const guests: Array<Player & { requestId: string }> = [];
  for (let i = 0; i < joiners; i++) {
    const guest = await player();
    const { requestId } = (await post(guest, `/api/rooms/${matchId}/request`)) as { requestId: string };
    guests.push({ ...guest, requestId });
  }
  return { host, matchId, guests };
}

const accept = (host: Player, matchId: string, requestId: string) =>
  post(host, `/api/matches/${matchId}/requests/${requestId}/accept`);

/** A room for `players`, every seat taken: the game has started. Seats in order, the host first. */
async function fullRoom(players: 3 | 4, teams = false) {
  const { host, matchId, guests } = await roomWithRequests(players, players - 1, teams);
  for (const guest of guests) await accept(host, matchId, guest.requestId);
  return { matchId, seats: [host, ...guests] };
}

async function matchRow(matchId: string) {
  const [row] = await t.app.db.select().from(matches).where(eq(matches.id, matchId));
  if (!row) throw new Error(`no match ${matchId}`);
  return row;
}

async function eventsOf(matchId: string, type: string) {
  const rows = await t.app.db
    .select({ payload: domainEvents.payload })
    .from(domainEvents)
    .where(and(eq(domainEvents.type, type), sql`${domainEvents.payload} ->> 'matchId' = ${matchId}`));
  return rows.map((row) => row.payload as Record<string, unknown>);
}

/** Plays the game to its end through the games service, each turn by the player whose turn it is. */
async function playToTheEnd(matchId: string, seats: Player[]): Promise<GameStatePayload> {
  for (const [index, seat] of seats.entries()) await t.services.games.seed(seat.userId, matchId, `seed-${index}`);
  const viewer = seats[0] as Player;
  let game = await t.services.games.view(viewer.userId, matchId);
  for (let actions = 0; !game.finished; actions++) {
    expect(actions).toBeLessThan(10_000);
    const turn = game.turn ?? '';
    if (game.dice === null) await t.services.games.roll(turn, matchId);
    else await t.services.games.move(turn, matchId, game.movable[game.movable.length - 1] ?? 0);
    game = await t.services.games.view(viewer.userId, matchId);
  }
  return game;
}

describe('creating a room for more than two', () => {
  it('refuses more than two players or teams by room code, teams of other than four, and five players', async () => {
    const host = await player();
    const refusals: Array<[Record<string, unknown>, string, string]> = [
      [
        { roomId: '12345678', stake: STAKE_RUPEES, players: 3 },
        'players',
        'Rooms for more than 2 players, and teams, are played here, not by room code',
      ],
      [
        { mode: 'external', roomId: '12345678', stake: STAKE_RUPEES, players: 4, teams: true },
        'players',
        'Rooms for more than 2 players, and teams, are played here, not by room code',
      ],
      [{ mode: 'platform', stake: STAKE_RUPEES, players: 3, teams: true }, 'teams', 'Teams need 4 players'],
      [{ mode: 'platform', stake: STAKE_RUPEES, players: 5 }, 'players', 'Choose 2, 3 or 4 players'],
    ];
    for (const [payload, field, message] of refusals) {
      const response = await send(host, '/api/rooms', payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().details).toEqual(
        expect.arrayContaining([expect.objectContaining({ path: field, message })]),
      );
    }
    const [rooms] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(matches)
      .where(eq(matches.creatorId, host.userId));
    expect(rooms?.n).toBe(0);
    expect((await walletsOf(t.app.db, [host.userId])).get(host.userId)).toEqual({
      depositPaise: 10_000,
      winningsPaise: 0,
    });
  });

  it('answers the refusal in the caller’s language', async () => {
    const host = await player();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/rooms',
      headers: { ...bearer(host), 'accept-language': 'hi' },
      payload: { mode: 'platform', stake: STAKE_RUPEES, players: 3, teams: true },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('टीमों के लिए 4 खिलाड़ी चाहिए');
  });
});

describe('filling a room for four', () => {
  it('seats each accepted player in turn, keeps the other requests waiting, and starts when full', async () => {
    const { host, matchId, guests } = await roomWithRequests(4, 4);
    const [first, second, third, fourth] = guests as [
      Player & { requestId: string },
      ...Array<Player & { requestId: string }>,
    ];

    await accept(host, matchId, first.requestId);
    const detail = await getJson<Detail>(host, `/api/matches/${matchId}`);
    expect(detail).toMatchObject({ status: 'open', seats: 4, teams: false, prizePool: 180 });
    expect(detail.players.map((seat) => seat.userId)).toEqual([host.userId, first.userId]);
    expect(detail.requests.map((request) => request.requester.userId)).toEqual([
      second?.userId,
      third?.userId,
      fourth?.userId,
    ]);
    // A seated player sees the room as one of its players; the room list shows the seats taken.
    expect((await getJson<Detail>(first, `/api/matches/${matchId}`)).viewerRole).toBe('opponent');
    const listed = (await getJson<Room[]>(fourth as Player, '/api/rooms')).find((room) => room.id === matchId);
    expect(listed).toMatchObject({ seats: 4, teams: false, prizePool: 180 });
    expect(listed?.players.map((seat) => seat.user)).toEqual([host.userId, first.userId]);
    expect(await escrowOf(t.app.db, matchId)).toBe(2 * STAKE_PAISE);
    expect(await t.app.db.select().from(matchJoinRequests).where(eq(matchJoinRequests.matchId, matchId))).toHaveLength(
      4,
    );

    // A seated player may not ask again.
    const again = await send(first, `/api/rooms/${matchId}/request`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_SEATED');

    await accept(host, matchId, (second as Player & { requestId: string }).requestId);
    await accept(host, matchId, (third as Player & { requestId: string }).requestId);
    const started = await matchRow(matchId);
    expect(started).toMatchObject({ status: 'active', seats: 4, opponentId: first.userId });
    expect(started.seatIds).toEqual([host.userId, first.userId, second?.userId, third?.userId]);
    expect(await escrowOf(t.app.db, matchId)).toBe(4 * STAKE_PAISE);
    // The fourth request is declined once the room is full; the game seats everyone in order.
    const [left] = await t.app.db
      .select({ status: matchJoinRequests.status })
      .from(matchJoinRequests)
      .where(eq(matchJoinRequests.requesterId, (fourth as Player).userId));
    expect(left?.status).toBe('declined');
    const game = await t.services.games.view(host.userId, matchId);
    expect(game.players.map((seat) => seat.userId)).toEqual(started.seatIds);
    expect((await getJson<Room[]>(fourth as Player, '/api/rooms')).some((room) => room.id === matchId)).toBe(false);
    // Everyone's entry fee is written as the room's kind.
    expect(await historyOf(t.app.db, (third as Player).userId, 'entry_fee')).toEqual([
      expect.objectContaining({
        amount: STAKE_PAISE,
        details: `Entry fee, ${formatPaise(STAKE_PAISE)} 4-player match`,
      }),
    ]);
  });

  it('lets a seated player leave before the start with their stake, and not come back', async () => {
    const { host, matchId, guests } = await roomWithRequests(3, 2);
    const [leaver, other] = guests as [Player & { requestId: string }, Player & { requestId: string }];
    await accept(host, matchId, leaver.requestId);

    const left = await send(leaver, `/api/matches/${matchId}/cancel`);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().message).toBe(
      `Request cancelled! Your ${formatPaise(STAKE_PAISE)} entry fee was refunded to your wallet.`,
    );
    expect((await walletsOf(t.app.db, [leaver.userId])).get(leaver.userId)).toEqual({
      depositPaise: 10_000,
      winningsPaise: 0,
    });
    expect(await matchRow(matchId)).toMatchObject({ status: 'open', seatIds: [host.userId], opponentId: null });
    expect(await escrowOf(t.app.db, matchId)).toBe(STAKE_PAISE);

    const back = await send(leaver, `/api/rooms/${matchId}/request`);
    expect(back.statusCode).toBe(409);
    expect(back.json().code).toBe('LEFT_ROOM');

    // The room goes on: the other request takes the freed seat.
    await accept(host, matchId, other.requestId);
    expect(await matchRow(matchId)).toMatchObject({ status: 'open', seatIds: [host.userId, other.userId] });
    expect(await checkLedger(t.app.db)).toEqual([]);
  });

  it('refunds everyone seated when the room expires, and tells the others as well as the host', async () => {
    const { host, matchId, guests } = await roomWithRequests(4, 3);
    const [first, second, waiting] = guests as Array<Player & { requestId: string }> as [
      Player & { requestId: string },
      Player & { requestId: string },
      Player & { requestId: string },
    ];
    await accept(host, matchId, first.requestId);
    await accept(host, matchId, second.requestId);

    expect(await t.services.rooms.expireDueRooms(new Date(Date.now() + 60 * 60_000))).toBeGreaterThanOrEqual(1);

    expect(await matchRow(matchId)).toMatchObject({ status: 'expired' });
    expect(await escrowOf(t.app.db, matchId)).toBe(0);
    const wallets = await walletsOf(t.app.db, [host.userId, first.userId, second.userId]);
    for (const who of [host, first, second])
      expect(wallets.get(who.userId)).toEqual({ depositPaise: 10_000, winningsPaise: 0 });
    expect(await historyOf(t.app.db, first.userId, 'refund')).toEqual([
      expect.objectContaining({ amount: STAKE_PAISE, details: 'Refund: the room did not fill in time' }),
    ]);
    const [expired] = await eventsOf(matchId, 'match.room_expired');
    expect(expired).toMatchObject({ ownerId: host.userId, seatedIds: [first.userId, second.userId] });
    const [waited] = await t.app.db
      .select({ status: matchJoinRequests.status })
      .from(matchJoinRequests)
      .where(eq(matchJoinRequests.id, waiting.requestId));
    expect(waited?.status).toBe('closed');
    expect(await checkLedger(t.app.db)).toEqual([]);
  });

  it('refunds everyone seated when the host cancels, and cannot be cancelled once it started', async () => {
    const { host, matchId, guests } = await roomWithRequests(3, 1);
    await accept(host, matchId, (guests[0] as Player & { requestId: string }).requestId);
    const guest = guests[0] as Player;
    const cancelled = await send(host, `/api/matches/${matchId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await escrowOf(t.app.db, matchId)).toBe(0);
    expect((await walletsOf(t.app.db, [guest.userId])).get(guest.userId)).toEqual({
      depositPaise: 10_000,
      winningsPaise: 0,
    });
    expect(await eventsOf(matchId, 'match.room_cancelled')).toEqual([
      expect.objectContaining({ seatedIds: [guest.userId], stakePaise: STAKE_PAISE }),
    ]);

    const { matchId: startedId, seats } = await fullRoom(3);
    for (const seat of seats) {
      const refused = await send(seat, `/api/matches/${startedId}/cancel`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('MATCH_NOT_CANCELLABLE');
    }
    expect(await matchRow(startedId)).toMatchObject({ status: 'active', cancelRequestedBy: null });
  });
});

describe('the end of a game for more than two', () => {
  it('pays the whole pot but the fee to the winner, once, and keeps every place', async () => {
    const { matchId, seats } = await fullRoom(3);
    const ids = seats.map((seat) => seat.userId);
    const before = await walletsOf(t.app.db, ids);

    const game = await playToTheEnd(matchId, seats);

    expect(game.winnerIds).toHaveLength(1);
    const winnerId = game.winnerIds[0] as string;
    const { prizePaise, feePaise } = matchPrizePaise(STAKE_PAISE, FEE_PERCENT, 3);
    expect(prizePaise + feePaise).toBe(3 * STAKE_PAISE);
    const after = await walletsOf(t.app.db, ids);
    for (const id of ids) {
      const gained = (after.get(id)?.winningsPaise ?? 0) - (before.get(id)?.winningsPaise ?? 0);
      expect(gained, id).toBe(id === winnerId ? prizePaise : 0);
    }
    const row = await matchRow(matchId);
    expect(row).toMatchObject({
      status: 'settled',
      winnerId,
      resolution: 'game_finished',
      prizeShares: { [winnerId]: prizePaise },
    });
    // The winner first; the others by how far their tokens came, equal progress sharing a place
    // (docs/game-rules.md): the dice decide between 2 and 3 and a shared 2.
    expect(row.placings?.[winnerId]).toBe(1);
    expect([
      [1, 2, 2],
      [1, 2, 3],
    ]).toContainEqual(Object.values(row.placings ?? {}).sort());
    expect(await escrowOf(t.app.db, matchId)).toBe(0);

    // Settling again pays nothing more.
    await t.app.db.transaction((tx) =>
      t.services.matchResults.settleGame(tx, matchId, { winnerIds: [winnerId], placings: row.placings ?? {} }),
    );
    expect(await walletsOf(t.app.db, ids)).toEqual(after);

    // The players see the places; history, summary and the leaderboard count the win once.
    const detail = await getJson<Detail>(seats[0] as Player, `/api/matches/${matchId}`);
    expect(detail.placings?.[0]).toEqual({ userId: winnerId, position: 1 });
    const winner = seats.find((seat) => seat.userId === winnerId) as Player;
    const summary = await getJson<{ wins: number; matchesPlayed: number; totalWinnings: number }>(
      winner,
      '/api/matches/summary',
    );
    expect(summary).toMatchObject({ wins: 1, matchesPlayed: 1, totalWinnings: prizePaise / 100 });
    const history = await getJson<Array<{ matchId: string; result: string; opponent: string | null; prize: number }>>(
      winner,
      '/api/matches/history',
    );
    expect(history.find((entry) => entry.matchId === matchId)).toMatchObject({
      result: 'win',
      prize: prizePaise / 100,
    });
    expect(history.find((entry) => entry.matchId === matchId)?.opponent?.split(', ')).toHaveLength(2);
    expect(await checkLedger(t.app.db)).toEqual([]);
  });

  it('shares the pot equally between the winning team and names both as winners', async () => {
    const { matchId, seats } = await fullRoom(4, true);
    const ids = seats.map((seat) => seat.userId);
    const before = await walletsOf(t.app.db, ids);

    const game = await playToTheEnd(matchId, seats);

    expect(game.teams).toBe(true);
    expect(game.winnerIds).toHaveLength(2);
    // Partners sit opposite: seats 1 and 3, or 2 and 4.
    const winnerSeats = game.winnerIds.map((id) => ids.indexOf(id)).sort();
    expect([
      [0, 2],
      [1, 3],
    ]).toContainEqual(winnerSeats);
    const { prizePaise } = matchPrizePaise(STAKE_PAISE, FEE_PERCENT, 4);
    const [firstWinner, secondWinner] = winnerSeats.map((seat) => ids[seat] as string) as [string, string];
    const after = await walletsOf(t.app.db, ids);
    const gained = (id: string) => (after.get(id)?.winningsPaise ?? 0) - (before.get(id)?.winningsPaise ?? 0);
    expect(gained(firstWinner)).toBe(Math.ceil(prizePaise / 2));
    expect(gained(secondWinner)).toBe(Math.floor(prizePaise / 2));
    for (const id of ids.filter((id) => !game.winnerIds.includes(id))) expect(gained(id)).toBe(0);
    expect(await historyOf(t.app.db, secondWinner, 'winning')).toEqual([
      expect.objectContaining({
        amount: Math.floor(prizePaise / 2),
        details: `Prize, ${formatPaise(STAKE_PAISE)} 2v2 match`,
      }),
    ]);
    expect(await escrowOf(t.app.db, matchId)).toBe(0);

    const [settled] = await eventsOf(matchId, 'match.settled');
    expect(settled).toMatchObject({ winnerIds: [firstWinner, secondWinner], seats: 4, teams: true });
    const partner = seats[ids.indexOf(secondWinner)] as Player;
    const history = await getJson<Array<{ matchId: string; result: string; title: string }>>(
      partner,
      '/api/matches/history',
    );
    expect(history.find((entry) => entry.matchId === matchId)).toMatchObject({
      result: 'win',
      title: `${formatPaise(STAKE_PAISE)} 2v2 Match`,
    });
    expect(await checkLedger(t.app.db)).toEqual([]);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { matches, matchJoinRequests } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  codeOf,
  escrowOf,
  fundedPlayer,
  ledgerTotals,
  liveMatchesWithCode,
  lockMatchRows,
  lockUserRows,
  lockWalletRows,
  type MatchApi,
  matchApi,
  matchRow,
  moneyMovesOf,
  type Player,
  type Reply,
  raceBehindLock,
  walletOf,
} from '../../test/match-books';
import { matchServices, nextRoomCode } from '../../test/matches';
import { quickAdmin } from '../../test/users';
import { checkLedger } from '../ledger/ledger.check';

/**
 * Races on a match's money: each must move it exactly once. The racers are real concurrent HTTP
 * requests and service calls (Promise.all). On PostgreSQL (DATABASE_URL) they start behind a
 * gate, a row lock the test holds until all of them are blocked inside their own transactions,
 * so they really overlap: these are the runs that catch a missing lock or a stale read. On PGlite
 * (one connection) they run one after another, and the same assertions hold.
 *
 * Races whose winner is up to the database run RACE_ROUNDS times (4 by default).
 */

const ROUNDS = Number(process.env.RACE_ROUNDS ?? 4);
const STAKE = 50;
const STAKE_PAISE = STAKE * 100;
const MAX_OPEN_ROOMS = 3;

let t: TestApp;
let api: MatchApi;
let services: ReturnType<typeof matchServices>;
let admins: [Player, Player];
beforeAll(async () => {
  t = await createTestApp({ MATCH_SWEEP_INTERVAL_MS: '0', MAX_OPEN_ROOMS_PER_PLAYER: String(MAX_OPEN_ROOMS) });
  api = matchApi(t.app);
  services = matchServices(t);
  admins = [await quickAdmin(t.app), await quickAdmin(t.app)];
});
afterAll(() => t.close());

const db = () => t.database.db;
const FAR_FUTURE = () => new Date(Date.now() + 365 * 24 * 3600 * 1000);

/** The timers of each test see only its own matches: whatever an earlier test left is ended first. */
beforeEach(async () => {
  while ((await services.rooms.expireDueRooms(FAR_FUTURE())) > 0);
  while ((await services.results.settleUnanswered(FAR_FUTURE())) > 0);
  while ((await services.results.sendStaleToReview(FAR_FUTURE())) > 0);
});

/** On PostgreSQL the racers must really have queued together behind the gate. */
function expectOverlap(overlapped: boolean) {
  if (t.database.kind === 'postgres')
    expect(overlapped, 'all racers were inside their transactions at once').toBe(true);
}

/** A player with this much added money (paise). */
const playerWith = (depositPaise: number) => fundedPlayer(t.app, { depositPaise });

async function openRoom(creator: Player, stake = STAKE, roomId = nextRoomCode()): Promise<string> {
  const reply = await api.create(creator, roomId, stake);
  expect(reply.statusCode, reply.body).toBe(201);
  return (reply.json() as { matchId: string }).matchId;
}

async function requestFrom(player: Player, matchId: string): Promise<string> {
  const reply = await api.request(player, matchId);
  expect(reply.statusCode, reply.body).toBe(201);
  return (reply.json() as { requestId: string }).requestId;
}

async function startMatch(creator: Player, joiner: Player): Promise<string> {
  const matchId = await openRoom(creator);
  const reply = await api.accept(creator, matchId, await requestFrom(joiner, matchId));
  expect(reply.statusCode, reply.body).toBe(200);
  return matchId;
}

async function report(player: Player, matchId: string, claim: 'won' | 'lost') {
  const reply = await api.report(player, matchId, claim);
  expect(reply.statusCode, reply.body).toBe(200);
}

async function requestStatus(requestId: string) {
  const [row] = await db()
    .select({ status: matchJoinRequests.status })
    .from(matchJoinRequests)
    .where(eq(matchJoinRequests.id, requestId));
  return row?.status;
}

const statuses = (replies: Reply[]) => replies.map((reply) => reply.statusCode).sort((a, b) => a - b);
const wallet = (depositPaise: number, winningsPaise = 0) => ({ depositPaise, winningsPaise });

/** The ledger's own invariants, after every race. */
async function expectBooksBalanced() {
  expect(await checkLedger(db())).toEqual([]);
  expect(await ledgerTotals(db())).toEqual({ totalPaise: 0, negativeAccounts: 0 });
}

describe('starting a match', () => {
  it('two accepts of two different requests at once: one starts the match, the other gets 409', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [creator, first, second] = await Promise.all([playerWith(10_000), playerWith(10_000), playerWith(10_000)]);
      const matchId = await openRoom(creator);
      const requests = [await requestFrom(first, matchId), await requestFrom(second, matchId)] as const;

      const { results, overlapped } = await raceBehindLock(t, lockMatchRows([matchId]), 2, () =>
        Promise.all(requests.map((requestId) => api.accept(creator, matchId, requestId))),
      );
      expectOverlap(overlapped);
      expect(statuses(results)).toEqual([200, 409]);
      const refused = results.find((reply) => reply.statusCode === 409) as Reply;
      expect(codeOf(refused)).toBe('ROOM_NOT_OPEN');

      const firstWon = results[0]?.statusCode === 200;
      const [joiner, other] = firstWon ? [first, second] : [second, first];
      const match = await matchRow(db(), matchId);
      expect(match).toMatchObject({ status: 'active', opponentId: joiner.userId });
      expect(await escrowOf(db(), matchId)).toBe(2 * STAKE_PAISE);
      expect(await moneyMovesOf(db(), matchId)).toEqual({ stake: { count: 2, paise: 2 * STAKE_PAISE } });
      expect(await walletOf(db(), creator.userId)).toEqual(wallet(10_000 - STAKE_PAISE));
      expect(await walletOf(db(), joiner.userId)).toEqual(wallet(10_000 - STAKE_PAISE));
      expect(await walletOf(db(), other.userId), 'the other requester keeps their money').toEqual(wallet(10_000));
      expect(await requestStatus(firstWon ? requests[0] : requests[1])).toBe('accepted');
      expect(await requestStatus(firstWon ? requests[1] : requests[0])).toBe('declined');
    }
    await expectBooksBalanced();
  });

  it('an accept racing the expiry sweep: the match starts or the room expires and refunds, never both', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < ROUNDS; round += 1) {
      const [creator, joiner] = await Promise.all([playerWith(10_000), playerWith(10_000)]);
      const matchId = await openRoom(creator);
      const requestId = await requestFrom(joiner, matchId);
      const { expiresAt } = await matchRow(db(), matchId);

      const { results, overlapped } = await raceBehindLock(t, lockMatchRows([matchId]), 2, () =>
        Promise.all([api.accept(creator, matchId, requestId), services.rooms.expireDueRooms(expiresAt)]),
      );
      expectOverlap(overlapped);
      const [accepted, expired] = results;
      const match = await matchRow(db(), matchId);
      if (accepted.statusCode === 200) {
        outcomes.add('started');
        expect(expired).toBe(0);
        expect(match.status).toBe('active');
        expect(await escrowOf(db(), matchId)).toBe(2 * STAKE_PAISE);
        expect(await walletOf(db(), creator.userId)).toEqual(wallet(10_000 - STAKE_PAISE));
        expect(await walletOf(db(), joiner.userId)).toEqual(wallet(10_000 - STAKE_PAISE));
        expect(await moneyMovesOf(db(), matchId)).toEqual({ stake: { count: 2, paise: 2 * STAKE_PAISE } });
      } else {
        outcomes.add('expired');
        expect(accepted.statusCode, accepted.body).toBe(409);
        expect(codeOf(accepted)).toBe('ROOM_NOT_OPEN');
        expect(expired).toBe(1);
        expect(match.status).toBe('expired');
        expect(await escrowOf(db(), matchId)).toBe(0);
        expect(await walletOf(db(), creator.userId)).toEqual(wallet(10_000));
        expect(await walletOf(db(), joiner.userId)).toEqual(wallet(10_000));
        expect(await requestStatus(requestId)).toBe('closed');
        expect(await moneyMovesOf(db(), matchId)).toEqual({
          stake: { count: 1, paise: STAKE_PAISE },
          stake_refund: { count: 1, paise: STAKE_PAISE },
        });
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
    await expectBooksBalanced();
  });

  it("the creator's cancel racing an accept: a cancelled room, or a started match with a request to cancel", async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [creator, joiner] = await Promise.all([playerWith(10_000), playerWith(10_000)]);
      const matchId = await openRoom(creator);
      const requestId = await requestFrom(joiner, matchId);

      const { results, overlapped } = await raceBehindLock(t, lockMatchRows([matchId]), 2, () =>
        Promise.all([api.accept(creator, matchId, requestId), api.cancel(creator, matchId)]),
      );
      expectOverlap(overlapped);
      const [accepted, cancelled] = results;
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const match = await matchRow(db(), matchId);
      if (accepted.statusCode === 200) {
        // The accept came first: the cancel is now a request to the opponent, and both stakes stay.
        expect(match).toMatchObject({ status: 'active', cancelRequestedBy: creator.userId });
        expect(await escrowOf(db(), matchId)).toBe(2 * STAKE_PAISE);
        expect(await walletOf(db(), joiner.userId)).toEqual(wallet(10_000 - STAKE_PAISE));
      } else {
        expect(codeOf(accepted)).toBe('ROOM_NOT_OPEN');
        expect(match.status).toBe('cancelled');
        expect(await escrowOf(db(), matchId)).toBe(0);
        expect(await walletOf(db(), creator.userId)).toEqual(wallet(10_000));
        expect(await walletOf(db(), joiner.userId)).toEqual(wallet(10_000));
      }
    }
    await expectBooksBalanced();
  });

  it('a joiner whose money another accept spends at the same moment: one match starts, the other accept is a clean 422', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      // Exactly one stake's worth.
      const [joiner, firstOwner, secondOwner] = await Promise.all([
        playerWith(STAKE_PAISE),
        playerWith(10_000),
        playerWith(10_000),
      ]);
      const rooms = [await openRoom(firstOwner), await openRoom(secondOwner)];
      const requests = [await requestFrom(joiner, rooms[0] as string), await requestFrom(joiner, rooms[1] as string)];
      const owners = [firstOwner, secondOwner];

      const { results, overlapped } = await raceBehindLock(t, lockWalletRows([joiner.userId]), 2, () =>
        Promise.all([0, 1].map((i) => api.accept(owners[i] as Player, rooms[i] as string, requests[i] as string))),
      );
      expectOverlap(overlapped);
      expect(statuses(results)).toEqual([200, 422]);
      const won = results[0]?.statusCode === 200 ? 0 : 1;
      const lost = 1 - won;
      expect(codeOf(results[lost] as Reply)).toBe('INSUFFICIENT_FUNDS');
      const [startedRoom, refusedRoom] = [rooms[won] as string, rooms[lost] as string];

      expect(await walletOf(db(), joiner.userId)).toEqual(wallet(0));
      expect(await matchRow(db(), startedRoom)).toMatchObject({ status: 'active', opponentId: joiner.userId });
      expect(await escrowOf(db(), startedRoom)).toBe(2 * STAKE_PAISE);
      // Nothing moved for the refused accept: the room still waits with its creator's stake alone.
      expect(await matchRow(db(), refusedRoom)).toMatchObject({ status: 'open', opponentId: null });
      expect(await escrowOf(db(), refusedRoom)).toBe(STAKE_PAISE);
      expect(await moneyMovesOf(db(), refusedRoom)).toEqual({ stake: { count: 1, paise: STAKE_PAISE } });
      expect(await requestStatus(requests[lost] as string)).toBe('closed');
      expect(await walletOf(db(), (owners[lost] as Player).userId)).toEqual(wallet(10_000 - STAKE_PAISE));
    }
    await expectBooksBalanced();
  });

  // On PostgreSQL this race once ended in a deadlock (a 500): create held the creator's user row
  // FOR UPDATE while waiting for their ledger accounts, and the accept, holding those accounts,
  // waited for the same row to check the foreign key of its wallet_transactions insert.
  it("a joiner's own new room racing an accept of their request: only one of them gets their money", async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [joiner, owner] = await Promise.all([playerWith(STAKE_PAISE), playerWith(10_000)]);
      const matchId = await openRoom(owner);
      const requestId = await requestFrom(joiner, matchId);
      const roomCode = nextRoomCode();

      const { results, overlapped } = await raceBehindLock(t, lockWalletRows([joiner.userId]), 2, () =>
        Promise.all([api.accept(owner, matchId, requestId), api.create(joiner, roomCode, STAKE)]),
      );
      expectOverlap(overlapped);
      const [accepted, created] = results;
      expect(statuses(results)).toEqual(accepted.statusCode === 200 ? [200, 422] : [201, 422]);
      expect(codeOf(accepted.statusCode === 200 ? created : accepted)).toBe('INSUFFICIENT_FUNDS');
      expect(await walletOf(db(), joiner.userId)).toEqual(wallet(0));
      const ownRooms = await liveMatchesWithCode(db(), roomCode);
      if (accepted.statusCode === 200) {
        expect(ownRooms).toEqual([]);
        expect(await escrowOf(db(), matchId)).toBe(2 * STAKE_PAISE);
      } else {
        expect(ownRooms).toHaveLength(1);
        expect(await escrowOf(db(), ownRooms[0]?.id as string)).toBe(STAKE_PAISE);
        expect(await matchRow(db(), matchId)).toMatchObject({ status: 'open' });
        expect(await escrowOf(db(), matchId)).toBe(STAKE_PAISE);
        expect(await requestStatus(requestId)).toBe('closed');
      }
    }
    await expectBooksBalanced();
  });
});

describe('creating rooms', () => {
  it('two creates with the same room code at once: one 201, one 409, one stake taken', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [first, second] = await Promise.all([playerWith(10_000), playerWith(10_000)]);
      const roomCode = nextRoomCode();

      const { results, overlapped } = await raceBehindLock(t, lockUserRows([first.userId, second.userId]), 2, () =>
        Promise.all([api.create(first, roomCode, STAKE), api.create(second, roomCode, STAKE)]),
      );
      expectOverlap(overlapped);
      expect(statuses(results)).toEqual([201, 409]);
      const refusedIndex = results[0]?.statusCode === 409 ? 0 : 1;
      expect(codeOf(results[refusedIndex] as Reply)).toBe('ROOM_CODE_IN_USE');
      const [creator, refused] = refusedIndex === 1 ? [first, second] : [second, first];

      const live = await liveMatchesWithCode(db(), roomCode);
      expect(live.map((m) => m.creatorId)).toEqual([creator.userId]);
      expect(await escrowOf(db(), live[0]?.id as string)).toBe(STAKE_PAISE);
      expect(await walletOf(db(), creator.userId)).toEqual(wallet(10_000 - STAKE_PAISE));
      expect(await walletOf(db(), refused.userId)).toEqual(wallet(10_000));
      const refusedRooms = await db().select().from(matches).where(eq(matches.creatorId, refused.userId));
      expect(refusedRooms).toEqual([]);
    }
    await expectBooksBalanced();
  });

  it('one player creating the same room code twice at once: one room, one stake', async () => {
    const player = await playerWith(10_000);
    const roomCode = nextRoomCode();
    const { results, overlapped } = await raceBehindLock(t, lockUserRows([player.userId]), 2, () =>
      Promise.all([api.create(player, roomCode, STAKE), api.create(player, roomCode, STAKE)]),
    );
    expectOverlap(overlapped);
    expect(statuses(results)).toEqual([201, 409]);
    expect(await liveMatchesWithCode(db(), roomCode)).toHaveLength(1);
    expect(await walletOf(db(), player.userId)).toEqual(wallet(10_000 - STAKE_PAISE));
    await expectBooksBalanced();
  });

  it(`a player creating rooms in parallel beyond the limit (${MAX_OPEN_ROOMS}): the limit holds`, async () => {
    const attempts = MAX_OPEN_ROOMS + 3;
    const player = await playerWith(attempts * STAKE_PAISE);
    const { results, overlapped } = await raceBehindLock(t, lockUserRows([player.userId]), attempts, () =>
      Promise.all(Array.from({ length: attempts }, () => api.create(player, nextRoomCode(), STAKE))),
    );
    expectOverlap(overlapped);
    expect(results.filter((reply) => reply.statusCode === 201)).toHaveLength(MAX_OPEN_ROOMS);
    const refused = results.filter((reply) => reply.statusCode !== 201);
    expect(refused.map((reply) => `${reply.statusCode} ${codeOf(reply)}`)).toEqual(
      Array.from({ length: attempts - MAX_OPEN_ROOMS }, () => '422 TOO_MANY_OPEN_ROOMS'),
    );
    const open = await db()
      .select()
      .from(matches)
      .where(and(eq(matches.creatorId, player.userId), eq(matches.status, 'open')));
    expect(open).toHaveLength(MAX_OPEN_ROOMS);
    for (const room of open) expect(await escrowOf(db(), room.id)).toBe(STAKE_PAISE);
    expect(await walletOf(db(), player.userId)).toEqual(wallet((attempts - MAX_OPEN_ROOMS) * STAKE_PAISE));
    await expectBooksBalanced();
  });

  it('a player with money for two rooms creating several at once: two rooms, the rest refused, nothing overdrawn', async () => {
    const player = await playerWith(2 * STAKE_PAISE);
    const attempts = MAX_OPEN_ROOMS + 1;
    const { results, overlapped } = await raceBehindLock(t, lockUserRows([player.userId]), attempts, () =>
      Promise.all(Array.from({ length: attempts }, () => api.create(player, nextRoomCode(), STAKE))),
    );
    expectOverlap(overlapped);
    expect(results.filter((reply) => reply.statusCode === 201)).toHaveLength(2);
    for (const reply of results.filter((r) => r.statusCode !== 201)) {
      expect(reply.statusCode).toBe(422);
      expect(['INSUFFICIENT_FUNDS', 'TOO_MANY_OPEN_ROOMS']).toContain(codeOf(reply));
    }
    expect(await walletOf(db(), player.userId)).toEqual(wallet(0));
    await expectBooksBalanced();
  });
});

describe('ending a match', () => {
  it("a second player's result and the first player's repeated result at once: the prize is paid once", async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [creator, joiner] = await Promise.all([playerWith(10_000), playerWith(10_000)]);
      const matchId = await startMatch(creator, joiner);
      await report(creator, matchId, 'won');

      const { results, overlapped } = await raceBehindLock(t, lockMatchRows([matchId]), 2, () =>
        Promise.all([api.report(joiner, matchId, 'lost'), api.report(creator, matchId, 'won')]),
      );
      expectOverlap(overlapped);
      const [second, repeated] = results;
      expect(second.statusCode, second.body).toBe(200);
      expect(repeated.statusCode).toBe(409);
      expect(['RESULT_ALREADY_SUBMITTED', 'MATCH_NOT_ACTIVE']).toContain(codeOf(repeated));
      expect(await matchRow(db(), matchId)).toMatchObject({ status: 'settled', winnerId: creator.userId });
      expect(await escrowOf(db(), matchId)).toBe(0);
      expect(await moneyMovesOf(db(), matchId)).toEqual({
        stake: { count: 2, paise: 2 * STAKE_PAISE },
        match_prize: { count: 1, paise: 2 * STAKE_PAISE },
      });
      expect(await walletOf(db(), creator.userId)).toEqual(wallet(10_000 - STAKE_PAISE, 2 * STAKE_PAISE));
      expect(await walletOf(db(), joiner.userId)).toEqual(wallet(10_000 - STAKE_PAISE));
    }
    await expectBooksBalanced();
  });

  it('both players reporting at once: agreeing claims settle once, matching claims go to review with both stakes held', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [creator, joiner] = await Promise.all([playerWith(10_000), playerWith(10_000)]);
      const matchId = await startMatch(creator, joiner);
      const agree = round % 2 === 0;

      const { results, overlapped } = await raceBehindLock(t, lockMatchRows([matchId]), 2, () =>
        Promise.all([api.report(creator, matchId, 'lost'), api.report(joiner, matchId, agree ? 'won' : 'lost')]),
      );
      expectOverlap(overlapped);
      expect(statuses(results)).toEqual([200, 200]);
      if (agree) {
        expect(await matchRow(db(), matchId)).toMatchObject({ status: 'settled', winnerId: joiner.userId });
        expect(await escrowOf(db(), matchId)).toBe(0);
        expect((await moneyMovesOf(db(), matchId)).match_prize).toEqual({ count: 1, paise: 2 * STAKE_PAISE });
        expect(await walletOf(db(), joiner.userId)).toEqual(wallet(10_000 - STAKE_PAISE, 2 * STAKE_PAISE));
      } else {
        expect(await matchRow(db(), matchId)).toMatchObject({ status: 'review', reviewReason: 'conflicting_claims' });
        expect(await escrowOf(db(), matchId)).toBe(2 * STAKE_PAISE);
        expect(await moneyMovesOf(db(), matchId)).toEqual({ stake: { count: 2, paise: 2 * STAKE_PAISE } });
      }
    }
    await expectBooksBalanced();
  });

  it("the result deadline sweep and the second player's result at once: one of them decides, money moves once", async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < ROUNDS; round += 1) {
      const [creator, joiner] = await Promise.all([playerWith(10_000), playerWith(10_000)]);
      const matchId = await startMatch(creator, joiner);
      await report(creator, matchId, 'won');
      const { resultDeadlineAt } = await matchRow(db(), matchId);
      if (!resultDeadlineAt) throw new Error('no result deadline');
      // Alternately the joiner disputes the claim or confirms it.
      const disputes = round % 2 === 0;

      const { results, overlapped } = await raceBehindLock(t, lockMatchRows([matchId]), 2, () =>
        Promise.all([
          services.results.settleUnanswered(resultDeadlineAt),
          api.report(joiner, matchId, disputes ? 'won' : 'lost'),
        ]),
      );
      expectOverlap(overlapped);
      const [settled, answered] = results;
      const match = await matchRow(db(), matchId);
      const moves = await moneyMovesOf(db(), matchId);
      if (answered.statusCode === 200) {
        outcomes.add('answered');
        expect(settled).toBe(0);
        if (disputes) {
          expect(match).toMatchObject({ status: 'review', reviewReason: 'conflicting_claims' });
          expect(await escrowOf(db(), matchId)).toBe(2 * STAKE_PAISE);
          expect(moves.match_prize).toBeUndefined();
        } else {
          expect(match).toMatchObject({ status: 'settled', resolution: 'results_agreed', winnerId: creator.userId });
        }
      } else {
        outcomes.add('swept');
        expect(codeOf(answered)).toBe('MATCH_NOT_ACTIVE');
        expect(settled).toBe(1);
        expect(match).toMatchObject({ status: 'settled', resolution: 'result_unanswered', winnerId: creator.userId });
      }
      if (match.status === 'settled') {
        expect(await escrowOf(db(), matchId)).toBe(0);
        expect(moves.match_prize).toEqual({ count: 1, paise: 2 * STAKE_PAISE });
        expect(await walletOf(db(), creator.userId)).toEqual(wallet(10_000 - STAKE_PAISE, 2 * STAKE_PAISE));
      }
      expect(await walletOf(db(), joiner.userId)).toEqual(wallet(10_000 - STAKE_PAISE));
    }
    expect(outcomes.size).toBeGreaterThan(0);
    await expectBooksBalanced();
  });

  it('the result deadline sweep run twice at once: the prize is paid once', async () => {
    const [creator, joiner] = await Promise.all([playerWith(10_000), playerWith(10_000)]);
    const matchId = await startMatch(creator, joiner);
    await report(joiner, matchId, 'lost');
    const { resultDeadlineAt } = await matchRow(db(), matchId);
    if (!resultDeadlineAt) throw new Error('no result deadline');

    const { results, overlapped } = await raceBehindLock(t, lockMatchRows([matchId]), 2, () =>
      Promise.all([
        services.results.settleUnanswered(resultDeadlineAt),
        services.results.settleUnanswered(resultDeadlineAt),
      ]),
    );
    expectOverlap(overlapped);
    expect(results.sort()).toEqual([0, 1]);
    expect(await matchRow(db(), matchId)).toMatchObject({ status: 'settled', winnerId: creator.userId });
    expect((await moneyMovesOf(db(), matchId)).match_prize).toEqual({ count: 1, paise: 2 * STAKE_PAISE });
    expect(await walletOf(db(), creator.userId)).toEqual(wallet(10_000 - STAKE_PAISE, 2 * STAKE_PAISE));
    await expectBooksBalanced();
  });

  it('the expiry sweep run twice at once: each room expires and refunds once', async () => {
    const creators = await Promise.all(Array.from({ length: 4 }, () => playerWith(10_000)));
    const rooms = [];
    for (const creator of creators) rooms.push(await openRoom(creator));
    const now = FAR_FUTURE();

    const { results, overlapped } = await raceBehindLock(t, lockMatchRows(rooms), 2, () =>
      Promise.all([services.rooms.expireDueRooms(now), services.rooms.expireDueRooms(now)]),
    );
    expectOverlap(overlapped);
    expect(results[0] + results[1]).toBe(rooms.length);
    for (const [i, matchId] of rooms.entries()) {
      expect(await matchRow(db(), matchId)).toMatchObject({ status: 'expired' });
      expect(await escrowOf(db(), matchId)).toBe(0);
      expect(await moneyMovesOf(db(), matchId)).toEqual({
        stake: { count: 1, paise: STAKE_PAISE },
        stake_refund: { count: 1, paise: STAKE_PAISE },
      });
      expect(await walletOf(db(), (creators[i] as Player).userId)).toEqual(wallet(10_000));
    }
    await expectBooksBalanced();
  });

  it('both players asking to cancel at once: the second request is the agreement, both are refunded once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [creator, joiner] = await Promise.all([playerWith(10_000), playerWith(10_000)]);
      const matchId = await startMatch(creator, joiner);

      const { results, overlapped } = await raceBehindLock(t, lockMatchRows([matchId]), 2, () =>
        Promise.all([api.cancel(creator, matchId), api.cancel(joiner, matchId)]),
      );
      expectOverlap(overlapped);
      expect(statuses(results)).toEqual([200, 200]);
      expect(await matchRow(db(), matchId)).toMatchObject({ status: 'cancelled', resolution: 'players_cancelled' });
      expect(await escrowOf(db(), matchId)).toBe(0);
      expect(await moneyMovesOf(db(), matchId)).toEqual({
        stake: { count: 2, paise: 2 * STAKE_PAISE },
        stake_refund: { count: 2, paise: 2 * STAKE_PAISE },
      });
      expect(await walletOf(db(), creator.userId)).toEqual(wallet(10_000));
      expect(await walletOf(db(), joiner.userId)).toEqual(wallet(10_000));
    }
    await expectBooksBalanced();
  });

  it('two admins deciding one dispute at once: one decision stands, money moves once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [creator, joiner] = await Promise.all([playerWith(10_000), playerWith(10_000)]);
      const matchId = await startMatch(creator, joiner);
      await report(creator, matchId, 'won');
      await report(joiner, matchId, 'won');

      const { results, overlapped } = await raceBehindLock(t, lockMatchRows([matchId]), 2, () =>
        Promise.all([
          api.resolve(admins[0], matchId, { outcome: 'award', winnerId: joiner.userId }),
          api.resolve(admins[1], matchId, { outcome: 'cancel' }),
        ]),
      );
      expectOverlap(overlapped);
      expect(statuses(results)).toEqual([200, 409]);
      expect(codeOf(results.find((reply) => reply.statusCode === 409) as Reply)).toBe('MATCH_NOT_IN_REVIEW');
      const match = await matchRow(db(), matchId);
      expect(await escrowOf(db(), matchId)).toBe(0);
      const moves = await moneyMovesOf(db(), matchId);
      if (results[0]?.statusCode === 200) {
        expect(match).toMatchObject({ status: 'settled', resolution: 'admin_award', winnerId: joiner.userId });
        expect(moves).toEqual({
          stake: { count: 2, paise: 2 * STAKE_PAISE },
          match_prize: { count: 1, paise: 2 * STAKE_PAISE },
        });
        expect(await walletOf(db(), joiner.userId)).toEqual(wallet(10_000 - STAKE_PAISE, 2 * STAKE_PAISE));
      } else {
        expect(match).toMatchObject({ status: 'cancelled', resolution: 'admin_cancel' });
        expect(moves).toEqual({
          stake: { count: 2, paise: 2 * STAKE_PAISE },
          stake_refund: { count: 2, paise: 2 * STAKE_PAISE },
        });
        expect(await walletOf(db(), joiner.userId)).toEqual(wallet(10_000));
      }
    }
    await expectBooksBalanced();
  });
});

import type { MatchDetail } from '@ludo/shared/matches/matches.schemas';
import { byMoneyMode } from '@ludo/shared/money';
import type { TournamentDetail } from '@ludo/shared/tournaments/tournaments.schemas';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, notifications } from '../../db/schema';
import { publishEvent } from '../../lib/domain-events';
import { coinWords } from '../../lib/i18n';
import { countRows, createTestApp, type TestApp } from '../../test/harness';
import { fundedPlayer, type MatchApi, matchApi, type Player } from '../../test/match-books';
import { listenLocally, SocketClients } from '../../test/match-sockets';
import { nextRoomCode } from '../../test/matches';
import { inMoneyMode } from '../../test/money-text';
import {
  chooseLanguage,
  fullNameOf,
  type NotificationApi,
  notificationApi,
  outboxOf,
  titled,
} from '../../test/notifications';
import { type NewTournament, type TournamentApi, tournamentApi } from '../../test/tournaments-books';
import { bearer, quickAdmin, quickPlayer } from '../../test/users';

/**
 * Notifications end to end: a change publishes its domain event in its own transaction, the
 * dispatcher turns it into the notifications of the players it concerns (and a socket
 * `notification` to each), and each player reads, marks and removes only their own. The
 * dispatcher's timer is off in tests (EVENTS_DISPATCH_INTERVAL_MS 0): each test dispatches.
 */

let t: TestApp;
let clients: SocketClients;
let admin: Player;
let api: NotificationApi;
let matchesApi: MatchApi;
let tournaments: TournamentApi;

beforeAll(async () => {
  // The sandbox bank pays a payout at once, so an approval is followed by its payment.
  t = await createTestApp({ SANDBOX_PAYOUT_DELAY_MS: '0' });
  clients = new SocketClients(await listenLocally(t.app));
  admin = await quickAdmin(t.app);
  api = notificationApi(t.app);
  matchesApi = matchApi(t.app);
  tournaments = tournamentApi(t.app);
});
afterAll(async () => {
  clients.closeAll();
  await t.close();
});

const db = () => t.database.db;
const dispatch = () => t.services.domainEvents.dispatch();
const player = () => fundedPlayer(t.app, { depositPaise: 100_000 });
const nameOf = (who: Player) => fullNameOf(db(), who.userId);
/** "₹100 was added", "100 coins were added": the verb agrees with the amount in play mode. */
const was = () => byMoneyMode({ real: 'was', play: 'were' });

async function openRoom(owner: Player, stake = 50): Promise<string> {
  const created = await matchesApi.create(owner, nextRoomCode(), stake);
  expect(created.statusCode, created.body).toBe(201);
  return (created.json() as { matchId: string }).matchId;
}

async function askToJoin(who: Player, matchId: string): Promise<string> {
  const asked = await matchesApi.request(who, matchId);
  expect(asked.statusCode, asked.body).toBe(201);
  return (asked.json() as { requestId: string }).requestId;
}

async function startedMatch(owner: Player, guest: Player): Promise<string> {
  const matchId = await openRoom(owner);
  const requestId = await askToJoin(guest, matchId);
  const accepted = await matchesApi.accept(owner, matchId, requestId);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return matchId;
}

async function report(who: Player, matchId: string, claim: 'won' | 'lost') {
  const reply = await matchesApi.report(who, matchId, claim);
  expect(reply.statusCode, reply.body).toBe(200);
}

describe('a 1v1 match', () => {
  it('a join request notifies the room owner only', async () => {
    const [owner, guest, bystander] = [await player(), await player(), await player()];
    const matchId = await openRoom(owner);
    await askToJoin(guest, matchId);
    await dispatch();

    const mine = await api.list(owner);
    expect(mine.notifications).toEqual([
      {
        id: expect.any(String),
        type: 'system',
        title: 'Join request',
        message: inMoneyMode(
          `${await nameOf(guest)} wants to join your ₹50 room. Accept or decline before it expires.`,
        ),
        read: false,
        createdAt: expect.any(String),
        actionUrl: `/user/tournaments/join/${matchId}`,
      },
    ]);
    expect(mine.unread).toBe(1);
    expect(await api.list(guest)).toEqual({ notifications: [], unread: 0 });
    expect(await api.list(bystander)).toEqual({ notifications: [], unread: 0 });
  });

  it('accepting notifies the accepted player, and the players declined with it', async () => {
    const [owner, guest, other] = [await player(), await player(), await player()];
    const matchId = await openRoom(owner);
    const requestId = await askToJoin(guest, matchId);
    await askToJoin(other, matchId);
    expect((await matchesApi.accept(owner, matchId, requestId)).statusCode).toBe(200);
    await dispatch();

    const ownerName = await nameOf(owner);
    const [accepted] = await titled(api, guest, 'Request accepted');
    expect(accepted?.message).toBe(
      inMoneyMode(
        `${ownerName} accepted you. ₹50 ${byMoneyMode({ real: 'is', play: 'are' })} held until the result. Join the room and play.`,
      ),
    );
    expect((await api.list(guest)).notifications).toHaveLength(1);
    const [declined] = await titled(api, other, 'Request declined');
    expect(declined?.message).toBe(`${ownerName} declined your request. Nothing was taken from your wallet.`);
    // The owner heard of the two requests, and of nothing they did themselves.
    expect((await api.list(owner)).notifications.map((n) => n.title)).toEqual(['Join request', 'Join request']);
  });

  it('a declined player who asks again and is declined again hears of each decision', async () => {
    const [owner, guest] = [await player(), await player()];
    const matchId = await openRoom(owner);
    for (let i = 0; i < 2; i++) {
      const requestId = await askToJoin(guest, matchId);
      expect((await matchesApi.decline(owner, matchId, requestId)).statusCode).toBe(200);
    }
    await dispatch();
    expect(await titled(api, guest, 'Request declined')).toHaveLength(2);
  });

  it('a result notifies the opponent; the settlement notifies both', async () => {
    const [owner, guest] = [await player(), await player()];
    const matchId = await startedMatch(owner, guest);
    await dispatch();
    const before = (await api.list(owner)).notifications.length;

    await report(owner, matchId, 'won');
    await dispatch();
    const [asked] = await titled(api, guest, 'Result submitted');
    expect(asked).toMatchObject({
      message: inMoneyMode(
        `${await nameOf(owner)} submitted the result of ₹50 1v1 Match. Submit yours within 10 minutes, or theirs stands.`,
      ),
      actionUrl: `/user/tournaments/join/${matchId}`,
    });
    expect((await api.list(owner)).notifications).toHaveLength(before);

    await report(guest, matchId, 'lost');
    await dispatch();
    expect(await titled(api, owner, 'You won!')).toEqual([
      expect.objectContaining({ message: inMoneyMode(`You won ₹50 1v1 Match. ₹100 ${was()} added to your winnings.`) }),
    ]);
    expect(await titled(api, guest, 'Match result')).toEqual([
      expect.objectContaining({ message: inMoneyMode(`${await nameOf(owner)} won ₹50 1v1 Match.`) }),
    ]);
    // The one who answered is not told of their own answer.
    expect(await titled(api, owner, 'Result submitted')).toEqual([]);
  });

  it('conflicting claims open a dispute for both; the admin’s decision reaches both with its reason', async () => {
    const [owner, guest] = [await player(), await player()];
    const matchId = await startedMatch(owner, guest);
    await report(owner, matchId, 'won');
    await report(guest, matchId, 'won');
    await dispatch();
    for (const who of [owner, guest]) {
      expect(await titled(api, who, 'Dispute opened')).toEqual([
        expect.objectContaining({
          message: inMoneyMode('An admin will review ₹50 1v1 Match and decide within 48 hours.'),
        }),
      ]);
    }

    const reason = 'Neither screenshot shows the final board';
    expect((await matchesApi.resolve(admin, matchId, { outcome: 'cancel' }, reason)).statusCode).toBe(200);
    await dispatch();
    for (const who of [owner, guest]) {
      expect(await titled(api, who, 'Dispute decided')).toEqual([
        expect.objectContaining({
          message: inMoneyMode(
            `Admin decision on ₹50 1v1 Match: cancelled and both entry fees refunded. Reason: ${reason}`,
          ),
        }),
      ]);
      expect(await titled(api, who, 'You won!')).toEqual([]);
    }
  });

  it('an award after a dispute tells both the decision, and the winner their prize', async () => {
    const [owner, guest] = [await player(), await player()];
    const matchId = await startedMatch(owner, guest);
    await report(owner, matchId, 'lost');
    await report(guest, matchId, 'lost');
    const reason = 'The guest’s screenshot shows the owner finishing first';
    expect(
      (await matchesApi.resolve(admin, matchId, { outcome: 'award', winnerId: owner.userId }, reason)).statusCode,
    ).toBe(200);
    await dispatch();
    const ownerName = await nameOf(owner);
    for (const who of [owner, guest]) {
      expect(await titled(api, who, 'Dispute decided')).toEqual([
        expect.objectContaining({
          message: inMoneyMode(`Admin decision on ₹50 1v1 Match: ${ownerName} wins. Reason: ${reason}`),
        }),
      ]);
    }
    expect(await titled(api, owner, 'You won!')).toHaveLength(1);
    expect(await titled(api, guest, 'Match result')).toHaveLength(1);
  });

  it('a room nobody joined expires: its owner hears of the refund', async () => {
    const owner = await player();
    const matchId = await openRoom(owner);
    expect(await t.services.rooms.expireDueRooms(new Date(Date.now() + 24 * 3_600_000))).toBeGreaterThan(0);
    await dispatch();
    expect(await titled(api, owner, 'Room expired')).toEqual([
      expect.objectContaining({
        type: 'payment',
        message: inMoneyMode('Nobody joined your room in time. Your ₹50 entry fee was refunded.'),
        actionUrl: '/user/wallet',
      }),
    ]);
    expect((await outboxOf(db(), 'match.room_expired')).filter((e) => e.payload.matchId === matchId)).toHaveLength(1);
  });

  it('a room its owner cancels tells nobody (they did it themselves)', async () => {
    const owner = await player();
    const matchId = await openRoom(owner);
    expect((await matchesApi.cancel(owner, matchId)).statusCode).toBe(200);
    await dispatch();
    expect(await api.list(owner)).toEqual({ notifications: [], unread: 0 });
  });
});

describe('in the player’s language', () => {
  it('each player reads a notification in the language of their settings, the same event in two languages', async () => {
    const [owner, guest] = [await player(), await player()];
    await chooseLanguage(t.app, owner, 'hi');
    const ownerSocket = await clients.connect(owner.accessToken);
    const matchId = await openRoom(owner);
    const requestId = await askToJoin(guest, matchId);
    await dispatch();
    const guestName = await nameOf(guest);
    const [asked] = (await api.list(owner)).notifications;
    expect(asked).toMatchObject({
      title: 'जुड़ने का अनुरोध',
      message: inMoneyMode(
        `${guestName} आपके ₹50 वाले रूम में जुड़ना चाहते हैं। समय खत्म होने से पहले स्वीकार या अस्वीकार करें।`,
        coinWords('hi'),
      ),
    });
    // The socket carries the stored text.
    expect(await ownerSocket.waitFor('notification')).toMatchObject({ title: 'जुड़ने का अनुरोध', message: asked?.message });

    expect((await matchesApi.accept(owner, matchId, requestId)).statusCode).toBe(200);
    await report(owner, matchId, 'won');
    await report(guest, matchId, 'lost');
    await dispatch();
    // One settlement: the Hindi player reads Hindi, the other English.
    expect(await titled(api, owner, 'आप जीत गए!')).toEqual([
      expect.objectContaining({
        message: inMoneyMode('आपने ₹50 का 1v1 मैच जीत लिया। ₹100 आपकी जीती हुई राशि में जोड़ दिए गए।', coinWords('hi')),
      }),
    ]);
    expect(await titled(api, guest, 'Match result')).toEqual([
      expect.objectContaining({ message: inMoneyMode(`${await nameOf(owner)} won ₹50 1v1 Match.`) }),
    ]);
    expect(await titled(api, guest, 'Request accepted')).toHaveLength(1);
  });

  it('a language chosen later applies to what comes next; what was stored stays as it was written', async () => {
    const someone = await quickPlayer(t.app);
    const decide = () =>
      db().transaction((tx) =>
        publishEvent(tx, { type: 'kyc.decided', userId: someone.userId, approved: true, reason: null }),
      );
    await decide();
    await dispatch();
    await chooseLanguage(t.app, someone, 'ta');
    await decide();
    await dispatch();
    expect((await api.list(someone)).notifications.map((n) => n.title)).toEqual([
      'அடையாளம் சரிபார்க்கப்பட்டது',
      'Identity verified',
    ]);
  });
});

describe('tournaments', () => {
  const FEE_PAISE = 10_000;

  async function runningTournament(count: number, body: NewTournament = {}) {
    const created = await tournaments.create(admin, { entryFee: 100, maxPlayers: 32, minPlayers: 2, ...body });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: string }).id;
    const players: Player[] = [];
    for (let i = 0; i < count; i++) {
      const entrant = await fundedPlayer(t.app, { depositPaise: FEE_PAISE });
      expect((await tournaments.register(entrant, id)).statusCode).toBe(201);
      players.push(entrant);
    }
    const started = await tournaments.start(admin, id);
    expect(started.statusCode, started.body).toBe(200);
    return { id, players };
  }

  /** Moves the tournament on until `until` holds (the advance after a decision runs after its commit). */
  async function settled(id: string, until: (detail: TournamentDetail) => boolean): Promise<TournamentDetail> {
    for (let i = 0; i < 200; i++) {
      await t.services.tournaments.advance(id);
      const detail = (await tournaments.detail(id)).json() as TournamentDetail;
      if (until(detail)) return detail;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`tournament ${id} did not reach the expected state`);
  }

  async function gameOf(who: Player, tournamentId: string): Promise<MatchDetail> {
    const games = (await tournaments.liveGames(who)).filter((game) => game.tournament?.id === tournamentId);
    expect(games).toHaveLength(1);
    return games[0] as MatchDetail;
  }

  async function playDuel(tournamentId: string, winner: Player, loser: Player) {
    const game = await gameOf(winner, tournamentId);
    const host = game.hostUserId === winner.userId ? winner : loser;
    expect((await tournaments.postCode(host, game.id, nextRoomCode())).statusCode).toBe(200);
    expect((await tournaments.reportDuel(winner, game.id, 'won')).statusCode).toBe(200);
    expect((await tournaments.reportDuel(loser, game.id, 'lost')).statusCode).toBe(200);
  }

  it('a knockout of 4 played to its finish: registrations, games ready, results and prizes', async () => {
    const { id, players } = await runningTournament(4, { title: 'Diwali Knockout' });
    const [a, b, c, d] = players as [Player, Player, Player, Player];
    await dispatch();
    for (const who of players) {
      expect(await titled(api, who, 'Registered')).toEqual([
        expect.objectContaining({
          type: 'tournament',
          message: inMoneyMode('You are registered for Diwali Knockout. ₹100 entry fee paid.'),
          actionUrl: `/user/tournaments/join/${id}`,
        }),
      ]);
    }
    // Round 1: seed 1 hosts seed 4, seed 2 hosts seed 3.
    const first = await gameOf(a, id);
    expect(await titled(api, a, 'Round 1 is ready')).toEqual([
      expect.objectContaining({
        message: 'Diwali Knockout: you host. Create the room and post its code within 2 minutes.',
        actionUrl: `/user/tournaments/join/${first.id}`,
      }),
    ]);
    expect(await titled(api, d, 'Round 1 is ready')).toEqual([
      expect.objectContaining({ message: "Diwali Knockout: your game is ready. Wait for the host's room code." }),
    ]);

    await playDuel(id, a, d);
    await playDuel(id, b, c);
    await settled(id, (x) => x.currentRound === 2);
    await dispatch();
    expect(await titled(api, a, 'You won!')).toEqual([
      expect.objectContaining({ message: 'You won Diwali Knockout · Round 1.' }),
    ]);
    expect(await titled(api, d, 'Match result')).toEqual([
      expect.objectContaining({ message: `${await nameOf(a)} won Diwali Knockout · Round 1.` }),
    ]);
    expect(await titled(api, a, 'Round 2 is ready')).toHaveLength(1);
    expect(await titled(api, b, 'Round 2 is ready')).toHaveLength(1);
    expect(await titled(api, c, 'Round 2 is ready')).toEqual([]);

    await playDuel(id, a, b);
    await settled(id, (x) => x.status === 'finished');
    await dispatch();
    expect(await titled(api, a, 'Prize credited')).toEqual([
      expect.objectContaining({
        type: 'tournament',
        message: inMoneyMode(`You finished 1st in Diwali Knockout. ₹252 ${was()} added to your winnings.`),
        actionUrl: `/user/tournaments/join/${id}`,
      }),
    ]);
    expect(await titled(api, b, 'Prize credited')).toEqual([
      expect.objectContaining({
        message: inMoneyMode(`You finished 2nd in Diwali Knockout. ₹108 ${was()} added to your winnings.`),
      }),
    ]);
    for (const who of [c, d]) {
      expect(await titled(api, who, 'Tournament finished')).toEqual([
        expect.objectContaining({ message: 'Diwali Knockout has finished. You placed 3rd.' }),
      ]);
    }
    const [finished] = (await outboxOf(db(), 'tournament.finished')).filter((e) => e.payload.tournamentId === id);
    expect(finished?.payload.results).toEqual(
      expect.arrayContaining([
        { userId: a.userId, place: 1, prizePaise: 25_200, tdsPaise: 0 },
        { userId: b.userId, place: 2, prizePaise: 10_800, tdsPaise: 0 },
      ]),
    );
  });

  it('at a table, the first report asks the others only; the decision reaches every seat', async () => {
    const { id, players } = await runningTournament(3, { format: 'multi_table', title: 'Holi Table' });
    const [a, b, c] = players as [Player, Player, Player];
    const table = await gameOf(a, id);
    expect(table.hostUserId).toBe(a.userId);
    expect((await tournaments.postCode(a, table.id, nextRoomCode())).statusCode).toBe(200);
    await dispatch();
    expect((await tournaments.reportPosition(a, table.id, 1)).statusCode).toBe(200);
    await dispatch();
    const aName = await nameOf(a);
    for (const who of [b, c]) {
      expect(await titled(api, who, 'Result submitted')).toEqual([
        expect.objectContaining({
          message: `${aName} submitted the result of Holi Table · Round 1 · Table 1. Submit yours within 10 minutes, or theirs stands.`,
        }),
      ]);
    }
    expect(await titled(api, a, 'Result submitted')).toEqual([]);

    expect((await tournaments.reportPosition(b, table.id, 2)).statusCode).toBe(200);
    await dispatch();
    // The result window is already running: the second report asks nobody again.
    expect(await titled(api, c, 'Result submitted')).toHaveLength(1);

    expect((await tournaments.reportPosition(c, table.id, 3)).statusCode).toBe(200);
    await dispatch();
    expect(await titled(api, a, 'You won!')).toHaveLength(1);
    for (const who of [b, c]) {
      expect(await titled(api, who, 'Match result')).toEqual([
        expect.objectContaining({ message: `${aName} won Holi Table · Round 1 · Table 1.` }),
      ]);
    }
  });

  it('creating a private tournament registers its creator, who is told so', async () => {
    const creator = await fundedPlayer(t.app, { depositPaise: 5_000 });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/tournaments/private',
      headers: bearer(creator),
      payload: {
        title: 'Friday friends',
        format: 'knockout',
        entryFee: 50,
        maxPlayers: 4,
        startTime: new Date(Date.now() + 3_600_000).toISOString(),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    await dispatch();
    expect((await api.list(creator)).notifications).toEqual([
      expect.objectContaining({
        title: 'Registered',
        message: inMoneyMode('You are registered for Friday friends. ₹50 entry fee paid.'),
        actionUrl: `/user/tournaments/join/${(created.json() as { id: string }).id}`,
      }),
    ]);
  });

  it('a cancel tells the field, with the reason; so does a start with too few players', async () => {
    const created = await tournaments.create(admin, { title: 'Monsoon Cup', minPlayers: 2 });
    const id = (created.json() as { id: string }).id;
    const field = [
      await fundedPlayer(t.app, { depositPaise: FEE_PAISE }),
      await fundedPlayer(t.app, { depositPaise: FEE_PAISE }),
    ];
    for (const who of field) expect((await tournaments.register(who, id)).statusCode).toBe(201);
    const reason = 'The game app is down for maintenance';
    expect((await tournaments.cancel(admin, id, reason)).statusCode).toBe(200);
    await dispatch();
    for (const who of field) {
      expect(await titled(api, who, 'Tournament cancelled')).toEqual([
        expect.objectContaining({
          message: `Monsoon Cup was cancelled and your entry fee refunded. Reason: ${reason}`,
          actionUrl: `/user/tournaments/join/${id}`,
        }),
      ]);
    }

    const small = (await tournaments.create(admin, { title: 'Winter Cup', minPlayers: 4 })).json() as { id: string };
    const lonely = await fundedPlayer(t.app, { depositPaise: FEE_PAISE });
    expect((await tournaments.register(lonely, small.id)).statusCode).toBe(201);
    expect((await tournaments.start(admin, small.id)).statusCode).toBe(200);
    await dispatch();
    expect(await titled(api, lonely, 'Tournament cancelled')).toEqual([
      expect.objectContaining({
        message:
          'Winter Cup was cancelled and your entry fee refunded. Reason: Fewer than 4 players registered (1), so the tournament did not start.',
      }),
    ]);
  });
});

describe('a player’s notifications', () => {
  /** A room owner with three join requests: three unread notifications. */
  async function ownerWithThree(): Promise<{ owner: Player; ids: string[] }> {
    const owner = await player();
    const matchId = await openRoom(owner);
    for (let i = 0; i < 3; i++) await askToJoin(await player(), matchId);
    await dispatch();
    const list = await api.list(owner);
    expect(list.unread).toBe(3);
    return { owner, ids: list.notifications.map((n) => n.id) };
  }

  it('counts the unread; marks one read, then all; filters by unread and type', async () => {
    const { owner, ids } = await ownerWithThree();
    const [first, second] = ids as [string, string];
    const read = await api.read(owner, first);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ message: 'Notification marked as read', unread: 2 });
    // Marking it again changes nothing.
    expect((await api.read(owner, first)).json()).toMatchObject({ unread: 2 });
    const list = await api.list(owner);
    expect(list.notifications.find((n) => n.id === first)?.read).toBe(true);
    expect(list.notifications.find((n) => n.id === second)?.read).toBe(false);
    expect((await api.list(owner, '?unread=true')).notifications.map((n) => n.id).sort()).toEqual(
      ids.filter((id) => id !== first).sort(),
    );
    expect(await api.list(owner, '?type=payment')).toEqual({ notifications: [], unread: 2 });
    expect((await api.list(owner, '?limit=1')).notifications).toHaveLength(1);

    const all = await api.readAll(owner);
    expect(all.json()).toEqual({ message: 'All notifications marked as read', unread: 0 });
    const after = await api.list(owner);
    expect(after.unread).toBe(0);
    expect(after.notifications.every((n) => n.read)).toBe(true);
    expect(after.notifications).toHaveLength(3);
  });

  it('deletes one, then clears all', async () => {
    const { owner, ids } = await ownerWithThree();
    const [first] = ids as [string];
    const removed = await api.remove(owner, first);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ message: 'Notification deleted', unread: 2 });
    expect((await api.list(owner)).notifications.map((n) => n.id)).not.toContain(first);
    expect((await api.remove(owner, first)).statusCode).toBe(404);

    const cleared = await api.clear(owner);
    expect(cleared.json()).toEqual({ message: 'All notifications cleared', unread: 0 });
    expect(await api.list(owner)).toEqual({ notifications: [], unread: 0 });
  });

  it('nobody reads, marks or deletes another player’s notification: 404, and it stays as it was', async () => {
    const { owner, ids } = await ownerWithThree();
    const stranger = await player();
    const [target] = ids as [string];
    for (const reply of [await api.read(stranger, target), await api.remove(stranger, target)]) {
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toMatchObject({ code: 'NOTIFICATION_NOT_FOUND' });
    }
    // Their "all" is only ever their own.
    expect((await api.readAll(stranger)).statusCode).toBe(200);
    expect((await api.clear(stranger)).statusCode).toBe(200);
    const list = await api.list(owner);
    expect(list.unread).toBe(3);
    expect(list.notifications.map((n) => n.id)).toContain(target);
    // An id that is not one is refused by its form (as every id parameter is); the list needs a session.
    const malformed = await api.read(stranger, 'not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Notification not found' });
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});

describe('the outbox', () => {
  it('dispatched twice, or handled again after a crash, notifies once', async () => {
    const [owner, guest] = [await player(), await player()];
    const matchId = await startedMatch(owner, guest);
    await report(owner, matchId, 'won');
    await report(guest, matchId, 'lost');
    await dispatch();
    expect(await dispatch()).toBe(0);
    const stored = await countRows(t.database, notifications);

    // A crash after the notifications were written but before the mark (or a second instance that
    // lost the mark): the same events handled again.
    const reset = await db()
      .update(domainEvents)
      .set({ processedAt: null })
      .where(sql`${domainEvents.payload}->>'matchId' = ${matchId}`)
      .returning({ id: domainEvents.id });
    expect(reset.length).toBeGreaterThanOrEqual(4);
    expect(await dispatch()).toBe(reset.length);
    // A once-only change published twice (a second row for the same settlement).
    const [settledEvent] = (await outboxOf(db(), 'match.settled')).filter((e) => e.payload.matchId === matchId);
    if (!settledEvent) throw new Error('no match.settled event');
    await db().insert(domainEvents).values({ type: 'match.settled', payload: settledEvent.payload });
    expect(await dispatch()).toBe(1);

    expect(await countRows(t.database, notifications)).toBe(stored);
    expect(await titled(api, owner, 'You won!')).toHaveLength(1);
    expect(await titled(api, guest, 'Result submitted')).toHaveLength(1);
    const pending = await db().select().from(domainEvents).where(sql`${domainEvents.processedAt} IS NULL`);
    expect(pending).toEqual([]);
  });

  it('two dispatchers at once (two instances) share the pending events: each handled once', async () => {
    const someone = await quickPlayer(t.app);
    await db().transaction(async (tx) => {
      for (let i = 0; i < 30; i++) {
        await publishEvent(tx, {
          type: 'kyc.decided',
          userId: someone.userId,
          approved: false,
          reason: `Attempt ${i}`,
        });
      }
    });
    const handled = await Promise.all([
      t.services.domainEvents.dispatch(4),
      t.services.domainEvents.dispatch(4),
      t.services.domainEvents.dispatch(4),
    ]);
    expect(handled.reduce((sum, n) => sum + n, 0)).toBe(30);
    const list = await api.list(someone, '?limit=100');
    expect(list.unread).toBe(30);
    expect(new Set(list.notifications.map((n) => n.message)).size).toBe(30);
  });

  it('an event published in a transaction that rolls back notifies nobody', async () => {
    const someone = await quickPlayer(t.app);
    const events = await countRows(t.database, domainEvents);
    await expect(
      db().transaction(async (tx) => {
        await publishEvent(tx, { type: 'kyc.decided', userId: someone.userId, approved: true, reason: null });
        throw new Error('the change failed after publishing');
      }),
    ).rejects.toThrow('the change failed after publishing');
    expect(await countRows(t.database, domainEvents)).toBe(events);
    expect(await dispatch()).toBe(0);
    expect(await api.list(someone)).toEqual({ notifications: [], unread: 0 });
  });
});

describe('the socket', () => {
  it('pushes a notification to its recipient only, after the change committed', async () => {
    const [owner, guest, bystander] = [await player(), await player(), await player()];
    const ownerSocket = await clients.connect(owner.accessToken);
    const guestSocket = await clients.connect(guest.accessToken);
    const bystanderSocket = await clients.connect(bystander.accessToken);
    const matchId = await openRoom(owner);
    await askToJoin(guest, matchId);
    // Nothing is pushed before the dispatcher handles the event.
    expect(ownerSocket.count('notification')).toBe(0);
    await dispatch();

    const pushed = await ownerSocket.waitFor('notification');
    const [stored] = (await api.list(owner)).notifications;
    expect(pushed).toEqual({
      id: stored?.id,
      type: 'system',
      title: 'Join request',
      message: stored?.message,
      read: false,
      createdAt: stored?.createdAt,
      actionUrl: `/user/tournaments/join/${matchId}`,
      toast: true,
    });

    // Each of the others then gets one of their own; a socket hears its events in order, so
    // having heard that one, they would have heard the join request before it.
    await db().transaction(async (tx) => {
      for (const who of [guest, bystander]) {
        await publishEvent(tx, { type: 'kyc.decided', userId: who.userId, approved: true, reason: null });
      }
    });
    await dispatch();
    for (const socket of [guestSocket, bystanderSocket]) {
      await socket.waitFor('notification', (payload) => payload?.title === 'Identity verified');
      expect(socket.heard.filter((entry) => entry.event === 'notification')).toHaveLength(1);
    }
    expect(ownerSocket.count('notification')).toBe(1);

    // Handled again, nothing is pushed again.
    await db()
      .update(domainEvents)
      .set({ processedAt: null })
      .where(and(eq(domainEvents.type, 'match.join_requested'), sql`${domainEvents.payload}->>'matchId' = ${matchId}`));
    await dispatch();
    await db().transaction((tx) =>
      publishEvent(tx, { type: 'kyc.decided', userId: owner.userId, approved: true, reason: null }),
    );
    await dispatch();
    await ownerSocket.waitFor('notification', (payload) => payload?.title === 'Identity verified');
    expect(ownerSocket.count('notification')).toBe(2);
  });
});

describe('tournament reminders', () => {
  it('about 30 minutes before the start, every registered player is reminded once', async () => {
    const start = new Date(Date.now() + 2 * 3_600_000);
    const created = await tournaments.create(admin, { minPlayers: 2, startTime: start.toISOString() });
    const { id } = created.json() as { id: string };
    const [a, b] = [await player(), await player()];
    for (const who of [a, b]) expect((await tournaments.register(who, id)).statusCode).toBe(201);
    const early = new Date(start.getTime() - 40 * 60_000);
    expect(await t.services.tournaments.remindStartingSoon(early)).toBe(0);
    const due = new Date(start.getTime() - 25 * 60_000);
    expect(await t.services.tournaments.remindStartingSoon(due)).toBeGreaterThanOrEqual(1);
    expect(await t.services.tournaments.remindStartingSoon(due)).toBe(0);
    await dispatch();
    for (const who of [a, b]) {
      expect(await titled(api, who, 'Starting soon')).toEqual([
        expect.objectContaining({ type: 'tournament', actionUrl: `/user/tournaments/join/${id}` }),
      ]);
    }
    const events = (await outboxOf(db(), 'tournament.starting_soon')).filter(
      (event) => event.payload.tournamentId === id,
    );
    expect(events).toHaveLength(1);
  });
});

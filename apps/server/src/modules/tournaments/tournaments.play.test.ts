import type { MatchDetail } from '@ludo/shared/matches/matches.schemas';
import { isPlayMoney } from '@ludo/shared/money';
import type { MyTournament, TournamentDetail } from '@ludo/shared/tournaments/tournaments.schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, matches, walletTransactions } from '../../db/schema';
import { createTestApp, platformBalance, type TestApp } from '../../test/harness';
import { fundedPlayer, type Player, walletOf } from '../../test/match-books';
import { listenLocally, SocketClients } from '../../test/match-sockets';
import { nextRoomCode } from '../../test/matches';
import {
  type NewTournament,
  poolOf,
  runningTournamentOf,
  type TournamentApi,
  tournamentApi,
  tournamentReaching,
} from '../../test/tournaments-books';
import { bearer, quickAdmin } from '../../test/users';
import { checkLedger } from '../ledger/ledger.check';

/**
 * Playing tournaments through the API, as players and admins do: rounds drawn as matches, the host
 * posting the room code, results reported with screenshots, forfeits, disqualification, forced
 * results, and the finish paying prizes from the pool.
 */

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

const db = () => t.database.db;
const FEE = 10_000;

const runningTournament = (count: number, body: NewTournament = {}) => runningTournamentOf(t, admin, count, body, FEE);

const settled = (id: string, until: (detail: TournamentDetail) => boolean) => tournamentReaching(t, id, until);

/** The player's game in the tournament, as GET /api/matches/live shows it. */
async function gameOf(player: Player, tournamentId: string): Promise<MatchDetail> {
  const games = (await api.liveGames(player)).filter((game) => game.tournament?.id === tournamentId);
  expect(games).toHaveLength(1);
  return games[0] as MatchDetail;
}

async function playDuel(tournamentId: string, winner: Player, loser: Player): Promise<void> {
  const game = await gameOf(winner, tournamentId);
  const host = game.hostUserId === winner.userId ? winner : loser;
  const posted = await api.postCode(host, game.id, nextRoomCode());
  expect(posted.statusCode, posted.body).toBe(200);
  expect((await api.reportDuel(winner, game.id, 'won')).statusCode).toBe(200);
  const last = await api.reportDuel(loser, game.id, 'lost');
  expect(last.statusCode, last.body).toBe(200);
}

describe('a knockout of 4 with a ₹100 fee', () => {
  it('is played from registration to payout: winner +₹252, runner-up +₹108, platform ₹40', async () => {
    const revenueBefore = await platformBalance(t.database, 'revenue');
    const { id, players } = await runningTournament(4);
    const [a, b, c, d] = players as [Player, Player, Player, Player];
    expect(await poolOf(db(), id)).toBe(36_000);

    // Round 1 in bracket order: seed 1 hosts seed 4, seed 2 hosts seed 3.
    const first = await gameOf(a, id);
    expect(first.tournament).toMatchObject({ id, round: 1, table: null });
    expect(first.tournamentId).toBe(id);
    expect(first.hostUserId).toBe(a.userId);
    expect(first.players.map((p) => p.userId)).toEqual([a.userId, d.userId]);
    expect(first.roomCode).toBeNull();
    expect(first.codeDeadlineAt).not.toBeNull();
    expect(first.entryFee).toBe(0);

    // Only the host posts the code; nobody reports before it.
    expect((await api.postCode(d, first.id, nextRoomCode())).statusCode).toBe(403);
    const early = await api.reportDuel(a, first.id, 'won');
    expect(early.json(), early.body).toMatchObject({ code: 'ROOM_CODE_NOT_POSTED' });

    await playDuel(id, a, d);
    await playDuel(id, b, c);
    const mineBefore = ((await api.mine(a)).json() as { tournaments: MyTournament[] }).tournaments;
    const detail = await settled(id, (x) => x.currentRound === 2);
    expect(detail.rounds[1]?.games[0]?.players.map((p) => p.seed)).toEqual([1, 2]);
    expect(mineBefore[0]?.entryStatus).toBe('registered');
    const mine = ((await api.mine(a)).json() as { tournaments: MyTournament[] }).tournaments;
    expect(mine[0]?.nextGame).toMatchObject({ round: 2, host: true, status: 'waiting_code' });
    expect((await api.mine(a)).json()).toMatchObject({ totals: { running: 1, finished: 0, prizes: 0 } });

    await playDuel(id, a, b);
    const finished = await settled(id, (x) => x.status === 'finished');
    expect(finished.standings.map((row) => [row.rank, row.seed, row.prize])).toEqual([
      [1, 1, 252],
      [2, 2, 108],
      [3, 3, 0],
      [3, 4, 0],
    ]);
    expect(finished.standings[0]?.tournamentPoints).toBe(10);
    expect(await walletOf(db(), a.userId)).toEqual({ depositPaise: 0, winningsPaise: 25_200 });
    expect(await walletOf(db(), b.userId)).toEqual({ depositPaise: 0, winningsPaise: 10_800 });
    expect(await walletOf(db(), c.userId)).toEqual({ depositPaise: 0, winningsPaise: 0 });
    expect((await platformBalance(t.database, 'revenue')) - revenueBefore).toBe(4_000);
    expect(await poolOf(db(), id)).toBe(0);
    const history = await db()
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.userId, a.userId), eq(walletTransactions.type, 'winning')));
    expect(history.map((row) => row.amountPaise)).toEqual([25_200]);
    const minePaid = ((await api.mine(a)).json() as { tournaments: MyTournament[] }).tournaments;
    expect(minePaid[0]).toMatchObject({ status: 'finished', place: 1, prize: 252, nextGame: null });
    expect((await api.mine(a)).json()).toMatchObject({ totals: { running: 0, finished: 1, won: 1, prizes: 252 } });
    expect((await api.mine(c)).json()).toMatchObject({ totals: { running: 0, finished: 1, prizes: 0 } });

    // The tournament leaderboard counts its points: 10, 6, then 4 and 2 shared as 3 each.
    const board = (await t.app.inject({ url: '/api/tournaments/leaderboard?period=week' })).json() as {
      entries: Array<{ name: string; points: number; wins: number; prizes: number; tournaments: number }>;
    };
    const names = finished.standings.map((row) => row.name);
    const pointsOf = (name: string | undefined) => board.entries.find((entry) => entry.name === name);
    expect(pointsOf(names[0])).toMatchObject({ points: 10, wins: 1, prizes: 252, tournaments: 1 });
    expect(pointsOf(names[1])).toMatchObject({ points: 6, wins: 0, prizes: 108 });
    expect(pointsOf(names[2])).toMatchObject({ points: 3, prizes: 0 });

    // Finishing again changes nothing.
    await t.services.tournaments.advance(id);
    expect(await walletOf(db(), a.userId)).toEqual({ depositPaise: 0, winningsPaise: 25_200 });
  });
});

describe('tax on a prize above ₹10,000', () => {
  it('withholds 30% of that prize into tds and shows it on the winner’s transaction; smaller prizes are paid whole', async () => {
    const tdsBefore = await platformBalance(t.database, 'tds');
    const created = await api.create(admin, { entryFee: 5_000, maxPlayers: 4, minPlayers: 4 });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: string }).id;
    const players: Player[] = [];
    for (let i = 0; i < 4; i++) {
      const player = await fundedPlayer(t.app, { depositPaise: 500_000 });
      expect((await api.register(player, id)).statusCode).toBe(201);
      players.push(player);
    }
    expect((await api.start(admin, id)).statusCode).toBe(200);
    const [a, b, c, d] = players as [Player, Player, Player, Player];
    await playDuel(id, a, d);
    await playDuel(id, b, c);
    await settled(id, (x) => x.currentRound === 2);
    await playDuel(id, a, b);
    const finished = await settled(id, (x) => x.status === 'finished');
    // ₹20,000 of fees, ₹18,000 in the pool: ₹12,600 to the winner (above ₹10,000: ₹3,780 withheld), ₹5,400 to the runner-up.
    expect(finished.standings.slice(0, 2).map((row) => row.prize)).toEqual([12_600, 5_400]);
    // Play money is not income: nothing is withheld on the play-money pass.
    const taxed = !isPlayMoney();
    const tdsPaise = taxed ? 378_000 : 0;
    expect(await walletOf(db(), a.userId)).toEqual({ depositPaise: 0, winningsPaise: 1_260_000 - tdsPaise });
    expect(await walletOf(db(), b.userId)).toEqual({ depositPaise: 0, winningsPaise: 540_000 });
    expect((await platformBalance(t.database, 'tds')) - tdsBefore).toBe(tdsPaise);
    expect(await poolOf(db(), id)).toBe(0);

    const history = (await t.app.inject({ url: '/api/transactions', headers: bearer(a) })).json() as Array<{
      type: string;
      amount: number;
      details: string | null;
    }>;
    const prize = history.find((row) => row.type === 'winning');
    expect(prize).toMatchObject({ amount: 12_600 - tdsPaise / 100 });
    if (taxed) {
      expect(prize?.details).toContain('₹3,780 TDS withheld');
      // The winner's tax statement holds the deduction.
      const statement = (await t.app.inject({ url: '/api/tax/statement', headers: bearer(a) })).json();
      expect(statement.deductions).toEqual([
        expect.objectContaining({ kind: 'prize', gross: 12_600, netWinnings: 12_600, tds: 3_780 }),
      ]);
    } else expect(prize?.details).not.toContain('TDS');
    // The dashboard counts the prize after tax.
    expect((await api.mine(a)).json()).toMatchObject({ totals: { finished: 1, prizes: 12_600 - tdsPaise / 100 } });
    const runnerUp = (await t.app.inject({ url: '/api/transactions', headers: bearer(b) })).json() as Array<{
      type: string;
      amount: number;
      details: string | null;
    }>;
    expect(runnerUp.find((row) => row.type === 'winning')?.details).not.toContain('TDS');
  });
});

describe('realtime', () => {
  it('a decided game is pushed to the whole field while the round goes on', async () => {
    const sockets = new SocketClients(await listenLocally(t.app));
    try {
      const { id, players } = await runningTournament(4);
      const [a, b, c, d] = players as [Player, Player, Player, Player];
      // Connected after the draw: whatever they hear about this tournament comes from the result.
      const others = await Promise.all([b, c].map((player) => sockets.connect(player.accessToken)));
      await playDuel(id, a, d);
      for (const socket of others) {
        await socket.waitFor('tournamentUpdated', (payload) => payload?.tournamentId === id);
      }
      const detail = (await api.detail(id)).json() as TournamentDetail;
      expect(detail.currentRound).toBe(1);
    } finally {
      sockets.closeAll();
    }
  });
});

describe('cancelling a running tournament', () => {
  it('ends its live games and refunds every fee in full, the platform fee included', async () => {
    const revenueBefore = await platformBalance(t.database, 'revenue');
    const { id, players } = await runningTournament(4);
    const [a, , , d] = players as [Player, Player, Player, Player];
    await playDuel(id, a, d);
    const live = await gameOf(players[1] as Player, id);
    const cancelled = await api.cancel(admin, id, 'Server trouble in the external app');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [row] = await db().select().from(matches).where(eq(matches.id, live.id));
    expect(row).toMatchObject({ status: 'cancelled', resolution: 'admin_cancel' });
    expect((await api.postCode(players[1] as Player, live.id, nextRoomCode())).statusCode).toBe(409);
    for (const player of players) {
      expect(await walletOf(db(), player.userId)).toEqual({ depositPaise: FEE, winningsPaise: 0 });
    }
    expect(await platformBalance(t.database, 'revenue')).toBe(revenueBefore);
    expect(await poolOf(db(), id)).toBe(0);
    expect(await api.liveGames(players[1] as Player)).toEqual([]);
    const mine = ((await api.mine(players[1] as Player)).json() as { tournaments: MyTournament[] }).tournaments;
    expect(mine.find((x) => x.id === id)).toMatchObject({ status: 'cancelled', nextGame: null });
  });
});

describe('host grace period', () => {
  it('a host who does not post the room code in time forfeits the game', async () => {
    const { id, players } = await runningTournament(2);
    const [a, b] = players as [Player, Player];
    const game = await gameOf(a, id);
    const later = new Date(Date.now() + 10 * 60_000);
    // Games of earlier tests are past their deadline too.
    expect(await t.services.tournamentGames.forfeitAbsentHosts(later)).toBeGreaterThanOrEqual(1);
    const finished = await settled(id, (x) => x.status === 'finished');
    expect(finished.standings.map((row) => row.seed)).toEqual([2, 1]);
    const [row] = await db().select().from(matches).where(eq(matches.id, game.id));
    expect(row).toMatchObject({ status: 'settled', winnerId: b.userId, resolution: 'host_no_show' });
    expect((await api.postCode(a, game.id, nextRoomCode())).statusCode).toBe(409);
  });

  it('at a table the next seat hosts when the host forfeits, and the host takes the last place', async () => {
    const { id, players } = await runningTournament(3, { format: 'multi_table' });
    const [a, b, c] = players as [Player, Player, Player];
    const table = await gameOf(a, id);
    expect(table.type).toBe('table');
    expect(table.players.map((p) => p.userId)).toEqual([a.userId, b.userId, c.userId]);
    await t.services.tournamentGames.forfeitAbsentHosts(new Date(Date.now() + 10 * 60_000));
    const handed = await gameOf(b, id);
    expect(handed.hostUserId).toBe(b.userId);
    expect(handed.status).toBe('active');
    expect((await api.postCode(b, handed.id, nextRoomCode())).statusCode).toBe(200);
    // Two players left: they report positions 1 and 2 among themselves.
    expect((await api.reportPosition(c, handed.id, 3)).statusCode).toBe(400);
    expect((await api.reportPosition(a, handed.id, 1)).statusCode).toBe(409);
    expect((await api.reportPosition(c, handed.id, 1)).statusCode).toBe(200);
    expect((await api.reportPosition(b, handed.id, 2)).statusCode).toBe(200);
    const finished = await settled(id, (x) => x.status === 'finished');
    expect(finished.standings.map((row) => [row.rank, row.seed])).toEqual([
      [1, 3],
      [2, 2],
      [3, 1],
    ]);
    expect(finished.standings[0]?.prize).toBe(270);
  });
});

describe('players who do not show', () => {
  it('a player who neither says “I’m in” nor reports within the grace period after the code forfeits', async () => {
    const { id, players } = await runningTournament(2);
    const [a, b] = players as [Player, Player];
    const game = await gameOf(a, id);
    const early = await api.checkIn(b, game.id);
    expect([early.statusCode, (early.json() as { code: string }).code]).toEqual([409, 'ROOM_CODE_NOT_POSTED']);
    expect((await api.postCode(a, game.id, nextRoomCode())).statusCode).toBe(200);
    const posted = await gameOf(b, id);
    expect(posted.checkedInIds).toEqual([a.userId]);
    const deadline = new Date(posted.showDeadlineAt as string);
    expect(deadline.getTime() - Date.now()).toBeGreaterThan(100 * 1000);

    // Before the time is up nobody forfeits.
    await t.services.tournamentGames.forfeitNoShows(new Date(deadline.getTime() - 1_000));
    expect((await gameOf(b, id)).status).toBe('active');
    await t.services.tournamentGames.forfeitNoShows(new Date(deadline.getTime() + 1_000));
    const [row] = await db().select().from(matches).where(eq(matches.id, game.id));
    expect(row).toMatchObject({ status: 'settled', winnerId: a.userId, resolution: 'player_no_show' });
    const finished = await settled(id, (x) => x.status === 'finished');
    expect(finished.standings.map((entry) => entry.seed)).toEqual([1, 2]);
    expect((await api.checkIn(b, game.id)).statusCode).toBe(409);
  });

  it('a player who is in, or who reported, plays on; saying it twice changes nothing; outsiders cannot', async () => {
    const { id, players } = await runningTournament(3, { format: 'multi_table' });
    const [a, b, c] = players as [Player, Player, Player];
    const table = await gameOf(a, id);
    expect((await api.postCode(a, table.id, nextRoomCode())).statusCode).toBe(200);
    const outsider = await fundedPlayer(t.app, { depositPaise: 0 });
    expect((await api.checkIn(outsider, table.id)).statusCode).toBe(404);
    const first = await api.checkIn(b, table.id);
    expect(first.statusCode, first.body).toBe(200);
    expect((first.json() as { match: MatchDetail }).match.checkedInIds).toEqual([a.userId, b.userId]);
    expect((await api.checkIn(b, table.id)).statusCode).toBe(200);
    // c says nothing and reports nothing; a reports: the host is in anyway.
    expect((await api.reportPosition(a, table.id, 1)).statusCode).toBe(200);
    const deadline = new Date((await gameOf(a, id)).showDeadlineAt as string);
    await t.services.tournamentGames.forfeitNoShows(new Date(deadline.getTime() + 1_000));
    const [row] = await db().select().from(matches).where(eq(matches.id, table.id));
    // c took the last place; a (reported 1st) and b play on, and b's report settles the table.
    expect(row?.status).toBe('active');
    expect(row?.placings).toEqual({ [c.userId]: 3 });
    expect(row?.showDeadlineAt).toBeNull();
    expect((await api.reportPosition(b, table.id, 2)).statusCode).toBe(200);
    const finished = await settled(id, (x) => x.status === 'finished');
    expect(finished.standings.map((entry) => [entry.rank, entry.seed])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
  });
});

describe('a multi-table tournament', () => {
  it('seats tables, takes positions and advances the table winners to a final', async () => {
    const { id, players } = await runningTournament(8, { format: 'multi_table' });
    const detail = (await api.detail(id)).json() as TournamentDetail;
    expect(detail.rounds[0]?.games.map((game) => game.players.length)).toEqual([4, 4]);
    expect(detail.plannedRounds).toBe(2);
    for (const game of detail.rounds[0]?.games ?? []) {
      const seats = game.players.map((p) => players[p.seed - 1] as Player);
      const matchId = game.matchId as string;
      expect((await api.postCode(seats[0] as Player, matchId, nextRoomCode())).statusCode).toBe(200);
      // Without a position the report is refused, with the form's message.
      const missing = await api.reportDuel(seats[0] as Player, matchId, 'won');
      expect(missing.json()).toMatchObject({ message: 'Choose the position you finished in' });
      // The last seat wins each table.
      for (const [i, seat] of seats.entries()) {
        const reply = await api.reportPosition(seat, matchId, seats.length - i);
        expect(reply.statusCode, reply.body).toBe(200);
      }
    }
    const second = await settled(id, (x) => x.currentRound === 2);
    const final = second.rounds[1]?.games[0];
    expect(final?.players.map((p) => p.seed)).toEqual([7, 8]);
    const [p7, p8] = [players[6] as Player, players[7] as Player];
    const finalId = final?.matchId as string;
    await api.postCode(p7, finalId, nextRoomCode());
    await api.reportPosition(p8, finalId, 1);
    // The other player is silent: after the result window the reported position stands.
    await t.services.matchResults.settleUnanswered(new Date(Date.now() + 60 * 60_000));
    const finished = await settled(id, (x) => x.status === 'finished');
    expect(finished.standings.slice(0, 2).map((row) => [row.rank, row.seed])).toEqual([
      [1, 8],
      [2, 7],
    ]);
  });

  it('positions that clash go to an admin, who forces the result with a reason', async () => {
    const { id, players } = await runningTournament(4, { format: 'multi_table' });
    const [a, b, c, d] = players as [Player, Player, Player, Player];
    const table = await gameOf(a, id);
    await api.postCode(a, table.id, nextRoomCode());
    await api.reportPosition(a, table.id, 1);
    const clash = await api.reportPosition(b, table.id, 1);
    expect(clash.json()).toMatchObject({ match: { status: 'review' } });
    const wrong = await api.forceResult(admin, table.id, [a.userId, b.userId, c.userId]);
    expect(wrong.statusCode).toBe(400);
    expect((await api.forceResult(b, table.id, [b.userId, a.userId, c.userId, d.userId])).statusCode).toBe(403);
    const forced = await api.forceResult(admin, table.id, [b.userId, a.userId, d.userId, c.userId]);
    expect(forced.statusCode, forced.body).toBe(200);
    const finished = await settled(id, (x) => x.status === 'finished');
    expect(finished.standings.map((row) => row.seed)).toEqual([2, 1, 4, 3]);
    const audits = await db().select().from(auditLog).where(eq(auditLog.targetId, table.id));
    expect(audits.map((row) => row.action)).toContain('match.force_result');
  });
});

describe('disqualification', () => {
  it('at a table where everyone else has reported, disqualifying the silent player decides it at once', async () => {
    const { id, players } = await runningTournament(3, { format: 'multi_table' });
    const [a, b, c] = players as [Player, Player, Player];
    const table = await gameOf(a, id);
    await api.postCode(a, table.id, nextRoomCode());
    expect((await api.reportPosition(a, table.id, 2)).statusCode).toBe(200);
    expect((await api.reportPosition(b, table.id, 1)).statusCode).toBe(200);
    expect((await api.disqualify(admin, id, c.userId)).statusCode).toBe(200);
    const [row] = await db().select().from(matches).where(eq(matches.id, table.id));
    expect(row).toMatchObject({ status: 'settled', placings: { [a.userId]: 2, [b.userId]: 1, [c.userId]: 3 } });
    const finished = await settled(id, (x) => x.status === 'finished');
    expect(finished.standings.map((r) => [r.rank, r.seed, r.disqualified])).toEqual([
      [1, 2, false],
      [2, 1, false],
      [3, 3, true],
    ]);
  });

  it('the player forfeits the game they play and ranks last; only admins may, with a reason', async () => {
    const { id, players } = await runningTournament(4, { format: 'swiss' });
    const [a, b] = players as [Player, Player];
    expect((await api.disqualify(b, id, a.userId)).statusCode).toBe(403);
    const noReason = await api.disqualify(admin, id, a.userId, '');
    expect(noReason.statusCode).toBe(400);
    const done = await api.disqualify(admin, id, a.userId);
    expect(done.statusCode, done.body).toBe(200);
    expect((await api.disqualify(admin, id, a.userId)).statusCode).toBe(409);
    expect(await api.liveGames(a)).toEqual([]);
    // Play the rest out: the better seed of each game wins.
    for (let round = 0; round < 6; round++) {
      const detail = (await api.detail(id)).json() as TournamentDetail;
      if (detail.status === 'finished') break;
      const current = detail.rounds[detail.rounds.length - 1];
      for (const game of current?.games ?? []) {
        if (game.status === 'decided') continue;
        const [host, guest] = game.players.map((p) => players[p.seed - 1] as Player) as [Player, Player];
        await api.postCode(host, game.matchId as string, nextRoomCode());
        await api.reportDuel(host, game.matchId as string, 'won');
        await api.reportDuel(guest, game.matchId as string, 'lost');
      }
      await settled(id, (x) => x.status === 'finished' || x.currentRound !== detail.currentRound);
    }
    const finished = (await api.detail(id)).json() as TournamentDetail;
    expect(finished.status).toBe('finished');
    const last = finished.standings[finished.standings.length - 1];
    expect(last).toMatchObject({ seed: 1, disqualified: true, prize: 0 });
    expect(await poolOf(db(), id)).toBe(0);
  });
});

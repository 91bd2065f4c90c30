import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ledgerTransfers, tournamentEntries, walletTransactions } from '../../db/schema';
import { countRows, createTestApp, platformBalance, type TestApp } from '../../test/harness';
import { codeOf, fundedPlayer, type Player, walletOf } from '../../test/match-books';
import { inMoneyMode } from '../../test/money-text';
import {
  entriesOf,
  historyOf,
  type NewTournament,
  poolOf,
  type TournamentApi,
  tournamentApi,
  tournamentRow,
} from '../../test/tournaments-books';
import { quickAdmin } from '../../test/users';
import { checkLedger } from '../ledger/ledger.check';
import { shortTournamentRef } from './tournament-money';
import { tournamentTaxPerTournament } from './tournament-tax';
import { type TournamentNotifier, TournamentsService } from './tournaments.service';

let t: TestApp;
let api: TournamentApi;
let admin: Player;

beforeAll(async () => {
  t = await createTestApp();
  api = tournamentApi(t.app);
  admin = await quickAdmin(t.app);
});
afterAll(() => t.close());

// Whatever a test did, the ledger's invariants hold afterwards.
afterEach(async () => {
  expect(await checkLedger(t.database.db)).toEqual([]);
});

const db = () => t.database.db;
const FEE = 10_000; // ₹100

async function openTournament(body: NewTournament = {}): Promise<string> {
  const reply = await api.create(admin, { entryFee: 100, maxPlayers: 32, minPlayers: 4, ...body });
  expect(reply.statusCode, reply.body).toBe(201);
  return (reply.json() as { id: string }).id;
}

const playerWith = (depositPaise: number, winningsPaise = 0) => fundedPlayer(t.app, { depositPaise, winningsPaise });

async function registered(tournamentId: string, ...players: Player[]) {
  for (const player of players) {
    const reply = await api.register(player, tournamentId);
    expect(reply.statusCode, reply.body).toBe(201);
  }
}

/** Rows of the tables a refused call must leave alone. */
const sideEffects = async () => ({
  entries: await countRows(t.database, tournamentEntries),
  history: await countRows(t.database, walletTransactions),
  transfers: await countRows(t.database, ledgerTransfers),
});

const auditOf = (tournamentId: string) =>
  db()
    .select({ action: auditLog.action, actorId: auditLog.actorId, reason: auditLog.reason })
    .from(auditLog)
    .where(eq(auditLog.targetId, tournamentId))
    .orderBy(auditLog.createdAt);

describe('registering and leaving', () => {
  it('takes the fee into the pool, added money first, then winnings, and records it as T-…', async () => {
    const id = await openTournament();
    const player = await playerWith(6_000, 10_000);
    const reply = await api.register(player, id);
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({ tournamentId: id, amount: 100 });

    expect(await walletOf(db(), player.userId)).toEqual({ depositPaise: 0, winningsPaise: 6_000 });
    expect(await poolOf(db(), id)).toBe(FEE);
    expect(await historyOf(db(), [player.userId])).toEqual([
      { userId: player.userId, type: 'entry_fee', amountPaise: FEE, reference: shortTournamentRef(id), status: 'paid' },
    ]);
    expect(shortTournamentRef(id)).toMatch(/^T-[0-9A-F]{8}$/);
    expect(await entriesOf(db(), id)).toMatchObject([
      { userId: player.userId, status: 'registered', entryFeePaise: FEE, seed: null, registrations: 1 },
    ]);
  });

  it('leaving before the start refunds the fee to the accounts it came from', async () => {
    const id = await openTournament();
    const player = await playerWith(6_000, 10_000);
    await registered(id, player);
    const reply = await api.unregister(player, id);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ tournamentId: id, amount: 100 });

    expect(await walletOf(db(), player.userId)).toEqual({ depositPaise: 6_000, winningsPaise: 10_000 });
    expect(await poolOf(db(), id)).toBe(0);
    expect((await historyOf(db(), [player.userId])).map((row) => [row.type, row.amountPaise])).toEqual([
      ['entry_fee', FEE],
      ['refund', FEE],
    ]);
    expect(await entriesOf(db(), id)).toMatchObject([{ status: 'withdrawn', seed: null }]);
  });

  it('a player who left may enter again: charged once more, and refunded once more', async () => {
    const id = await openTournament();
    const player = await playerWith(30_000);
    await registered(id, player);
    expect((await api.unregister(player, id)).statusCode).toBe(200);
    await registered(id, player);
    expect(await walletOf(db(), player.userId)).toEqual({ depositPaise: 20_000, winningsPaise: 0 });
    expect(await poolOf(db(), id)).toBe(FEE);
    expect(await entriesOf(db(), id)).toMatchObject([{ status: 'registered', registrations: 2 }]);

    expect((await api.unregister(player, id)).statusCode).toBe(200);
    expect(await walletOf(db(), player.userId)).toEqual({ depositPaise: 30_000, winningsPaise: 0 });
    expect(await poolOf(db(), id)).toBe(0);
  });
});

describe('refusals leave no trace', () => {
  it('a second registration of the same player: 409, charged once', async () => {
    const id = await openTournament();
    const player = await playerWith(50_000);
    await registered(id, player);
    const before = await sideEffects();
    const reply = await api.register(player, id);
    expect(reply.statusCode).toBe(409);
    expect(codeOf(reply)).toBe('TOURNAMENT_ALREADY_REGISTERED');
    expect(await sideEffects()).toEqual(before);
    expect(await walletOf(db(), player.userId)).toEqual({ depositPaise: 40_000, winningsPaise: 0 });
  });

  it('too little in the wallet: 422 INSUFFICIENT_FUNDS, no seat, nothing charged', async () => {
    const id = await openTournament();
    const player = await playerWith(5_000, 4_999);
    const before = await sideEffects();
    const reply = await api.register(player, id);
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      message: expect.stringContaining(inMoneyMode('₹100')),
    });
    expect(await sideEffects()).toEqual(before);
    expect(await walletOf(db(), player.userId)).toEqual({ depositPaise: 5_000, winningsPaise: 4_999 });
  });

  it('a full tournament: 409 TOURNAMENT_FULL with a message for the player, nothing charged', async () => {
    const id = await openTournament({ maxPlayers: 2, minPlayers: 2 });
    await registered(id, await playerWith(FEE), await playerWith(FEE));
    const late = await playerWith(FEE);
    const before = await sideEffects();
    const reply = await api.register(late, id);
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toEqual({
      code: 'TOURNAMENT_FULL',
      message: 'This tournament is full. Every seat has been taken.',
    });
    expect(await sideEffects()).toEqual(before);
    expect(await walletOf(db(), late.userId)).toEqual({ depositPaise: FEE, winningsPaise: 0 });
  });

  it('leaving without a seat, and entering a tournament that does not exist', async () => {
    const id = await openTournament();
    const player = await playerWith(FEE);
    const before = await sideEffects();
    const leave = await api.unregister(player, id);
    expect([leave.statusCode, codeOf(leave)]).toEqual([409, 'TOURNAMENT_NOT_REGISTERED']);
    const missing = await api.register(player, '00000000-0000-4000-8000-000000000000');
    expect([missing.statusCode, codeOf(missing)]).toEqual([404, 'TOURNAMENT_NOT_FOUND']);
    expect((await api.register(player, 'not-an-id')).statusCode).toBe(400);
    expect(await sideEffects()).toEqual(before);
  });
});

describe('starting', () => {
  it('with fewer than the minimum: cancelled with the reason stated, every fee refunded', async () => {
    const id = await openTournament({ minPlayers: 4 });
    const players = [await playerWith(FEE), await playerWith(2_000, 8_000), await playerWith(FEE)];
    await registered(id, ...players);
    const revenue = await platformBalance(t.database, 'revenue');

    const reply = await api.start(admin, id);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ status: 'cancelled', prizePool: 0 });
    const row = await tournamentRow(db(), id);
    expect(row.status).toBe('cancelled');
    expect(row.cancelledReason).toBe('Fewer than 4 players registered (3), so the tournament did not start.');
    expect(await walletOf(db(), players[1]?.userId ?? '')).toEqual({ depositPaise: 2_000, winningsPaise: 8_000 });
    for (const player of [players[0], players[2]]) {
      expect(await walletOf(db(), player?.userId ?? '')).toEqual({ depositPaise: FEE, winningsPaise: 0 });
    }
    expect(await poolOf(db(), id)).toBe(0);
    expect(await platformBalance(t.database, 'revenue')).toBe(revenue);
    const refunds = (
      await historyOf(
        db(),
        players.map((p) => p.userId),
      )
    ).filter((row) => row.type === 'refund');
    expect(refunds).toHaveLength(3);
    expect(await auditOf(id)).toContainEqual({
      action: 'tournament.start',
      actorId: admin.userId,
      reason: row.cancelledReason,
    });
  });

  it('4 × ₹100: ₹40 to revenue, the pool holds exactly the ₹360 prize pool, seeds by registration order', async () => {
    const id = await openTournament({ minPlayers: 4, maxPlayers: 8 });
    const players = [await playerWith(FEE), await playerWith(FEE), await playerWith(FEE), await playerWith(FEE)];
    await registered(id, ...players);
    const revenue = await platformBalance(t.database, 'revenue');

    const reply = await api.start(admin, id);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ status: 'running', players: 4, prizePool: 360 });
    expect(await platformBalance(t.database, 'revenue')).toBe(revenue + 4_000);
    expect(await poolOf(db(), id)).toBe(36_000);
    const row = await tournamentRow(db(), id);
    expect(row.status).toBe('running');
    expect(row.startedAt).toBeInstanceOf(Date);
    const seeds = Object.fromEntries((await entriesOf(db(), id)).map((entry) => [entry.userId, entry.seed]));
    expect(players.map((p) => seeds[p.userId])).toEqual([1, 2, 3, 4]);
    expect(await auditOf(id)).toContainEqual({ action: 'tournament.start', actorId: admin.userId, reason: null });

    // Started: no more entries, no leaving, no second start.
    const late = await playerWith(FEE);
    const before = await sideEffects();
    expect(codeOf(await api.register(late, id))).toBe('TOURNAMENT_REGISTRATION_CLOSED');
    expect(codeOf(await api.unregister(players[0] as Player, id))).toBe('TOURNAMENT_ALREADY_STARTED');
    expect(codeOf(await api.start(admin, id))).toBe('TOURNAMENT_ALREADY_STARTED');
    expect(await sideEffects()).toEqual(before);
  });
});

describe('announced before registration opens', () => {
  it('is Upcoming and refuses entries until its time, then the sweep opens it', async () => {
    const opensAt = new Date(Date.now() + 3_600_000);
    const id = await openTournament({
      minPlayers: 2,
      registrationOpensAt: opensAt.toISOString(),
      startTime: new Date(opensAt.getTime() + 3_600_000).toISOString(),
    });
    const listed = (await api.detail(id)).json() as { status: string; registrationOpensAt: string | null };
    expect(listed).toMatchObject({ status: 'upcoming', registrationOpensAt: opensAt.toISOString() });
    const upcoming = (await api.list('?status=upcoming')).json() as { tournaments: Array<{ id: string }> };
    expect(upcoming.tournaments.map((x) => x.id)).toContain(id);

    const early = await playerWith(FEE);
    const before = await sideEffects();
    const refused = await api.register(early, id);
    expect([refused.statusCode, codeOf(refused)]).toEqual([409, 'TOURNAMENT_REGISTRATION_NOT_OPEN']);
    expect((refused.json() as { message: string }).message).toMatch(/has not opened yet\. It opens on .+ IST\.$/);
    expect(await sideEffects()).toEqual(before);

    expect(await t.services.tournaments.openDue(new Date(opensAt.getTime() - 1_000))).toBe(0);
    expect(await t.services.tournaments.openDue(new Date(opensAt.getTime() + 1_000))).toBe(1);
    expect(await t.services.tournaments.openDue(new Date(opensAt.getTime() + 2_000))).toBe(0);
    expect((await api.detail(id)).json()).toMatchObject({ status: 'registering', registrationOpensAt: null });
    expect((await api.register(early, id)).statusCode).toBe(201);
  });

  it('refuses an opening at or after the start with a message on the field', async () => {
    const start = new Date(Date.now() + 3_600_000);
    const reply = await api.create(admin, {
      startTime: start.toISOString(),
      registrationOpensAt: start.toISOString(),
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toContain('Registration must open before the start time');
  });
});

describe('starting at the tournament’s time (the sweep)', () => {
  it('starts a full enough tournament and cancels an underfilled one with refunds, once each, audited without an actor', async () => {
    const inAnHour = Date.now() + 3_600_000;
    const full = await openTournament({ minPlayers: 2, startTime: new Date(inAnHour).toISOString() });
    const thin = await openTournament({ minPlayers: 3, startTime: new Date(inAnHour + 60_000).toISOString() });
    const later = await openTournament({ minPlayers: 2, startTime: new Date(inAnHour + 86_400_000).toISOString() });
    const [a, b, c] = [await playerWith(FEE), await playerWith(FEE), await playerWith(2 * FEE)];
    await registered(full, a as Player, b as Player);
    await registered(thin, c as Player);
    await registered(later, c as Player);

    // Not yet due: nothing starts.
    await t.services.tournaments.startDue(new Date(inAnHour - 60_000));
    expect((await tournamentRow(db(), full)).status).toBe('registering');

    await t.services.tournaments.startDue(new Date(inAnHour + 120_000));
    await t.services.tournaments.startDue(new Date(inAnHour + 120_000));
    expect((await tournamentRow(db(), full)).status).toBe('running');
    expect(await poolOf(db(), full)).toBe(18_000);
    expect(await tournamentRow(db(), thin)).toMatchObject({ status: 'cancelled' });
    expect(await walletOf(db(), c?.userId ?? '')).toEqual({ depositPaise: FEE, winningsPaise: 0 });
    expect(await poolOf(db(), thin)).toBe(0);
    expect((await tournamentRow(db(), later)).status).toBe('registering');
    expect(await auditOf(full)).toContainEqual({ action: 'tournament.start', actorId: null, reason: null });
    expect((await auditOf(full)).filter((row) => row.action === 'tournament.start')).toHaveLength(1);
    expect((await auditOf(thin)).filter((row) => row.action === 'tournament.start')).toHaveLength(1);
    // The cancelled tournament's fee came back; the later one still holds its fee.
    expect(await poolOf(db(), later)).toBe(FEE);
  });
});

describe('cancelling', () => {
  it('after the start: the platform fee returns from revenue and every player gets their whole fee back', async () => {
    const id = await openTournament({ minPlayers: 4 });
    const players = [
      await playerWith(FEE),
      await playerWith(0, FEE),
      await playerWith(4_000, 6_000),
      await playerWith(FEE),
      await playerWith(FEE),
    ];
    await registered(id, ...players);
    const revenue = await platformBalance(t.database, 'revenue');
    expect((await api.start(admin, id)).statusCode).toBe(200);
    expect(await platformBalance(t.database, 'revenue')).toBe(revenue + 5_000);

    const reply = await api.cancel(admin, id, 'The venue lost power');
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ status: 'cancelled', cancelledReason: 'The venue lost power' });
    expect(await platformBalance(t.database, 'revenue')).toBe(revenue);
    expect(await poolOf(db(), id)).toBe(0);
    expect(await walletOf(db(), players[1]?.userId ?? '')).toEqual({ depositPaise: 0, winningsPaise: FEE });
    expect(await walletOf(db(), players[2]?.userId ?? '')).toEqual({ depositPaise: 4_000, winningsPaise: 6_000 });
    for (const player of [players[0], players[3], players[4]]) {
      expect(await walletOf(db(), player?.userId ?? '')).toEqual({ depositPaise: FEE, winningsPaise: 0 });
    }
    const refunds = (
      await historyOf(
        db(),
        players.map((p) => p.userId),
      )
    ).filter((row) => row.type === 'refund');
    expect(refunds.map((row) => row.amountPaise)).toEqual([FEE, FEE, FEE, FEE, FEE]);
    expect(await auditOf(id)).toContainEqual({
      action: 'tournament.cancel',
      actorId: admin.userId,
      reason: 'The venue lost power',
    });

    const again = await api.cancel(admin, id);
    expect([again.statusCode, codeOf(again)]).toEqual([409, 'TOURNAMENT_NOT_CANCELLABLE']);
  });

  it('before the start: every fee refunded; players who already left are not refunded twice', async () => {
    const id = await openTournament();
    const [stays, leaves] = [await playerWith(FEE), await playerWith(FEE)];
    await registered(id, stays, leaves);
    expect((await api.unregister(leaves, id)).statusCode).toBe(200);
    const reply = await api.cancel(admin, id, 'Not enough interest');
    expect(reply.statusCode, reply.body).toBe(200);
    expect(await walletOf(db(), stays.userId)).toEqual({ depositPaise: FEE, winningsPaise: 0 });
    expect(await walletOf(db(), leaves.userId)).toEqual({ depositPaise: FEE, winningsPaise: 0 });
    expect(await poolOf(db(), id)).toBe(0);
    const refunds = await db()
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.userId, leaves.userId), eq(walletTransactions.type, 'refund')));
    expect(refunds).toHaveLength(1);
  });
});

describe('realtime notices', () => {
  it('are sent after the change committed, to the players concerned, and never for a refused change', async () => {
    const heard: string[] = [];
    const recorder: TournamentNotifier = {
      tournamentChanged: (tournamentId, userIds) => heard.push(`tournament ${tournamentId} → ${userIds.join(',')}`),
      balanceChanged: (userId) => heard.push(`balance ${userId}`),
    };
    const service = new TournamentsService(t.app.db, recorder, {
      games: t.services.tournamentGames,
      tax: tournamentTaxPerTournament,
    });
    const id = await openTournament({ minPlayers: 2 });
    const [a, b, poor] = [await playerWith(FEE), await playerWith(FEE), await playerWith(0)];

    await service.register(a.userId, id);
    expect(heard).toEqual([`balance ${a.userId}`, `tournament ${id} → ${a.userId}`]);
    heard.length = 0;
    await expect(service.register(poor.userId, id)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    await expect(service.register(a.userId, id)).rejects.toMatchObject({ code: 'TOURNAMENT_ALREADY_REGISTERED' });
    expect(heard).toEqual([]);

    await service.register(b.userId, id);
    heard.length = 0;
    await service.cancel(id, 'Testing notices', { adminId: admin.userId, ipAddress: null });
    expect(heard).toEqual([`balance ${a.userId}`, `balance ${b.userId}`, `tournament ${id} → ${a.userId},${b.userId}`]);
  });
});

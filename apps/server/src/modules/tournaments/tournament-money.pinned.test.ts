import { formatPaise } from '@ludo/shared/money';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers, type TournamentRow, taxDeductions, walletTransactions } from '../../db/schema';
import { countRows, createTestApp, platformBalance, type TestApp } from '../../test/harness';
import { fundedPlayer, type Player, walletOf } from '../../test/match-books';
import { historyOf as historyRows, transfersOf as transfersOfRef } from '../../test/money-rows';
import {
  entriesOf,
  poolOf,
  runningTournamentOf,
  type TournamentApi,
  tournamentApi,
  tournamentRow,
} from '../../test/tournaments-books';
import { quickAdmin } from '../../test/users';
import { checkLedger } from '../ledger/ledger.check';
import {
  assertPoolHolds,
  payTournamentPrize,
  poolBalance,
  refundEntryFee,
  returnPlatformFee,
  shortTournamentRef,
  takePlatformFee,
} from './tournament-money';
import { tournamentPrizePool } from './tournament-prizes';

/**
 * What each money step of a tournament writes, found open by mutation testing (README, "Mutation
 * testing"): the ledger transfers under the tournament's reference, keys and reasons, the player's
 * history rows, the tax deduction of a prize, a retried step moving nothing twice, and the pool
 * checks that roll a start, a cancel or a finish back when the books disagree.
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

const db = () => t.database.db;
const TITLE = 'Pinned Cup';
const FEE = 10_000; // ₹100

/** An open tournament (₹100 entry, room for 8) and its row. */
async function openTournament(): Promise<TournamentRow> {
  const reply = await api.create(admin, { title: TITLE, entryFee: 100, maxPlayers: 8, minPlayers: 4 });
  expect(reply.statusCode, reply.body).toBe(201);
  return tournamentRow(db(), (reply.json() as { id: string }).id);
}

/** A player with this money who has entered the tournament through the API. */
async function entrant(tournament: TournamentRow, money: { depositPaise?: number; winningsPaise?: number }) {
  const player = await fundedPlayer(t.app, money);
  const reply = await api.register(player, tournament.id);
  expect(reply.statusCode, reply.body).toBe(201);
  return player;
}

/** The tournament's ledger transfers for these reasons, without ids and times, by key. */
const transfersOf = (refId: string, reasons: string[]) => transfersOfRef(db(), refId, reasons, 'key');
const historyOf = (userId: string, type: 'entry_fee' | 'refund' | 'winning') => historyRows(db(), userId, type);

/** A player's entry as refundEntryFee reads it. */
async function entryOf(tournamentId: string, userId: string) {
  const entry = (await entriesOf(db(), tournamentId)).find((row) => row.userId === userId);
  if (!entry) throw new Error(`no entry of ${userId}`);
  return entry;
}

describe('the tournament’s reference', () => {
  it('is T- and the first 8 characters of the id, in capitals', () => {
    // A fixed id with letters: a random one may start with 8 digits, where capitals change nothing.
    expect(shortTournamentRef('abcdef12-3456-4789-8abc-def012345678')).toBe('T-ABCDEF12');
  });
});

describe('taking an entry fee', () => {
  it('holds it under the entry’s keys, added money first, and writes the entry fee row', async () => {
    const tournament = await openTournament();
    const player = await entrant(tournament, { depositPaise: 6_000, winningsPaise: 10_000 });

    const key = `tournament:${tournament.id}:entry:${player.userId}:1`;
    expect(await transfersOf(tournament.id, ['stake'])).toEqual([
      { key: `${key}:deposit`, reason: 'stake', refType: 'tournament', amount: 6_000 },
      { key: `${key}:winnings`, reason: 'stake', refType: 'tournament', amount: 4_000 },
    ]);
    expect(await historyOf(player.userId, 'entry_fee')).toEqual([
      {
        amount: FEE,
        status: 'paid',
        method: 'Wallet',
        reference: shortTournamentRef(tournament.id),
        details: `Entry fee, ${TITLE}`,
      },
    ]);
  });
});

describe('refunding an entry fee', () => {
  it('returns it under the tournament’s reference, writes one refund row, and a retry refunds nothing more', async () => {
    const tournament = await openTournament();
    const player = await entrant(tournament, { depositPaise: 6_000, winningsPaise: 10_000 });
    const entry = await entryOf(tournament.id, player.userId);
    const refund = () => db().transaction((tx) => refundEntryFee(tx, tournament, entry, 'Refund: pinned'));

    // The number is what moved now: the whole fee, then nothing.
    expect(await refund()).toBe(FEE);
    expect(await refund()).toBe(0);

    expect(await walletOf(db(), player.userId)).toEqual({ depositPaise: 6_000, winningsPaise: 10_000 });
    expect(await poolOf(db(), tournament.id)).toBe(0);
    const key = `tournament:${tournament.id}:entry:${player.userId}:1`;
    expect(await transfersOf(tournament.id, ['entry_fee_refund'])).toEqual([
      { key: `${key}:deposit:refund`, reason: 'entry_fee_refund', refType: 'tournament', amount: 6_000 },
      { key: `${key}:winnings:refund`, reason: 'entry_fee_refund', refType: 'tournament', amount: 4_000 },
    ]);
    expect(await historyOf(player.userId, 'refund')).toEqual([
      {
        amount: FEE,
        status: 'paid',
        method: 'Wallet',
        reference: shortTournamentRef(tournament.id),
        details: 'Refund: pinned',
      },
    ]);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('an entry that paid nothing (from before fees were taken) is refunded nothing, without error', async () => {
    const tournament = await openTournament();
    const player = await fundedPlayer(t.app, {});
    const transfers = await countRows(t.database, ledgerTransfers);

    const refunded = await db().transaction((tx) =>
      refundEntryFee(tx, tournament, { userId: player.userId, registrations: 1, entryFeePaise: 0 }, 'Refund'),
    );

    expect(refunded).toBe(0);
    expect(await countRows(t.database, ledgerTransfers)).toBe(transfers);
    expect(await historyOf(player.userId, 'refund')).toEqual([]);
  });

  it('refuses to refund an entry that paid a fee the pool never received', async () => {
    const tournament = await openTournament();
    const player = await fundedPlayer(t.app, {});
    // Books that disagree with the entry must stop the step, not pass as "already refunded".
    await expect(
      db().transaction((tx) =>
        refundEntryFee(tx, tournament, { userId: player.userId, registrations: 1, entryFeePaise: FEE }, 'Refund'),
      ),
    ).rejects.toThrow(`no entry fee of ${player.userId} in tournament ${tournament.id} to refund`);
  });
});

describe('the platform fee', () => {
  it('moves to revenue at the start under the tournament’s fee key, and returns once when asked twice', async () => {
    const { id, players } = await runningTournamentOf(t, admin, 4, { title: TITLE, minPlayers: 4 });
    const { feePaise, poolPaise } = tournamentPrizePool(4 * FEE);
    expect(feePaise).toBeGreaterThan(0);
    expect(await poolOf(db(), id)).toBe(poolPaise);
    expect(await transfersOf(id, ['tournament_fee'])).toEqual([
      { key: `tournament:${id}:fee`, reason: 'tournament_fee', refType: 'tournament', amount: feePaise },
    ]);

    const revenue = await platformBalance(t.database, 'revenue');
    const tournament = await tournamentRow(db(), id);
    // The fee taken is what comes back, as the caller is told.
    expect(await db().transaction((tx) => returnPlatformFee(tx, tournament))).toBe(feePaise);
    expect(await platformBalance(t.database, 'revenue')).toBe(revenue - feePaise);
    expect(await poolOf(db(), id)).toBe(4 * FEE);
    expect(await transfersOf(id, ['tournament_fee_return'])).toEqual([
      { key: `tournament:${id}:fee:return`, reason: 'tournament_fee_return', refType: 'tournament', amount: feePaise },
    ]);

    // Returned again under the same key, nothing moves, and it says so.
    expect(await db().transaction((tx) => returnPlatformFee(tx, tournament))).toBe(0);
    // The cancel returns the fee again under the same key: nothing more moves, and every player
    // gets their whole entry fee back.
    const cancel = await api.cancel(admin, id, 'Pinned cancel');
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await platformBalance(t.database, 'revenue')).toBe(revenue - feePaise);
    expect(await transfersOf(id, ['tournament_fee_return'])).toHaveLength(1);
    expect(await poolOf(db(), id)).toBe(0);
    for (const player of players) {
      expect(await walletOf(db(), player.userId)).toEqual({ depositPaise: FEE, winningsPaise: 0 });
    }
    expect(await checkLedger(db())).toEqual([]);
  });

  it('returns nothing, and moves nothing, for a tournament that took no fee', async () => {
    const tournament = await openTournament();
    await entrant(tournament, { depositPaise: FEE });
    const revenue = await platformBalance(t.database, 'revenue');

    expect(await db().transaction((tx) => returnPlatformFee(tx, tournament))).toBe(0);

    expect(await platformBalance(t.database, 'revenue')).toBe(revenue);
    expect(await poolOf(db(), tournament.id)).toBe(FEE);
    expect(await transfersOf(tournament.id, ['tournament_fee_return'])).toEqual([]);
  });

  it('refuses to start when the pool does not hold every entry fee, naming both amounts, and moves nothing', async () => {
    const tournament = await openTournament();
    await entrant(tournament, { depositPaise: FEE });
    const revenue = await platformBalance(t.database, 'revenue');

    await expect(db().transaction((tx) => takePlatformFee(tx, tournament, 2 * FEE))).rejects.toThrow(
      `pool of tournament ${tournament.id} holds ${FEE} paise, its entries paid ${2 * FEE}`,
    );

    expect(await platformBalance(t.database, 'revenue')).toBe(revenue);
    expect(await poolOf(db(), tournament.id)).toBe(FEE);
  });

  it('takes no fee, and writes no transfer, when the entries paid nothing', async () => {
    // A pool that was never opened holds 0, which matches entries of 0: a fee of 0 is not a transfer.
    const tournament = await openTournament();

    expect(await db().transaction((tx) => takePlatformFee(tx, tournament, 0))).toEqual({ feePaise: 0, poolPaise: 0 });

    expect(await transfersOf(tournament.id, ['tournament_fee'])).toEqual([]);
  });
});

describe('the pool', () => {
  it('of a tournament nobody entered holds 0', async () => {
    const tournament = await openTournament();
    expect(await poolBalance(db(), tournament.id)).toBe(0);
    await db().transaction((tx) => assertPoolHolds(tx, tournament.id, 0));
  });

  it('must hold what the step expects, or the step fails naming both amounts', async () => {
    const tournament = await openTournament();
    await entrant(tournament, { depositPaise: FEE });
    expect(await poolBalance(db(), tournament.id)).toBe(FEE);

    await db().transaction((tx) => assertPoolHolds(tx, tournament.id, FEE));
    await expect(db().transaction((tx) => assertPoolHolds(tx, tournament.id, 0))).rejects.toThrow(
      `pool of tournament ${tournament.id} holds ${FEE} paise, expected 0`,
    );
  });
});

describe('paying a prize', () => {
  /** Tax deductions recorded for a tournament. */
  const deductionsOf = (tournamentId: string) =>
    db()
      .select({
        userId: taxDeductions.userId,
        kind: taxDeductions.kind,
        message: taxDeductions.message,
        grossPaise: taxDeductions.grossPaise,
        netWinningsPaise: taxDeductions.netWinningsPaise,
        tdsPaise: taxDeductions.tdsPaise,
      })
      .from(taxDeductions)
      .where(eq(taxDeductions.refId, tournamentId));

  it('pays the net prize to winnings and the tax to tds under per-player keys, and records the deduction', async () => {
    const { id, players } = await runningTournamentOf(t, admin, 4, { title: TITLE, minPlayers: 4 });
    const [winner] = players as [Player];
    const tournament = await tournamentRow(db(), id);
    const tds = await platformBalance(t.database, 'tds');
    const outcome = { grossPaise: 20_000, tdsPaise: 6_000, netPaise: 14_000 };

    await db().transaction((tx) => payTournamentPrize(tx, tournament, winner.userId, 1, outcome));

    expect(await walletOf(db(), winner.userId)).toEqual({ depositPaise: 0, winningsPaise: 14_000 });
    expect(await platformBalance(t.database, 'tds')).toBe(tds + 6_000);
    expect(await poolOf(db(), id)).toBe(tournamentPrizePool(4 * FEE).poolPaise - 20_000);
    expect(await transfersOf(id, ['tournament_prize', 'tds'])).toEqual([
      {
        key: `tournament:${id}:prize:${winner.userId}`,
        reason: 'tournament_prize',
        refType: 'tournament',
        amount: 14_000,
      },
      { key: `tournament:${id}:tds:${winner.userId}`, reason: 'tds', refType: 'tournament', amount: 6_000 },
    ]);
    // The per-tournament rule taxes the whole prize: net winnings are the gross prize.
    expect(await deductionsOf(id)).toEqual([
      {
        userId: winner.userId,
        kind: 'prize',
        message: { id: 'tax.deduction.prize', values: { place: 1, title: TITLE } },
        grossPaise: 20_000,
        netWinningsPaise: 20_000,
        tdsPaise: 6_000,
      },
    ]);
    expect(await historyOf(winner.userId, 'winning')).toEqual([
      {
        amount: 14_000,
        status: 'paid',
        method: 'Wallet',
        reference: shortTournamentRef(id),
        details: `Prize for place 1, ${TITLE} (${formatPaise(6_000)} TDS withheld)`,
      },
    ]);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('an untaxed prize goes whole to winnings: no tds transfer, no deduction, no tax in the history row', async () => {
    const { id, players } = await runningTournamentOf(t, admin, 4, { title: TITLE, minPlayers: 4 });
    const [, second] = players as [Player, Player];
    const tournament = await tournamentRow(db(), id);
    const tds = await platformBalance(t.database, 'tds');
    const outcome = { grossPaise: 9_000, tdsPaise: 0, netPaise: 9_000 };

    await db().transaction((tx) => payTournamentPrize(tx, tournament, second.userId, 2, outcome));

    expect(await walletOf(db(), second.userId)).toEqual({ depositPaise: 0, winningsPaise: 9_000 });
    expect(await platformBalance(t.database, 'tds')).toBe(tds);
    expect(await transfersOf(id, ['tournament_prize', 'tds'])).toEqual([
      {
        key: `tournament:${id}:prize:${second.userId}`,
        reason: 'tournament_prize',
        refType: 'tournament',
        amount: 9_000,
      },
    ]);
    expect(await deductionsOf(id)).toEqual([]);
    expect(await historyOf(second.userId, 'winning')).toEqual([
      {
        amount: 9_000,
        status: 'paid',
        method: 'Wallet',
        reference: shortTournamentRef(id),
        details: `Prize for place 2, ${TITLE}`,
      },
    ]);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('keys each prize by tournament and player: two players’ prizes both pay, a retry of one pays once', async () => {
    const { id, players } = await runningTournamentOf(t, admin, 4, { title: TITLE, minPlayers: 4 });
    const [first, second] = players as [Player, Player];
    const tournament = await tournamentRow(db(), id);
    const outcome = { grossPaise: 5_000, tdsPaise: 0, netPaise: 5_000 };
    const pay = (player: Player) =>
      db().transaction((tx) => payTournamentPrize(tx, tournament, player.userId, 1, outcome));

    await pay(first);
    await pay(second);
    await pay(first);

    expect(await walletOf(db(), first.userId)).toEqual({ depositPaise: 0, winningsPaise: 5_000 });
    expect(await walletOf(db(), second.userId)).toEqual({ depositPaise: 0, winningsPaise: 5_000 });
    expect(await poolOf(db(), id)).toBe(tournamentPrizePool(4 * FEE).poolPaise - 10_000);
    expect(await checkLedger(db())).toEqual([]);
    // The retry wrote no second history row either.
    for (const player of [first, second]) {
      const rows = await db()
        .select()
        .from(walletTransactions)
        .where(and(eq(walletTransactions.userId, player.userId), eq(walletTransactions.type, 'winning')));
      expect(rows).toHaveLength(1);
    }
  });

  it('a prize the tax took whole pays the tax, records the deduction, and writes no history row', async () => {
    const { id, players } = await runningTournamentOf(t, admin, 4, { title: TITLE, minPlayers: 4 });
    const [first] = players as [Player];
    const tournament = await tournamentRow(db(), id);
    await db().transaction((tx) =>
      payTournamentPrize(tx, tournament, first.userId, 1, { grossPaise: 3_000, tdsPaise: 3_000, netPaise: 0 }),
    );
    expect(await walletOf(db(), first.userId)).toEqual({ depositPaise: 0, winningsPaise: 0 });
    const rows = await db()
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.userId, first.userId), eq(walletTransactions.type, 'winning')));
    expect(rows).toEqual([]);
    const deductions = await db().select().from(taxDeductions).where(eq(taxDeductions.userId, first.userId));
    expect(deductions).toHaveLength(1);
    expect(deductions[0]).toMatchObject({ tdsPaise: 3_000 });
    expect(await checkLedger(db())).toEqual([]);
  });
});

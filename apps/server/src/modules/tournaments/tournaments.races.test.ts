import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { codeOf, fundedPlayer, ledgerTotals, type Player, raceBehindLock, walletsOf } from '../../test/match-books';
import {
  createRaceApp,
  entriesOf,
  lockTournamentRow,
  poolOf,
  type TournamentApi,
  tournamentApi,
} from '../../test/tournaments-books';
import { quickAdmin } from '../../test/users';
import { checkLedger } from '../ledger/ledger.check';

/**
 * Races on a tournament's seats and money. The racers are concurrent HTTP requests (Promise.all).
 * On PostgreSQL (DATABASE_URL) they start behind a gate, a lock on the tournament row the test
 * holds until all of them wait inside their own transactions, so they truly overlap; the pool is
 * sized so every racer has its connection. On PGlite they run one after another and the same
 * assertions hold.
 */

const FEE = 10_000;
const RACERS = 33;

let t: TestApp;
let api: TournamentApi;
let admin: Player;
beforeAll(async () => {
  t = await createRaceApp(RACERS + 5);
  api = tournamentApi(t.app);
  admin = await quickAdmin(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;

function expectOverlap(overlapped: boolean) {
  if (t.database.kind === 'postgres')
    expect(overlapped, 'all racers were inside their transactions at once').toBe(true);
}

async function expectBooksBalanced() {
  expect(await checkLedger(db())).toEqual([]);
  expect(await ledgerTotals(db())).toEqual({ totalPaise: 0, negativeAccounts: 0 });
}

async function openTournament(maxPlayers: number): Promise<string> {
  const reply = await api.create(admin, { entryFee: 100, maxPlayers, minPlayers: 2 });
  expect(reply.statusCode, reply.body).toBe(201);
  return (reply.json() as { id: string }).id;
}

describe('registering at once', () => {
  it('33 players for 32 seats: 32 in, 1 told it is full and charged nothing', async () => {
    const id = await openTournament(32);
    const players = await Promise.all(Array.from({ length: RACERS }, () => fundedPlayer(t.app, { depositPaise: FEE })));
    const { results, overlapped } = await raceBehindLock(t, lockTournamentRow(id), RACERS, () =>
      Promise.all(players.map((player) => api.register(player, id))),
    );
    expectOverlap(overlapped);
    const codes = results.map((reply) => codeOf(reply) ?? String(reply.statusCode));
    expect(codes.filter((code) => code === '201')).toHaveLength(32);
    expect(codes.filter((code) => code === 'TOURNAMENT_FULL')).toHaveLength(1);

    const entries = await entriesOf(db(), id);
    expect(entries).toHaveLength(32);
    expect(await poolOf(db(), id)).toBe(32 * FEE);
    const wallets = await walletsOf(
      db(),
      players.map((p) => p.userId),
    );
    const refused = players[results.findIndex((reply) => reply.statusCode === 409)] as Player;
    expect(wallets.get(refused.userId)).toEqual({ depositPaise: FEE, winningsPaise: 0 });
    expect(entries.some((entry) => entry.userId === refused.userId)).toBe(false);
    const charged = [...wallets.values()].filter((wallet) => wallet.depositPaise === 0);
    expect(charged).toHaveLength(32);
    await expectBooksBalanced();
  });

  it('one player registering five times at once: one seat, one charge', async () => {
    const id = await openTournament(8);
    const player = await fundedPlayer(t.app, { depositPaise: 5 * FEE });
    const { results, overlapped } = await raceBehindLock(t, lockTournamentRow(id), 5, () =>
      Promise.all(Array.from({ length: 5 }, () => api.register(player, id))),
    );
    expectOverlap(overlapped);
    const codes = results.map((reply) => codeOf(reply) ?? String(reply.statusCode)).sort();
    expect(codes).toEqual(['201', ...Array(4).fill('TOURNAMENT_ALREADY_REGISTERED')]);
    expect((await walletsOf(db(), [player.userId])).get(player.userId)).toEqual({
      depositPaise: 4 * FEE,
      winningsPaise: 0,
    });
    expect(await poolOf(db(), id)).toBe(FEE);
    await expectBooksBalanced();
  });

  it('a cancel racing registrations and withdrawals: every fee that went in comes back, the pool ends empty', async () => {
    const id = await openTournament(16);
    const early = await Promise.all(Array.from({ length: 4 }, () => fundedPlayer(t.app, { depositPaise: FEE })));
    for (const player of early) expect((await api.register(player, id)).statusCode).toBe(201);
    const late = await Promise.all(Array.from({ length: 4 }, () => fundedPlayer(t.app, { depositPaise: FEE })));
    const { results, overlapped } = await raceBehindLock(t, lockTournamentRow(id), 7, () =>
      Promise.all([
        ...late.map((player) => api.register(player, id)),
        ...early.slice(0, 2).map((player) => api.unregister(player, id)),
        api.cancel(admin, id, 'Called off during registration'),
      ]),
    );
    expectOverlap(overlapped);
    expect(results.at(-1)?.statusCode).toBe(200);
    const wallets = await walletsOf(
      db(),
      [...early, ...late].map((p) => p.userId),
    );
    for (const wallet of wallets.values()) expect(wallet).toEqual({ depositPaise: FEE, winningsPaise: 0 });
    expect(await poolOf(db(), id)).toBe(0);
    await expectBooksBalanced();
  });
});

describe('starting while players come and go', () => {
  it('the start sees one field: those seated before it play and paid, those after it are refused and keep their money', async () => {
    const id = await openTournament(16);
    const early = await Promise.all(Array.from({ length: 4 }, () => fundedPlayer(t.app, { depositPaise: FEE })));
    for (const player of early) expect((await api.register(player, id)).statusCode).toBe(201);
    const late = await Promise.all(Array.from({ length: 4 }, () => fundedPlayer(t.app, { depositPaise: FEE })));
    const { results, overlapped } = await raceBehindLock(t, lockTournamentRow(id), 7, () =>
      Promise.all([
        ...late.map((player) => api.register(player, id)),
        ...early.slice(0, 2).map((player) => api.unregister(player, id)),
        api.start(admin, id),
      ]),
    );
    expectOverlap(overlapped);
    expect(results.at(-1)?.statusCode).toBe(200);
    const entries = (await entriesOf(db(), id)).filter((entry) => entry.status === 'registered');
    const seated = new Set(entries.map((entry) => entry.userId));
    const wallets = await walletsOf(
      db(),
      [...early, ...late].map((p) => p.userId),
    );
    // Whoever holds a seat paid once; everyone else holds their whole fee.
    for (const player of [...early, ...late]) {
      expect(wallets.get(player.userId)).toEqual({
        depositPaise: seated.has(player.userId) ? 0 : FEE,
        winningsPaise: 0,
      });
    }
    // The pool holds the seated players' fees less the 10% platform fee: nothing more, nothing less.
    expect(await poolOf(db(), id)).toBe(seated.size * FEE * 0.9);
    expect(entries.every((entry) => entry.seed !== null)).toBe(true);
    expect(entries.map((entry) => entry.seed).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: seated.size }, (_, i) => i + 1),
    );
    await expectBooksBalanced();
  });
});

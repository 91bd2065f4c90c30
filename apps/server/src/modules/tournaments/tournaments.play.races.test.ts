import type { MatchDetail } from '@ludo/shared/matches/matches.schemas';
import type { TournamentDetail } from '@ludo/shared/tournaments/tournaments.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches, tournamentGames } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import {
  fundedPlayer,
  ledgerTotals,
  lockMatchRows,
  type Player,
  raceBehindLock,
  walletsOf,
} from '../../test/match-books';
import { nextRoomCode } from '../../test/matches';
import {
  createRaceApp,
  lockTournamentRow,
  poolOf,
  type TournamentApi,
  tournamentApi,
} from '../../test/tournaments-books';
import { quickAdmin } from '../../test/users';
import { checkLedger } from '../ledger/ledger.check';

/**
 * Races while a tournament is played. On PostgreSQL (DATABASE_URL) the racers start behind a
 * lock the test holds until all of them wait inside their transactions, so they truly overlap;
 * on PGlite they run one after another and the same assertions hold.
 */

let t: TestApp;
let api: TournamentApi;
let admin: Player;
beforeAll(async () => {
  t = await createRaceApp(30);
  api = tournamentApi(t.app);
  admin = await quickAdmin(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;

async function expectBooksBalanced() {
  expect(await checkLedger(db())).toEqual([]);
  expect(await ledgerTotals(db())).toEqual({ totalPaise: 0, negativeAccounts: 0 });
}

async function runningDuel(): Promise<{ id: string; a: Player; b: Player; game: MatchDetail }> {
  const created = await api.create(admin, { entryFee: 100, maxPlayers: 2, minPlayers: 2 });
  const id = (created.json() as { id: string }).id;
  const [a, b] = await Promise.all([
    fundedPlayer(t.app, { depositPaise: 10_000 }),
    fundedPlayer(t.app, { depositPaise: 10_000 }),
  ]);
  for (const player of [a, b]) expect((await api.register(player, id)).statusCode).toBe(201);
  expect((await api.start(admin, id)).statusCode).toBe(200);
  const [game] = (await api.liveGames(a)).filter((match) => match.tournament?.id === id);
  if (!game) throw new Error('no game drawn');
  return { id, a, b, game };
}

describe('finishing at once', () => {
  it('the last result and many advances together pay every prize exactly once', async () => {
    const { id, a, b, game } = await runningDuel();
    expect((await api.postCode(a, game.id, nextRoomCode())).statusCode).toBe(200);
    expect((await api.reportDuel(a, game.id, 'won')).statusCode).toBe(200);
    const { results } = await raceBehindLock(t, lockTournamentRow(id), 6, () =>
      Promise.all([
        api.reportDuel(b, game.id, 'lost'),
        ...Array.from({ length: 8 }, () => t.services.tournaments.advance(id)),
      ]),
    );
    expect((results[0] as { statusCode: number }).statusCode).toBe(200);
    await t.services.tournaments.advance(id);
    const detail = (await api.detail(id)).json() as TournamentDetail;
    expect(detail.status).toBe('finished');
    // Two players: the winner takes the whole pool (₹180).
    const wallets = await walletsOf(db(), [a.userId, b.userId]);
    expect(wallets.get(a.userId)).toEqual({ depositPaise: 0, winningsPaise: 18_000 });
    expect(wallets.get(b.userId)).toEqual({ depositPaise: 0, winningsPaise: 0 });
    expect(await poolOf(db(), id)).toBe(0);
    await expectBooksBalanced();
  });

  it('many advances at once draw the next round once', async () => {
    const created = await api.create(admin, { entryFee: 100, maxPlayers: 4, minPlayers: 4 });
    const id = (created.json() as { id: string }).id;
    const players = await Promise.all(Array.from({ length: 4 }, () => fundedPlayer(t.app, { depositPaise: 10_000 })));
    for (const player of players) await api.register(player, id);
    await api.start(admin, id);
    for (const player of [players[0], players[1]] as Player[]) {
      const [game] = (await api.liveGames(player)).filter((match) => match.tournament?.id === id);
      const other = players.find((p) => p.userId === game?.players[1]?.userId) as Player;
      await api.postCode(player, game?.id as string, nextRoomCode());
      await api.reportDuel(player, game?.id as string, 'won');
      // The round's last result; the advance it triggers races the test's own.
      await Promise.all([
        api.reportDuel(other, game?.id as string, 'lost'),
        t.services.tournaments.advance(id),
        t.services.tournaments.advance(id),
      ]);
    }
    await raceBehindLock(t, lockTournamentRow(id), 8, () =>
      Promise.all(Array.from({ length: 8 }, () => t.services.tournaments.advance(id))),
    );
    const games = await db().select().from(tournamentGames).where(eq(tournamentGames.tournamentId, id));
    expect(games.filter((game) => game.round === 2)).toHaveLength(1);
    const drawn = await db().select().from(matches).where(eq(matches.tournamentId, id));
    expect(drawn).toHaveLength(3);
    await expectBooksBalanced();
  });
});

describe('cancelled while the last result arrives', () => {
  it('either the tournament finishes and pays, or it is cancelled and refunds: never both, never neither', async () => {
    const { id, a, b, game } = await runningDuel();
    expect((await api.postCode(a, game.id, nextRoomCode())).statusCode).toBe(200);
    expect((await api.reportDuel(a, game.id, 'won')).statusCode).toBe(200);
    const { results } = await raceBehindLock(t, lockTournamentRow(id), 2, () =>
      Promise.all([api.reportDuel(b, game.id, 'lost'), api.cancel(admin, id, 'Called off at the last moment')]),
    );
    await t.services.tournaments.advance(id);
    const detail = (await api.detail(id)).json() as TournamentDetail;
    const wallets = await walletsOf(db(), [a.userId, b.userId]);
    if (detail.status === 'finished') {
      expect(results[1]?.statusCode).toBe(409);
      expect(wallets.get(a.userId)).toEqual({ depositPaise: 0, winningsPaise: 18_000 });
      expect(wallets.get(b.userId)).toEqual({ depositPaise: 0, winningsPaise: 0 });
    } else {
      expect(detail.status).toBe('cancelled');
      expect(results[1]?.statusCode).toBe(200);
      for (const player of [a, b])
        expect(wallets.get(player.userId)).toEqual({ depositPaise: 10_000, winningsPaise: 0 });
    }
    expect(await poolOf(db(), id)).toBe(0);
    await expectBooksBalanced();
  });
});

describe('the grace period ends while the host posts the code', () => {
  it('either the code is posted or the host forfeits, never both', async () => {
    const { a, game } = await runningDuel();
    const deadline = new Date(game.codeDeadlineAt as string);
    const { results } = await raceBehindLock(t, lockMatchRows([game.id]), 2, () =>
      Promise.all([
        api.postCode(a, game.id, nextRoomCode()),
        t.services.tournamentGames.forfeitAbsentHosts(new Date(deadline.getTime() + 1)),
      ]),
    );
    const [row] = await db().select().from(matches).where(eq(matches.id, game.id));
    const posted = (results[0] as { statusCode: number }).statusCode === 200;
    if (posted) {
      expect(row).toMatchObject({ status: 'active', codeDeadlineAt: null });
      expect(row?.roomCode).not.toBeNull();
    } else {
      expect(row).toMatchObject({ status: 'settled', resolution: 'host_no_show', roomCode: null });
    }
    await expectBooksBalanced();
  });
});

describe('disqualified while reporting', () => {
  it('the game is decided once, by whichever came first', async () => {
    const { id, a, b, game } = await runningDuel();
    await api.postCode(a, game.id, nextRoomCode());
    await api.reportDuel(a, game.id, 'won');
    const { results } = await raceBehindLock(t, lockMatchRows([game.id]), 2, () =>
      Promise.all([api.reportDuel(b, game.id, 'lost'), api.disqualify(admin, id, a.userId)]),
    );
    expect((results[1] as { statusCode: number }).statusCode).toBe(200);
    const [row] = await db().select().from(matches).where(eq(matches.id, game.id));
    expect(row?.status).toBe('settled');
    const [decided] = await db().select().from(tournamentGames).where(eq(tournamentGames.matchId, game.id));
    expect(decided?.decidedAt).not.toBeNull();
    await t.services.tournaments.advance(id);
    const detail = (await api.detail(id)).json() as TournamentDetail;
    expect(detail.status).toBe('finished');
    // Disqualified players rank last whatever the game said.
    expect(detail.standings.map((row) => row.disqualified)).toEqual([false, true]);
    expect(await poolOf(db(), id)).toBe(0);
    await expectBooksBalanced();
  });
});

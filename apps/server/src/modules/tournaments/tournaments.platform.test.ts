import type { MatchDetail } from '@ludo/shared/matches/matches.schemas';
import type { MyTournament, TournamentDetail } from '@ludo/shared/tournaments/tournaments.schemas';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type GameRow, gameActions, games, type MatchRow, matches } from '../../db/schema';
import { createTestApp, platformBalance, type TestApp } from '../../test/harness';
import { fundedPlayer, type Player, walletOf } from '../../test/match-books';
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
 * Tournaments played here (docs/decisions/0021-platform-games.md): every game of a round is the
 * platform's own game, started with the round; its end decides the game for the tournament in the
 * same transaction, with no room code, no check-in and no screenshot.
 */

let t: TestApp;
let api: TournamentApi;
let admin: Player;

beforeAll(async () => {
  t = await createTestApp({ MATCH_SWEEP_INTERVAL_MS: '0', GAME_SWEEP_INTERVAL_MS: '0' });
  api = tournamentApi(t.app);
  admin = await quickAdmin(t.app);
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await checkLedger(t.database.db)).toEqual([]);
});

const FEE = 10_000;

const runningTournament = (count: number, body: NewTournament = {}) => runningTournamentOf(t, admin, count, body, FEE);

const settled = (id: string, until: (detail: TournamentDetail) => boolean) => tournamentReaching(t, id, until);

const transcriptRolls = async (matchId: string) =>
  (
    (await t.app.inject({ url: `/api/games/${matchId}/transcript` })).json() as { rolls: Array<{ value: number }> }
  ).rolls.map((roll) => roll.value);

/** A game's rolls as stored, whoever may see them. */
const storedRolls = async (matchId: string) =>
  (
    await t.app.db
      .select({ value: gameActions.value })
      .from(gameActions)
      .where(and(eq(gameActions.matchId, matchId), eq(gameActions.kind, 'roll')))
      .orderBy(asc(gameActions.seq))
  ).map((roll) => roll.value);

const matchRowOf = async (matchId: string) => (await t.app.db.select().from(matches).where(eq(matches.id, matchId)))[0];

async function gameOf(player: Player, tournamentId: string): Promise<MatchDetail> {
  const live = (await api.liveGames(player)).filter((game) => game.tournament?.id === tournamentId);
  expect(live).toHaveLength(1);
  return live[0] as MatchDetail;
}

/** The loser leaves the game (leaving concedes): the game ends, and with it the tournament's game. */
async function playHere(tournamentId: string, winner: Player, loser: Player): Promise<void> {
  const game = await gameOf(winner, tournamentId);
  expect(game).toMatchObject({ mode: 'platform', variant: 'quick', roomCode: null, codeDeadlineAt: null });
  await t.services.games.leave(loser.userId, game.id);
  const [match] = await t.app.db.select().from(matches).where(eq(matches.id, game.id));
  expect(match).toMatchObject({ status: 'settled', winnerId: winner.userId, resolution: 'game_finished' });
}

describe('a knockout of 4 played here', () => {
  it('starts each round’s games at once, refuses codes and screenshots, and its games’ ends carry it to the prizes', async () => {
    const revenueBefore = await platformBalance(t.database, 'revenue');
    const { id, players } = await runningTournament(4, { playMode: 'platform', variant: 'quick' });
    const [a, b, c, d] = players as [Player, Player, Player, Player];
    const detail = (await api.detail(id)).json() as TournamentDetail;
    expect(detail).toMatchObject({ playMode: 'platform', variant: 'quick' });

    // Round 1: seed 1 meets seed 4, seed 2 meets seed 3, each game already running here.
    const mine = ((await api.mine(a)).json() as { tournaments: MyTournament[] }).tournaments;
    expect(mine[0]?.nextGame).toMatchObject({ round: 1, status: 'playing' });
    const first = await gameOf(a, id);
    expect(first.players.map((seat) => seat.userId)).toEqual([a.userId, d.userId]);
    const [game] = await t.app.db.select().from(games).where(eq(games.matchId, first.id));
    expect(game).toMatchObject({ variant: 'quick', playerIds: [a.userId, d.userId], finishedAt: null });
    expect((await api.postCode(a, first.id, nextRoomCode())).json()).toMatchObject({ code: 'PLATFORM_GAME' });
    expect((await api.checkIn(d, first.id)).json()).toMatchObject({ code: 'PLATFORM_GAME' });
    expect((await api.reportDuel(a, first.id, 'won')).json()).toMatchObject({ code: 'PLATFORM_GAME' });

    await playHere(id, a, d);
    await playHere(id, b, c);
    await settled(id, (x) => x.currentRound === 2);
    await playHere(id, a, b);
    const finished = await settled(id, (x) => x.status === 'finished');
    expect(finished.standings.map((row) => [row.rank, row.seed, row.prize])).toEqual([
      [1, 1, 252],
      [2, 2, 108],
      [3, 3, 0],
      [3, 4, 0],
    ]);
    expect(await poolOf(t.app.db, id)).toBe(0);
    expect((await walletOf(t.app.db, a.userId)).winningsPaise).toBe(25_200);
    expect((await platformBalance(t.database, 'revenue')) - revenueBefore).toBe(4_000);
  });

  it('any player may watch a table being played, and only watch', async () => {
    const { id, players } = await runningTournament(2, { playMode: 'platform', variant: 'quick' });
    const game = await gameOf(players[0] as Player, id);
    const watcher = await fundedPlayer(t.app, { depositPaise: FEE });
    const asWatcher = (url: string) => t.app.inject({ url, headers: bearer(watcher) });
    const match = await asWatcher(`/api/matches/${game.id}`);
    expect(match.statusCode, match.body).toBe(200);
    expect(match.json()).toMatchObject({ viewerRole: 'visitor', mode: 'platform', roomCode: null });
    expect((match.json() as MatchDetail).players.map((seat) => seat.userId)).toEqual(
      players.map((player) => player.userId),
    );
    expect((match.json() as MatchDetail).players.every((seat) => seat.ludoPlayerId === '')).toBe(true);
    const watched = await asWatcher(`/api/games/${game.id}`);
    expect(watched.statusCode, watched.body).toBe(200);
    expect(watched.json()).toMatchObject({ matchId: game.id, finished: false });
    await expect(t.services.games.roll(watcher.userId, game.id)).rejects.toMatchObject({ code: 'GAME_NOT_FOUND' });
    expect(await t.services.rooms.mayWatch(watcher.userId, (await matchRowOf(game.id)) as MatchRow)).toBe(true);

    // A 1v1 room's game stays its players' alone.
    const room = await fundedPlayer(t.app, { depositPaise: FEE });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/rooms',
      headers: bearer(room),
      payload: { mode: 'platform', variant: 'quick', stake: 50 },
    });
    const roomId = (created.json() as { matchId: string }).matchId;
    expect(await t.services.rooms.mayWatch(watcher.userId, (await matchRowOf(roomId)) as MatchRow)).toBe(false);
  });

  it('a cancel stops the games being played: no turn is played after it', async () => {
    const { id, players } = await runningTournament(2, { playMode: 'platform', variant: 'classic' });
    const game = await gameOf(players[0] as Player, id);
    expect((await api.cancel(admin, id)).statusCode).toBe(200);
    const [row] = await t.app.db.select().from(games).where(eq(games.matchId, game.id));
    expect(row?.finishedAt).not.toBeNull();
    expect(row?.turnDeadlineAt).toBeNull();
    await expect(t.services.games.roll((players[0] as Player).userId, game.id)).rejects.toMatchObject({
      code: 'GAME_OVER',
    });
  });
});

describe('a round whose tables share their dice', () => {
  it('gives every table of the round the same seeds, made by the server, and so the same rolls', async () => {
    const { id, players } = await runningTournament(8, {
      format: 'multi_table',
      maxPlayers: 8,
      playMode: 'platform',
      variant: 'quick',
      sameDice: true,
    });
    expect((await api.detail(id)).json()).toMatchObject({ sameDice: true });
    const ids = [...new Set(await Promise.all(players.map(async (player) => (await gameOf(player, id)).id)))];
    expect(ids).toHaveLength(2);
    const rows = await t.app.db.select().from(games).where(inArray(games.matchId, ids));
    const [first, second] = rows as [GameRow, GameRow];
    expect(first.serverSeed).toBe(second.serverSeed);
    expect(first.clientSeeds).toEqual(second.clientSeeds);
    expect(first.serverMadeSeeds).toEqual([0, 1, 2, 3]);
    // The first player of each table rolls: the same value at both.
    for (const row of rows) await t.services.games.roll(row.playerIds[0] as string, row.matchId);
    const [a, b] = await Promise.all(ids.map((matchId) => storedRolls(matchId)));
    expect(a).toEqual(b);
    expect(a).toHaveLength(1);

    // So while both are played, nobody else sees either table's dice: a spectator, the transcript.
    const spectator = await fundedPlayer(t.app, {});
    for (const matchId of ids) {
      const watched = await t.app.inject({ url: `/api/games/${matchId}`, headers: bearer(spectator) });
      expect(watched.statusCode).toBe(409);
      expect(watched.json()).toMatchObject({ code: 'DICE_IN_PLAY' });
      const transcript = await t.app.inject({ url: `/api/games/${matchId}/transcript` });
      expect(transcript.json()).toMatchObject({ code: 'DICE_IN_PLAY' });
      // Nor does their socket join the table's channel.
      expect(await t.services.rooms.mayWatch(spectator.userId, (await matchRowOf(matchId)) as MatchRow)).toBe(false);
    }
    // The first table ends (all but one leave): its seed would tell the other table every roll to come.
    const endTable = async (row: GameRow) => {
      for (const userId of row.playerIds.slice(1)) await t.services.games.leave(userId, row.matchId);
    };
    await endTable(first);
    expect((await t.app.inject({ url: `/api/games/${first.matchId}/transcript` })).json()).toMatchObject({
      code: 'DICE_IN_PLAY',
    });
    // Once the last table sharing them ends, both transcripts open with the seed.
    await endTable(second);
    for (const matchId of ids) {
      const transcript = await t.app.inject({ url: `/api/games/${matchId}/transcript` });
      expect(transcript.statusCode).toBe(200);
      expect(transcript.json()).toMatchObject({ serverSeed: first.serverSeed });
      expect(await transcriptRolls(matchId)).toEqual(a);
    }
    const watched = await t.app.inject({ url: `/api/games/${second.matchId}`, headers: bearer(spectator) });
    expect(watched.statusCode).toBe(200);
    expect(await t.services.rooms.mayWatch(spectator.userId, (await matchRowOf(second.matchId)) as MatchRow)).toBe(
      true,
    );

    // Without the option, each table has its own.
    const own = await runningTournament(8, {
      format: 'multi_table',
      maxPlayers: 8,
      playMode: 'platform',
      variant: 'quick',
    });
    const ownIds = [
      ...new Set(await Promise.all(own.players.map(async (player) => (await gameOf(player, own.id)).id))),
    ];
    const ownRows = await t.app.db.select().from(games).where(inArray(games.matchId, ownIds));
    expect(ownRows[0]?.serverSeed).not.toBe(ownRows[1]?.serverSeed);
    expect(ownRows[0]?.serverMadeSeeds).toEqual([]);
  });

  it('is refused for a tournament played by room code', async () => {
    const refused = await api.create(admin, { playMode: 'external', sameDice: true });
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Only games played here can share their dice',
    });
  });
});

describe('a table of 4 played here', () => {
  it('a disqualified player keeps the last place; the game’s order gives the rest', async () => {
    const { id, players } = await runningTournament(4, {
      format: 'multi_table',
      maxPlayers: 4,
      playMode: 'platform',
      variant: 'quick',
    });
    const [a, b, c, d] = players as [Player, Player, Player, Player];
    const table = await gameOf(a, id);
    expect(table.players).toHaveLength(4);
    expect((await api.disqualify(admin, id, d.userId)).statusCode).toBe(200);
    // Leaving: c first (the game's last of those left), then b; a is the last one in.
    await t.services.games.leave(c.userId, table.id);
    await t.services.games.leave(b.userId, table.id);
    const [match] = await t.app.db.select().from(matches).where(eq(matches.id, table.id));
    expect(match?.status).toBe('settled');
    expect(match?.placings).toEqual({ [a.userId]: 1, [b.userId]: 2, [c.userId]: 3, [d.userId]: 4 });
    const finished = await settled(id, (x) => x.status === 'finished');
    expect(finished.standings[0]).toMatchObject({ rank: 1, seed: 1 });
  });

  it('the API without a play mode keeps the external app, and a variant needs the game here', async () => {
    const external = await api.create(admin, {});
    expect(external.json()).toMatchObject({ playMode: 'external', variant: null });
    const refused = await api.create(admin, { playMode: 'external', variant: 'quick' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Only a game played here has a variant',
    });
  });
});

describe('a private tournament played here', () => {
  it('is created by a player to be played here, and its games start here', async () => {
    const host = await fundedPlayer(t.app, { depositPaise: FEE });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/tournaments/private',
      headers: bearer(host),
      payload: {
        title: 'Friday Quick',
        format: 'knockout',
        entryFee: 50,
        maxPlayers: 4,
        startTime: new Date(Date.now() + 3_600_000).toISOString(),
        playMode: 'platform',
        variant: 'quick',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, inviteCode } = created.json() as { id: string; inviteCode: string };
    expect(created.json()).toMatchObject({ playMode: 'platform', variant: 'quick' });
    const guest = await fundedPlayer(t.app, { depositPaise: FEE });
    const joined = await t.app.inject({
      method: 'POST',
      url: `/api/tournaments/${id}/register`,
      headers: bearer(guest),
      payload: { inviteCode },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    expect((await api.start(admin, id)).statusCode).toBe(200);
    const game = await gameOf(host, id);
    expect(game).toMatchObject({ mode: 'platform', variant: 'quick' });
    await t.services.games.leave(guest.userId, game.id);
    expect((await settled(id, (x) => x.status === 'finished')).standings[0]).toMatchObject({ rank: 1 });
  });
});

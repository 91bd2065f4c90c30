import { createHash } from 'node:crypto';
import { rollsNotMatching } from '@ludo/shared/game/fair-dice';
import type { GameAnswer, GameStatePayload, GameTranscript } from '@ludo/shared/game/game.contract';
import { replayTranscript } from '@ludo/shared/game/transcript';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { gameActions, matches } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { png } from '../../test/images';
import { multipartBody } from '../../test/kyc';
import { ledgerTotals, walletsOf } from '../../test/match-books';
import { listenLocally, matchRequests, type PlayerSocket, SocketClients } from '../../test/match-sockets';
import { PNG_BYTES, resultForm } from '../../test/matches';
import { bearer } from '../../test/users';
import { checkLedger } from '../ledger/ledger.check';
import { GamesService } from './games.service';

/**
 * The platform's own game end to end (docs/game-rules.md): a platform room, its game over the
 * socket, the turn timer, and the match settled by the game's end through the ledger.
 */

type Player = { accessToken: string; userId: string };
const STAKE_RUPEES = 50;
const PRIZE_PAISE = 2 * STAKE_RUPEES * 100;

let t: TestApp;
let clients: SocketClients;
beforeAll(async () => {
  // Far above a person's pace: the test plays whole games as fast as the server answers.
  t = await createTestApp({
    MATCH_SWEEP_INTERVAL_MS: '0',
    GAME_SWEEP_INTERVAL_MS: '0',
    GAME_ACTIONS_PER_SECOND: '100000',
  });
  clients = new SocketClients(await listenLocally(t.app));
});
afterAll(async () => {
  clients.closeAll();
  await t.close();
});

const { post, player, nextAddress } = matchRequests(() => t.app, { addresses: '10.81', depositPaise: 10_000 });

/** A platform match between two new players, started: its id and the players, host first. */
async function startedGame(variant: 'classic' | 'quick' = 'quick') {
  const host = await player();
  const guest = await player();
  const created = await post(host, '/api/rooms', { mode: 'platform', variant, stake: STAKE_RUPEES });
  const matchId = created.matchId as string;
  expect(created.roomId).toBe(matchId);
  const { requestId } = (await post(guest, `/api/rooms/${matchId}/request`)) as { requestId: string };
  await post(host, `/api/matches/${matchId}/requests/${requestId}/accept`);
  return { matchId, host, guest };
}

async function gameOf(who: Player, matchId: string): Promise<GameStatePayload> {
  const response = await t.app.inject({ method: 'GET', url: `/api/games/${matchId}`, headers: bearer(who) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as GameStatePayload;
}

const ask = (socket: PlayerSocket, event: 'game:roll' | 'game:move' | 'game:seed' | 'game:leave', payload: object) =>
  socket.socket.timeout(5000).emitWithAck(event as 'game:roll', payload as { matchId: string }) as Promise<GameAnswer>;

/** Both players' sockets, both seeds in and the host's first roll made: the game is under way. */
async function underWay(matchId: string, host: Player, guest: Player) {
  const hostSocket = await clients.connect(host.accessToken);
  const guestSocket = await clients.connect(guest.accessToken);
  await ask(hostSocket, 'game:seed', { matchId, seed: 'h' });
  await ask(guestSocket, 'game:seed', { matchId, seed: 'g' });
  expect(await ask(hostSocket, 'game:roll', { matchId })).toEqual({ ok: true });
  return { hostSocket, guestSocket };
}

/** The games service of another instance on the same database: it hears nothing, every player is connected. */
const anotherInstance = () =>
  new GamesService(
    t.app.db,
    t.app.config.games,
    { state: () => undefined },
    async () => new Map(),
    async () => ({ connected: true, leftAt: null }),
  );

async function transcriptOf(matchId: string): Promise<GameTranscript> {
  const response = await t.app.inject({ method: 'GET', url: `/api/games/${matchId}/transcript` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as GameTranscript;
}

describe('a platform match', () => {
  it('is played to the end over the socket, and its end pays the winner once, at once', async () => {
    const { matchId, host, guest } = await startedGame('quick');
    const sockets = new Map([
      [host.userId, await clients.connect(host.accessToken)],
      [guest.userId, await clients.connect(guest.accessToken)],
    ]);
    const before = await walletsOf(t.app.db, [host.userId, guest.userId]);
    for (const [index, socket] of [...sockets.values()].entries()) {
      expect(await ask(socket, 'game:seed', { matchId, seed: `seed-${index}` })).toEqual({ ok: true });
    }

    let game = await gameOf(host, matchId);
    expect(game.players.map((seat) => seat.userId)).toEqual([host.userId, guest.userId]);
    expect(game.players.every((seat) => seat.seeded)).toBe(true);
    for (let actions = 0; !game.finished; actions++) {
      expect(actions).toBeLessThan(5000);
      const turn = sockets.get(game.turn ?? '');
      if (!turn) throw new Error(`no socket for ${game.turn}`);
      const answer =
        game.dice === null
          ? await ask(turn, 'game:roll', { matchId })
          : await ask(turn, 'game:move', { matchId, token: game.movable[game.movable.length - 1] });
      expect(answer).toEqual({ ok: true });
      game = await gameOf(host, matchId);
    }

    const winnerId = game.winnerIds[0] ?? '';
    const loserId = winnerId === host.userId ? guest.userId : host.userId;
    expect(game.winnerIds).toHaveLength(1);
    // Both players heard the end.
    for (const socket of sockets.values()) {
      await socket.waitFor('game:state', (payload) => payload?.matchId === matchId && payload.finished === true);
    }
    const [match] = await t.app.db.select().from(matches).where(eq(matches.id, matchId));
    expect(match).toMatchObject({ status: 'settled', winnerId, resolution: 'game_finished' });
    const after = await walletsOf(t.app.db, [host.userId, guest.userId]);
    const gain = (userId: string) => {
      const was = before.get(userId);
      const now = after.get(userId);
      return (
        (now?.depositPaise ?? 0) + (now?.winningsPaise ?? 0) - (was?.depositPaise ?? 0) - (was?.winningsPaise ?? 0)
      );
    };
    expect(gain(winnerId)).toBe(PRIZE_PAISE);
    expect(gain(loserId)).toBe(0);

    // Nothing more happens to a finished game, and settling again pays nothing.
    const winnerSocket = sockets.get(winnerId);
    if (!winnerSocket) throw new Error('no winner socket');
    expect(await ask(winnerSocket, 'game:roll', { matchId })).toEqual({ ok: false, message: 'This game is over.' });
    await t.app.db.transaction((tx) =>
      t.services.matchResults.settleGame(tx, matchId, { winnerIds: [winnerId], placings: {} }),
    );
    expect(await walletsOf(t.app.db, [winnerId])).toEqual(new Map([[winnerId, after.get(winnerId)]]));
    expect(await checkLedger(t.app.db)).toEqual([]);
    expect((await ledgerTotals(t.app.db)).negativeAccounts).toBe(0);

    // Anyone can check the dice now: the seed is revealed, it is the one committed to, every roll is
    // the one the seeds give, and the moves replay to the same end.
    const transcript = await transcriptOf(matchId);
    expect(transcript.serverSeed).not.toBeNull();
    const seed = transcript.serverSeed ?? '';
    expect(createHash('sha256').update(seed).digest('hex')).toBe(transcript.serverSeedHash);
    expect(transcript.clientSeeds).toEqual(['seed-0', 'seed-1']);
    expect(transcript.serverMadeSeeds).toEqual([]);
    expect(transcript.rolls.length).toBe(game.rolls);
    expect(rollsNotMatching(seed, transcript.clientSeeds, transcript.rolls)).toEqual([]);
    const replayed = replayTranscript(transcript);
    expect(replayed.ok && replayed.state.winners.map((p) => transcript.players[p])).toEqual([winnerId]);
  });

  it('four players in a room for four play to the end over their sockets; the winner is paid the four stakes', async () => {
    const host = await player();
    const created = await post(host, '/api/rooms', {
      mode: 'platform',
      variant: 'quick',
      stake: STAKE_RUPEES,
      players: 4,
    });
    const matchId = created.matchId as string;
    const seats: Player[] = [host];
    for (let i = 0; i < 3; i++) {
      const guest = await player();
      const { requestId } = (await post(guest, `/api/rooms/${matchId}/request`)) as { requestId: string };
      await post(host, `/api/matches/${matchId}/requests/${requestId}/accept`);
      seats.push(guest);
    }
    const ids = seats.map((seat) => seat.userId);
    const sockets = new Map<string, PlayerSocket>();
    for (const seat of seats) sockets.set(seat.userId, await clients.connect(seat.accessToken));
    const before = await walletsOf(t.app.db, ids);
    for (const [index, socket] of [...sockets.values()].entries()) {
      expect(await ask(socket, 'game:seed', { matchId, seed: `four-${index}` })).toEqual({ ok: true });
    }

    let game = await gameOf(host, matchId);
    expect(game.players.map((seat) => seat.userId)).toEqual(ids);
    for (let actions = 0; !game.finished; actions++) {
      expect(actions).toBeLessThan(10_000);
      const turn = sockets.get(game.turn ?? '');
      if (!turn) throw new Error(`no socket for ${game.turn}`);
      const answer =
        game.dice === null
          ? await ask(turn, 'game:roll', { matchId })
          : await ask(turn, 'game:move', { matchId, token: game.movable[0] });
      expect(answer).toEqual({ ok: true });
      game = await gameOf(host, matchId);
    }

    expect(game.winnerIds).toHaveLength(1);
    const winnerId = game.winnerIds[0] as string;
    // Every seat heard the end.
    for (const socket of sockets.values()) {
      await socket.waitFor('game:state', (payload) => payload?.matchId === matchId && payload.finished === true);
    }
    const after = await walletsOf(t.app.db, ids);
    for (const id of ids) {
      const gained = (after.get(id)?.winningsPaise ?? 0) - (before.get(id)?.winningsPaise ?? 0);
      expect(gained).toBe(id === winnerId ? 4 * STAKE_RUPEES * 100 : 0);
    }
    expect(await checkLedger(t.app.db)).toEqual([]);
  });

  it('shows each player’s picture to whoever may see the game, and to nobody else', async () => {
    const host = await player();
    const guest = await player();
    const form = multipartBody({}, [{ field: 'picture', name: 'me.png', type: 'image/png', bytes: png() }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/users/avatar',
      headers: { ...bearer(host), 'content-type': form.contentType },
      payload: form.payload,
      remoteAddress: nextAddress(),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const own = await t.app.inject({ url: '/api/users/avatar', headers: bearer(host) });
    const created = await post(host, '/api/rooms', { mode: 'platform', variant: 'quick', stake: STAKE_RUPEES });
    const matchId = created.matchId as string;
    const { requestId } = (await post(guest, `/api/rooms/${matchId}/request`)) as { requestId: string };
    await post(host, `/api/matches/${matchId}/requests/${requestId}/accept`);

    const game = await gameOf(guest, matchId);
    const [hostSeat, guestSeat] = game.players;
    expect(hostSeat?.avatarUrl).toMatch(new RegExp(`^/api/games/${matchId}/players/${host.userId}/avatar\\?v=`));
    expect(guestSeat?.avatarUrl).toBeNull();
    // The other player sees it, as its owner does.
    const seen = await t.app.inject({ url: hostSeat?.avatarUrl ?? '', headers: bearer(guest) });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/png');
    expect(seen.rawPayload.equals(own.rawPayload)).toBe(true);
    // A player without one has none to show; a stranger is told the game does not exist.
    const none = await t.app.inject({
      url: `/api/games/${matchId}/players/${guest.userId}/avatar`,
      headers: bearer(host),
    });
    expect(none.statusCode).toBe(404);
    const stranger = await player();
    const refused = await t.app.inject({ url: hostSeat?.avatarUrl ?? '', headers: bearer(stranger) });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'GAME_NOT_FOUND' });
    // Nor is anyone's picture shown through a game they do not play.
    const notPlaying = await t.app.inject({
      url: `/api/games/${matchId}/players/${stranger.userId}/avatar`,
      headers: bearer(host),
    });
    expect(notPlaying.statusCode).toBe(404);
  });

  it('refuses a roll out of turn, a wrong token, a replayed move, a second seed, and strangers', async () => {
    const { matchId, host, guest } = await startedGame('classic');
    const hostSocket = await clients.connect(host.accessToken);
    const guestSocket = await clients.connect(guest.accessToken);
    const stranger = await player();
    const strangerSocket = await clients.connect(stranger.accessToken);

    // The host may not roll while the guest's seed is awaited (the wait is still on).
    expect(await ask(hostSocket, 'game:seed', { matchId, seed: 'host-seed' })).toEqual({ ok: true });
    expect(await ask(hostSocket, 'game:roll', { matchId })).toEqual({
      ok: false,
      message: 'Waiting for the other players to connect. Roll again in a moment.',
    });
    expect(await ask(guestSocket, 'game:seed', { matchId, seed: 'not:allowed' })).toEqual({
      ok: false,
      message: 'That dice seed is not valid.',
    });
    expect(await ask(guestSocket, 'game:seed', { matchId, seed: 'guest-seed' })).toEqual({ ok: true });
    expect(await ask(guestSocket, 'game:seed', { matchId, seed: 'again' })).toEqual({
      ok: false,
      message: 'The dice seeds of this game are already fixed.',
    });

    expect(await ask(guestSocket, 'game:roll', { matchId })).toEqual({ ok: false, message: 'It is not your turn.' });
    expect(await ask(hostSocket, 'game:move', { matchId, token: 0 })).toEqual({
      ok: false,
      message: 'Roll the dice first.',
    });
    // Two rolls at once from two devices: exactly one is made.
    const twice = await Promise.all([
      ask(hostSocket, 'game:roll', { matchId }),
      ask(hostSocket, 'game:roll', { matchId }),
    ]);
    expect(twice.filter((answer) => answer.ok)).toHaveLength(1);
    let game = await gameOf(host, matchId);
    expect(game.rolls).toBe(1);
    // Find a roll the host must play, then try a token that cannot move and a replay of the move.
    while (game.dice === null || game.turn !== host.userId) {
      const socket = game.turn === host.userId ? hostSocket : guestSocket;
      expect(
        await ask(socket, game.dice === null ? 'game:roll' : 'game:move', { matchId, token: game.movable[0] }),
      ).toEqual({ ok: true });
      game = await gameOf(host, matchId);
    }
    const stuck = [0, 1, 2, 3].find((token) => !game.movable.includes(token));
    if (stuck !== undefined) {
      expect(await ask(hostSocket, 'game:move', { matchId, token: stuck })).toEqual({
        ok: false,
        message: 'That token cannot move with this roll.',
      });
    }
    expect(await ask(hostSocket, 'game:move', { matchId, token: 9 })).toEqual({
      ok: false,
      message: 'That token cannot move with this roll.',
    });
    const token = game.movable[0];
    expect(await ask(hostSocket, 'game:move', { matchId, token })).toEqual({ ok: true });
    const replay = await ask(hostSocket, 'game:move', { matchId, token });
    expect(replay.ok).toBe(false);

    // Strangers: not in the game, not shown it, and the screenshot path is closed to a platform match.
    expect(await ask(strangerSocket, 'game:roll', { matchId })).toEqual({
      ok: false,
      message: 'This game was not found.',
    });
    expect(await ask(strangerSocket, 'game:roll', { matchId: 'not-a-match' })).toEqual({
      ok: false,
      message: 'This game was not found.',
    });
    const peek = await t.app.inject({ method: 'GET', url: `/api/games/${matchId}`, headers: bearer(stranger) });
    expect(peek.statusCode).toBe(404);
    const form = resultForm('won', { bytes: PNG_BYTES });
    const report = await t.app.inject({
      method: 'POST',
      url: `/api/matches/${matchId}/result`,
      headers: { ...bearer(host), 'content-type': form.contentType },
      payload: form.payload,
      remoteAddress: nextAddress(),
    });
    expect(report.statusCode).toBe(409);
    expect(report.json()).toMatchObject({ code: 'PLATFORM_GAME' });
    // Before the end the transcript keeps the server seed secret.
    expect((await transcriptOf(matchId)).serverSeed).toBeNull();
  });

  it('a turn that runs out is played for a player who is here, passed for one just gone, and played again after the reconnect window', async () => {
    const { matchId, host, guest } = await startedGame('classic');
    const hostSocket = await clients.connect(host.accessToken);
    const service = t.services.games;
    // Nobody sent a seed: once the first turn's time is over, the server makes both.
    const start = Date.now();
    expect(await service.playDueTurns(new Date(start + 60_000))).toBeGreaterThanOrEqual(1);
    let transcript = await transcriptOf(matchId);
    expect(transcript.serverMadeSeeds).toEqual([0, 1]);
    expect(transcript.rolls[0]).toMatchObject({ n: 1, player: 0 });
    const log = await t.app.db.select().from(gameActions).where(eq(gameActions.matchId, matchId));
    expect(log.every((action) => action.auto)).toBe(true);

    // Play on until it is the guest's turn; the guest has no socket open.
    let game = await gameOf(host, matchId);
    let at = start + 60_000;
    while (game.turn !== guest.userId) {
      at += 20_000;
      await service.playDueTurns(new Date(at));
      game = await gameOf(host, matchId);
    }
    const rollsBefore = game.rolls;
    at += 20_000;
    await service.playDueTurns(new Date(at));
    game = await gameOf(host, matchId);
    expect(game.rolls).toBe(rollsBefore); // passed, not played
    expect(game.turn).toBe(host.userId);
    expect(game.players.find((seat) => seat.userId === guest.userId)?.away).toBe(true);
    transcript = await transcriptOf(matchId);
    expect(transcript.moves.at(-1)).toMatchObject({ kind: 'timeout', player: 1, auto: true });

    // The host plays their turn themselves; past the window the guest's turns are played for them.
    while (game.turn === host.userId) {
      expect(
        await ask(hostSocket, game.dice === null ? 'game:roll' : 'game:move', { matchId, token: game.movable[0] }),
      ).toEqual({ ok: true });
      game = await gameOf(host, matchId);
    }
    at += 3 * 60_000;
    await service.playDueTurns(new Date(at));
    transcript = await transcriptOf(matchId);
    expect(transcript.rolls.at(-1)).toMatchObject({ player: 1 });
    expect(transcript.moves.filter((move) => move.player === 1 && move.kind === 'timeout')).toHaveLength(1);
  });

  it('the reconnect window runs from when the player’s last socket closed; back, they are not away', async () => {
    const { matchId, host, guest } = await startedGame('classic');
    const hostSocket = await clients.connect(host.accessToken);
    const guestSocket = await clients.connect(guest.accessToken);
    await ask(hostSocket, 'game:seed', { matchId, seed: 'h' });
    await ask(guestSocket, 'game:seed', { matchId, seed: 'g' });
    // The host plays until it is the guest's turn.
    let game = await gameOf(host, matchId);
    while (game.turn !== guest.userId) {
      await ask(hostSocket, game.dice === null ? 'game:roll' : 'game:move', { matchId, token: game.movable[0] });
      game = await gameOf(host, matchId);
    }
    // The guest's network drops: the time is recorded for the instance that plays their turns.
    guestSocket.socket.disconnect();
    let presence = await t.services.realtime.presence(guest.userId);
    for (let i = 0; presence.leftAt === null && i < 50; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      presence = await t.services.realtime.presence(guest.userId);
    }
    expect(presence.connected).toBe(false);
    const leftAt = presence.leftAt?.getTime() ?? 0;
    expect(Math.abs(leftAt - Date.now())).toBeLessThan(5000);

    // Their turn runs out 2 minutes and a second after they left: the window is over, it is played.
    const rollsBefore = game.rolls;
    await t.services.games.playDueTurns(new Date(leftAt + 121_000));
    game = await gameOf(host, matchId);
    expect(game.rolls).toBe(rollsBefore + 1);
    const transcript = await transcriptOf(matchId);
    expect(transcript.rolls.at(-1)).toMatchObject({ player: 1 });
    expect(transcript.moves.filter((move) => move.player === 1 && move.kind === 'timeout')).toHaveLength(0);

    // Back: a socket open again, no time of leaving held against them.
    await clients.connect(guest.accessToken);
    expect(await t.services.realtime.presence(guest.userId)).toEqual({ connected: true, leftAt: null });
  });

  it('a player who leaves concedes: the other wins and is paid at once', async () => {
    const { matchId, host, guest } = await startedGame('classic');
    const guestSocket = await clients.connect(guest.accessToken);
    const before = await walletsOf(t.app.db, [host.userId]);
    expect(await ask(guestSocket, 'game:leave', { matchId })).toEqual({ ok: true });
    const game = await gameOf(host, matchId);
    expect(game).toMatchObject({ finished: true, winnerIds: [host.userId], turn: null });
    expect(game.players.find((seat) => seat.userId === guest.userId)?.left).toBe(true);
    const [match] = await t.app.db.select().from(matches).where(eq(matches.id, matchId));
    expect(match).toMatchObject({ status: 'settled', winnerId: host.userId, resolution: 'game_finished' });
    const after = await walletsOf(t.app.db, [host.userId]);
    expect((after.get(host.userId)?.winningsPaise ?? 0) - (before.get(host.userId)?.winningsPaise ?? 0)).toBe(
      PRIZE_PAISE,
    );
    expect(await ask(guestSocket, 'game:leave', { matchId })).toEqual({ ok: false, message: 'This game is over.' });
  });

  it('stops when both players cancel the match: stakes back, no more turns, nothing settled', async () => {
    const { matchId, host, guest } = await startedGame('classic');
    // Under way, and its last change made by another instance, which holds the row when the match stops it.
    const { hostSocket, guestSocket } = await underWay(matchId, host, guest);
    const other = anotherInstance();
    const playOn = async (service: GamesService) => {
      const game = await gameOf(host, matchId);
      if (game.dice === null) await service.roll(game.turn ?? '', matchId);
      else await service.move(game.turn ?? '', matchId, game.movable[0] ?? 0);
    };
    await playOn(other);
    const before = await walletsOf(t.app.db, [host.userId, guest.userId]);
    await post(host, `/api/matches/${matchId}/cancel`);
    await post(guest, `/api/matches/${matchId}/cancel`);
    const [match] = await t.app.db.select().from(matches).where(eq(matches.id, matchId));
    expect(match).toMatchObject({ status: 'cancelled', resolution: 'players_cancelled' });
    const after = await walletsOf(t.app.db, [host.userId, guest.userId]);
    for (const userId of [host.userId, guest.userId]) {
      expect(after.get(userId)?.depositPaise).toBe((before.get(userId)?.depositPaise ?? 0) + STAKE_RUPEES * 100);
    }
    for (const socket of [hostSocket, guestSocket]) {
      expect(await ask(socket, 'game:roll', { matchId })).toEqual({ ok: false, message: 'This game is over.' });
      expect(await ask(socket, 'game:move', { matchId, token: 0 })).toEqual({
        ok: false,
        message: 'This game is over.',
      });
    }
    // The other instance still holds the row as it was before the stop.
    await expect(playOn(other)).rejects.toMatchObject({ code: 'GAME_OVER' });
    const version = (await gameOf(host, matchId)).version;
    await t.services.games.playDueTurns(new Date(Date.now() + 10 * 60_000));
    expect((await gameOf(host, matchId)).version).toBe(version);
    expect(await checkLedger(t.app.db)).toEqual([]);
    // No roll is left to guard: the seed is shown, and the rolls made check out against it.
    const transcript = await transcriptOf(matchId);
    expect(transcript.serverSeed).not.toBeNull();
    expect(
      createHash('sha256')
        .update(transcript.serverSeed ?? '')
        .digest('hex'),
    ).toBe(transcript.serverSeedHash);
    expect(transcript.rolls.length).toBeGreaterThan(0);
    expect(rollsNotMatching(transcript.serverSeed ?? '', transcript.clientSeeds, transcript.rolls)).toEqual([]);
  });

  it('keeps every action as written: the move log refuses edits and deletions', async () => {
    const { matchId, host, guest } = await startedGame('quick');
    await underWay(matchId, host, guest);
    const refused = async (change: Promise<unknown>) => {
      const error = await change.then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(String((error as { cause?: unknown })?.cause ?? error)).toMatch(/game actions are immutable/);
    };
    await refused(t.app.db.update(gameActions).set({ value: 6 }).where(eq(gameActions.matchId, matchId)));
    await refused(t.app.db.delete(gameActions).where(eq(gameActions.matchId, matchId)));
    expect((await transcriptOf(matchId)).rolls).toHaveLength(1);
  });

  it('continues after a restart: a new service on the same database plays the stored game on', async () => {
    const { matchId, host, guest } = await startedGame('quick');
    await underWay(matchId, host, guest);
    const before = await gameOf(host, matchId);

    const heard: GameStatePayload[] = [];
    const restarted = new GamesService(
      t.app.db,
      t.app.config.games,
      { state: (payload) => heard.push(payload) },
      async () => new Map(),
      async () => ({ connected: true, leftAt: null }),
    );
    const turnUser = before.turn ?? '';
    if (before.dice === null) await restarted.roll(turnUser, matchId);
    else await restarted.move(turnUser, matchId, before.movable[0] ?? 0);
    expect(heard).toHaveLength(1);
    expect(heard[0]?.version).toBe(before.version + 1);
    const after = await gameOf(host, matchId);
    expect(after.version).toBe(before.version + 1);
  });

  it('stores a roll or a move of a game under way in one statement, outside any transaction', async () => {
    const { matchId, host, guest } = await startedGame('quick');
    const { hostSocket, guestSocket } = await underWay(matchId, host, guest);
    const transactions = vi.spyOn(t.app.db, 'transaction');
    try {
      const game = await gameOf(host, matchId);
      const socket = game.turn === host.userId ? hostSocket : guestSocket;
      const answer =
        game.dice === null
          ? await ask(socket, 'game:roll', { matchId })
          : await ask(socket, 'game:move', { matchId, token: game.movable[0] });
      expect(answer).toEqual({ ok: true });
      expect(transactions).not.toHaveBeenCalled();
      const after = await gameOf(host, matchId);
      expect(after.version).toBe(game.version + 1);
      const actions = await t.app.db.select().from(gameActions).where(eq(gameActions.matchId, matchId));
      expect(actions.map((action) => action.seq).sort((a, b) => a - b)).toEqual(
        Array.from({ length: after.version }, (_, i) => i + 1),
      );
    } finally {
      transactions.mockRestore();
    }
  });

  it('two instances playing one game in turn each decide on the stored game: nothing refused wrongly or lost', async () => {
    const { matchId, host, guest } = await startedGame('quick');
    const [first, second] = [t.services.games, anotherInstance()];
    await first.seed(host.userId, matchId, 'h');
    await second.seed(guest.userId, matchId, 'g');
    let game = await gameOf(host, matchId);
    for (let actions = 0; !game.finished; actions++) {
      expect(actions).toBeLessThan(5000);
      // Each instance in turn: the other's last change makes the row it holds stale.
      const service = actions % 2 === 0 ? first : second;
      const userId = game.turn ?? '';
      if (game.dice === null) await service.roll(userId, matchId);
      else await service.move(userId, matchId, game.movable[actions % game.movable.length] ?? 0);
      const next = await gameOf(host, matchId);
      expect(next.version).toBeGreaterThan(game.version);
      game = next;
    }
    const transcript = await transcriptOf(matchId);
    expect(transcript.rolls.length).toBe(game.rolls);
    expect(rollsNotMatching(transcript.serverSeed ?? '', transcript.clientSeeds, transcript.rolls)).toEqual([]);
    const replayed = replayTranscript(transcript);
    expect(replayed.ok && replayed.state.winners.map((p) => transcript.players[p])).toEqual(game.winnerIds);
    const actions = await t.app.db.select().from(gameActions).where(eq(gameActions.matchId, matchId));
    expect(actions).toHaveLength(game.version);
  });

  it('the same roll sent through two instances at once is taken once', async () => {
    const { matchId, host, guest } = await startedGame('classic');
    const other = anotherInstance();
    await t.services.games.seed(host.userId, matchId, 'h');
    await other.seed(guest.userId, matchId, 'g');
    for (let round = 0; round < 10; round++) {
      const game = await gameOf(host, matchId);
      const userId = game.turn ?? '';
      // Both instances hold the game's row at this version once each has played a turn on it.
      if (game.dice !== null) {
        await t.services.games.move(userId, matchId, game.movable[0] ?? 0);
        continue;
      }
      const results = await Promise.allSettled([t.services.games.roll(userId, matchId), other.roll(userId, matchId)]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((result) => result.status === 'rejected');
      expect(refused?.status === 'rejected' && (refused.reason as { code?: string }).code).toMatch(
        /^(ALREADY_ROLLED|NOT_YOUR_TURN)$/,
      );
      const after = await gameOf(host, matchId);
      expect(after.rolls).toBe(game.rolls + 1);
      const actions = await t.app.db.select().from(gameActions).where(eq(gameActions.matchId, matchId));
      expect(actions).toHaveLength(after.version);
    }
  });

  it('stores the moves of many games made at once together, each on its own terms, and a double tap once', async () => {
    const started: Array<Awaited<ReturnType<typeof startedGame>> & { before: GameStatePayload }> = [];
    for (let i = 0; i < 5; i++) {
      const game = await startedGame('classic');
      await t.services.games.seed(game.host.userId, game.matchId, 'h');
      await t.services.games.seed(game.guest.userId, game.matchId, 'g');
      const first = await gameOf(game.host, game.matchId);
      await t.services.games.roll(first.turn ?? '', game.matchId);
      started.push({ ...game, before: await gameOf(game.host, game.matchId) });
    }
    const act = ({ matchId, before }: (typeof started)[number]) =>
      before.dice === null
        ? t.services.games.roll(before.turn ?? '', matchId)
        : t.services.games.move(before.turn ?? '', matchId, before.movable[0] ?? 0);
    const statements = vi.spyOn(t.app.db, 'execute');
    try {
      const [tapped] = started;
      if (!tapped) throw new Error('no game');
      const results = await Promise.allSettled([...started.map(act), act(tapped)]);
      // One statement stored the games' steps; of the double tap, one was taken and the other refused on
      // the stored game, whichever came first.
      expect(statements).toHaveBeenCalledTimes(1);
      expect(results.slice(1, 5).map((result) => result.status)).toEqual(Array(4).fill('fulfilled'));
      const taps = [results[0], results[5]];
      expect(taps.filter((result) => result?.status === 'fulfilled')).toHaveLength(1);
      const refused = taps.find((result) => result?.status === 'rejected');
      expect(refused?.status === 'rejected' && (refused.reason as { code?: string }).code).toMatch(
        /^(ALREADY_ROLLED|MUST_ROLL|NOT_YOUR_TURN)$/,
      );
    } finally {
      statements.mockRestore();
    }
    for (const { matchId, host, before } of started) {
      const after = await gameOf(host, matchId);
      expect(after.version).toBe(before.version + 1);
      const transcript = await transcriptOf(matchId);
      expect(transcript.rolls.length + transcript.moves.length).toBe(after.version);
      expect(replayTranscript(transcript).ok).toBe(true);
    }
  });
});

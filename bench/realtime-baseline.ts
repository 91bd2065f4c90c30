/**
 * The realtime baseline: a bare socket.io server on node:http with no auth, no database and no
 * framework. A socket names its match in its handshake and joins that match's channel; updates go
 * to the channel as the app sends them (`matchUpdated {matchId}`), and POST
 * /api/matches/:id/messages emits `chatMessage {matchId}` to the channel and answers 201 at once,
 * where the app authenticates, checks the match and the sender's rate, and stores the line first.
 *
 * For the game bench a socket also names its player and seat: `game:roll` and `game:move` relay a
 * state object shaped and sized like the app's `game:state` to the match's channel and answer ok,
 * where the app locks the game's row, applies the rules and stores the action first. The turn only
 * passes round the table (a roll may be moved, a move hands the dice on), so the same clients play.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { matchChannel } from '@ludo/shared/events';
import type { GameStatePayload } from '@ludo/shared/game/game.contract';
import { Server } from 'socket.io';
import { serveBench } from './realtime-common';

interface Table {
  state: GameStatePayload;
  seat: number;
}
const tables = new Map<string, Table>();
const tableOf = (matchId: string): Table => {
  let table = tables.get(matchId);
  if (!table) {
    const playerIds = ['', '', '', ''];
    table = {
      seat: 0,
      state: {
        matchId,
        turn: null,
        dice: null,
        movable: [],
        tokens: {},
        finished: false,
        winnerIds: [],
        variant: 'classic',
        teams: false,
        players: playerIds.map((userId, seat) => ({
          userId,
          name: `Bench Player ${seat}`,
          seat,
          seeded: true,
          avatarUrl: null,
          away: false,
          left: false,
        })),
        lastRoll: null,
        rolls: 0,
        turnDeadline: null,
        serverSeedHash: randomBytes(32).toString('hex'),
        version: 0,
      },
    };
    tables.set(matchId, table);
  }
  return table;
};

const chatPath = /^\/api\/matches\/([0-9a-f-]{36})\/messages$/;
const sent = JSON.stringify({ message: 'Sent' });

const http = createServer((request, response) => {
  const matchId = request.method === 'POST' ? chatPath.exec(request.url ?? '')?.[1] : undefined;
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    if (!matchId || typeof JSON.parse(Buffer.concat(chunks).toString() || 'null')?.message !== 'string') {
      response.writeHead(404).end();
      return;
    }
    io.to(matchChannel(matchId)).emit('chatMessage', { matchId });
    response.writeHead(201, { 'content-type': 'application/json; charset=utf-8' }).end(sent);
  });
});
const io = new Server(http, { path: '/socket.io', serveClient: false, cors: { origin: false } });
io.on('connection', (socket) => {
  const matchId: unknown = socket.handshake.auth?.matchId;
  if (typeof matchId === 'string') socket.join(matchChannel(matchId));
  const { userId, seat } = socket.handshake.auth ?? {};
  if (typeof matchId !== 'string' || typeof userId !== 'string' || typeof seat !== 'number') return;
  const table = tableOf(matchId);
  const player = table.state.players[seat];
  if (player) player.userId = userId;
  table.state.tokens[userId] = [-1, -1, -1, -1];
  table.state.turn = table.state.players[0]?.userId || null;
  type Answer = (result: { ok: boolean }) => void;
  const relay =
    (change: (state: GameStatePayload) => void, anyTurn = false) =>
    (_payload: unknown, answer?: Answer) => {
      const { state } = table;
      if (!anyTurn && state.turn !== userId) return answer?.({ ok: false });
      change(state);
      state.version += 1;
      state.turnDeadline = new Date(Date.now() + 15_000).toISOString();
      io.to(matchChannel(table.state.matchId)).emit('game:state', state);
      answer?.({ ok: true });
    };
  // A seed changes the state as in the app (the player shows as seeded), whoever's turn it is.
  socket.on(
    'game:seed',
    relay(() => undefined, true),
  );
  socket.on(
    'game:roll',
    relay((state) => {
      state.dice = 1 + Math.floor(Math.random() * 6);
      state.movable = [0, 1, 2, 3];
      state.lastRoll = { userId, value: state.dice };
      state.rolls += 1;
    }),
  );
  socket.on(
    'game:move',
    relay((state) => {
      state.dice = null;
      state.movable = [];
      table.seat = (table.seat + 1) % 4;
      state.turn = state.players[table.seat]?.userId ?? null;
    }),
  );
});

http.listen(Number(process.env.PORT), '127.0.0.1', () => {
  serveBench((matchId) => io.to(matchChannel(matchId)).emit('matchUpdated', { matchId }));
  process.send?.({ ready: true });
});

/**
 * A client process of the realtime benchmarks: opens the sockets it is given (each its own
 * connection, as each player's browser would), notes when each `matchUpdated`, `chatMessage` and
 * `game:state` arrives, and reports the arrival times to the bench. In the game bench its sockets
 * also play their own turns when asked (`play`). It does nothing else, so that its own event loop
 * adds as little as possible to the latency it measures.
 */
import { randomBytes } from 'node:crypto';
import type { GameAnswer, GameStatePayload } from '@ludo/shared/game/game.contract';
import { io, type Socket } from 'socket.io-client';
import {
  answer,
  type ClientRequest,
  type GameAction,
  type GameReceipts,
  now,
  type Pace,
  type Receipts,
  type SocketSpec,
  usage,
} from './realtime-common';

let sockets: Socket[] = [];
let specs: SocketSpec[] = [];
let receipts: Receipts = { matchUpdated: [], chatMessage: [], misdelivered: 0 };
let gameReceipts: GameReceipts = { states: [], refused: 0, firstRefusal: null };

const reset = () => {
  receipts = {
    matchUpdated: sockets.map(() => []),
    chatMessage: sockets.map(() => []),
    misdelivered: 0,
  };
  gameReceipts = { states: sockets.map(() => []), refused: 0, firstRefusal: null };
};

async function connect(url: string, given: SocketSpec[], concurrency: number) {
  specs = given;
  const started = now();
  let connected = 0;
  let failed = 0;
  let firstError: string | null = null;
  sockets = new Array(specs.length);
  reset();
  let next = 0;
  // A few handshakes at a time per process, as players arrive, rather than all in the same tick.
  const worker = async () => {
    while (next < specs.length) {
      const index = next++;
      const spec = specs[index] as (typeof specs)[number];
      // WebSocket from the start: the browser's client first polls over HTTP and then upgrades,
      // but updates travel over the WebSocket either way, and polling would double the handshakes.
      const socket = io(url, {
        path: '/socket.io',
        transports: ['websocket'],
        auth: spec.auth,
        forceNew: true,
        reconnection: false,
      });
      sockets[index] = socket;
      if (spec.userId) socket.on('game:state', (state: GameStatePayload) => onState(index, state));
      for (const event of ['matchUpdated', 'chatMessage'] as const) {
        socket.on(event, (payload: { matchId?: unknown }) => {
          const at = now();
          if (payload?.matchId !== spec.matchId) receipts.misdelivered++;
          else receipts[event][index]?.push(at);
        });
      }
      await new Promise<void>((resolve) => {
        socket.once('connect', () => {
          connected++;
          resolve();
        });
        socket.once('connect_error', (error) => {
          failed++;
          firstError ??= error.message;
          resolve();
        });
      });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { connected, failed, firstError, seconds: (now() - started) / 1000 };
}

/** The game as each socket last saw it, and whether it has an action waiting or in flight. */
const latest: Array<GameStatePayload | undefined> = [];
const waiting = new Map<number, NodeJS.Timeout>();
const inFlight = new Set<number>();
let playing: { until: number; pace: Pace; actions: GameAction[] } | null = null;

function onState(index: number, state: GameStatePayload) {
  gameReceipts.states[index]?.push(state.version, now());
  const seen = latest[index];
  // socket.io keeps a socket's order, but a state older than the one shown is ignored, as the web app does.
  if (seen && seen.version >= state.version) return;
  latest[index] = state;
  plan(index);
}

/** If it is this socket's player's turn, their next action comes after a human pause. */
function plan(index: number) {
  const state = latest[index];
  if (!playing || now() >= playing.until || waiting.has(index) || inFlight.has(index)) return;
  if (!state || state.finished || state.turn !== specs[index]?.userId) return;
  const { minMs, maxMs } = playing.pace;
  waiting.set(
    index,
    setTimeout(() => act(index), minMs + Math.random() * (maxMs - minMs)),
  );
}

/** Rolls, or moves a token the last state says may move (any of them, as a player might). */
function act(index: number) {
  waiting.delete(index);
  const state = latest[index];
  const socket = sockets[index];
  const run = playing;
  if (!run || !state || !socket || state.turn !== specs[index]?.userId || state.finished) return;
  const kind = state.dice === null ? 'roll' : 'move';
  const token = state.movable[Math.floor(Math.random() * state.movable.length)] ?? 0;
  const payload = kind === 'roll' ? { matchId: state.matchId } : { matchId: state.matchId, token };
  inFlight.add(index);
  const at = now();
  socket.emit(`game:${kind}`, payload, (result: GameAnswer) => {
    inFlight.delete(index);
    if (result?.ok) {
      // The server sends the new state to the match before it answers, on this same connection.
      run.actions.push({ socket: index, kind, at, version: latest[index]?.version ?? -1 });
    } else {
      gameReceipts.refused++;
      gameReceipts.firstRefusal ??= result?.message ?? 'refused';
    }
    plan(index);
  });
}

/** Every game socket sends its player's seed for the dice once, as the web app does on opening the game. */
async function seed(concurrency: number) {
  let refused = 0;
  let firstRefusal: string | null = null;
  let next = 0;
  const worker = async () => {
    while (next < sockets.length) {
      const index = next++;
      const spec = specs[index];
      const socket = sockets[index];
      if (!spec?.userId || !socket) continue;
      const result = await new Promise<GameAnswer>((resolve) =>
        socket.emit('game:seed', { matchId: spec.matchId, seed: randomBytes(16).toString('hex') }, resolve),
      );
      if (!result?.ok) {
        refused++;
        firstRefusal ??= result?.message ?? 'refused';
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { refused, firstRefusal };
}

/** Plays for `seconds`, then lets the actions in flight finish, and gives the accepted ones. */
async function play(seconds: number, pace: Pace) {
  const run = { until: now() + seconds * 1000, pace, actions: [] as GameAction[] };
  playing = run;
  latest.length = sockets.length;
  for (let index = 0; index < sockets.length; index++) plan(index);
  // The bursts: at each tick shared by the client processes, a share of the players waiting to act
  // act at once, as when many tables' dice land together.
  const burst = () => {
    for (const [index, timer] of waiting) {
      if (Math.random() >= pace.burstShare) continue;
      clearTimeout(timer);
      act(index);
    }
  };
  const ticks: NodeJS.Timeout[] = [];
  const firstTick = pace.epoch + Math.ceil((now() - pace.epoch) / pace.burstEveryMs) * pace.burstEveryMs;
  for (let tick = firstTick; tick < run.until; tick += pace.burstEveryMs) ticks.push(setTimeout(burst, tick - now()));
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, run.until - now())));
  for (const timer of ticks) clearTimeout(timer);
  for (const timer of waiting.values()) clearTimeout(timer);
  waiting.clear();
  const deadline = now() + 10_000;
  while (inFlight.size > 0 && now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  playing = null;
  return { actions: run.actions };
}

answer<ClientRequest>((request) => {
  switch (request.type) {
    case 'connect':
      return connect(request.url, request.sockets, request.concurrency);
    case 'reset':
      reset();
      return {};
    case 'report':
      return receipts;
    case 'usage':
      return usage();
    case 'seed':
      return seed(request.concurrency);
    case 'play':
      return play(request.seconds, request.pace);
    case 'gameReport':
      return gameReceipts;
  }
});
process.on('disconnect', () => {
  for (const socket of sockets) socket?.disconnect();
  process.exit(0);
});
process.send?.({ ready: true });

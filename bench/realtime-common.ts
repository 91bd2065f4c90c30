/**
 * What the realtime benchmarks' processes share (realtime-bench.ts, game-bench.ts): the clock, the
 * pacing of updates, and the request/answer messages over the IPC channel between the bench and
 * its children.
 */
import type { ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';

/**
 * Milliseconds on CLOCK_MONOTONIC (libuv's hrtime), which is the machine's, not the process's: a
 * time taken in one process can be subtracted from one taken in another on the same machine.
 */
export const now = () => Number(process.hrtime.bigint()) / 1e6;

/** Calls send(i) for i = 0 … rate·seconds − 1, each at its due time (start + i/rate), in order. */
export function paced(rate: number, seconds: number, send: (i: number) => void): Promise<void> {
  const total = Math.round(rate * seconds);
  const start = now();
  let sent = 0;
  return new Promise((resolve) => {
    const step = () => {
      const due = Math.min(total, Math.floor(((now() - start) * rate) / 1000) + 1);
      while (sent < due) send(sent++);
      if (sent >= total) resolve();
      else setTimeout(step, Math.max(0, start + (sent * 1000) / rate - now()));
    };
    step();
  });
}

/** One update emitted by a server process: which match, and when (on `now`). */
export interface Sent {
  match: number;
  at: number;
}

export interface Usage {
  /** CPU time used so far, user + system, in ms. */
  cpuMs: number;
  /** Event loop utilisation so far, to diff with performance.eventLoopUtilization(). */
  elu: ReturnType<typeof performance.eventLoopUtilization>;
}

export const usage = (): Usage => {
  const cpu = process.cpuUsage();
  return { cpuMs: (cpu.user + cpu.system) / 1000, elu: performance.eventLoopUtilization() };
};

/** Messages to a server process (the app or the bare baseline) and their answers. */
export type ServerRequest =
  | { type: 'memory' }
  | { type: 'usage' }
  | { type: 'emit'; rate: number; seconds: number; matchIds: string[]; first: number };
export interface ServerAnswers {
  memory: NodeJS.MemoryUsage;
  usage: Usage;
  emit: { sends: Sent[] };
}

/** Messages to a client process and their answers. */
export interface SocketSpec {
  auth: Record<string, string | number>;
  matchId: string;
  /** A player of the match's game (the game bench): the socket plays its turns when asked. */
  userId?: string;
}

/** How the players of the game bench act: at human pace, with bursts. */
export interface Pace {
  /** Each action comes this long after the player could act: uniform between the two, in ms. */
  minMs: number;
  maxMs: number;
  /** Every `burstEveryMs` after `epoch` (on `now`), this share of the waiting actions go at once. */
  burstEveryMs: number;
  burstShare: number;
  epoch: number;
}

/** One `game:roll` or `game:move` a client emitted and the server accepted. */
export interface GameAction {
  /** The acting socket, in its process's order. */
  socket: number;
  kind: 'roll' | 'move';
  /** When it was emitted (on `now`). */
  at: number;
  /** The version of the `game:state` it resulted in (the last one its socket had when answered). */
  version: number;
}

export interface GameReceipts {
  /** Per socket of this process, in its order: pairs of a `game:state`'s version and its arrival. */
  states: number[][];
  /** Answers other than ok (a state that changed under the player, a throttle): the first. */
  refused: number;
  firstRefusal: string | null;
}

export type ClientRequest =
  | { type: 'connect'; url: string; sockets: SocketSpec[]; concurrency: number }
  | { type: 'reset' }
  | { type: 'report' }
  | { type: 'usage' }
  | { type: 'seed'; concurrency: number }
  | { type: 'play'; seconds: number; pace: Pace }
  | { type: 'gameReport' };
export interface Receipts {
  /** Per socket of this process, in its order: arrival times (on `now`) of each event. */
  matchUpdated: number[][];
  chatMessage: number[][];
  /** Events that carried another match's id than the socket's own. */
  misdelivered: number;
}
export interface ClientAnswers {
  connect: { connected: number; failed: number; firstError: string | null; seconds: number };
  reset: Record<string, never>;
  report: Receipts;
  usage: Usage;
  seed: { refused: number; firstRefusal: string | null };
  play: { actions: GameAction[] };
  gameReport: GameReceipts;
}

let nextId = 0;

/** Sends a request to a child and waits for the answer carrying the same id. */
export function ask<A>(child: ChildProcess, request: { type: string } & Record<string, unknown>): Promise<A> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const onMessage = (message: { id?: number; answer?: A }) => {
      if (message?.id !== id) return;
      cleanup();
      resolve(message.answer as A);
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`child process ${child.pid} exited (${code}) before answering ${request.type}`));
    };
    const cleanup = () => {
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
    child.send({ ...request, id });
  });
}

/** In a child: answers each request from the parent with what handle returns. */
export function answer<R extends { type: string }>(handle: (request: R) => unknown | Promise<unknown>): void {
  process.on('message', (message: R & { id: number }) => {
    Promise.resolve(handle(message)).then(
      (result) => process.send?.({ id: message.id, answer: result }),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}

/**
 * The server side of the protocol, for the app and the baseline alike: memory after a forced
 * collection (the process runs with --expose-gc), CPU use, and emitting `matchUpdated` to chosen
 * matches at a steady rate through the given function, with the time of each emit.
 */
export function serveBench(emit: (matchId: string) => void): void {
  answer<ServerRequest>((request) => {
    switch (request.type) {
      case 'memory': {
        for (let i = 0; i < 3; i++) globalThis.gc?.();
        return process.memoryUsage();
      }
      case 'usage':
        return usage();
      case 'emit': {
        const sends: Sent[] = [];
        const { matchIds } = request;
        return paced(request.rate, request.seconds, (i) => {
          const match = (request.first + i) % matchIds.length;
          sends.push({ match, at: now() });
          emit(matchIds[match] as string);
        }).then(() => ({ sends }));
      }
    }
  });
}

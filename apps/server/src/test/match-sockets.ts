import type { AddressInfo } from 'node:net';
import type { ClientToServerEvents, ServerToClientEvents } from '@ludo/shared/events';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { expect } from 'vitest';
import { addressSequence } from './addresses';
import { bearer, creditPlayer, quickPlayer } from './users';

/**
 * Player sockets for realtime tests: each records every event it hears from the moment it
 * connects, so a test can wait for an event that may arrive before or after the HTTP answer
 * of the change that raised it, and can later check what a socket never heard.
 */

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type EventName = keyof ServerToClientEvents;

export interface Heard {
  event: EventName;
  payload: Record<string, unknown> | undefined;
}

/** Starts the app on a free local port; returns its base address. */
export async function listenLocally(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

type Player = { accessToken: string; userId: string };

/**
 * The HTTP side of a realtime test: funded players, and POSTs expected to succeed, each sent from
 * its own address under `addresses` (room creation and results are limited per address). The app
 * is asked for at each call, since test files build it in beforeAll.
 */
export function matchRequests(
  app: () => FastifyInstance,
  { addresses, depositPaise }: { addresses: string; depositPaise: number },
) {
  const nextAddress = addressSequence(addresses);

  async function post(who: Player, url: string, payload?: Record<string, unknown>) {
    const response = await app().inject({
      method: 'POST',
      url,
      headers: bearer(who),
      ...(payload ? { payload } : {}),
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json() as Record<string, unknown>;
  }

  /** A new player with `depositPaise` to stake. */
  async function player() {
    const created = await quickPlayer(app());
    await creditPlayer(app().db, created.userId, { depositPaise });
    return created;
  }

  return { nextAddress, post, player };
}

export class PlayerSocket {
  readonly heard: Heard[] = [];
  private readonly waiters = new Set<() => void>();

  constructor(readonly socket: ClientSocket) {
    socket.onAny((event: EventName, payload?: Record<string, unknown>) => {
      this.heard.push({ event, payload });
      for (const wake of [...this.waiters]) wake();
    });
  }

  /**
   * The first event of that name (heard already or still to come) whose payload passes `match`;
   * fails after `timeoutMs`.
   */
  waitFor(
    event: EventName,
    match: (payload: Record<string, unknown> | undefined) => boolean = () => true,
    timeoutMs = 3000,
  ): Promise<Record<string, unknown> | undefined> {
    const find = () => this.heard.find((entry) => entry.event === event && match(entry.payload));
    const found = find();
    if (found) return Promise.resolve(found.payload);
    return new Promise((resolve, reject) => {
      const wake = () => {
        const entry = find();
        if (!entry) return;
        cleanup();
        resolve(entry.payload);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no ${event} within ${timeoutMs} ms; heard ${JSON.stringify(this.heard)}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        this.waiters.delete(wake);
      };
      this.waiters.add(wake);
    });
  }

  /** The match event of that name for that match (payload.matchId). */
  waitForMatch(event: EventName, matchId: string, timeoutMs?: number) {
    return this.waitFor(event, (payload) => payload?.matchId === matchId, timeoutMs);
  }

  /** Every event heard that names the match. */
  heardAbout(matchId: string): Heard[] {
    return this.heard.filter((entry) => entry.payload?.matchId === matchId);
  }

  /** How many times an event was heard so far. */
  count(event: EventName): number {
    return this.heard.filter((entry) => entry.event === event).length;
  }

  /** The client's `joinRoom` with the server's answer. */
  joinRoom(roomIdOrMatchId: string): Promise<{ ok: boolean }> {
    return this.socket.timeout(3000).emitWithAck('joinRoom', roomIdOrMatchId);
  }
}

/** Opens and tracks sockets against one server; `closeAll` in afterAll. */
export class SocketClients {
  private readonly open: ClientSocket[] = [];

  constructor(private readonly url: string) {}

  private socket(token: string | undefined): ClientSocket {
    const socket: ClientSocket = io(this.url, {
      auth: token === undefined ? {} : { token },
      reconnection: false,
      transports: ['websocket'],
      forceNew: true,
    });
    this.open.push(socket);
    return socket;
  }

  /** A connected socket of the player whose access token this is. */
  connect(token: string): Promise<PlayerSocket> {
    const socket = this.socket(token);
    // Listening starts before the handshake ends: nothing sent right after it is missed.
    const player = new PlayerSocket(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(player));
      socket.once('connect_error', (error) => reject(error));
    });
  }

  /** Resolves with the server's refusal message; fails if the socket connects. */
  refused(token: string | undefined): Promise<string> {
    const socket = this.socket(token);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => reject(new Error('the socket connected')));
      socket.once('connect_error', (error) => resolve(error.message));
    });
  }

  closeAll(): void {
    for (const socket of this.open) socket.disconnect();
    this.open.length = 0;
  }
}

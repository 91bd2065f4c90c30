import type { AddressInfo } from 'node:net';
import type { ClientToServerEvents, ServerToClientEvents } from '@ludo/shared/events';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../modules/auth/sessions';
import { AccessTokens } from '../modules/auth/tokens';
import { createTestApp, REAL_MONEY, type TestApp } from '../test/harness';
import { bearer, quickPlayer } from '../test/users';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let t: TestApp;
let url: string;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  t = await createTestApp(REAL_MONEY);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

function connect(token: string | undefined): ClientSocket {
  const socket: ClientSocket = io(url, {
    auth: token ? { token } : {},
    reconnection: false,
    transports: ['websocket'],
  });
  sockets.push(socket);
  return socket;
}

const connected = (socket: ClientSocket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });

const refused = (socket: ClientSocket) =>
  new Promise<string>((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected without a valid token')));
    socket.once('connect_error', (error) => resolve(error.message));
  });

async function deposit(player: Awaited<ReturnType<typeof quickPlayer>>, amount: number) {
  const order = await t.app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: bearer(player),
    payload: { amount, currency: 'INR', method: 'upi' },
  });
  const { order: o, transactionId } = order.json() as { order: { id: string }; transactionId: string };
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/payment/sandbox/pay',
    headers: bearer(player),
    payload: { orderId: o.id, method: 'upi' },
  });
  const verify = await t.app.inject({
    method: 'POST',
    url: '/api/payment/verify',
    headers: bearer(player),
    payload: { ...(paid.json() as object), transactionId },
  });
  expect(verify.statusCode).toBe(200);
}

describe('realtime', () => {
  it('refuses a socket without a token, or with a forged one', async () => {
    expect(await refused(connect(undefined))).toBe('unauthorized');
    expect(await refused(connect('not-a-token'))).toBe('unauthorized');
  });

  it('refuses a socket whose session has ended', async () => {
    const player = await quickPlayer(t.app);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(player) });
    expect(await refused(connect(player.accessToken))).toBe('unauthorized');
  });

  it('tells every device of a player, and only that player, when money reaches their wallet', async () => {
    const player = await quickPlayer(t.app);
    const other = await quickPlayer(t.app);
    const phone = connect(player.accessToken);
    const laptop = connect(player.accessToken);
    const stranger = connect(other.accessToken);
    await Promise.all([connected(phone), connected(laptop), connected(stranger)]);

    let strangerHeard = 0;
    stranger.on('balanceChanged', () => {
      strangerHeard += 1;
    });
    const heard = Promise.all([
      new Promise<void>((resolve) => phone.once('balanceChanged', () => resolve())),
      new Promise<void>((resolve) => laptop.once('balanceChanged', () => resolve())),
    ]);
    await deposit(player, 250);
    await heard;
    expect(strangerHeard).toBe(0);
  });

  it('lets the server shut down while players are still connected', async () => {
    const other = await createTestApp(REAL_MONEY);
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const player = await quickPlayer(other.app);
    const socket: ClientSocket = io(`http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`, {
      auth: { token: player.accessToken },
      reconnection: false,
      transports: ['websocket'],
    });
    sockets.push(socket);
    await connected(socket);
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('closes a player’s socket when that session is logged out, and keeps their other devices', async () => {
    const player = await quickPlayer(t.app);
    // The same player on a second device: another session of theirs.
    const { sessionId } = await createSession(t.app.db, {
      userId: player.userId,
      userAgent: 'second device',
      ipAddress: '127.0.0.1',
      ttlDays: 1,
    });
    const tokens = new AccessTokens(t.config.jwtSecret, t.config.accessTokenTtlSeconds);
    const otherDevice = { accessToken: await tokens.sign({ userId: player.userId, sid: sessionId, role: 'player' }) };
    const leaving = connect(player.accessToken);
    const staying = connect(otherDevice.accessToken);
    await Promise.all([connected(leaving), connected(staying)]);

    const closed = new Promise<void>((resolve) => leaving.once('disconnect', () => resolve()));
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(player) });
    await closed;
    expect(staying.connected).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, REAL_MONEY, type TestApp } from '../../test/harness';
import { nextRoomCode } from '../../test/matches';
import { bearer, login, quickPlayer, register } from '../../test/users';

/**
 * Players on Indian mobile networks share one public address by the thousand (carrier-grade
 * NAT). Here every request comes from the same address, with the production limits (only
 * registration and refresh, which are not under test here, are raised by the harness).
 */
const SHARED = '100.64.7.9';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...REAL_MONEY, RATE_LIMIT_ACCOUNT_MULTIPLIER: '1' });
});
afterAll(() => t.close());

type Player = { accessToken: string; userId: string };

const post = (player: Player, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(player), payload, remoteAddress: SHARED });

/** Adds ₹100 through the sandbox checkout: the order, the sheet's Pay button, the verification. */
async function addMoney(player: Player): Promise<number[]> {
  const order = await post(player, '/api/payment', { amount: 100, currency: 'INR', method: 'upi' });
  if (order.statusCode !== 200) return [order.statusCode];
  const { order: created, transactionId } = order.json() as { order: { id: string }; transactionId: string };
  const paid = await post(player, '/api/payment/sandbox/pay', { orderId: created.id, method: 'upi' });
  if (paid.statusCode !== 200) return [order.statusCode, paid.statusCode];
  const verified = await post(player, '/api/payment/verify', { ...(paid.json() as object), transactionId });
  return [order.statusCode, paid.statusCode, verified.statusCode];
}

const openRoom = (player: Player) =>
  post(player, '/api/rooms', { roomId: nextRoomCode(), stake: 50, durationMinutes: 10 });

describe('many players behind one address', () => {
  it('lets 24 players log in at once, add ₹100 and open a room: nothing refused', async () => {
    const accounts = [];
    for (let i = 0; i < 24; i++) accounts.push((await register(t.app)).body);

    const players = await Promise.all(
      accounts.map((account) => login(t.app, account.email, account.password, { remoteAddress: SHARED })),
    );
    const deposits = await Promise.all(players.map(addMoney));
    expect(deposits.flat().filter((status) => status !== 200)).toEqual([]);
    const rooms = await Promise.all(players.map(openRoom));
    expect(rooms.map((room) => room.statusCode).filter((status) => status !== 201)).toEqual([]);
  });

  it('refuses one account that goes over a limit with 429, while its neighbour is still served', async () => {
    const busy = await quickPlayer(t.app);
    const neighbour = await quickPlayer(t.app);
    const order = (player: Player) => post(player, '/api/payment', { amount: 100, currency: 'INR', method: 'upi' });

    // POST /api/payment allows 20 orders a minute per account.
    for (let i = 0; i < 20; i++) expect((await order(busy)).statusCode).toBe(200);
    const refused = await order(busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many requests\. Please try again in/),
    });

    expect((await order(neighbour)).statusCode).toBe(200);
  });

  it('answers a limited route without a valid token with 401, not with a count', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment',
      payload: { amount: 100, currency: 'INR', method: 'upi' },
      remoteAddress: SHARED,
    });
    expect(res.statusCode).toBe(401);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletTransactions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, quickPlayer } from '../../test/users';

/** GET /api/transactions: the player's own history, as the product's client reads it. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Player = Awaited<ReturnType<typeof quickPlayer>>;
const history = (player: Player, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/transactions${query}`, headers: bearer(player) });

/** History rows written directly, `minutesAgo` apart, so their order is known. */
async function addRows(
  player: Player,
  rows: Array<Partial<typeof walletTransactions.$inferInsert> & { minutesAgo: number }>,
) {
  return t.database.db
    .insert(walletTransactions)
    .values(
      rows.map(({ minutesAgo, ...row }) => ({
        userId: player.userId,
        type: 'add_money' as const,
        amountPaise: 10_000,
        status: 'paid' as const,
        ...row,
        createdAt: sql`now() - make_interval(mins => ${minutesAgo})`,
      })),
    )
    .returning();
}

describe('GET /api/transactions', () => {
  it('asks for a login: 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/transactions' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('lists only the caller’s transactions, newest first, with exactly the product’s fields', async () => {
    const me = await quickPlayer(t.app);
    const someoneElse = await quickPlayer(t.app);
    const [deposit, fee, winning, withdrawal] = await addRows(me, [
      {
        minutesAgo: 40,
        type: 'add_money',
        amountPaise: 50_050,
        method: 'UPI',
        reference: 'pay_AbCdEfGh123456',
        providerOrderId: 'order_AbCdEfGh123456',
        providerPaymentId: 'pay_AbCdEfGh123456',
      },
      { minutesAgo: 30, type: 'entry_fee', amountPaise: 5_000, details: 'Match entry' },
      { minutesAgo: 20, type: 'winning', amountPaise: 10_000 },
      { minutesAgo: 10, type: 'withdraw', amountPaise: 25_000, status: 'pending', method: 'Bank transfer' },
    ]);
    await addRows(someoneElse, [{ minutesAgo: 5 }, { minutesAgo: 50 }]);

    const response = await history(me);
    expect(response.statusCode).toBe(200);
    const rows = response.json() as Array<Record<string, unknown>>;
    expect(rows.map((row) => row._id)).toEqual([withdrawal?.id, winning?.id, fee?.id, deposit?.id]);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual([
        '_id',
        'amount',
        'createdAt',
        'details',
        'method',
        'reference',
        'status',
        'type',
      ]);
    }
    expect(rows[3]).toEqual({
      _id: deposit?.id,
      createdAt: deposit?.createdAt.toISOString(),
      type: 'add_money',
      amount: 500.5,
      status: 'paid',
      method: 'UPI',
      reference: 'pay_AbCdEfGh123456',
      details: null,
    });
    expect(rows[0]).toMatchObject({ type: 'withdraw', status: 'pending', amount: 250, method: 'Bank transfer' });
    expect(rows[2]).toMatchObject({ type: 'entry_fee', amount: 50, details: 'Match entry' });
  });

  it('answers an empty list to a player with no transactions', async () => {
    const response = await history(await quickPlayer(t.app));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('returns the newest rows up to the limit asked for, and refuses a limit out of range', async () => {
    const me = await quickPlayer(t.app);
    const rows = await addRows(me, [{ minutesAgo: 3 }, { minutesAgo: 2 }, { minutesAgo: 1 }]);
    const limited = await history(me, '?limit=2');
    expect(limited.statusCode).toBe(200);
    expect((limited.json() as Array<{ _id: string }>).map((row) => row._id)).toEqual([rows[2]?.id, rows[1]?.id]);

    for (const limit of ['0', '501', 'many']) {
      expect((await history(me, `?limit=${limit}`)).statusCode).toBe(400);
    }
  });
});

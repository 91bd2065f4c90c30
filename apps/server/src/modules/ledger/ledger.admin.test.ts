import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, login, quickPlayer } from '../../test/users';
import { createAdminAccount } from '../users/admin-accounts';
import { platformAccount, transfer, userAccounts } from './ledger.service';

let t: TestApp;
let admin: Awaited<ReturnType<typeof login>>;
let player: Awaited<ReturnType<typeof quickPlayer>>;

beforeAll(async () => {
  t = await createTestApp();
  await createAdminAccount(
    t.database.db,
    { email: 'books@example.in', password: 'ledger-Keeper-55', fullName: 'Book Keeper' },
    'test',
  );
  admin = await login(t.app, 'books@example.in', 'ledger-Keeper-55');
  player = await quickPlayer(t.app);
  // ₹750 reaches the player's deposit account from the gateway, as a verified deposit does.
  await t.database.db.transaction(async (tx) => {
    const accounts = await userAccounts(tx, player.userId);
    await transfer(tx, {
      fromAccountId: await platformAccount(tx, 'gateway'),
      toAccountId: accounts.deposit,
      amountPaise: 75_000,
      reason: 'deposit',
      refType: 'wallet_transaction',
      refId: 'wt-1',
      idempotencyKey: 'deposit:pay_test',
    });
  });
});
afterAll(() => t.close());

const get = (url: string, session: { accessToken: string } | null = admin) =>
  t.app.inject({ method: 'GET', url, headers: session ? bearer(session) : {} });

describe('the admin view of the ledger', () => {
  it('shows the platform accounts, the gateway owing what came in', async () => {
    const res = await get('/api/admin/ledger/accounts');
    expect(res.statusCode).toBe(200);
    expect(res.json().accounts).toEqual([expect.objectContaining({ kind: 'gateway', balance: -750, userId: null })]);
  });

  it('shows a player’s accounts with their name, and each entry with its transfer and the other side', async () => {
    const accounts = (await get(`/api/admin/ledger/accounts?userId=${player.userId}`)).json().accounts;
    expect(accounts).toEqual([
      expect.objectContaining({ kind: 'deposit', balance: 750, userId: player.userId, userName: expect.any(String) }),
      expect.objectContaining({ kind: 'winnings', balance: 0 }),
    ]);
    const deposit = accounts[0];
    const res = await get(`/api/admin/ledger/accounts/${deposit.id}/entries`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      account: { id: deposit.id, kind: 'deposit' },
      total: 1,
      entries: [
        {
          amount: 750,
          balanceBefore: 0,
          balanceAfter: 750,
          reason: 'deposit',
          refType: 'wallet_transaction',
          refId: 'wt-1',
          counterpartyKind: 'gateway',
        },
      ],
    });
  });

  it('is for administrators only, and answers unknown or malformed accounts clearly', async () => {
    expect((await get('/api/admin/ledger/accounts', null)).statusCode).toBe(401);
    expect((await get('/api/admin/ledger/accounts', player)).statusCode).toBe(403);
    expect((await get(`/api/admin/ledger/accounts?userId=${player.userId}`, player)).statusCode).toBe(403);
    expect((await get('/api/admin/ledger/accounts/999999/entries')).statusCode).toBe(404);
    expect((await get('/api/admin/ledger/accounts/abc/entries')).statusCode).toBe(400);
    expect((await get('/api/admin/ledger/accounts?userId=not-a-uuid')).statusCode).toBe(400);
  });
});

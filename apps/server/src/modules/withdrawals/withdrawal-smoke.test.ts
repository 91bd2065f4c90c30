import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, eventually } from '../../test/harness';
import { bearer, login, quickPlayer } from '../../test/users';
import { checkLedger } from '../ledger/ledger.check';
import { platformAccount, transfer, userAccounts, userBalance } from '../ledger/ledger.service';
import { createAdminAccount } from '../users/admin-accounts';

it('withdraws winnings: request, admin approves, sandbox payout processes', async () => {
  const t = await createTestApp({ SANDBOX_PAYOUT_DELAY_MS: '0' });
  const player = await quickPlayer(t.app);
  await t.database.db.update(users).set({ kycStatus: 'verified' }).where(eq(users.id, player.userId));
  await t.database.db.transaction(async (tx) => {
    const accounts = await userAccounts(tx, player.userId);
    await transfer(tx, {
      fromAccountId: await platformAccount(tx, 'revenue'),
      toAccountId: accounts.winnings,
      amountPaise: 50_000,
      reason: 'prize',
      refType: 'test',
      refId: 'x',
      idempotencyKey: 'seed',
    });
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/withdrawals',
    headers: bearer(player),
    payload: { amount: 300, destination: { type: 'upi', upiId: 'asha@okbank' } },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().withdrawal.id;
  expect((await userBalance(t.database.db, player.userId)).winningsPaise).toBe(20_000);
  await createAdminAccount(t.database.db, { email: 'a@x.in', password: 'admin-Pass-77', fullName: 'Admin' }, 'test');
  const admin = await login(t.app, 'a@x.in', 'admin-Pass-77');
  const queue = await t.app.inject({ method: 'GET', url: '/api/admin/withdrawals', headers: bearer(admin) });
  expect(queue.json().withdrawals).toHaveLength(1);
  const approved = await t.app.inject({
    method: 'POST',
    url: `/api/admin/withdrawals/${id}/approve`,
    headers: bearer(admin),
  });
  expect(approved.statusCode, approved.body).toBe(200);
  await eventually(
    async () =>
      (await t.app.inject({ method: 'GET', url: '/api/transactions', headers: bearer(player) })).json()[0].status ===
      'paid',
  );
  expect(await checkLedger(t.database.db)).toEqual([]);
  await t.close();
});

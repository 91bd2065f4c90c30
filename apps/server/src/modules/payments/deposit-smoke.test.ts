import { expect, it } from 'vitest';
import { createTestApp } from '../../test/harness';
import { bearer, registerAndLogin } from '../../test/users';
import { checkLedger } from '../ledger/ledger.check';

it('adds money through the sandbox checkout', async () => {
  const t = await createTestApp();
  const s = await registerAndLogin(t.app);
  const order = await t.app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: bearer(s),
    payload: { amount: 500, currency: 'INR', method: 'upi' },
  });
  expect(order.statusCode, order.body).toBe(200);
  const { order: o, transactionId } = order.json();
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/payment/sandbox/pay',
    headers: bearer(s),
    payload: { orderId: o.id, method: 'upi' },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const verify = await t.app.inject({
    method: 'POST',
    url: '/api/payment/verify',
    headers: bearer(s),
    payload: { ...(paid.json() as object), transactionId },
  });
  expect(verify.statusCode, verify.body).toBe(200);
  expect(verify.json()).toMatchObject({ balance: 500 });
  const profile = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(s) });
  expect(profile.json()).toMatchObject({ balance: 500, balanceBreakdown: { deposit: 500, winnings: 0 } });
  const txs = await t.app.inject({ method: 'GET', url: '/api/transactions', headers: bearer(s) });
  expect(txs.json()).toEqual([
    expect.objectContaining({ type: 'add_money', status: 'paid', amount: 500, method: 'UPI' }),
  ]);
  expect(await checkLedger(t.database.db)).toEqual([]);
  await t.close();
});

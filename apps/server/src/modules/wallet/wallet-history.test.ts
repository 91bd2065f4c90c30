import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletTransactions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { usersOfTable, writersOf } from '../../test/table-writers';
import { quickPlayer } from '../../test/users';
import { recordHistory, updateHistory } from './wallet-history';

/** The wallet owns its history: one writer, which every module that moves a player's money calls. */

describe('wallet history', () => {
  it('is written by wallet-history.ts alone', () => {
    expect(writersOf('walletTransactions', 'wallet_transactions')).toEqual([
      join('modules', 'wallet', 'wallet-history.ts'),
    ]);
  });

  it('is read through the wallet module alone: payments and support ask it for their rows', () => {
    expect(usersOfTable('walletTransactions', 'wallet_transactions').sort()).toEqual(
      [
        join('modules', 'wallet', 'wallet-history.ts'),
        join('modules', 'wallet', 'wallet.service.ts'),
        // The books' audit, which reconciles every paid deposit with its transfer; it reads only.
        join('modules', 'ledger', 'ledger.check.ts'),
      ].sort(),
    );
  });

  describe('on a database', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('changes a row only while its status allows, and says whether it did', async () => {
      const { userId } = await quickPlayer(t.app);
      const db = t.database.db;
      const row = await recordHistory(db, { userId, type: 'add_money', amountPaise: 50_000, status: 'created' });
      expect(row).toMatchObject({ userId, type: 'add_money', amountPaise: 50_000, status: 'created' });

      const paid = await updateHistory(db, row.id, { status: 'paid', reference: 'pay_1' }, ['created', 'pending']);
      expect(paid).toMatchObject({ id: row.id, status: 'paid', reference: 'pay_1' });
      expect(paid?.updatedAt.getTime()).toBeGreaterThanOrEqual(row.updatedAt.getTime());

      // A late failure does not undo the payment.
      expect(await updateHistory(db, row.id, { status: 'failed' }, ['created', 'pending'])).toBeUndefined();
      // Without a condition the change applies, to that row only.
      const other = await recordHistory(db, { userId, type: 'withdraw', amountPaise: 10_000, status: 'pending' });
      expect(await updateHistory(db, other.id, { details: 'To UPI a@b' })).toMatchObject({ details: 'To UPI a@b' });
      const [first] = await db.select().from(walletTransactions).where(eq(walletTransactions.id, row.id));
      expect(first).toMatchObject({ status: 'paid', reference: 'pay_1', details: null });
    });
  });
});

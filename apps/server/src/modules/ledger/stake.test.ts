import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { quickPlayer } from '../../test/users';
import { checkLedger } from './ledger.check';
import { InsufficientFundsError } from './ledger.errors';
import {
  heldAccount,
  heldStakesAt,
  holdStake,
  platformAccount,
  releaseStake,
  transfer,
  userAccounts,
  userBalance,
} from './ledger.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A player with the given added money and winnings (paise). */
async function playerWith(depositPaise: number, winningsPaise: number) {
  const player = await quickPlayer(t.app);
  await t.database.db.transaction(async (tx) => {
    const accounts = await userAccounts(tx, player.userId);
    const fund = async (to: number, amountPaise: number, source: 'gateway' | 'revenue') => {
      if (amountPaise === 0) return;
      await transfer(tx, {
        fromAccountId: await platformAccount(tx, source),
        toAccountId: to,
        amountPaise,
        reason: 'test',
        refType: 'test',
        refId: player.userId,
        idempotencyKey: `fund:${to}`,
      });
    };
    await fund(accounts.deposit, depositPaise, 'gateway');
    await fund(accounts.winnings, winningsPaise, 'revenue');
  });
  return player;
}

const newEscrow = () => t.database.db.transaction((tx) => heldAccount(tx, 'escrow', randomUUID()));

describe('holding a stake', () => {
  it('takes added money first, then winnings, and a retry moves nothing more', async () => {
    const player = await playerWith(3_000, 10_000);
    const escrow = await newEscrow();
    const stake = {
      userId: player.userId,
      escrowAccountId: escrow,
      amountPaise: 5_000,
      refType: 'match',
      refId: 'm1',
      idempotencyKey: 'stake:m1',
    };
    const split = await t.database.db.transaction((tx) => holdStake(tx, stake));
    expect(split).toEqual({ fromDepositPaise: 3_000, fromWinningsPaise: 2_000 });
    expect(await t.database.db.transaction((tx) => holdStake(tx, stake))).toEqual(split);
    expect(await userBalance(t.database.db, player.userId)).toEqual({ depositPaise: 0, winningsPaise: 8_000 });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('refuses a stake larger than both balances together, moving nothing', async () => {
    const player = await playerWith(1_000, 1_000);
    const escrow = await newEscrow();
    await expect(
      t.database.db.transaction((tx) =>
        holdStake(tx, {
          userId: player.userId,
          escrowAccountId: escrow,
          amountPaise: 2_001,
          refType: 'match',
          refId: 'm2',
          idempotencyKey: 'stake:m2',
        }),
      ),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await userBalance(t.database.db, player.userId)).toEqual({ depositPaise: 1_000, winningsPaise: 1_000 });
  });

  it('never overdraws one wallet when many stakes are held at once', async () => {
    // ₹300 added and ₹200 won: room for exactly ten stakes of ₹50.
    const player = await playerWith(30_000, 20_000);
    const escrows = await Promise.all(Array.from({ length: 20 }, () => newEscrow()));
    const results = await Promise.allSettled(
      escrows.map((escrow, i) =>
        t.database.db.transaction((tx) =>
          holdStake(tx, {
            userId: player.userId,
            escrowAccountId: escrow,
            amountPaise: 5_000,
            refType: 'match',
            refId: `c${i}`,
            idempotencyKey: `stake:c${i}`,
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(InsufficientFundsError);
    expect(await userBalance(t.database.db, player.userId)).toEqual({ depositPaise: 0, winningsPaise: 0 });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe('stakes held at a moment', () => {
  /** The moment now, a few milliseconds clear of the transactions before and after it. */
  const aMoment = async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    const at = new Date();
    await new Promise((resolve) => setTimeout(resolve, 5));
    return at;
  };
  const held = async (player: { userId: string }, at: Date) =>
    heldStakesAt(t.database.db, await t.database.db.transaction((tx) => userAccounts(tx, player.userId)), at);

  it('counts a stake from its hold until it is returned or its game decided', async () => {
    const [asha, ravi] = [await playerWith(10_000, 0), await playerWith(0, 10_000)];
    const escrow = await newEscrow();
    const stakeOf = (player: { userId: string }) => ({
      userId: player.userId,
      escrowAccountId: escrow,
      amountPaise: 5_000,
      refType: 'match',
      refId: `held-${escrow}`,
      idempotencyKey: `stake:${escrow}:${player.userId}`,
    });
    const beforeHolds = await aMoment();
    await t.database.db.transaction(async (tx) => {
      await holdStake(tx, stakeOf(asha));
      await holdStake(tx, stakeOf(ravi));
    });
    const whileBothHeld = await aMoment();
    await t.database.db.transaction((tx) =>
      releaseStake(tx, { ...stakeOf(asha), reason: 'refund', idempotencyKey: stakeOf(asha).idempotencyKey }),
    );
    const afterRefund = await aMoment();
    // Ravi's game decided: the escrow pays out and is empty.
    await t.database.db.transaction(async (tx) =>
      transfer(tx, {
        fromAccountId: escrow,
        toAccountId: await platformAccount(tx, 'revenue'),
        amountPaise: 5_000,
        reason: 'test',
        refType: 'test',
        refId: ravi.userId,
        idempotencyKey: `decided:${escrow}`,
      }),
    );
    const afterDecision = await aMoment();

    expect(await held(asha, beforeHolds)).toBe(0);
    expect([await held(asha, whileBothHeld), await held(ravi, whileBothHeld)]).toEqual([5_000, 5_000]);
    expect([await held(asha, afterRefund), await held(ravi, afterRefund)]).toEqual([0, 5_000]);
    expect([await held(asha, afterDecision), await held(ravi, afterDecision)]).toEqual([0, 0]);
  });
});

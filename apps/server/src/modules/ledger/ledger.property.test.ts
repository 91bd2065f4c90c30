import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Transaction } from '../../db/client';
import { ledgerAccounts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertUsers } from '../../test/users';
import { checkLedger } from './ledger.check';
import { IdempotencyConflictError, InsufficientFundsError } from './ledger.errors';
import { heldAccount, platformAccount, transfer, userAccounts } from './ledger.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PLAYERS = 2;
const MATCHES = 2;

/**
 * What players and matches do with money, as the product will: deposits from the gateway, stakes
 * taken from deposit first and then winnings into a match's escrow, prizes and refunds out of
 * the escrow, withdrawals from winnings to payouts; plus retries of an earlier operation's key
 * and a key reused for a different amount.
 */
type Operation =
  | { kind: 'deposit'; player: number; amount: number }
  | { kind: 'stake'; player: number; match: number; amount: Amount }
  | { kind: 'prize'; player: number; match: number; amount: Amount }
  | { kind: 'refund'; player: number; match: number; amount: Amount }
  | { kind: 'withdraw'; player: number; amount: Amount }
  | { kind: 'retry'; pick: number }
  | { kind: 'reuseKey'; pick: number };

const player = fc.integer({ min: 0, max: PLAYERS - 1 });
const match = fc.integer({ min: 0, max: MATCHES - 1 });
/**
 * How much an operation takes, mostly as a share of what the source holds at that moment (so
 * most succeed, and 100 % and just over it come up often), sometimes any amount at all.
 */
type Amount = { percent: number } | { paise: number };
const amount: fc.Arbitrary<Amount> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ percent: fc.integer({ min: 1, max: 115 }) }) },
  { weight: 1, arbitrary: fc.record({ paise: fc.integer({ min: 1, max: 5_000_000 }) }) },
);
const resolve = (spec: Amount, available: number) =>
  'paise' in spec ? spec.paise : Math.max(1, Math.round((available * spec.percent) / 100));
const depositAmount = fc.integer({ min: 100, max: 1_000_000 });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('deposit' as const), player, amount: depositAmount }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('stake' as const), player, match, amount }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('prize' as const), player, match, amount }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('refund' as const), player, match, amount }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), player, amount }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('retry' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reuseKey' as const), pick: fc.nat() }) },
);

// Every player starts with a deposit, so the sequences spend more than they are refused.
const operations = fc
  .tuple(
    fc.tuple(
      ...Array.from({ length: PLAYERS }, (_, p) =>
        fc.record({ kind: fc.constant('deposit' as const), player: fc.constant(p), amount: depositAmount }),
      ),
    ),
    fc.array(operation, { minLength: 8, maxLength: 30 }),
  )
  .map(([opening, rest]): Operation[] => [...opening, ...rest]);

interface Leg {
  from: number;
  to: number;
  amount: number;
  key: string;
}

let run = 0;

it('keeps every invariant and matches a simple model through random sequences of operations', async () => {
  const db = t.database.db;
  await fc.assert(
    fc.asyncProperty(operations, async (operations) => {
      run += 1;
      const users = await insertUsers(
        db,
        Array.from({ length: PLAYERS }, () => ({})),
      );
      const accounts = await db.transaction(async (tx) => ({
        players: await Promise.all(users.map((user) => userAccounts(tx, user.id))),
        escrows: await Promise.all(Array.from({ length: MATCHES }, () => heldAccount(tx, 'escrow', randomUUID()))),
        gateway: await platformAccount(tx, 'gateway'),
        payouts: await platformAccount(tx, 'payouts'),
      }));
      const all = [
        ...accounts.players.flatMap((p) => [p.deposit, p.winnings]),
        ...accounts.escrows,
        accounts.gateway,
        accounts.payouts,
      ];
      const readBalances = async () => {
        const rows = await db
          .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balancePaise })
          .from(ledgerAccounts)
          .where(inArray(ledgerAccounts.id, all));
        return new Map(rows.map((row) => [row.id, row.balance]));
      };

      // The model: each account's balance, starting from what the database holds now.
      const model = await readBalances();
      const balance = (id: number) => model.get(id) ?? 0;
      const moved: Leg[][] = [];

      /** The legs of one business change, in one transaction, in order. */
      const apply = async (tx: Transaction, legs: Leg[]) => {
        const results = [];
        for (const leg of legs) {
          results.push(
            await transfer(tx, {
              fromAccountId: leg.from,
              toAccountId: leg.to,
              amountPaise: leg.amount,
              reason: 'property',
              refType: 'test',
              refId: `run-${run}`,
              idempotencyKey: leg.key,
            }),
          );
        }
        return results;
      };

      for (const [step, op] of operations.entries()) {
        const key = `prop-${run}-${step}`;
        let legs: Leg[];
        let affordable: boolean;
        switch (op.kind) {
          case 'deposit': {
            const to = accounts.players[op.player]?.deposit as number;
            legs = [{ from: accounts.gateway, to, amount: op.amount, key }];
            affordable = true;
            break;
          }
          case 'stake': {
            // Deposit first, then winnings: two legs of one business change.
            const { deposit, winnings } = accounts.players[op.player] as { deposit: number; winnings: number };
            const escrow = accounts.escrows[op.match] as number;
            const stake = resolve(op.amount, balance(deposit) + balance(winnings));
            const fromDeposit = Math.min(stake, balance(deposit));
            const fromWinnings = stake - fromDeposit;
            legs = [];
            if (fromDeposit > 0) legs.push({ from: deposit, to: escrow, amount: fromDeposit, key: `${key}-deposit` });
            if (fromWinnings > 0) {
              legs.push({ from: winnings, to: escrow, amount: fromWinnings, key: `${key}-winnings` });
            }
            affordable = fromWinnings <= balance(winnings);
            break;
          }
          case 'prize':
          case 'refund': {
            // Paid out of a match that holds stakes, when there is one.
            const held = accounts.escrows.filter((id) => balance(id) > 0);
            const from = (held.length > 0 ? held[op.match % held.length] : accounts.escrows[op.match]) as number;
            const owner = accounts.players[op.player] as { deposit: number; winnings: number };
            const to = op.kind === 'prize' ? owner.winnings : owner.deposit;
            const paise = resolve(op.amount, balance(from));
            legs = [{ from, to, amount: paise, key }];
            affordable = paise <= balance(from);
            break;
          }
          case 'withdraw': {
            // Asked by a player who has winnings, when there is one.
            const winners = accounts.players.map((p) => p.winnings).filter((id) => balance(id) > 0);
            const from = (
              winners.length > 0 ? winners[op.player % winners.length] : accounts.players[op.player]?.winnings
            ) as number;
            const paise = resolve(op.amount, balance(from));
            legs = [{ from, to: accounts.payouts, amount: paise, key }];
            affordable = paise <= balance(from);
            break;
          }
          case 'retry':
          case 'reuseKey': {
            const earlier = moved[op.pick % Math.max(1, moved.length)];
            if (!earlier) continue;
            if (op.kind === 'retry') {
              // The same legs again: every one answers created: false and nothing moves.
              const results = await db.transaction((tx) => apply(tx, earlier));
              expect(results.every((result) => !result.created)).toBe(true);
            } else {
              const leg = earlier[0] as Leg;
              await expect(
                db.transaction((tx) => apply(tx, [{ ...leg, amount: leg.amount + 1 }])),
              ).rejects.toBeInstanceOf(IdempotencyConflictError);
            }
            continue;
          }
        }

        const attempt = db.transaction((tx) => apply(tx, legs));
        if (affordable) {
          await attempt;
          for (const leg of legs) {
            model.set(leg.from, balance(leg.from) - leg.amount);
            model.set(leg.to, balance(leg.to) + leg.amount);
          }
          moved.push(legs);
        } else {
          // Refused as a whole: the deposit leg of a stake rolls back with the winnings leg.
          await expect(attempt).rejects.toBeInstanceOf(InsufficientFundsError);
        }
      }

      expect(Object.fromEntries(await readBalances())).toEqual(Object.fromEntries(model));
      const players = accounts.players.flatMap((p) => [p.deposit, p.winnings]);
      for (const id of [...players, ...accounts.escrows]) expect(balance(id)).toBeGreaterThanOrEqual(0);
      const [negative] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(ledgerAccounts)
        .where(
          sql`${ledgerAccounts.kind} IN ('deposit', 'winnings', 'escrow', 'pool') AND ${ledgerAccounts.balancePaise} < 0`,
        );
      expect(negative?.n).toBe(0);
      expect(await checkLedger(db)).toEqual([]);
    }),
    { numRuns: 25 },
  );
}, 120_000);

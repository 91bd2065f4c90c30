import { formatPaise } from '@ludo/shared/money';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Transaction } from '../../db/client';
import { ledgerAccounts, ledgerTransfers, type TournamentEntryRow, type TournamentRow } from '../../db/schema';
import {
  heldAccount,
  holdStake,
  platformAccount,
  releaseStake,
  transfer,
  userAccounts,
} from '../ledger/ledger.service';
import { recordDeduction } from '../tax/tax.service';
import { recordHistory } from '../wallet/wallet-history';
import { tournamentPrizePool } from './tournament-prizes';
import type { TournamentTaxOutcome } from './tournament-tax';

/**
 * Every rupee of a tournament moves here, through the ledger, inside the transaction of the state
 * change that causes it: entry fees into the tournament's pool, refunds back to the accounts they
 * came from, the platform fee from the pool to `revenue` at the start (and back when a started
 * tournament is cancelled). Idempotency keys are per tournament and player, and per entry (a
 * player who withdrew and entered again pays, and is refunded, once per entry), so a step retried
 * or raced moves its money at most once; the tournament row's lock keeps steps in order.
 */

const entryKey = (tournamentId: string, userId: string, registration: number) =>
  `tournament:${tournamentId}:entry:${userId}:${registration}`;
const feeKey = (tournamentId: string) => `tournament:${tournamentId}:fee`;
export const shortTournamentRef = (tournamentId: string) => `T-${tournamentId.slice(0, 8).toUpperCase()}`;

/**
 * Moves a player's entry fee into the tournament's pool (added money first, then winnings) and
 * records it in their history. Refuses with the ledger's InsufficientFundsError before writing anything.
 */
export async function takeEntryFee(
  tx: Transaction,
  tournament: TournamentRow,
  userId: string,
  registration: number,
): Promise<void> {
  const pool = await heldAccount(tx, 'pool', tournament.id);
  await holdStake(tx, {
    userId,
    escrowAccountId: pool,
    amountPaise: tournament.entryFeePaise,
    refType: 'tournament',
    refId: tournament.id,
    idempotencyKey: entryKey(tournament.id, userId, registration),
  });
  await recordHistory(tx, {
    userId,
    type: 'entry_fee',
    amountPaise: tournament.entryFeePaise,
    status: 'paid',
    method: 'Wallet',
    reference: shortTournamentRef(tournament.id),
    details: `Entry fee, ${tournament.title}`,
  });
}

/**
 * Returns an entry's fee from the pool to the accounts it came from (added money stays added
 * money) and records the refund. Returns the paise refunded now: 0 when it already was, or when
 * the entry paid nothing (entries from before fees were taken).
 */
export async function refundEntryFee(
  tx: Transaction,
  tournament: TournamentRow,
  entry: Pick<TournamentEntryRow, 'userId' | 'registrations' | 'entryFeePaise'>,
  why: string,
): Promise<number> {
  const { held, releasedPaise: refundedPaise } = await releaseStake(tx, {
    escrowAccountId: await heldAccount(tx, 'pool', tournament.id),
    idempotencyKey: entryKey(tournament.id, entry.userId, entry.registrations),
    reason: 'entry_fee_refund',
    refType: 'tournament',
    refId: tournament.id,
  });
  if (!held) {
    if (entry.entryFeePaise === 0) return 0;
    throw new Error(`no entry fee of ${entry.userId} in tournament ${tournament.id} to refund`);
  }
  if (refundedPaise === 0) return 0;
  await recordHistory(tx, {
    userId: entry.userId,
    type: 'refund',
    amountPaise: refundedPaise,
    status: 'paid',
    method: 'Wallet',
    reference: shortTournamentRef(tournament.id),
    details: why,
  });
  return refundedPaise;
}

/**
 * At the start: the platform fee of the field's entry fees moves from the pool to `revenue`, so
 * the pool holds exactly the prize pool. Checks the pool held every fee first; if the books
 * disagree, the start rolls back.
 */
export async function takePlatformFee(
  tx: Transaction,
  tournament: TournamentRow,
  entriesPaise: number,
): Promise<{ feePaise: number; poolPaise: number }> {
  const held = await poolBalance(tx, tournament.id);
  if (held !== entriesPaise) {
    throw new Error(`pool of tournament ${tournament.id} holds ${held} paise, its entries paid ${entriesPaise}`);
  }
  const { feePaise, poolPaise } = tournamentPrizePool(entriesPaise);
  if (feePaise > 0) {
    await transfer(tx, {
      fromAccountId: await heldAccount(tx, 'pool', tournament.id),
      toAccountId: await platformAccount(tx, 'revenue'),
      amountPaise: feePaise,
      reason: 'tournament_fee',
      refType: 'tournament',
      refId: tournament.id,
      idempotencyKey: feeKey(tournament.id),
    });
  }
  return { feePaise, poolPaise };
}

/**
 * When a started tournament is cancelled, the platform fee it took returns from `revenue` to the
 * pool first, so every player gets their whole entry fee back: the platform keeps no fee for a
 * tournament that was not played. Returns the paise returned now: 0 when no fee was taken, or when
 * a retry finds it returned already.
 */
export async function returnPlatformFee(tx: Transaction, tournament: TournamentRow): Promise<number> {
  const [taken] = await tx
    .select({ amount: ledgerTransfers.amountPaise })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, feeKey(tournament.id)));
  if (!taken) return 0;
  const returned = await transfer(tx, {
    fromAccountId: await platformAccount(tx, 'revenue'),
    toAccountId: await heldAccount(tx, 'pool', tournament.id),
    amountPaise: taken.amount,
    reason: 'tournament_fee_return',
    refType: 'tournament',
    refId: tournament.id,
    idempotencyKey: `${feeKey(tournament.id)}:return`,
  });
  return returned.created ? taken.amount : 0;
}

/**
 * Pays one player's prize from the pool when the tournament finishes: the net amount into their
 * winnings (withdrawable), the tax withheld into the platform's `tds` account, and one history
 * row saying both. Keys are per tournament and player, so a retried finish pays once and writes
 * its history row once: the row goes with the payment that moved money now. A prize the tax took
 * whole (nothing net) has no history row: the tax statement shows the deduction.
 */
export async function payTournamentPrize(
  tx: Transaction,
  tournament: TournamentRow,
  userId: string,
  place: number,
  outcome: TournamentTaxOutcome,
): Promise<void> {
  const pool = await heldAccount(tx, 'pool', tournament.id);
  let paidNow = false;
  if (outcome.netPaise > 0) {
    const { winnings } = await userAccounts(tx, userId);
    const paid = await transfer(tx, {
      fromAccountId: pool,
      toAccountId: winnings,
      amountPaise: outcome.netPaise,
      reason: 'tournament_prize',
      refType: 'tournament',
      refId: tournament.id,
      idempotencyKey: `tournament:${tournament.id}:prize:${userId}`,
    });
    paidNow = paid.created;
  }
  if (outcome.tdsPaise > 0) {
    await transfer(tx, {
      fromAccountId: pool,
      toAccountId: await platformAccount(tx, 'tds'),
      amountPaise: outcome.tdsPaise,
      reason: 'tds',
      refType: 'tournament',
      refId: tournament.id,
      idempotencyKey: `tournament:${tournament.id}:tds:${userId}`,
    });
    await recordDeduction(tx, {
      userId,
      kind: 'prize',
      refId: tournament.id,
      description: { id: 'tax.deduction.prize', values: { place, title: tournament.title } },
      grossPaise: outcome.grossPaise,
      // The per-tournament rule taxes the whole prize.
      netWinningsPaise: outcome.grossPaise,
      tdsPaise: outcome.tdsPaise,
    });
  }
  if (!paidNow) return;
  const tax = outcome.tdsPaise > 0 ? ` (${formatPaise(outcome.tdsPaise)} TDS withheld)` : '';
  await recordHistory(tx, {
    userId,
    type: 'winning',
    amountPaise: outcome.netPaise,
    status: 'paid',
    method: 'Wallet',
    reference: shortTournamentRef(tournament.id),
    details: `Prize for place ${place}, ${tournament.title}${tax}`,
  });
}

/** What the tournament's pool holds, in paise (0 before its first entry). */
export async function poolBalance(db: DbOrTx, tournamentId: string): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balancePaise })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'pool'), eq(ledgerAccounts.refId, tournamentId)));
  return row?.balance ?? 0;
}

/** The pool must hold exactly this after a start (the prize pool) or a cancel (nothing); else the change rolls back. */
export async function assertPoolHolds(tx: Transaction, tournamentId: string, expectedPaise: number): Promise<void> {
  const held = await poolBalance(tx, tournamentId);
  if (held !== expectedPaise) {
    throw new Error(`pool of tournament ${tournamentId} holds ${held} paise, expected ${expectedPaise}`);
  }
}

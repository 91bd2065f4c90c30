import { matchPrizePaise, prizeShares } from '@ludo/shared/matches/match-tiers';
import { formatPaise } from '@ludo/shared/money';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { ledgerAccounts, type MatchRow } from '../../db/schema';
import { returnedRow } from '../../lib/sql-rows';
import {
  heldAccount,
  holdStake,
  platformAccount,
  releaseStake,
  transfer,
  userAccounts,
} from '../ledger/ledger.service';
import { recordHistory } from '../wallet/wallet-history';

/**
 * Every rupee of a match moves here, through the ledger, inside the transaction of the state
 * change that causes it. Idempotency keys are per match and player, so a step retried or raced
 * moves its money at most once; the match row's lock and status checks keep steps in order.
 */

const stakeKey = (matchId: string, userId: string) => `match:${matchId}:stake:${userId}`;
export const shortMatchRef = (matchId: string) => `M-${matchId.slice(0, 8).toUpperCase()}`;
/** "1v1", "2v2" or "4-player": how wallet history names a room. */
const kindOf = (match: Pick<MatchRow, 'seats' | 'teams'>) =>
  match.teams ? '2v2' : match.seats > 2 ? `${match.seats}-player` : '1v1';

/** Moves a player's stake into the match's escrow (added money first) and records the entry fee. */
export async function takeStake(tx: Transaction, match: MatchRow, userId: string): Promise<void> {
  const escrow = await heldAccount(tx, 'escrow', match.id);
  await holdStake(tx, {
    userId,
    escrowAccountId: escrow,
    amountPaise: match.stakePaise,
    refType: 'match',
    refId: match.id,
    idempotencyKey: stakeKey(match.id, userId),
  });
  await recordHistory(tx, {
    userId,
    type: 'entry_fee',
    amountPaise: match.stakePaise,
    status: 'paid',
    method: 'Wallet',
    reference: shortMatchRef(match.id),
    details: `Entry fee, ${formatPaise(match.stakePaise)} ${kindOf(match)} match`,
  });
}

/** Returns a player's stake from escrow to the accounts it came from (added money stays added money). */
export async function refundStake(tx: Transaction, match: MatchRow, userId: string, why: string): Promise<void> {
  const { held, releasedPaise: refundedPaise } = await releaseStake(tx, {
    escrowAccountId: await heldAccount(tx, 'escrow', match.id),
    idempotencyKey: stakeKey(match.id, userId),
    reason: 'stake_refund',
    refType: 'match',
    refId: match.id,
  });
  if (!held) throw new Error(`no stake of ${userId} in match ${match.id} to refund`);
  if (refundedPaise === 0) return;
  await recordHistory(tx, {
    userId,
    type: 'refund',
    amountPaise: refundedPaise,
    status: 'paid',
    method: 'Wallet',
    reference: shortMatchRef(match.id),
    details: why,
  });
}

/**
 * Pays the prize pool into the winners' winnings (`winnerIds` in seat order: one winner, or a team
 * sharing it by `prizeShares`) and the platform fee (if any) into revenue. A 1v1 prize keeps the
 * key it always had; a share of a room for more than two is keyed per winner.
 */
export async function payPrize(
  tx: Transaction,
  match: MatchRow,
  winnerIds: readonly string[],
): Promise<Array<{ userId: string; paise: number }>> {
  const { prizePaise, feePaise } = matchPrizePaise(match.stakePaise, match.platformFeePercent, match.seats);
  const shares = prizeShares(prizePaise, winnerIds);
  const escrow = await heldAccount(tx, 'escrow', match.id);
  for (const share of shares) {
    const { winnings } = await userAccounts(tx, share.userId);
    const prize = await transfer(tx, {
      fromAccountId: escrow,
      toAccountId: winnings,
      amountPaise: share.paise,
      reason: 'match_prize',
      refType: 'match',
      refId: match.id,
      idempotencyKey: match.seats > 2 ? `match:${match.id}:prize:${share.userId}` : `match:${match.id}:prize`,
    });
    if (!prize.created) continue;
    await recordHistory(tx, {
      userId: share.userId,
      type: 'winning',
      amountPaise: share.paise,
      status: 'paid',
      method: 'Wallet',
      reference: shortMatchRef(match.id),
      details: `Prize, ${formatPaise(match.stakePaise)} ${kindOf(match)} match`,
    });
  }
  if (feePaise > 0) {
    await transfer(tx, {
      fromAccountId: escrow,
      toAccountId: await platformAccount(tx, 'revenue'),
      amountPaise: feePaise,
      reason: 'match_fee',
      refType: 'match',
      refId: match.id,
      idempotencyKey: `match:${match.id}:fee`,
    });
  }
  return shares;
}

/** A finished match must leave nothing in escrow; if it would, the whole change rolls back. */
export async function assertEscrowEmpty(tx: Transaction, matchId: string): Promise<void> {
  const escrow = await heldAccount(tx, 'escrow', matchId);
  const [row] = await tx
    .select({ balance: ledgerAccounts.balancePaise })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, escrow));
  const { balance } = returnedRow(row, `escrow of match ${matchId}`);
  if (balance !== 0) throw new Error(`escrow of match ${matchId} holds ${balance} paise after it ended`);
}

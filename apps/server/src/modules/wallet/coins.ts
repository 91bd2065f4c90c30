import { paiseToRupees } from '@ludo/shared/money';
import {
  COINS_ALREADY_CLAIMED,
  COINS_CLAIMED_MESSAGE,
  type CoinsClaim,
  type CoinsStatus,
} from '@ludo/shared/wallet/coins.schemas';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { ledgerTransfers } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { startOfIstDay } from '../../lib/india-time';
import { platformAccount, transfer, userAccounts, userBalance } from '../ledger/ledger.service';
import { recordHistory } from './wallet-history';

/**
 * Play-money mode's only source of coins (docs/decisions/0016-play-money-mode.md): the `grants`
 * platform account, as `gateway` is the source of added rupees. Each grant is one ledger transfer
 * into the player's deposit account and one history row, in the caller's transaction; its key
 * makes it happen at most once (once per player for the welcome, once per India day for a claim).
 */

export interface CoinsSettings {
  welcomeGrantPaise: number;
  dailyGrantPaise: number;
}

const welcomeKey = (userId: string) => `coins:welcome:${userId}`;
const dailyKey = (userId: string, istDate: string) => `coins:daily:${userId}:${istDate}`;
const DAY_MS = 24 * 60 * 60 * 1000;

async function grant(
  tx: Transaction,
  input: { userId: string; amountPaise: number; idempotencyKey: string; details: string },
): Promise<boolean> {
  const { deposit } = await userAccounts(tx, input.userId);
  const moved = await transfer(tx, {
    fromAccountId: await platformAccount(tx, 'grants'),
    toAccountId: deposit,
    amountPaise: input.amountPaise,
    reason: 'coins_grant',
    refType: 'user',
    refId: input.userId,
    idempotencyKey: input.idempotencyKey,
  });
  if (!moved.created) return false;
  await recordHistory(tx, {
    userId: input.userId,
    type: 'grant',
    amountPaise: input.amountPaise,
    status: 'paid',
    method: 'Coins',
    details: input.details,
  });
  return true;
}

/** A new player's coins, in the transaction that creates the player. */
export async function grantWelcomeCoins(tx: Transaction, userId: string, settings: CoinsSettings): Promise<void> {
  if (settings.welcomeGrantPaise <= 0) return;
  await grant(tx, {
    userId,
    amountPaise: settings.welcomeGrantPaise,
    idempotencyKey: welcomeKey(userId),
    details: 'Welcome coins',
  });
}

export async function coinsStatus(
  db: Database,
  userId: string,
  settings: CoinsSettings,
  now = new Date(),
): Promise<CoinsStatus> {
  const today = startOfIstDay(now);
  const [claimed] = await db
    .select({ id: ledgerTransfers.id })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, dailyKey(userId, today.date)));
  return {
    welcomeCoins: paiseToRupees(settings.welcomeGrantPaise),
    dailyCoins: paiseToRupees(settings.dailyGrantPaise),
    canClaim: claimed === undefined,
    nextClaimAt: new Date(today.start.getTime() + (claimed ? DAY_MS : 0)).toISOString(),
  };
}

/** Today's coins (India day); a second claim the same day, or one racing it, is refused with nothing moved. */
export async function claimDailyCoins(
  db: Database,
  userId: string,
  settings: CoinsSettings,
  now = new Date(),
): Promise<CoinsClaim> {
  const today = startOfIstDay(now);
  const nextClaimAt = new Date(today.start.getTime() + DAY_MS);
  return db.transaction(async (tx) => {
    const granted = await grant(tx, {
      userId,
      amountPaise: settings.dailyGrantPaise,
      idempotencyKey: dailyKey(userId, today.date),
      details: `Daily coins, ${today.date}`,
    });
    if (!granted) {
      throw new AppError(
        409,
        COINS_ALREADY_CLAIMED,
        { id: 'error.coins.claimedToday', values: { nextClaimAt } },
        { nextClaimAt: nextClaimAt.toISOString() },
      );
    }
    const balance = await userBalance(tx, userId);
    return {
      message: COINS_CLAIMED_MESSAGE,
      coins: paiseToRupees(settings.dailyGrantPaise),
      balance: paiseToRupees(balance.depositPaise + balance.winningsPaise),
      nextClaimAt: nextClaimAt.toISOString(),
    };
  });
}

/**
 * A closing player's coins go back where coins come from: they are worth nothing outside the
 * platform, so they do not keep an account from closing (docs/decisions/0015-closing-an-account.md).
 */
export async function returnCoinsOnClosing(tx: Transaction, userId: string): Promise<void> {
  const accounts = await userAccounts(tx, userId);
  const balance = await userBalance(tx, userId);
  const grants = await platformAccount(tx, 'grants');
  const legs = [
    { from: accounts.deposit, amountPaise: balance.depositPaise, key: 'deposit' },
    { from: accounts.winnings, amountPaise: balance.winningsPaise, key: 'winnings' },
  ];
  for (const leg of legs) {
    if (leg.amountPaise <= 0) continue;
    await transfer(tx, {
      fromAccountId: leg.from,
      toAccountId: grants,
      amountPaise: leg.amountPaise,
      reason: 'coins_returned',
      refType: 'user',
      refId: userId,
      idempotencyKey: `coins:closed:${userId}:${leg.key}`,
    });
  }
}

import { paiseToRupees } from '@ludo/shared/money';
import type { ActivityStatement } from '@ludo/shared/responsible-gaming/responsible-gaming.schemas';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { IST_OFFSET_MS, istMonthStart, startOfIstMonth } from '../../lib/india-time';
import { playTime } from '../matches/play-time';
import { moneySummary } from '../wallet/wallet.service';

/** The first instant of a month in India ("2026-11"), and of the month after it. */
export function istMonthBounds(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return { from: istMonthStart(year, monthNumber - 1), to: istMonthStart(year, monthNumber) };
}

/** "2026-11" for the month (India time) that holds `at`. */
export function istMonthOf(at: Date): string {
  return new Date(startOfIstMonth(at).getTime() + IST_OFFSET_MS).toISOString().slice(0, 7);
}

/**
 * The monthly activity statement (docs/decisions/0017-responsible-gaming.md): games and time
 * played from the matches module, money from the wallet history. A month still running counts
 * up to now; a month to come is refused.
 */
export async function activityStatement(
  db: DbOrTx,
  userId: string,
  month: string | undefined,
  now = new Date(),
): Promise<ActivityStatement> {
  const chosen = month ?? istMonthOf(now);
  const { from, to } = istMonthBounds(chosen);
  if (from > now) throw badRequest('MONTH_AHEAD', 'That month has not started yet.');
  const until = to < now ? to : now;
  const [play, money] = await Promise.all([playTime(db, userId, from, until), moneySummary(db, userId, from, until)]);
  return {
    month: chosen,
    games: play.games,
    playedMinutes: Math.round(play.playedSeconds / 60),
    deposits: paiseToRupees(money.depositsPaise),
    withdrawals: paiseToRupees(money.withdrawalsPaise),
    freeCoins: paiseToRupees(money.grantsPaise),
    entryFees: paiseToRupees(money.entryFeesPaise),
    winnings: paiseToRupees(money.winningsPaise),
    refunds: paiseToRupees(money.refundsPaise),
    net: paiseToRupees(money.netPaise),
  };
}

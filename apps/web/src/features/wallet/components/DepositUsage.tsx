import { formatRupees } from '@ludo/shared/money';
import {
  DEPOSIT_LIMIT_PERIODS,
  type DepositLimitPeriod,
} from '@ludo/shared/responsible-gaming/responsible-gaming.schemas';
import { type MessageId, useT } from '@/lib/i18n/react';
import { useDepositAllowance } from '../api/deposit-allowance';

/** "Your daily limit: ₹5,000 · ₹1,000 added today", and the same for the week and the month. */
const USAGE: Record<DepositLimitPeriod, MessageId> = {
  day: 'wallet.addMoney.usage.day',
  week: 'wallet.addMoney.usage.week',
  month: 'wallet.addMoney.usage.month',
};

/**
 * At every deposit, what the player has added so far against the limits they set themselves
 * (Settings → Responsible Gaming). Nothing while they have set none.
 */
export function DepositUsage({ open }: { open: boolean }) {
  const t = useT();
  const allowance = useDepositAllowance(open);
  if (!allowance.data) return null;
  const { used, ownLimits } = allowance.data;
  const set = DEPOSIT_LIMIT_PERIODS.filter((period) => ownLimits[period] !== null);
  if (set.length === 0) return null;
  return (
    <ul className="flex flex-col gap-0.5 text-xs text-muted-foreground" data-testid="deposit-usage">
      {set.map((period) => (
        <li key={period}>
          {t(USAGE[period], {
            limit: formatRupees(ownLimits[period] ?? 0),
            used: formatRupees(used[period]),
          })}
        </li>
      ))}
    </ul>
  );
}

import { formatRupees } from '@ludo/shared/money';
import {
  DEPOSIT_LIMIT_PERIOD_LABELS,
  DEPOSIT_LIMIT_PERIODS,
} from '@ludo/shared/responsible-gaming/responsible-gaming.schemas';
import { useDepositAllowance } from '../api/deposit-allowance';

const SO_FAR = { day: 'today', week: 'this week', month: 'this month' } as const;

/**
 * At every deposit, what the player has added so far against the limits they set themselves
 * (Settings → Responsible Gaming). Nothing while they have set none.
 */
export function DepositUsage({ open }: { open: boolean }) {
  const allowance = useDepositAllowance(open);
  if (!allowance.data) return null;
  const { used, ownLimits } = allowance.data;
  const set = DEPOSIT_LIMIT_PERIODS.filter((period) => ownLimits[period] !== null);
  if (set.length === 0) return null;
  return (
    <ul className="flex flex-col gap-0.5 text-xs text-muted-foreground" data-testid="deposit-usage">
      {set.map((period) => (
        <li key={period}>
          Your {DEPOSIT_LIMIT_PERIOD_LABELS[period].toLowerCase()} limit: {formatRupees(ownLimits[period] ?? 0)} ·{' '}
          {formatRupees(used[period])} added {SO_FAR[period]}
        </li>
      ))}
    </ul>
  );
}

import { formatRupees, isPlayMoney } from '@ludo/shared/money';
import { Gift, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/react';

/**
 * The wallet balance from the profile, with the product's "Add" link to the wallet; with play money,
 * where nothing is bought, the link offers the daily coins instead.
 */
export function HeaderBalance({ balance }: { balance: number }) {
  const t = useT();
  const play = isPlayMoney();
  const Icon = play ? Gift : Plus;
  return (
    <div className="flex items-center gap-1 rounded-full border bg-muted/40 pl-3 text-sm">
      <span className="sr-only">{t('header.balance.label')}</span>
      <span data-testid="header-balance" className="font-semibold tabular-nums">
        {formatRupees(balance)}
      </span>
      {/* The link is a 44 px square for a thumb; the pill inside stays small. */}
      <Link
        to={paths.user.wallet}
        className="group inline-flex min-h-11 min-w-11 items-center justify-center rounded-full pr-1 focus-visible:outline-none"
      >
        <span className="inline-flex items-center gap-0.5 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground group-hover:bg-primary/90 group-focus-visible:ring-2 group-focus-visible:ring-ring group-focus-visible:ring-offset-1">
          <Icon className="size-3" aria-hidden="true" />
          {play ? t('header.balance.add.play') : t('header.balance.add')}
        </span>
      </Link>
    </div>
  );
}

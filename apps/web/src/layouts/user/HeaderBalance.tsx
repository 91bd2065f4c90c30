import { formatRupees } from '@ludo/shared/money';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The wallet balance from the profile, with the spec's "Add" link to the wallet. */
export function HeaderBalance({ balance }: { balance: number }) {
  return (
    <div className="flex items-center gap-1 rounded-full border bg-muted/40 py-1 pr-1 pl-3 text-sm">
      <span className="sr-only">Wallet balance:</span>
      <span data-testid="header-balance" className="font-semibold tabular-nums">
        {formatRupees(balance)}
      </span>
      <Link
        to={paths.user.wallet}
        className="inline-flex items-center gap-0.5 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1"
      >
        <Plus className="size-3" aria-hidden="true" />
        Add
      </Link>
    </div>
  );
}

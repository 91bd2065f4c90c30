import type { LedgerAccountView } from '@ludo/shared/ledger/ledger.schemas';
import { formatRupees } from '@ludo/shared/money';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { LEDGER_KINDS } from '../lib/ledger-kinds';

interface LedgerAccountCardProps {
  account: LedgerAccountView;
  selected: boolean;
  onSelect: (account: LedgerAccountView) => void;
}

/** One account: its kind in words, its balance, and the button that shows its entries. Read-only. */
export function LedgerAccountCard({ account, selected, onSelect }: LedgerAccountCardProps) {
  const { label, description } = LEDGER_KINDS[account.kind];
  return (
    <li
      className={cn(
        'flex flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm',
        selected && 'border-primary ring-1 ring-primary',
      )}
    >
      <div className="min-w-0">
        <h3 className="font-semibold leading-tight">{label}</h3>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <p className="flex flex-wrap items-baseline justify-between gap-x-2">
        <span className="text-xs text-muted-foreground">Balance</span>
        <span className="text-xl font-semibold tabular-nums">{formatRupees(account.balance)}</span>
      </p>
      <div className="mt-auto flex items-center justify-between gap-2">
        <span className="text-xs text-muted-foreground">Account #{account.id}</span>
        <Button
          size="sm"
          variant={selected ? 'default' : 'outline'}
          aria-pressed={selected}
          onClick={() => onSelect(account)}
        >
          Entries<span className="sr-only"> of {label}</span>
        </Button>
      </div>
    </li>
  );
}

import type { LedgerAccountView } from '@ludo/shared/ledger/ledger.schemas';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { LedgerAccountCard } from './LedgerAccountCard';

interface LedgerAccountsSectionProps {
  title: string;
  description?: ReactNode;
  accounts: LedgerAccountView[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  /** Shown when the list is empty. */
  emptyText: string;
  selectedId: number | undefined;
  onSelect: (account: LedgerAccountView) => void;
}

/** A titled list of account cards with its loading, error and empty states. */
export function LedgerAccountsSection({
  title,
  description,
  accounts,
  isPending,
  error,
  onRetry,
  emptyText,
  selectedId,
  onSelect,
}: LedgerAccountsSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div>
        <h2 id={headingId} className="text-lg font-semibold tracking-tight">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {error && !accounts ? (
        <QueryError title={`Could not load the ${title.toLowerCase()}`} error={error} onRetry={onRetry} />
      ) : isPending ? (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-busy="true">
          <span className="sr-only">Loading accounts…</span>
          {[0, 1].map((key) => (
            <Skeleton key={key} className="h-36 w-full" />
          ))}
        </div>
      ) : accounts && accounts.length > 0 ? (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {accounts.map((account) => (
            <LedgerAccountCard
              key={account.id}
              account={account}
              selected={account.id === selectedId}
              onSelect={onSelect}
            />
          ))}
        </ul>
      ) : (
        <p className="rounded-md border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
          {emptyText}
        </p>
      )}
    </section>
  );
}

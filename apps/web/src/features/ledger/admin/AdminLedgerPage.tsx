import type { LedgerAccountView } from '@ludo/shared/ledger/ledger.schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PlayerName } from '@/components/player-name';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ledgerAccountsQueryOptions, useLedgerAccounts } from './api/get-ledger-accounts';
import { LedgerAccountsSection } from './components/LedgerAccountsSection';
import { LedgerEntriesTable } from './components/LedgerEntriesTable';

/** ?account=<id>: the account whose entries are shown. */
function parseAccountId(value: string | null): number | undefined {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * /admin/ledger: the books, read-only. The platform's accounts always; with ?userId= (the users
 * list's "Ledger" link) that player's accounts too; and the entries of the chosen account.
 */
export default function AdminLedgerPage() {
  const [params, setParams] = useSearchParams();
  const userId = params.get('userId') || undefined;
  const accountId = parseAccountId(params.get('account'));
  // Focus follows a choice made on this page, not an address opened from elsewhere.
  const [chosenHere, setChosenHere] = useState(false);

  const platform = useLedgerAccounts();
  const player = useQuery({ ...ledgerAccountsQueryOptions(userId), enabled: Boolean(userId) });
  const playerName = player.data?.find((account) => account.userName)?.userName;

  const choose = (account: LedgerAccountView) => {
    setChosenHere(true);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('account', String(account.id));
        return next;
      },
      { replace: true },
    );
  };

  return (
    <div>
      <PageHeader
        title="Ledger"
        description="Every movement of money is a transfer between two accounts: one side goes down by exactly what the other goes up, so the balances of all accounts always sum to zero. This page is read-only."
        actions={
          userId ? (
            <Button asChild variant="outline" size="sm">
              <Link to={paths.admin.users}>Back to users</Link>
            </Button>
          ) : undefined
        }
      />
      <div className="flex flex-col gap-8">
        {userId ? (
          <LedgerAccountsSection
            title="Player accounts"
            description={
              playerName ? (
                <>
                  <PlayerName name={playerName} className="font-medium text-foreground" />: deposit (added money) and
                  winnings (withdrawable).
                </>
              ) : (
                'The player’s deposit (added money) and winnings (withdrawable).'
              )
            }
            accounts={player.data}
            isPending={player.isPending}
            error={player.error}
            onRetry={() => void player.refetch()}
            emptyText="This player has no accounts yet: no money has moved for them."
            selectedId={accountId}
            onSelect={choose}
          />
        ) : null}
        <LedgerAccountsSection
          title="Platform accounts"
          description="The gateway is negative by the money that has come in from the payment provider; the other side of it sits in players’ accounts."
          accounts={platform.data}
          isPending={platform.isPending}
          error={platform.error}
          onRetry={() => void platform.refetch()}
          emptyText="No platform accounts yet: no money has moved."
          selectedId={accountId}
          onSelect={choose}
        />
        {accountId ? (
          <LedgerEntriesTable key={accountId} accountId={accountId} focusOnMount={chosenHere} />
        ) : (
          <p className="rounded-md border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
            Choose an account’s Entries to see every movement on it.
          </p>
        )}
      </div>
    </div>
  );
}

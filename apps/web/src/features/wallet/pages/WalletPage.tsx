import { byMoneyMode, isPlayMoney } from '@ludo/shared/money';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/ui/skeleton';
// The profile (and its balance) is the app's shared account state, read by the header too.
import { useProfile } from '@/features/users/api/get-profile';
import { useT } from '@/lib/i18n/react';
import { BalanceCard } from '../components/BalanceCard';
import { CoinsCard } from '../components/CoinsCard';
import { WalletTransactions } from '../components/WalletTransactions';

/**
 * /user/wallet: the balance, Add Money and Withdraw (or, with play money, the daily coins), the
 * latest transactions, and (given by the route) the tax statement.
 */
export default function WalletPage({ taxStatement }: { taxStatement?: ReactNode }) {
  const t = useT();
  const profile = useProfile();

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title={t('wallet.page.title')}
        description={byMoneyMode({
          real: t('wallet.page.description'),
          play: t('wallet.page.description.play'),
        })}
      />
      <div className="flex flex-col gap-6">
        {profile.data ? (
          isPlayMoney() ? (
            <CoinsCard profile={profile.data} />
          ) : (
            <BalanceCard profile={profile.data} />
          )
        ) : profile.isError ? (
          <QueryError
            title={t('wallet.balance.loadError')}
            error={profile.error}
            onRetry={() => void profile.refetch()}
          />
        ) : (
          <Skeleton className="h-56 w-full" />
        )}
        <WalletTransactions />
        {taxStatement}
      </div>
    </div>
  );
}

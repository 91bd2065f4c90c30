import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { Skeleton } from '@/components/ui/skeleton';
// The profile (and its balance) is the app's shared account state, read by the header too.
import { useProfile } from '@/features/users/api/get-profile';
import { BalanceCard } from '../components/BalanceCard';
import { WalletTransactions } from '../components/WalletTransactions';

/** /user/wallet: the balance, Add Money and Withdraw, and the latest transactions. */
export default function WalletPage() {
  const profile = useProfile();

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Wallet" description="Add money to play, and follow every rupee in and out." />
      <div className="flex flex-col gap-6">
        {profile.data ? (
          <BalanceCard profile={profile.data} />
        ) : profile.isError ? (
          <QueryError
            title="Could not load your balance"
            error={profile.error}
            onRetry={() => void profile.refetch()}
          />
        ) : (
          <Skeleton className="h-56 w-full" />
        )}
        <WalletTransactions />
      </div>
    </div>
  );
}

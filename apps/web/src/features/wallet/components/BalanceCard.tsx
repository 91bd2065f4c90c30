import { formatRupees } from '@ludo/shared/money';
import type { Profile } from '@ludo/shared/users/users.schemas';
import { Wallet } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/lib/i18n/react';
import { AddMoneyDialog } from './AddMoneyDialog';
import { WithdrawDialog } from './WithdrawDialog';

/** The real balance from the profile, its two parts, and the Add Money and Withdraw dialogs. */
export function BalanceCard({ profile }: { profile: Profile }) {
  const t = useT();
  const { balance, balanceBreakdown } = profile;
  return (
    <Card aria-labelledby="wallet-balance-title">
      <CardHeader className="flex-row items-center justify-between gap-2 pb-2 sm:pb-2">
        <CardTitle id="wallet-balance-title" className="text-sm font-medium text-muted-foreground">
          {t('wallet.balance.title')}
        </CardTitle>
        <Wallet className="size-5 text-muted-foreground" aria-hidden="true" />
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-3xl font-bold tabular-nums sm:text-4xl" data-testid="wallet-balance">
          {formatRupees(balance)}
        </p>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div className="rounded-md border p-3">
            <dt className="font-medium">{t('wallet.balance.deposit')}</dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums" data-testid="wallet-balance-deposit">
              {formatRupees(balanceBreakdown.deposit)}
            </dd>
            <dd className="text-xs text-muted-foreground">{t('wallet.balance.deposit.hint')}</dd>
          </div>
          <div className="rounded-md border p-3">
            <dt className="font-medium">{t('wallet.balance.winnings')}</dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums" data-testid="wallet-balance-winnings">
              {formatRupees(balanceBreakdown.winnings)}
            </dd>
            <dd className="text-xs text-muted-foreground">{t('wallet.balance.winnings.hint')}</dd>
          </div>
        </dl>
        <div className="flex flex-col gap-2 sm:flex-row">
          <AddMoneyDialog profile={profile} />
          <WithdrawDialog winnings={balanceBreakdown.winnings} />
        </div>
      </CardContent>
    </Card>
  );
}

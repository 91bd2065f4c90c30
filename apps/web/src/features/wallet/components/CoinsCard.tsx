import { formatRupees } from '@ludo/shared/money';
import type { Profile } from '@ludo/shared/users/users.schemas';
import { Coins, Gift } from 'lucide-react';
import { toast } from 'sonner';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { T, useT } from '@/lib/i18n/react';
import { useClaimCoins, useCoinsStatus } from '../api/coins';

/**
 * Play-money mode's wallet: the coins, and the day's free coins to claim. Coins are never bought
 * or cashed out (docs/decisions/0016-play-money-mode.md), so there is no Add Money or Withdraw.
 */
export function CoinsCard({ profile }: { profile: Profile }) {
  const t = useT();
  const status = useCoinsStatus();
  const claim = useClaimCoins();

  const onClaim = () =>
    claim.mutate(undefined, {
      onSuccess: (claimed) =>
        toast.success(claimed.message, {
          description: t('wallet.coins.claimed', { coins: formatRupees(claimed.coins) }),
        }),
      onError: (error) => toast.error(serverMessage(error) ?? t('wallet.coins.claimError')),
    });

  return (
    <Card aria-labelledby="wallet-balance-title">
      <CardHeader className="flex-row items-center justify-between gap-2 pb-2 sm:pb-2">
        <CardTitle id="wallet-balance-title" className="text-sm font-medium text-muted-foreground">
          {t('wallet.coins.title')}
        </CardTitle>
        <Coins className="size-5 text-muted-foreground" aria-hidden="true" />
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-3xl font-bold tabular-nums sm:text-4xl" data-testid="wallet-balance">
          {formatRupees(profile.balance)}
        </p>
        <p className="text-sm text-muted-foreground">{t('wallet.coins.note')}</p>
        <div className="rounded-md border p-3" aria-live="polite">
          {status.data ? (
            status.data.canClaim ? (
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-sm">{t('wallet.coins.ready')}</p>
                <Button onClick={onClaim} disabled={claim.isPending} className="min-h-11">
                  <Gift aria-hidden="true" />
                  {claim.isPending
                    ? t('wallet.coins.claiming')
                    : t('wallet.coins.claim', { coins: formatRupees(status.data.dailyCoins) })}
                </Button>
              </div>
            ) : (
              <p className="text-sm" data-testid="next-claim">
                <T
                  id="wallet.coins.nextClaim"
                  values={{
                    coins: formatRupees(status.data.dailyCoins),
                    time: formatDateTime(status.data.nextClaimAt),
                  }}
                  components={{ 0: <span className="font-medium" /> }}
                />
              </p>
            )
          ) : status.isError ? (
            <QueryError
              title={t('wallet.coins.loadError')}
              error={status.error}
              onRetry={() => void status.refetch()}
            />
          ) : (
            <Skeleton className="h-11 w-full" />
          )}
        </div>
      </CardContent>
    </Card>
  );
}

import { isPlayMoney } from '@ludo/shared/money';
import { Link } from 'react-router';
import { QueryError } from '@/components/query-error';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { T, useT } from '@/lib/i18n/react';
import { useResponsibleGaming } from '../api/responsible-gaming';
import { ActivityStatement } from './ActivityStatement';
import { DepositLimitsForm } from './DepositLimitsForm';
import { PlayTimeLimitForm } from './PlayTimeLimitForm';
import { TakeBreakDialog } from './TakeBreakDialog';

/** Settings → Responsible Gaming: the player's deposit limits (real money) and breaks from play. */
export function ResponsibleGamingCard() {
  const t = useT();
  const status = useResponsibleGaming();
  return (
    <Card aria-labelledby="responsible-gaming-title">
      <CardHeader>
        <CardTitle id="responsible-gaming-title">{t('rg.card.title')}</CardTitle>
        <CardDescription>
          <T id="rg.card.description" components={{ 0: <Link to={paths.responsibleGaming} /> }} />
        </CardDescription>
      </CardHeader>
      <CardContent className="divide-y">
        {status.data ? (
          <>
            {status.data.exclusion ? (
              <Alert className="mb-3" data-testid="break-in-force">
                <AlertTitle>
                  {status.data.exclusion.kind === 'cool_off' ? t('rg.exclusion.coolOff') : t('rg.exclusion.excluded')}
                </AlertTitle>
                <AlertDescription>
                  {t('rg.exclusion.until', { date: formatDateTime(status.data.exclusion.endsAt) })}
                </AlertDescription>
              </Alert>
            ) : null}
            {isPlayMoney() ? null : <DepositLimitsForm status={status.data} />}
            <PlayTimeLimitForm status={status.data} />
            <div className="flex flex-wrap items-center justify-between gap-3 py-3">
              <p className="min-w-0 text-sm text-muted-foreground">{t('rg.break.intro')}</p>
              <TakeBreakDialog />
            </div>
            <ActivityStatement />
          </>
        ) : status.isError ? (
          <QueryError title={t('rg.card.loadError')} error={status.error} onRetry={() => void status.refetch()} />
        ) : (
          <Skeleton className="h-32 w-full" />
        )}
      </CardContent>
    </Card>
  );
}

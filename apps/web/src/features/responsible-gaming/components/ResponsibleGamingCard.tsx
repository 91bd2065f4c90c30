import { isPlayMoney } from '@ludo/shared/money';
import { Link } from 'react-router';
import { QueryError } from '@/components/query-error';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { useResponsibleGaming } from '../api/responsible-gaming';
import { ActivityStatement } from './ActivityStatement';
import { DepositLimitsForm } from './DepositLimitsForm';
import { PlayTimeLimitForm } from './PlayTimeLimitForm';
import { TakeBreakDialog } from './TakeBreakDialog';

/** Settings → Responsible Gaming: the player's deposit limits (real money) and breaks from play. */
export function ResponsibleGamingCard() {
  const status = useResponsibleGaming();
  return (
    <Card aria-labelledby="responsible-gaming-title">
      <CardHeader>
        <CardTitle id="responsible-gaming-title">Responsible Gaming</CardTitle>
        <CardDescription>
          Limits and breaks you choose for yourself. <Link to={paths.responsibleGaming}>Read our guide</Link>.
        </CardDescription>
      </CardHeader>
      <CardContent className="divide-y">
        {status.data ? (
          <>
            {status.data.exclusion ? (
              <Alert className="mb-3" data-testid="break-in-force">
                <AlertTitle>
                  {status.data.exclusion.kind === 'cool_off' ? 'You are on a break' : 'You are excluded'}
                </AlertTitle>
                <AlertDescription>
                  Until {formatDateTime(status.data.exclusion.endsAt)}: no play and no deposits. It cannot be ended
                  early.
                </AlertDescription>
              </Alert>
            ) : null}
            {isPlayMoney() ? null : <DepositLimitsForm status={status.data} />}
            <PlayTimeLimitForm status={status.data} />
            <div className="flex flex-wrap items-center justify-between gap-3 py-3">
              <p className="min-w-0 text-sm text-muted-foreground">
                Need time away? Take a cool-off of 24 hours to 6 weeks, or exclude yourself for 6 months or more.
              </p>
              <TakeBreakDialog />
            </div>
            <ActivityStatement />
          </>
        ) : status.isError ? (
          <QueryError title="Could not load your limits" error={status.error} onRetry={() => void status.refetch()} />
        ) : (
          <Skeleton className="h-32 w-full" />
        )}
      </CardContent>
    </Card>
  );
}

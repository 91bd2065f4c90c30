import { byMoneyMode } from '@ludo/shared/money';
import { CircleAlert, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/react';
import { registrationErrorView } from '../lib/registration-error';

/**
 * Why a register or leave failed, in the server's own words (full, closed, already registered,
 * not enough money), with a way to add money when the wallet is short of the fee.
 */
export function RegistrationErrorAlert({
  error,
  title,
  fallback,
}: {
  error: unknown;
  title: string;
  fallback: string;
}) {
  const t = useT();
  const { message, needsMoney } = registrationErrorView(t, error, fallback);
  return (
    <Alert variant="destructive" data-testid="registration-error">
      <CircleAlert aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
        {needsMoney ? (
          <Link
            to={paths.user.wallet}
            className="mt-2 inline-flex items-center gap-1.5 font-medium text-foreground underline underline-offset-4 hover:no-underline"
          >
            <Wallet className="size-4" aria-hidden="true" />
            {byMoneyMode({
              real: t('tournament.registration.addMoney'),
              play: t('tournament.registration.addMoney.play'),
            })}
          </Link>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}

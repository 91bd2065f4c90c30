import { byMoneyMode } from '@ludo/shared/money';
import { CircleAlert, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { paths } from '@/config/paths';
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
  const { message, needsMoney } = registrationErrorView(error, fallback);
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
            {byMoneyMode({ real: 'Add money to your wallet', play: 'Claim your daily coins' })}
          </Link>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}

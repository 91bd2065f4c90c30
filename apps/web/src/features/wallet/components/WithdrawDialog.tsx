import { WITHDRAWAL_LIMITS } from '@ludo/shared/limits';
import { formatRupees } from '@ludo/shared/money';
import { ArrowUpRight, Hourglass } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

const RULES = [
  `Minimum ${formatRupees(WITHDRAWAL_LIMITS.minRupees)}; maximum ${formatRupees(WITHDRAWAL_LIMITS.maxPerTransactionRupees)} per transaction and ${formatRupees(WITHDRAWAL_LIMITS.maxPerWeekRupees)} per week.`,
  `Processed in ${WITHDRAWAL_LIMITS.processingHours} hours to your bank account or UPI. No fee.`,
  `KYC is required before your first withdrawal and for withdrawals above ${formatRupees(WITHDRAWAL_LIMITS.kycRequiredAboveRupees)}.`,
  'Only winnings can be withdrawn; added money is for entry fees.',
];

/**
 * "Withdraw". Withdrawals are the next part of the wallet to be built: until then this dialog
 * says so and makes no request, rather than pretending one was sent.
 */
export function WithdrawDialog({ winnings }: { winnings: number }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full sm:w-auto">
          <ArrowUpRight aria-hidden="true" />
          Withdraw
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Withdraw</DialogTitle>
          <DialogDescription>
            Withdrawable winnings:{' '}
            <span className="font-semibold text-foreground tabular-nums">{formatRupees(winnings)}</span>
          </DialogDescription>
        </DialogHeader>
        <Alert variant="info">
          <Hourglass aria-hidden="true" />
          <AlertTitle>Withdrawals are not available yet</AlertTitle>
          <AlertDescription>
            <p>
              Requesting a withdrawal is the next part of the wallet we are building. No request can be sent from here
              yet, and nothing is taken from your wallet.
            </p>
          </AlertDescription>
        </Alert>
        <section aria-labelledby="withdraw-rules-title" className="flex flex-col gap-2 text-sm">
          <h3 id="withdraw-rules-title" className="font-medium">
            Withdrawal rules
          </h3>
          <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
            {RULES.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </section>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

import type { KycDetails } from '@ludo/shared/kyc/kyc.schemas';
import { WITHDRAWAL_LIMITS } from '@ludo/shared/limits';
import { IdCard } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { useT } from '@/lib/i18n/react';
import { KycForm } from './KycForm';

interface KycDialogProps {
  kyc: KycDetails;
  accountName: string;
  /** Pending or verified: the button stays, disabled, and `describedBy` points at the reason. */
  disabled: boolean;
  describedBy?: string;
}

/** "KYC Verification": the button and the dialog with the KYC form; it closes on a successful submit. */
export function KycDialog({ kyc, accountName, disabled, describedBy }: KycDialogProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // A stray tap outside or Escape must not throw away a long upload; Cancel upload and × still can.
  const keepOpenWhileBusy = (event: Event) => {
    if (busy) event.preventDefault();
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" disabled={disabled} aria-describedby={describedBy}>
          <IdCard aria-hidden="true" />
          {t('kyc.dialog.open')}
        </Button>
      </DialogTrigger>
      <DialogContent
        className="max-w-xl p-4 sm:p-6"
        onInteractOutside={keepOpenWhileBusy}
        onEscapeKeyDown={keepOpenWhileBusy}
      >
        <DialogHeader>
          <DialogTitle>{t('kyc.dialog.title')}</DialogTitle>
          <DialogDescription>
            {t('kyc.dialog.description', { hours: WITHDRAWAL_LIMITS.kycProcessingHours })}
          </DialogDescription>
        </DialogHeader>
        <KycForm
          kyc={kyc}
          accountName={accountName}
          onSubmitted={() => setOpen(false)}
          onCancel={() => setOpen(false)}
          onBusyChange={setBusy}
        />
      </DialogContent>
    </Dialog>
  );
}

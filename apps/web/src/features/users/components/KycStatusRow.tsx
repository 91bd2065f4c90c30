import { WITHDRAWAL_LIMITS } from '@ludo/shared/limits';
import type { Profile } from '@ludo/shared/users/users.schemas';
import { IdCard } from 'lucide-react';
import { NotAvailable } from '@/components/not-available';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

type Kyc = Profile['kycDetails'];

const STATUS: Record<Kyc['status'], { label: string; variant: BadgeProps['variant']; text: (kyc: Kyc) => string }> = {
  not_submitted: {
    label: 'Not submitted',
    variant: 'secondary',
    text: () => 'You have not verified your identity yet. It is needed before your first withdrawal.',
  },
  pending: {
    label: 'Under review',
    variant: 'warning',
    text: () => `Your documents are being reviewed. This takes about ${WITHDRAWAL_LIMITS.kycProcessingHours} hours.`,
  },
  verified: { label: 'Verified', variant: 'success', text: () => 'Your identity has been verified' },
  rejected: {
    label: 'Rejected',
    variant: 'destructive',
    text: (kyc) =>
      kyc.rejectionReason
        ? `Your verification was rejected: ${kyc.rejectionReason}`
        : 'Your verification was rejected. Please submit your documents again.',
  },
};

/** "Account Verification": the real KYC status, and the (not yet open) KYC dialog. */
export function KycStatusRow({ kyc }: { kyc: Kyc }) {
  const status = STATUS[kyc.status];
  return (
    <section aria-labelledby="account-verification" className="flex flex-col gap-3 rounded-lg border p-4">
      <h3 id="account-verification" className="font-semibold">
        Account Verification
      </h3>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="flex items-center gap-2 text-sm font-medium">
            KYC Status
            <Badge variant={status.variant} data-testid="kyc-status">
              {status.label}
            </Badge>
          </p>
          <p className="text-sm text-muted-foreground">{status.text(kyc)}</p>
        </div>
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="outline">
              <IdCard aria-hidden="true" />
              KYC Verification
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>KYC Verification</DialogTitle>
              <DialogDescription>Identity verification opens soon.</DialogDescription>
            </DialogHeader>
            <NotAvailable
              as="p"
              description="You will be able to upload your Aadhaar (front and back) and PAN card here. Verification is needed before your first withdrawal."
            />
          </DialogContent>
        </Dialog>
      </div>
    </section>
  );
}

import type { Profile } from '@ludo/shared/users/users.schemas';
import { Badge } from '@/components/ui/badge';
import { KycDialog } from '@/features/kyc/components/KycDialog';
import { kycStatusView } from '@/features/kyc/lib/kyc-display';
import { formatDate } from '@/lib/format-date';
import { useT } from '@/lib/i18n/react';

/** "Account Verification": the true KYC status of the profile and the KYC Verification dialog. */
export function KycStatusRow({ profile }: { profile: Profile }) {
  const t = useT();
  const kyc = profile.kycDetails;
  const view = kycStatusView(t, kyc);
  const when =
    kyc.status === 'pending' && kyc.submittedAt
      ? t('kyc.status.submittedOn', { date: formatDate(kyc.submittedAt) })
      : (kyc.status === 'verified' || kyc.status === 'rejected') && kyc.reviewedAt
        ? t('kyc.status.reviewedOn', { date: formatDate(kyc.reviewedAt) })
        : null;

  return (
    <section aria-labelledby="account-verification" className="flex flex-col gap-3 rounded-lg border p-4">
      <h3 id="account-verification" className="font-semibold">
        {t('kyc.status.heading')}
      </h3>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-1 basis-56 flex-col gap-1">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
            {t('kyc.status.label')}
            <Badge variant={view.tone} data-testid="kyc-status">
              {view.label}
            </Badge>
          </p>
          <p className="text-sm break-words text-muted-foreground" data-testid="kyc-status-text">
            {view.text}
          </p>
          {when ? <p className="text-xs text-muted-foreground">{when}</p> : null}
        </div>
        <div className="flex max-w-full flex-col items-start gap-1">
          <KycDialog
            kyc={kyc}
            accountName={profile.fullName}
            disabled={!view.canSubmit}
            describedBy={view.blockedReason ? 'kyc-blocked-reason' : undefined}
          />
          {view.blockedReason ? (
            <p id="kyc-blocked-reason" className="max-w-64 text-xs text-muted-foreground">
              {view.blockedReason}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}

import { type AdminKycSubmission, KYC_DOCUMENT_FIELDS } from '@ludo/shared/kyc/kyc.schemas';
import type { KycStatus } from '@ludo/shared/kyc/kyc-status';
import { Check, TriangleAlert, X } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { DetailPending, DetailSection } from '@/components/admin/detail-layout';
import { PlayerName } from '@/components/player-name';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format-date';
import { useKycSubmission } from '../api/get-kyc-submission';
import { type KycDecision, KycDecisionDialog } from './KycDecisionDialog';
import { KycDocumentView } from './KycDocumentView';

const STATUS: Record<KycStatus, { label: string; variant: BadgeProps['variant'] }> = {
  not_submitted: { label: 'Not submitted', variant: 'outline' },
  pending: { label: 'Waiting for review', variant: 'warning' },
  verified: { label: 'Approved', variant: 'success' },
  rejected: { label: 'Rejected', variant: 'destructive' },
};

/** A date of birth (YYYY-MM-DD, a calendar date) as "12 March 2001", in no time zone. */
const dobFormatter = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
function formatDob(dob: string): string {
  const date = new Date(`${dob}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? dob : dobFormatter.format(date);
}

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 sm:grid sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** What the player gave on the KYC form. */
function IdentityDetails({ submission }: { submission: AdminKycSubmission }) {
  return (
    <dl className="flex flex-col gap-2 text-sm">
      <Field label="Full name" testId="kyc-full-name">
        <PlayerName name={submission.fullName} />
      </Field>
      <Field label="Date of birth" testId="kyc-dob">
        {formatDob(submission.dob)} <span className="text-muted-foreground">({submission.age} years)</span>
      </Field>
      <Field label="Address">
        <span className="whitespace-pre-line" dir="auto">
          {submission.address}
        </span>
      </Field>
      <Field label="PAN number">
        <span className="font-mono">{submission.panNumber ?? '—'}</span>
      </Field>
    </dl>
  );
}

/** The account the submission belongs to. */
function AccountDetails({ submission }: { submission: AdminKycSubmission }) {
  return (
    <dl className="flex flex-col gap-2 text-sm">
      <Field label="Account name" testId="kyc-account-name">
        <PlayerName name={submission.accountName} />
      </Field>
      <Field label="Email">
        <span className="break-all">{submission.email}</span>
      </Field>
      <Field label="Phone">{submission.phone}</Field>
      <Field label="Ludo ID">
        <span className="font-mono break-all">{submission.ludoPlayerId || '—'}</span>
      </Field>
      <Field label="Submitted">
        <time dateTime={submission.submittedAt}>{formatDateTime(submission.submittedAt)}</time>
      </Field>
    </dl>
  );
}

/** The warnings, each its own alert, above everything else. */
function Warnings({ warnings }: { warnings: string[] }) {
  if (warnings.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      {warnings.map((warning) => (
        <Alert key={warning} variant="destructive" data-testid="kyc-warning">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>Check before approving</AlertTitle>
          <AlertDescription>{warning}</AlertDescription>
        </Alert>
      ))}
    </div>
  );
}

/** Shown instead of the decision once the submission is decided (by this admin or another). */
function Decided({ submission }: { submission: AdminKycSubmission }) {
  const when = submission.reviewedAt ? ` on ${formatDateTime(submission.reviewedAt)}` : '';
  return (
    <Alert>
      <AlertTitle>This submission is no longer waiting for review</AlertTitle>
      <AlertDescription>
        {submission.status === 'verified'
          ? `It was approved${when}.`
          : submission.status === 'rejected'
            ? `It was rejected${when}.${submission.rejectionReason ? ` Reason: ${submission.rejectionReason}` : ''}`
            : 'It was decided.'}
      </AlertDescription>
    </Alert>
  );
}

/**
 * One KYC submission in full: the warnings, the details against the account, the three documents
 * side by side (stacked on phones), and the decision.
 */
export function KycDetail({
  submissionId,
  onDecided,
  focusOnLoad = false,
}: {
  submissionId: string;
  onDecided: () => void;
  /** Move focus to the heading once loaded (on phones, where the details replace the queue). */
  focusOnLoad?: boolean;
}) {
  const detail = useKycSubmission(submissionId);
  const [decision, setDecision] = useState<KycDecision | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const loaded = detail.data !== undefined;

  useEffect(() => {
    if (focusOnLoad && loaded) titleRef.current?.focus();
  }, [focusOnLoad, loaded]);

  if (!detail.data) return <DetailPending errorTitle="Could not load this submission" query={detail} />;

  const submission = detail.data;
  const pending = submission.status === 'pending';
  const status = STATUS[submission.status];

  return (
    <Card aria-labelledby="kyc-title">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle id="kyc-title" ref={titleRef} tabIndex={-1} className="break-words focus:outline-none">
            <PlayerName name={submission.fullName} />
          </CardTitle>
          <Badge variant={status.variant}>{status.label}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          Submitted <time dateTime={submission.submittedAt}>{formatDateTime(submission.submittedAt)}</time>
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {pending ? <Warnings warnings={submission.warnings} /> : <Decided submission={submission} />}
        <div className="grid gap-6 md:grid-cols-2">
          <DetailSection title="KYC details">
            <IdentityDetails submission={submission} />
          </DetailSection>
          <DetailSection title="Account">
            <AccountDetails submission={submission} />
          </DetailSection>
        </div>
        <DetailSection title="Documents">
          <div className="@container">
            <div className="grid items-start gap-3 @xl:grid-cols-3">
              {KYC_DOCUMENT_FIELDS.map((field) => (
                <KycDocumentView
                  key={field}
                  submissionId={submission.id}
                  field={field}
                  document={submission.documents[field]}
                />
              ))}
            </div>
          </div>
        </DetailSection>
        {pending ? (
          <DetailSection title="Decision">
            <p className="text-sm text-muted-foreground">
              Approve when the documents match the details and the player is an adult. Reject with a reason the player
              reads; they may submit again.
            </p>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button onClick={() => setDecision('approve')}>
                <Check aria-hidden="true" />
                Approve
              </Button>
              <Button variant="destructive" onClick={() => setDecision('reject')}>
                <X aria-hidden="true" />
                Reject
              </Button>
            </div>
          </DetailSection>
        ) : null}
      </CardContent>
      <KycDecisionDialog
        submission={submission}
        decision={decision}
        onClose={() => setDecision(null)}
        onDecided={onDecided}
      />
    </Card>
  );
}

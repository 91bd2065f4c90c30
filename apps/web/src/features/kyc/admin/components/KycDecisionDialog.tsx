import { type AdminKycSubmission, KYC_REJECTION_REASONS } from '@ludo/shared/kyc/kyc.schemas';
import { TriangleAlert } from 'lucide-react';
import { toast } from 'sonner';
import { DecisionActions, DecisionDialog, DecisionHeader } from '@/components/admin/decision-dialog';
import { ReasonField } from '@/components/admin/reason-field';
import { useConfirmAction } from '@/components/admin/use-confirm-action';
import { useReasonForm } from '@/components/admin/use-reason-form';
import { PlayerName } from '@/components/player-name';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useApproveKyc } from '../api/approve-kyc';
import { useRejectKyc } from '../api/reject-kyc';

export type KycDecision = 'approve' | 'reject';

/** Whose KYC this is: what the admin checks once more before deciding. */
function SubmissionSummary({ submission }: { submission: AdminKycSubmission }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md border p-3 text-sm">
      <dt className="text-muted-foreground">KYC name</dt>
      <dd className="min-w-0 font-medium break-words">
        <PlayerName name={submission.fullName} />
      </dd>
      <dt className="text-muted-foreground">Account</dt>
      <dd className="min-w-0 break-words">
        <PlayerName name={submission.accountName} />
        <span className="block break-all text-muted-foreground">{submission.email}</span>
      </dd>
    </dl>
  );
}

/** Approve: a confirmation that repeats the warnings; the player becomes verified. */
function ApproveConfirmation({ submission, onDone }: { submission: AdminKycSubmission; onDone: () => void }) {
  const approve = useApproveKyc();
  const { error, confirm } = useConfirmAction(async () => {
    await approve.mutateAsync(submission.id);
    toast.success('KYC approved', {
      description: (
        <>
          <PlayerName name={submission.accountName} /> is verified.
        </>
      ),
    });
    onDone();
  }, 'Could not approve this KYC. Try again.');

  return (
    <div className="flex flex-col gap-4">
      <DecisionHeader
        title="Approve this KYC?"
        description={
          <>
            <PlayerName name={submission.accountName} /> is marked verified and can withdraw. The decision is kept in
            the audit log.
          </>
        }
        error={error}
      />
      <SubmissionSummary submission={submission} />
      {submission.warnings.length > 0 ? (
        <Alert variant="destructive" role="note">
          <TriangleAlert aria-hidden="true" />
          <AlertDescription>
            <p className="font-medium">You are approving despite:</p>
            <ul className="list-disc pl-4">
              {submission.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      ) : null}
      <DecisionActions
        busy={approve.isPending}
        blocked={submission.status !== 'pending'}
        label="Approve KYC"
        pendingLabel="Approving..."
        onConfirm={confirm}
      />
    </div>
  );
}

/** Reject: a reason the player reads (a common one picked, or written); they may submit again. */
function RejectForm({ submission, onDone }: { submission: AdminKycSubmission; onDone: () => void }) {
  const reject = useRejectKyc();
  const { form, onSubmit, serverError, reasonProps } = useReasonForm(async (reason) => {
    await reject.mutateAsync({ id: submission.id, reason });
    toast.success('KYC rejected', {
      description: (
        <>
          <PlayerName name={submission.accountName} /> sees your reason and may submit again.
        </>
      ),
    });
    onDone();
  }, 'Could not reject this KYC. Try again.');
  const reason = form.watch('reason');
  const { isSubmitted } = form.formState;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <DecisionHeader
        title="Reject this KYC?"
        description={
          <>
            <PlayerName name={submission.accountName} /> sees the reason and may submit again. It is kept in the audit
            log.
          </>
        }
        error={serverError}
      />
      <SubmissionSummary submission={submission} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Common reasons</legend>
        <div className="flex flex-col gap-2">
          {KYC_REJECTION_REASONS.map((text) => {
            const chosen = reason.trim() === text;
            return (
              <Button
                key={text}
                type="button"
                variant="outline"
                size="sm"
                aria-pressed={chosen}
                className={cn(
                  'h-auto justify-start py-2 text-left whitespace-normal',
                  chosen && 'border-primary bg-primary/5',
                )}
                onClick={() => form.setValue('reason', text, { shouldDirty: true, shouldValidate: isSubmitted })}
              >
                {text}
              </Button>
            );
          })}
        </div>
      </fieldset>
      <ReasonField id="kyc-reject-reason" {...reasonProps} />
      <DecisionActions
        busy={reject.isPending}
        blocked={submission.status !== 'pending'}
        variant="destructive"
        label="Reject KYC"
        pendingLabel="Rejecting..."
      />
    </form>
  );
}

/** Approve (after a confirmation) or reject (with a reason) one KYC submission. */
export function KycDecisionDialog({
  submission,
  decision,
  onClose,
  onDecided,
}: {
  submission: AdminKycSubmission;
  decision: KycDecision | null;
  onClose: () => void;
  onDecided: () => void;
}) {
  const done = () => {
    onClose();
    onDecided();
  };
  return (
    <DecisionDialog open={decision !== null} onClose={onClose}>
      {decision === 'approve' ? (
        <ApproveConfirmation key="approve" submission={submission} onDone={done} />
      ) : decision === 'reject' ? (
        <RejectForm key="reject" submission={submission} onDone={done} />
      ) : null}
    </DecisionDialog>
  );
}

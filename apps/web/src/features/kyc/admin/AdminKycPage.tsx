import { IdCard } from 'lucide-react';
import type { Ref } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { QueueDetail, useQueueDetailFocus } from '@/components/queue-detail';
import { Skeleton } from '@/components/ui/skeleton';
import { useKycQueue } from './api/get-kyc-queue';
import { KycDetail } from './components/KycDetail';
import { KycQueue, kycQueueItemId } from './components/KycQueue';

const SUBMISSION_PARAM = 'submission';

function NoSubmissions({ headingRef }: { headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <EmptyState
      icon={IdCard}
      title="No KYC submissions to review"
      hint="Players’ identity submissions will wait here, oldest first."
      heading
      headingRef={headingRef}
    />
  );
}

function ChooseSubmission() {
  return (
    <EmptyState
      icon={IdCard}
      title="Choose a submission"
      hint="Its details, warnings and documents show here."
      className="hidden lg:flex"
    />
  );
}

/**
 * /admin/kyc: identity submissions waiting for review, oldest first. Choosing one (kept in the
 * address as ?submission=) shows its details, warnings and documents; the admin approves it, or
 * rejects it with a reason the player reads.
 */
export default function AdminKycPage() {
  const queue = useKycQueue();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get(SUBMISSION_PARAM);
  const focus = useQueueDetailFocus(selectedId, kycQueueItemId);

  const select = (id: string | null) => setParams(id ? { [SUBMISSION_PARAM]: id } : {}, { replace: id === null });

  const open = (id: string) => {
    focus.opening();
    select(id);
  };
  const backToQueue = () => {
    focus.leaving();
    select(null);
  };
  // The decided entry leaves the queue: focus goes to the queue's heading.
  const decided = () => {
    focus.leavingQueue();
    select(null);
  };

  return (
    <div>
      <PageHeader
        title="KYC review"
        description="Identity submissions waiting for review, oldest first. Check the documents against the details, then approve, or reject with a reason the player reads."
      />
      {queue.isError && !queue.data ? (
        <QueryError title="Could not load KYC submissions" error={queue.error} onRetry={() => void queue.refetch()} />
      ) : !queue.data ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : queue.data.length === 0 && !selectedId ? (
        <NoSubmissions headingRef={focus.countRef} />
      ) : (
        <QueueDetail
          queueWidth="narrow"
          countRef={focus.countRef}
          count={`${queue.data.length === 1 ? '1 submission' : `${queue.data.length} submissions`} waiting`}
          queue={
            queue.data.length === 0 ? (
              <NoSubmissions />
            ) : (
              <KycQueue items={queue.data} selectedId={selectedId} onSelect={open} />
            )
          }
          selectedId={selectedId}
          detail={(id) => <KycDetail key={id} submissionId={id} onDecided={decided} focusOnLoad={focus.focusDetail} />}
          placeholder={<ChooseSubmission />}
          onBack={backToQueue}
        />
      )}
    </div>
  );
}

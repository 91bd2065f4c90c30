import { ArrowLeft, IdCard } from 'lucide-react';
import { type Ref, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useKycQueue } from '../api/get-kyc-queue';
import { KycDetail } from '../components/KycDetail';
import { KycQueue, kycQueueItemId } from '../components/KycQueue';

const SUBMISSION_PARAM = 'submission';
/** Tailwind's `lg`: from here the queue and the chosen submission sit side by side. */
const SIDE_BY_SIDE = '(min-width: 64rem)';

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

const isSideBySide = () => typeof window !== 'undefined' && window.matchMedia(SIDE_BY_SIDE).matches;

/**
 * /admin/kyc: identity submissions waiting for review, oldest first. Choosing one (kept in the
 * address as ?submission=) shows its details, warnings and documents; the admin approves it, or
 * rejects it with a reason the player reads.
 */
export default function AdminKycPage() {
  const queue = useKycQueue();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get(SUBMISSION_PARAM);
  // On phones the details replace the queue: focus follows there and back.
  const [focusDetail, setFocusDetail] = useState(false);
  /** Where focus goes once the queue shows again: the entry just left, or the queue's heading. */
  const [returnFocus, setReturnFocus] = useState<{ entry: string } | 'queue' | null>(null);
  const countRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (selectedId !== null || returnFocus === null) return;
    const target =
      returnFocus === 'queue' ? countRef.current : document.getElementById(kycQueueItemId(returnFocus.entry));
    (target ?? countRef.current)?.focus();
    setReturnFocus(null);
  }, [selectedId, returnFocus]);

  const select = (id: string | null) => setParams(id ? { [SUBMISSION_PARAM]: id } : {}, { replace: id === null });

  const open = (id: string) => {
    setFocusDetail(!isSideBySide());
    select(id);
  };
  const backToQueue = () => {
    if (selectedId) setReturnFocus({ entry: selectedId });
    select(null);
  };
  // The decided entry leaves the queue: focus goes to the queue's heading.
  const decided = () => {
    setReturnFocus('queue');
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
        <NoSubmissions headingRef={countRef} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
          {/* On phones the chosen submission takes the queue's place, with a way back. */}
          <div className={cn('flex flex-col gap-3', selectedId && 'hidden lg:flex')}>
            <h2
              ref={countRef}
              tabIndex={-1}
              className="text-sm font-normal text-muted-foreground focus:outline-none"
              aria-live="polite"
            >
              {queue.data.length === 1 ? '1 submission' : `${queue.data.length} submissions`} waiting
            </h2>
            {queue.data.length === 0 ? (
              <NoSubmissions />
            ) : (
              <KycQueue items={queue.data} selectedId={selectedId} onSelect={open} />
            )}
          </div>
          {selectedId ? (
            <div className="flex min-w-0 flex-col gap-3">
              <div className="lg:hidden">
                <Button variant="outline" size="sm" onClick={backToQueue}>
                  <ArrowLeft aria-hidden="true" />
                  Back to queue
                </Button>
              </div>
              <KycDetail key={selectedId} submissionId={selectedId} onDecided={decided} focusOnLoad={focusDetail} />
            </div>
          ) : (
            <ChooseSubmission />
          )}
        </div>
      )}
    </div>
  );
}

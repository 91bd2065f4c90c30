import { TIMING_RULES } from '@ludo/shared/limits';
import { ArrowLeft, Gavel } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useDisputes } from './api/get-disputes';
import { DisputeDetail } from './components/DisputeDetail';
import { DisputeQueue } from './components/DisputeQueue';

const MATCH_PARAM = 'match';

function NoDisputes() {
  return (
    <EmptyState
      icon={Gavel}
      title="No disputes to review"
      hint="Matches whose result is contested or missing will wait here."
    />
  );
}

function ChooseDispute() {
  return (
    <EmptyState
      icon={Gavel}
      title="Choose a dispute"
      hint="Its claims, screenshots, chat and timeline show here."
      className="hidden lg:flex"
    />
  );
}

/**
 * /admin/disputes: matches under review, oldest first. Choosing one shows both claims with their
 * screenshots, the chat and the timeline; the admin awards the win or cancels with refunds.
 */
export default function AdminDisputesPage() {
  const disputes = useDisputes();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get(MATCH_PARAM);

  const select = (id: string | null) => setParams(id ? { [MATCH_PARAM]: id } : {}, { replace: id === null });

  return (
    <div>
      <PageHeader
        title="Disputes"
        description={`Matches waiting for an admin’s decision, oldest first. Decide within ${TIMING_RULES.disputeReviewHours} hours; the decision is final.`}
      />
      {disputes.isError && !disputes.data ? (
        <QueryError title="Could not load disputes" error={disputes.error} onRetry={() => void disputes.refetch()} />
      ) : !disputes.data ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : disputes.data.length === 0 && !selectedId ? (
        <NoDisputes />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
          {/* On phones the chosen dispute takes the queue's place, with a way back. */}
          <div className={cn('flex flex-col gap-3', selectedId && 'hidden lg:flex')}>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {disputes.data.length === 1 ? '1 dispute' : `${disputes.data.length} disputes`} waiting
            </p>
            {disputes.data.length === 0 ? (
              <NoDisputes />
            ) : (
              <DisputeQueue disputes={disputes.data} selectedId={selectedId} onSelect={select} />
            )}
          </div>
          {selectedId ? (
            <div className="flex min-w-0 flex-col gap-3">
              <div className="lg:hidden">
                <Button variant="outline" size="sm" onClick={() => select(null)}>
                  <ArrowLeft aria-hidden="true" />
                  Back to disputes
                </Button>
              </div>
              <DisputeDetail key={selectedId} matchId={selectedId} onDecided={() => select(null)} />
            </div>
          ) : (
            <ChooseDispute />
          )}
        </div>
      )}
    </div>
  );
}

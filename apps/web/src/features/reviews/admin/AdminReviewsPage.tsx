import type { AdminReview, ReviewStatus } from '@ludo/shared/reviews/reviews.schemas';
import { MessageSquareQuote } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { PlayerName } from '@/components/player-name';
import { QueryError } from '@/components/query-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { serverMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format-date';
import { useAdminReviews, useDecideReview } from '../api/reviews';
import { Stars } from '../components/Stars';

const FILTERS: Array<{ value: ReviewStatus | 'all'; label: string }> = [
  { value: 'pending', label: 'Waiting for approval' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All reviews' },
];

function ReviewEntry({ review }: { review: AdminReview }) {
  const decide = useDecideReview();
  const act = (status: 'approved' | 'rejected', featured: boolean, done: string) =>
    decide.mutate(
      { id: review.id, body: { status, featured } },
      {
        onSuccess: () => toast.success(done),
        onError: (error) => toast.error(serverMessage(error) ?? 'The review was not updated. Try again.'),
      },
    );
  return (
    <li
      className="flex flex-col gap-3 rounded-lg border bg-card p-4"
      data-testid="admin-review"
      data-status={review.status}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Stars rating={review.rating} />
        <Badge
          variant={
            review.status === 'approved' ? 'success' : review.status === 'rejected' ? 'destructive' : 'secondary'
          }
        >
          {FILTERS.find((filter) => filter.value === review.status)?.label}
        </Badge>
        {review.featured ? <Badge variant="outline">Featured</Badge> : null}
      </div>
      <p className="break-words">“{review.text}”</p>
      <p className="text-sm text-muted-foreground">
        <PlayerName name={review.playerName} className="font-medium text-foreground" /> · {review.email} · {review.role}{' '}
        · {formatDateTime(review.updatedAt)}
      </p>
      <div className="flex flex-wrap gap-2">
        {review.status !== 'approved' || !review.featured ? (
          <Button
            size="sm"
            disabled={decide.isPending}
            onClick={() => act('approved', true, 'Review approved and featured')}
          >
            Approve and feature
          </Button>
        ) : null}
        {review.status !== 'approved' || review.featured ? (
          <Button
            size="sm"
            variant="outline"
            disabled={decide.isPending}
            onClick={() => act('approved', false, review.featured ? 'Review no longer featured' : 'Review approved')}
          >
            {review.featured ? 'Stop featuring' : 'Approve'}
          </Button>
        ) : null}
        {review.status !== 'rejected' ? (
          <Button
            size="sm"
            variant="destructive"
            disabled={decide.isPending}
            onClick={() => act('rejected', false, 'Review rejected')}
          >
            Reject
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * /admin/reviews: players' reviews, waiting ones first; approve (and feature on the landing page,
 * newest three shown) or reject. Every decision is audited.
 */
export default function AdminReviewsPage() {
  const id = useId();
  const [status, setStatus] = useState<ReviewStatus | 'all'>('pending');
  const list = useAdminReviews(status);
  let body: React.ReactNode;
  if (list.isError && !list.data) {
    body = <QueryError title="Could not load reviews" error={list.error} onRetry={() => void list.refetch()} />;
  } else if (!list.data) {
    body = <Skeleton className="h-32 w-full" />;
  } else if (list.data.reviews.length === 0) {
    body = (
      <EmptyState
        icon={MessageSquareQuote}
        title="No reviews"
        hint="Players' reviews appear here as they write them."
      />
    );
  } else {
    body = (
      <ul className="flex flex-col gap-3" aria-label="Reviews">
        {list.data.reviews.map((review) => (
          <ReviewEntry key={review.id} review={review} />
        ))}
      </ul>
    );
  }
  return (
    <div>
      <PageHeader title="Reviews" description="Approve players' reviews, and choose the ones the home page features." />
      <div className="mb-4 flex max-w-xs flex-col gap-2">
        <Label htmlFor={`${id}-status`}>Show</Label>
        <NativeSelect
          id={`${id}-status`}
          value={status}
          onChange={(event) => setStatus(event.target.value as ReviewStatus | 'all')}
        >
          {FILTERS.map((filter) => (
            <option key={filter.value} value={filter.value}>
              {filter.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      {body}
    </div>
  );
}

import type {
  AdminReviewList,
  MyReview,
  MyReviewResponse,
  ReviewBody,
  ReviewDecisionBody,
  ReviewStatus,
} from '@ludo/shared/reviews/reviews.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const reviewsKeys = {
  all: ['reviews'] as const,
  mine: ['reviews', 'mine'] as const,
  admin: (status: ReviewStatus | 'all') => ['reviews', 'admin', status] as const,
};

/** GET /api/reviews/mine: whether the player may review yet, and their review. */
export const useMyReview = () =>
  useQuery({ queryKey: reviewsKeys.mine, queryFn: () => apiFetch<MyReviewResponse>('/api/reviews/mine') });

/** PUT /api/reviews/mine: write or change one's review (it waits for approval again). */
export function useSaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) => apiFetch<MyReview>('/api/reviews/mine', { method: 'PUT', json: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKeys.all }),
  });
}

/** GET /api/admin/reviews?status=. */
export const useAdminReviews = (status: ReviewStatus | 'all') =>
  useQuery({
    queryKey: reviewsKeys.admin(status),
    queryFn: () => apiFetch<AdminReviewList>(`/api/admin/reviews${status === 'all' ? '' : `?status=${status}`}`),
  });

/** POST /api/admin/reviews/{id}: approve (feature) or reject. */
export function useDecideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReviewDecisionBody }) =>
      apiFetch<MyReview>(`/api/admin/reviews/${id}`, { method: 'POST', json: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKeys.all }),
  });
}

import type { FeaturedReviewsResponse } from '@ludo/shared/reviews/reviews.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

// Its own file: the landing page downloads it, and nothing else of the reviews feature.
export const featuredReviewsKey = ['reviews', 'featured'] as const;

/** GET /api/reviews/featured (public): the landing page's featured reviews. */
export function featuredReviewsQueryOptions() {
  return queryOptions({
    queryKey: featuredReviewsKey,
    queryFn: () => apiFetch<FeaturedReviewsResponse>('/api/reviews/featured', { anonymous: true }),
    staleTime: 60_000,
  });
}
export const useFeaturedReviews = () => useQuery(featuredReviewsQueryOptions());

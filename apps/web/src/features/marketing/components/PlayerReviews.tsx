import { lazy, Suspense } from 'react';
import { useT } from '@/lib/i18n/react';

// The landing composes the reviews feature's featured list, as it does the tournaments' cards. It
// sits far below the fold, so it is its own chunk: not part of the landing's first download.
const FeaturedReviews = lazy(async () => ({
  default: (await import('@/features/reviews/components/FeaturedReviews')).FeaturedReviews,
}));

/** "What Our Players Say": real, approved and featured reviews; none is invented. */
export function PlayerReviews() {
  const t = useT();
  return (
    <section aria-labelledby="reviews-heading" className="px-4 py-16">
      <div className="mx-auto max-w-6xl text-center">
        <h2 id="reviews-heading" className="text-3xl font-bold text-slate-900 dark:text-white">
          {t('landing.reviews.title')}
        </h2>
        <div className="mt-8">
          <Suspense
            fallback={
              <p role="status" className="py-8 text-center text-slate-600 dark:text-slate-300">
                {t('landing.reviews.loading')}
              </p>
            }
          >
            <FeaturedReviews />
          </Suspense>
        </div>
      </div>
    </section>
  );
}

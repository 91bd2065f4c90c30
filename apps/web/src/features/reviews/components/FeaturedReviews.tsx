import { MessageSquareQuote } from 'lucide-react';
import { T, useT } from '@/lib/i18n/react';
import { useFeaturedReviews } from '../api/get-featured-reviews';
import { Stars } from './Stars';

/**
 * The landing page's "What Our Players Say": featured reviews from real players (initials and a
 * role from their record, never a name), or an honest empty state. Light: part of the first download.
 */
export function FeaturedReviews() {
  const t = useT();
  const featured = useFeaturedReviews();
  const reviews = featured.data?.reviews ?? [];
  if (featured.isPending) {
    return (
      <p role="status" className="py-8 text-center text-slate-600 dark:text-slate-300">
        {t('landing.reviews.loading')}
      </p>
    );
  }
  if (reviews.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
        <MessageSquareQuote aria-hidden="true" className="mx-auto size-8 text-slate-400" />
        <p className="mt-3 text-slate-600 dark:text-slate-300">{t('reviews.featured.empty')}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-6 text-left md:grid-cols-3" aria-label={t('reviews.featured.label')}>
      {reviews.map((review) => (
        <li key={review.id}>
          <figure
            className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
            data-testid="featured-review"
          >
            <Stars rating={review.rating} />
            <blockquote className="flex-1 text-slate-700 dark:text-slate-200">“{review.text}”</blockquote>
            <figcaption className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-indigo-100 font-semibold text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300"
              >
                {review.initials}
              </span>
              <span className="text-sm">
                <T
                  id="reviews.featured.initials"
                  values={{ initials: review.initials }}
                  components={{
                    0: <span className="sr-only" />,
                    1: <span className="font-semibold text-slate-900 dark:text-white" />,
                  }}
                />
                <span className="block text-slate-600 dark:text-slate-400">{review.role}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

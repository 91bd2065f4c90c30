import { Star } from 'lucide-react';
import { useT } from '@/lib/i18n/react';

/** A rating as five stars, read out as "4 out of 5 stars". */
export function Stars({ rating, className = 'size-4' }: { rating: number; className?: string }) {
  const t = useT();
  return (
    <span className="inline-flex gap-0.5" role="img" aria-label={t('reviews.stars', { rating })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={`${className} ${n <= rating ? 'fill-amber-400 text-amber-400' : 'text-slate-300 dark:text-slate-600'}`}
        />
      ))}
    </span>
  );
}

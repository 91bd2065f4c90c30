import { MessageSquareQuote } from 'lucide-react';

// No reviews exist yet, and invented testimonials would mislead players; this stays honest
// until reviews from verified players can be loaded from the server.
export function PlayerReviews() {
  return (
    <section aria-labelledby="reviews-heading" className="px-4 py-16">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="reviews-heading" className="text-3xl font-bold text-slate-900 dark:text-white">
          What Our Players Say
        </h2>
        <div className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 dark:border-slate-700">
          <MessageSquareQuote aria-hidden="true" className="mx-auto size-8 text-slate-400" />
          <p className="mt-3 text-slate-600 dark:text-slate-300">
            Reviews from verified players will appear here once they have played on the platform.
          </p>
        </div>
      </div>
    </section>
  );
}

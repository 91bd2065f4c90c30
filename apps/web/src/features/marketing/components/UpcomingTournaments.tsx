import { ArrowRight } from 'lucide-react';
import { paths } from '@/config/paths';
import { ButtonLink } from './ButtonLink';
import { TournamentList } from './TournamentList';

const PREVIEW_COUNT = 3;

export function UpcomingTournaments() {
  return (
    <section aria-labelledby="upcoming-heading" className="px-4 py-16">
      <div className="mx-auto max-w-6xl">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="upcoming-heading" className="text-3xl font-bold text-slate-900 dark:text-white">
            Upcoming Tournaments
          </h2>
          <ButtonLink to={paths.tournaments} variant="secondary" className="self-start sm:self-auto">
            View All Tournaments <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
        <div className="mt-8">
          <TournamentList limit={PREVIEW_COUNT} />
        </div>
      </div>
    </section>
  );
}

import { ArrowRight } from 'lucide-react';
import { paths } from '@/config/paths';
// The one import of another feature the landing makes, as agreed for the tournaments' cards: the
// cards and their query are light (no zod, no UI library), so the first download stays small.
import { UpcomingTournamentList } from '@/features/tournaments/components/UpcomingTournamentList';
import { useT } from '@/lib/i18n/react';
import { ButtonLink } from './ButtonLink';

export function UpcomingTournaments() {
  const t = useT();
  return (
    <section aria-labelledby="upcoming-heading" className="px-4 py-16">
      <div className="mx-auto max-w-6xl">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="upcoming-heading" className="text-3xl font-bold text-slate-900 dark:text-white">
            {t('landing.upcoming.title')}
          </h2>
          <ButtonLink to={paths.tournaments} variant="secondary" className="self-start sm:self-auto">
            {t('landing.upcoming.viewAll')} <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
        <div className="mt-8">
          <UpcomingTournamentList />
        </div>
      </div>
    </section>
  );
}

import { TOURNAMENT_PLATFORM_FEE_PERCENT } from '@ludo/shared/limits';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ButtonLink } from '../components/ButtonLink';
import { TournamentList } from '../components/TournamentList';

export default function TournamentsPublicPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl dark:text-white">Tournaments</h1>
      <p className="mt-3 max-w-3xl text-slate-600 dark:text-slate-300">
        Upcoming tournaments open for registration. The prize pool is the total of the entry fees minus a{' '}
        {TOURNAMENT_PLATFORM_FEE_PERCENT}% platform fee. Read the{' '}
        <Link
          to={paths.howToPlay}
          className="font-medium text-indigo-700 underline hover:no-underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300"
        >
          tournament rules
        </Link>{' '}
        before you join.
      </p>
      <div className="mt-8">
        <TournamentList
          emptyAction={<ButtonLink to={paths.register}>Register now to be ready when the first one opens</ButtonLink>}
        />
      </div>
    </div>
  );
}

import { ListOrdered } from 'lucide-react';
import { paths } from '@/config/paths';
import { ButtonLink } from '../components/ButtonLink';

// No ranked matches have been played yet, so there is nothing true to rank; no sample rows.
export default function LeaderboardPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl dark:text-white">Leaderboard</h1>
      <div className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
        <ListOrdered aria-hidden="true" className="mx-auto size-8 text-slate-400" />
        <p className="mt-3 font-semibold text-slate-900 dark:text-white">No rankings yet</p>
        <p className="mt-1 text-slate-600 dark:text-slate-300">
          The leaderboard appears once ranked matches have been played.
        </p>
        <div className="mt-6 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <ButtonLink to={paths.register}>Register Now</ButtonLink>
          <ButtonLink to={paths.howToPlay} variant="secondary">
            How to Play
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}

import { formatRupees } from '@ludo/shared/money';
import type { UpcomingTournament } from '@ludo/shared/tournaments/tournaments.schemas';
import { clsx } from 'clsx';
import { Clock, Trophy, Users } from 'lucide-react';
import { paths } from '@/config/paths';
import { ButtonLink } from './ButtonLink';

const statusLabels = { upcoming: 'Upcoming', registering: 'Registering' } as const;

// Spec: only the time of day is shown. The zone name keeps it unambiguous ("7:30 pm IST").
const timeOfDay = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
const fullDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'full', timeStyle: 'short' });

function formatStart(iso: string): { time: string; full: string } | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return { time: timeOfDay.format(date), full: fullDate.format(date) };
}

export function TournamentCard({ tournament }: { tournament: UpcomingTournament }) {
  const start = formatStart(tournament.startTime);
  const titleId = `tournament-${tournament.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="text-lg font-bold text-slate-900 dark:text-white">
          {tournament.title}
        </h3>
        <span
          className={clsx(
            'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold',
            tournament.status === 'registering'
              ? 'bg-emerald-600 text-white'
              : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
          )}
        >
          {statusLabels[tournament.status]}
        </span>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <div>
          <dt className="text-slate-500 dark:text-slate-400">Entry fee</dt>
          <dd className="font-semibold text-slate-900 dark:text-white">{formatRupees(tournament.entryFee)}</dd>
        </div>
        <div>
          <dt className="flex items-center gap-1 text-slate-500 dark:text-slate-400">
            <Trophy aria-hidden="true" className="size-4" /> Prize pool
          </dt>
          <dd className="font-semibold text-indigo-700 dark:text-indigo-300">{formatRupees(tournament.prizePool)}</dd>
        </div>
        <div>
          <dt className="flex items-center gap-1 text-slate-500 dark:text-slate-400">
            <Users aria-hidden="true" className="size-4" /> Players
          </dt>
          <dd className="font-semibold text-slate-900 dark:text-white">
            {tournament.players}/{tournament.maxPlayers}
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-1 text-slate-500 dark:text-slate-400">
            <Clock aria-hidden="true" className="size-4" /> Starts
          </dt>
          <dd className="font-semibold text-slate-900 dark:text-white">
            {start ? (
              <time dateTime={tournament.startTime} title={start.full}>
                {start.time}
              </time>
            ) : (
              'To be announced'
            )}
          </dd>
        </div>
      </dl>
      <div className="mt-5 flex gap-3 pt-1 [&>*]:flex-1">
        <ButtonLink to={paths.tournament(tournament.id)} variant="secondary">
          Details
        </ButtonLink>
        <ButtonLink to={paths.user.joinTournament(tournament.id)}>Join Now</ButtonLink>
      </div>
    </article>
  );
}

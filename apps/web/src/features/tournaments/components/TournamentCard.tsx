// clsx, not cn, and no components/ui: the landing page shows these cards in its first download.
import { formatRupees } from '@ludo/shared/money';
import type { TournamentSummary, UpcomingTournament } from '@ludo/shared/tournaments/tournaments.schemas';
import { clsx } from 'clsx';
import { Clock, Trophy, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/react';
import { FORMAT_LABEL, isBeforeStart, prizePoolLabel, STATUS_LABEL, startTimeText } from '../lib/tournament-labels';

const STATUS_BADGE: Record<TournamentSummary['status'], string> = {
  // "Registering" gets the highlighted badge (docs/product-rules.md, Tournaments).
  registering: 'bg-emerald-600 text-white',
  upcoming: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  running: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200',
  finished: 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300',
  cancelled: 'bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300',
};

const LINK_BASE =
  'inline-flex flex-1 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500';
const LINK_PRIMARY = 'bg-indigo-600 text-white hover:bg-indigo-700 dark:bg-indigo-500 dark:hover:bg-indigo-400';
const LINK_SECONDARY =
  'border border-indigo-600 text-indigo-700 hover:bg-indigo-50 dark:border-indigo-400 dark:text-indigo-200 dark:hover:bg-indigo-950';

function Fact({ label, icon, children }: { label: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1 text-slate-500 dark:text-slate-400">
        {icon}
        {label}
      </dt>
      <dd className="font-semibold text-slate-900 dark:text-white">{children}</dd>
    </div>
  );
}

interface TournamentCardProps {
  /** A landing card (no format) or a row of the full list. */
  tournament: UpcomingTournament | TournamentSummary;
  /**
   * The landing's cards show only the start's time of day (docs/product-rules.md, Tournaments);
   * the full list, whose tournaments fall on different days, shows the day too.
   */
  showDay?: boolean;
}

/**
 * A tournament of the public site: title, status, entry fee, prize pool, seats and start, with
 * "Details" (its page) and, while it has not started, "Join Now" (the player area's way in).
 */
export function TournamentCard({ tournament, showDay = false }: TournamentCardProps) {
  const t = useT();
  const start = startTimeText(tournament.startTime);
  const titleId = `tournament-${tournament.id}-title`;
  const format = 'format' in tournament ? FORMAT_LABEL[tournament.format] : null;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="tournament-card"
      data-status={tournament.status}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-bold break-words text-slate-900 dark:text-white">
            {tournament.title}
          </h3>
          {format ? <p className="text-sm text-slate-600 dark:text-slate-300">{t(format)}</p> : null}
        </div>
        <span
          className={clsx('shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_BADGE[tournament.status])}
        >
          {t(STATUS_LABEL[tournament.status])}
        </span>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <Fact label={t('tournament.facts.entryFee')}>{formatRupees(tournament.entryFee)}</Fact>
        <Fact label={t('tournament.facts.prizePool')} icon={<Trophy aria-hidden="true" className="size-4" />}>
          <span className="text-indigo-700 dark:text-indigo-300">{prizePoolLabel(t, tournament)}</span>
        </Fact>
        <Fact label={t('tournament.facts.players')} icon={<Users aria-hidden="true" className="size-4" />}>
          {tournament.players}/{tournament.maxPlayers}
        </Fact>
        <Fact label={t('tournament.facts.starts')} icon={<Clock aria-hidden="true" className="size-4" />}>
          {start ? (
            <time dateTime={tournament.startTime} title={start.full}>
              {showDay ? start.day : start.time}
            </time>
          ) : (
            t('tournament.facts.toBeAnnounced')
          )}
        </Fact>
      </dl>
      <div className="mt-auto flex gap-3 pt-5">
        <Link
          to={paths.tournament(tournament.id)}
          className={clsx(LINK_BASE, LINK_SECONDARY)}
          aria-label={t('tournament.card.details.label', { title: tournament.title })}
        >
          {t('tournament.card.details')}
        </Link>
        {isBeforeStart(tournament.status) ? (
          <Link
            to={paths.user.joinTournament(tournament.id)}
            className={clsx(LINK_BASE, LINK_PRIMARY)}
            aria-label={t('tournament.card.join.label', { title: tournament.title })}
          >
            {t('tournament.card.join')}
          </Link>
        ) : null}
      </div>
    </article>
  );
}

import { formatRupees } from '@ludo/shared/money';
import type { MyTournament, TournamentSummary } from '@ludo/shared/tournaments/tournaments.schemas';
import { ArrowRight, CircleAlert, Trophy } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { type MessageId, useT } from '@/lib/i18n/react';
import { useMyTournaments } from '../api/get-my-tournaments';
import { useTournaments } from '../api/get-tournaments';
import { FORMAT_LABEL, prizePoolLabel, startTimeText } from '../lib/tournament-labels';
import { NextGameCard, type PlayGame } from './NextGameCard';
import { PrivateBadge } from './PrivateBadge';
import { RegisterButton } from './RegistrationButtons';
import { ShowMoreTournaments } from './ShowMoreTournaments';
import { TournamentStatusBadge } from './TournamentStatusBadge';

const isOver = (status: TournamentSummary['status']) => status === 'finished' || status === 'cancelled';

function Loading({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <p role="status" className="text-sm text-muted-foreground">
        {label}
      </p>
      <div className="grid gap-3 lg:grid-cols-2">
        <Skeleton className="h-40" />
        <Skeleton className="hidden h-40 lg:block" />
      </div>
    </div>
  );
}

function LoadFailed({ text, onRetry, busy }: { text: string; onRetry: () => void; busy: boolean }) {
  const t = useT();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-8 text-center"
    >
      <CircleAlert className="size-6 text-destructive" aria-hidden="true" />
      <p className="font-medium text-destructive">{text}</p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={busy}>
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}

function Empty({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <div
      className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center"
      data-testid={testId}
    >
      <Trophy className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">{title}</p>
      <p className="max-w-prose text-sm text-muted-foreground">{children}</p>
    </div>
  );
}

function Facts({ tournament }: { tournament: TournamentSummary }) {
  const t = useT();
  const start = startTimeText(tournament.startTime);
  return (
    <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
      <div className="min-w-0">
        <dt className="text-xs text-muted-foreground">{t('tournament.facts.entryFee')}</dt>
        <dd className="font-medium tabular-nums">{formatRupees(tournament.entryFee)}</dd>
      </div>
      <div className="min-w-0">
        <dt className="text-xs text-muted-foreground">{t('tournament.facts.prizePool')}</dt>
        <dd className="font-medium tabular-nums">{prizePoolLabel(t, tournament)}</dd>
      </div>
      <div className="min-w-0">
        <dt className="text-xs text-muted-foreground">{t('tournament.facts.players')}</dt>
        <dd className="font-medium tabular-nums">
          {tournament.players}/{tournament.maxPlayers}
        </dd>
      </div>
      <div className="min-w-0">
        <dt className="text-xs text-muted-foreground">{t('tournament.facts.starts')}</dt>
        <dd className="font-medium">
          {start ? (
            <time dateTime={tournament.startTime} title={start.full}>
              {start.day}
            </time>
          ) : (
            t('tournament.facts.toBeAnnounced')
          )}
        </dd>
      </div>
    </dl>
  );
}

function CardTitle({
  tournament,
  titleId,
  isPrivate = false,
}: {
  tournament: TournamentSummary;
  titleId: string;
  isPrivate?: boolean;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div className="min-w-0">
        <h3 id={titleId} className="font-semibold break-words">
          {tournament.title}
        </h3>
        <p className="text-sm text-muted-foreground">{t(FORMAT_LABEL[tournament.format])}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {isPrivate ? <PrivateBadge /> : null}
        <TournamentStatusBadge status={tournament.status} />
      </div>
    </div>
  );
}

/** "Details" (or "View tournament") with the tournament's name for screen readers. */
const DETAILS_LINK = {
  details: { labelId: 'tournament.card.details', ariaId: 'tournament.card.details.label' },
  view: { labelId: 'tournament.mine.view', ariaId: 'tournament.mine.view.label' },
} as const satisfies Record<string, { labelId: MessageId; ariaId: MessageId }>;

function DetailsLink({
  tournament,
  kind = 'details',
}: {
  tournament: TournamentSummary;
  kind?: keyof typeof DETAILS_LINK;
}) {
  const t = useT();
  const { labelId, ariaId } = DETAILS_LINK[kind];
  return (
    <Button asChild variant="outline">
      <Link to={paths.user.joinTournament(tournament.id)} aria-label={t(ariaId, { title: tournament.title })}>
        {t(labelId)}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}

/** A tournament open for registration: its facts, "Register" (or "Registered"), and its page. */
function OpenTournamentCard({ tournament, registered }: { tournament: TournamentSummary; registered: boolean }) {
  const t = useT();
  const titleId = useId();
  const full = tournament.players >= tournament.maxPlayers;
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full min-w-0 flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm"
      data-testid="open-tournament"
      data-tournament-id={tournament.id}
    >
      <CardTitle tournament={tournament} titleId={titleId} />
      <Facts tournament={tournament} />
      <div className="mt-auto flex flex-wrap items-center gap-2">
        {registered ? (
          <Badge variant="success">{t('tournament.entry.registered')}</Badge>
        ) : full ? (
          <Badge variant="secondary">{t('tournament.open.full')}</Badge>
        ) : (
          <RegisterButton tournament={tournament} />
        )}
        <DetailsLink tournament={tournament} />
      </div>
    </article>
  );
}

/** "Open for registration": every tournament taking entries now, soonest first. */
export function OpenTournaments() {
  const t = useT();
  const open = useTournaments({ status: 'registering', format: 'all', fee: 'all' });
  // Only to mark the ones the player already entered; the list does not wait for it.
  const mine = useMyTournaments();
  const entered = new Set(mine.data?.tournaments.map((tournament) => tournament.id));

  if (open.isError && !open.rows) {
    return (
      <LoadFailed text={t('tournament.open.loadError')} onRetry={() => void open.refetch()} busy={open.isFetching} />
    );
  }
  if (!open.rows) return <Loading label={t('tournament.list.loading')} />;
  if (open.rows.length === 0) {
    return (
      <Empty title={t('tournament.open.empty')} testId="open-tournaments-empty">
        {t('tournament.open.empty.hint')}
      </Empty>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="grid gap-3 lg:grid-cols-2 2xl:grid-cols-3" aria-label={t('tournament.open.label')}>
        {open.rows.map((tournament) => (
          <li key={tournament.id} className="flex min-w-0">
            <OpenTournamentCard tournament={tournament} registered={entered.has(tournament.id)} />
          </li>
        ))}
      </ul>
      <ShowMoreTournaments
        hasMore={open.hasNextPage}
        loading={open.isFetchingNextPage}
        failed={open.isFetchNextPageError}
        onMore={() => void open.fetchNextPage()}
      />
    </div>
  );
}

function Outcome({ tournament }: { tournament: MyTournament }) {
  const t = useT();
  if (tournament.entryStatus === 'disqualified') {
    return <p className="text-sm text-destructive">{t('tournament.mine.disqualified')}</p>;
  }
  if (tournament.status === 'finished') {
    return (
      <p className="text-sm" data-testid="my-tournament-result">
        {tournament.place === null ? (
          t('tournament.mine.finished')
        ) : (
          <strong>{t('tournament.mine.finishedPlace', { place: tournament.place })}</strong>
        )}{' '}
        {tournament.prize
          ? t('tournament.entry.prize', { amount: formatRupees(tournament.prize) })
          : t('tournament.mine.noPrize')}
      </p>
    );
  }
  if (tournament.status === 'cancelled') {
    return <p className="text-sm text-muted-foreground">{t('tournament.mine.cancelled')}</p>;
  }
  if (tournament.status === 'running' && !tournament.nextGame) {
    return <p className="text-sm text-muted-foreground">{t('tournament.mine.waiting')}</p>;
  }
  if (tournament.status === 'registering' || tournament.status === 'upcoming') {
    return <p className="text-sm text-muted-foreground">{t('tournament.mine.registered')}</p>;
  }
  return null;
}

function MyTournamentCard({ tournament, play }: { tournament: MyTournament; play?: PlayGame | undefined }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full min-w-0 flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm"
      data-testid="my-tournament"
      data-tournament-id={tournament.id}
      data-status={tournament.status}
      data-visibility={tournament.visibility}
    >
      <CardTitle tournament={tournament} titleId={titleId} isPrivate={tournament.visibility === 'private'} />
      <Facts tournament={tournament} />
      <Outcome tournament={tournament} />
      {tournament.nextGame && tournament.entryStatus === 'registered' ? (
        <NextGameCard game={tournament.nextGame} tournamentTitle={tournament.title} play={play} />
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2">
        <DetailsLink tournament={tournament} kind="view" />
      </div>
    </article>
  );
}

/** Finished and cancelled entries shown before "Show all": the rooms below should not sink under a long history. */
const PAST_PREVIEW = 3;

/** "My tournaments": the player's entries, latest start first, with their next game or their result. */
/** The player's tournaments; `play` lets the card of a running one play its next game in place. */
export function MyTournaments({ play }: { play?: PlayGame } = {}) {
  const t = useT();
  const mine = useMyTournaments();
  const [showAllPast, setShowAllPast] = useState(false);
  if (mine.isError && !mine.data) {
    return (
      <LoadFailed text={t('tournament.mine.loadError')} onRetry={() => void mine.refetch()} busy={mine.isFetching} />
    );
  }
  if (!mine.data) return <Loading label={t('tournament.mine.loading')} />;
  const { tournaments } = mine.data;
  if (tournaments.length === 0) {
    return (
      <Empty title={t('tournament.mine.empty')} testId="my-tournaments-empty">
        {t('tournament.mine.empty.hint')}
      </Empty>
    );
  }
  // Running ones first: their games are the ones to play now.
  const current = tournaments
    .filter((tournament) => !isOver(tournament.status))
    .sort((a, b) => Number(b.status === 'running') - Number(a.status === 'running'));
  const past = tournaments.filter((tournament) => isOver(tournament.status));
  const shown = [...current, ...(showAllPast ? past : past.slice(0, PAST_PREVIEW))];
  return (
    <div className="flex flex-col gap-3">
      <ul className="grid gap-3 lg:grid-cols-2 2xl:grid-cols-3" aria-label={t('tournament.mine.label')}>
        {shown.map((tournament) => (
          <li key={tournament.id} className="flex min-w-0">
            <MyTournamentCard tournament={tournament} play={play} />
          </li>
        ))}
      </ul>
      {past.length > PAST_PREVIEW ? (
        <Button variant="outline" size="sm" className="self-start" onClick={() => setShowAllPast((value) => !value)}>
          {showAllPast ? t('tournament.mine.showFewer') : t('tournament.mine.showAll', { count: past.length })}
        </Button>
      ) : null}
    </div>
  );
}

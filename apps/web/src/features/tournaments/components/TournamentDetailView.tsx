import { formatRupees } from '@ludo/shared/money';
import type { TournamentDetail } from '@ludo/shared/tournaments/tournaments.schemas';
import { ArrowLeft, CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { type Translate, useT } from '@/lib/i18n/react';
import { FORMAT_LABEL, isBeforeStart, startTimeText } from '../lib/tournament-labels';
import { roundProgress } from '../lib/tournament-rules';
import { DetailSection } from './DetailSection';
import { PrivateBadge } from './PrivateBadge';
import { RegisteredPlayers } from './RegisteredPlayers';
import type { BackLink } from './TournamentDetailStates';
import { TournamentPrizes } from './TournamentPrizes';
import { TournamentRounds } from './TournamentRounds';
import { TournamentRules } from './TournamentRules';
import { TournamentStandings } from './TournamentStandings';
import { TournamentStatusBadge } from './TournamentStatusBadge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-md border bg-card p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

function roundFact(t: Translate, tournament: TournamentDetail): string | null {
  if (tournament.currentRound === null) return null;
  // "Round 2 of 5"; a named round (Final, Semi-finals) already says where it stands.
  return roundProgress(t, tournament.currentRound, tournament.plannedRounds, tournament.format);
}

interface TournamentDetailViewProps {
  tournament: TournamentDetail;
  back: BackLink;
  /** The viewer's part, under the facts: a visitor's way in, or a player's entry and next game. */
  children?: ReactNode;
}

/**
 * One tournament, for visitors and players alike: its facts, then (once it runs) the rounds and
 * the standings, then how it is played, its prizes and its field.
 */
export function TournamentDetailView({ tournament, back, children }: TournamentDetailViewProps) {
  const t = useT();
  const start = startTimeText(tournament.startTime);
  const round = roundFact(t, tournament);
  const started = !isBeforeStart(tournament.status);
  // A tournament cancelled before its start has no games to show.
  const played = tournament.status === 'running' || tournament.status === 'finished' || tournament.rounds.length > 0;
  const startLabel = t(
    tournament.status === 'cancelled'
      ? 'tournament.facts.startTime'
      : started
        ? 'tournament.facts.started'
        : 'tournament.facts.starts',
  );
  return (
    <div
      className="mx-auto flex max-w-5xl flex-col gap-6"
      data-testid="tournament-page"
      data-status={tournament.status}
      data-format={tournament.format}
    >
      <div className="flex flex-col gap-3">
        <Link
          to={back.to}
          className="inline-flex items-center gap-1 self-start rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t(back.labelId)}
        </Link>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words sm:text-3xl">{tournament.title}</h1>
          <div className="flex flex-wrap items-center gap-2">
            <TournamentStatusBadge status={tournament.status} />
            {tournament.visibility === 'private' ? <PrivateBadge /> : null}
            <Badge variant="outline">{t(FORMAT_LABEL[tournament.format])}</Badge>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3 lg:grid-cols-5">
          <Fact label={startLabel}>
            {start ? (
              <time dateTime={tournament.startTime} title={start.full}>
                {start.day}
              </time>
            ) : (
              t('tournament.facts.toBeAnnounced')
            )}
          </Fact>
          <Fact label={t('tournament.facts.entryFee')}>{formatRupees(tournament.entryFee)}</Fact>
          <Fact label={t('tournament.facts.prizePool')}>{formatRupees(tournament.prizePool)}</Fact>
          <Fact label={t('tournament.facts.players')}>
            {tournament.players}/{tournament.maxPlayers}
            <span className="block text-xs font-normal text-muted-foreground">
              {t('tournament.facts.atLeast', { min: tournament.minPlayers })}
            </span>
          </Fact>
          {round ? (
            <Fact
              label={t(tournament.status === 'running' ? 'tournament.rounds.nowPlaying' : 'tournament.facts.lastRound')}
            >
              {round}
            </Fact>
          ) : null}
        </dl>
      </div>

      {tournament.status === 'cancelled' ? (
        <Alert variant="destructive" data-testid="tournament-cancelled">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>{t('tournament.detail.cancelled')}</AlertTitle>
          <AlertDescription>
            {tournament.cancelledReason ? (
              <p>{t('tournament.detail.cancelled.reason', { reason: tournament.cancelledReason })}</p>
            ) : null}
            <p>{t('tournament.detail.cancelled.refund')}</p>
          </AlertDescription>
        </Alert>
      ) : null}

      {children}

      {played ? (
        <>
          <DetailSection
            title={t('tournament.detail.rounds')}
            testId="tournament-rounds"
            description={tournament.status === 'running' ? t('tournament.detail.rounds.live') : undefined}
          >
            <TournamentRounds tournament={tournament} />
          </DetailSection>
          <DetailSection
            title={t(
              tournament.status === 'finished' ? 'tournament.detail.finalStandings' : 'tournament.standings.title',
            )}
            testId="tournament-standings"
          >
            <TournamentStandings tournament={tournament} />
          </DetailSection>
        </>
      ) : null}

      <DetailSection title={t('tournament.detail.how')} testId="tournament-how">
        <TournamentRules tournament={tournament} />
      </DetailSection>

      <DetailSection title={t('tournament.prizes.title')} testId="tournament-prizes">
        <TournamentPrizes tournament={tournament} />
      </DetailSection>

      <DetailSection
        title={t(started ? 'tournament.facts.players' : 'tournament.detail.registered')}
        description={
          isBeforeStart(tournament.status)
            ? t('tournament.detail.seatsNeeded', {
                players: tournament.players,
                max: tournament.maxPlayers,
                min: tournament.minPlayers,
              })
            : t('tournament.detail.seats', { players: tournament.players, max: tournament.maxPlayers })
        }
        testId="tournament-players"
      >
        <RegisteredPlayers tournament={tournament} />
      </DetailSection>
    </div>
  );
}

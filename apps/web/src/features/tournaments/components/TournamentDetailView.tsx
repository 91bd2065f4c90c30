import { formatRupees } from '@ludo/shared/money';
import type { TournamentDetail } from '@ludo/shared/tournaments/tournaments.schemas';
import { ArrowLeft, CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { FORMAT_LABEL, isBeforeStart, startTimeText } from '../lib/tournament-labels';
import { roundName } from '../lib/tournament-rules';
import { DetailSection } from './DetailSection';
import { PrivateBadge } from './PrivateBadge';
import { RegisteredPlayers } from './RegisteredPlayers';
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

function roundFact(tournament: TournamentDetail): string | null {
  if (tournament.currentRound === null) return null;
  const name = roundName(tournament.currentRound, tournament.plannedRounds, tournament.format);
  // "Round 2 of 5"; a named round (Final, Semi-finals) already says where it stands.
  return name.startsWith('Round') && tournament.plannedRounds !== null
    ? `${name} of ${tournament.plannedRounds}`
    : name;
}

interface TournamentDetailViewProps {
  tournament: TournamentDetail;
  back: { to: string; label: string };
  /** The viewer's part, under the facts: a visitor's way in, or a player's entry and next game. */
  children?: ReactNode;
}

/**
 * One tournament, for visitors and players alike: its facts, then (once it runs) the rounds and
 * the standings, then how it is played, its prizes and its field.
 */
export function TournamentDetailView({ tournament, back, children }: TournamentDetailViewProps) {
  const start = startTimeText(tournament.startTime);
  const round = roundFact(tournament);
  const started = !isBeforeStart(tournament.status);
  // A tournament cancelled before its start has no games to show.
  const played = tournament.status === 'running' || tournament.status === 'finished' || tournament.rounds.length > 0;
  const startLabel = tournament.status === 'cancelled' ? 'Start time' : started ? 'Started' : 'Starts';
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
          {back.label}
        </Link>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words sm:text-3xl">{tournament.title}</h1>
          <div className="flex flex-wrap items-center gap-2">
            <TournamentStatusBadge status={tournament.status} />
            {tournament.visibility === 'private' ? <PrivateBadge /> : null}
            <Badge variant="outline">{FORMAT_LABEL[tournament.format]}</Badge>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3 lg:grid-cols-5">
          <Fact label={startLabel}>
            {start ? (
              <time dateTime={tournament.startTime} title={start.full}>
                {start.day}
              </time>
            ) : (
              'To be announced'
            )}
          </Fact>
          <Fact label="Entry fee">{formatRupees(tournament.entryFee)}</Fact>
          <Fact label="Prize pool">{formatRupees(tournament.prizePool)}</Fact>
          <Fact label="Players">
            {tournament.players}/{tournament.maxPlayers}
            <span className="block text-xs font-normal text-muted-foreground">at least {tournament.minPlayers}</span>
          </Fact>
          {round ? <Fact label={tournament.status === 'running' ? 'Now playing' : 'Last round'}>{round}</Fact> : null}
        </dl>
      </div>

      {tournament.status === 'cancelled' ? (
        <Alert variant="destructive" data-testid="tournament-cancelled">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>This tournament was cancelled</AlertTitle>
          <AlertDescription>
            {tournament.cancelledReason ? <p>Reason: {tournament.cancelledReason}</p> : null}
            <p>Every entry fee was returned in full to the players’ wallets.</p>
          </AlertDescription>
        </Alert>
      ) : null}

      {children}

      {played ? (
        <>
          <DetailSection
            title="Rounds"
            testId="tournament-rounds"
            description={
              tournament.status === 'running'
                ? 'Games, their hosts and results, as they are played. This page updates by itself.'
                : undefined
            }
          >
            <TournamentRounds tournament={tournament} />
          </DetailSection>
          <DetailSection
            title={tournament.status === 'finished' ? 'Final standings' : 'Standings'}
            testId="tournament-standings"
          >
            <TournamentStandings tournament={tournament} />
          </DetailSection>
        </>
      ) : null}

      <DetailSection title="How it is played" testId="tournament-how">
        <TournamentRules tournament={tournament} />
      </DetailSection>

      <DetailSection title="Prizes" testId="tournament-prizes">
        <TournamentPrizes tournament={tournament} />
      </DetailSection>

      <DetailSection
        title={started ? 'Players' : 'Registered players'}
        description={`${tournament.players} of ${tournament.maxPlayers} seats taken${
          isBeforeStart(tournament.status)
            ? `; the tournament needs at least ${tournament.minPlayers} players to start`
            : ''
        }.`}
        testId="tournament-players"
      >
        <RegisteredPlayers tournament={tournament} />
      </DetailSection>
    </div>
  );
}

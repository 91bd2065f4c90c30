import type { MatchDetail } from '@ludo/shared/matches/matches.schemas';
import { formatRupees } from '@ludo/shared/money';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '@/lib/i18n/react';
import { matchStatusLabel, matchTypeLabel, shortMatchId, tournamentRoundText } from '../lib/match-display';
import { MatchStatusBadge } from './MatchStatusBadge';
import { TimeLeft } from './TimeLeft';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 truncate font-medium tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

type Tournament = NonNullable<MatchDetail['tournament']>;

/**
 * A tournament game's facts. Its entry fee and prize are the tournament's (the game itself holds
 * ₹0), so it names the tournament, round and table instead.
 */
function TournamentGameInfo({ match, tournament }: { match: MatchDetail; tournament: Tournament }) {
  const t = useT();
  return (
    <section className="rounded-lg border bg-card p-4" aria-label={t('match.info.label')} data-testid="match-info">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
        <div className="col-span-2 min-w-0 sm:col-span-3">
          <dt className="text-xs text-muted-foreground">{t('match.info.tournament')}</dt>
          <dd className="mt-0.5 font-medium break-words" data-testid="match-tournament">
            <Link
              to={paths.user.joinTournament(tournament.id)}
              className="rounded-sm underline underline-offset-2 hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {tournament.title}
            </Link>
          </dd>
        </div>
        <Fact label={t('match.info.round')} testId="match-round">
          {tournamentRoundText(t, tournament)}
        </Fact>
        <Fact label={t('match.info.matchId')} testId="match-id">
          <span title={match.id}>{shortMatchId(match.id)}</span>
        </Fact>
        <Fact label={t('match.info.type')} testId="match-type">
          {matchTypeLabel(t, match)}
        </Fact>
        <Fact label={t('match.info.status')}>
          <MatchStatusBadge status={match.status} label={matchStatusLabel(t, match)} />
        </Fact>
        <Fact label={t('match.info.duration')}>
          {t('match.info.durationValue', { minutes: match.durationMinutes })}
        </Fact>
        <Fact label={match.startedAt ? t('match.info.started') : t('match.info.created')}>
          {formatDateTime(match.startedAt ?? match.createdAt)}
        </Fact>
      </dl>
    </section>
  );
}

/** The match's facts: entry fee, prize pool, id, type, difficulty, status and times. */
export function MatchInfo({ match }: { match: MatchDetail }) {
  const t = useT();
  if (match.tournament) return <TournamentGameInfo match={match} tournament={match.tournament} />;
  return (
    <section className="rounded-lg border bg-card p-4" aria-label={t('match.info.label')} data-testid="match-info">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
        <Fact label={t('match.info.entryFee')} testId="match-entry-fee">
          {formatRupees(match.entryFee)}
        </Fact>
        <Fact label={t('match.info.prizePool')} testId="match-prize-pool">
          {formatRupees(match.prizePool)}
        </Fact>
        <Fact label={t('match.info.matchId')} testId="match-id">
          <span title={match.id}>{shortMatchId(match.id)}</span>
        </Fact>
        <Fact label={t('match.info.type')} testId="match-type">
          {match.type}
        </Fact>
        <Fact label={t('match.info.difficulty')} testId="match-difficulty">
          {match.difficulty}
        </Fact>
        <Fact label={t('match.info.status')}>
          <MatchStatusBadge status={match.status} />
        </Fact>
        <Fact label={t('match.info.duration')}>
          {t('match.info.durationValue', { minutes: match.durationMinutes })}
        </Fact>
        <Fact label={t('match.info.platformFee')}>{formatRupees(match.platformFee)}</Fact>
        {match.status === 'open' ? (
          <Fact label={t('match.info.timeLeft')}>
            <TimeLeft expiresAt={match.expiresAt} />
          </Fact>
        ) : (
          <Fact label={match.startedAt ? t('match.info.started') : t('match.info.created')}>
            {formatDateTime(match.startedAt ?? match.createdAt)}
          </Fact>
        )}
      </dl>
    </section>
  );
}

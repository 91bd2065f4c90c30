import type { TournamentDetail, TournamentRound } from '@ludo/shared/tournaments/tournaments.schemas';
import { ChevronRight } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { type Translate, useT } from '@/lib/i18n/react';
import { roundName } from '../lib/tournament-rules';
import { TournamentGameCard } from './TournamentGame';

type RoundsOf = Pick<TournamentDetail, 'format' | 'rounds' | 'currentRound' | 'plannedRounds' | 'status' | 'playMode'>;

/** "3 of 4 games decided" (byes are decided from the start, and are not games). */
function progressText(t: Translate, round: TournamentRound): string {
  const games = round.games.filter((game) => !game.bye);
  const decided = games.filter((game) => game.status === 'decided').length;
  if (games.length === 0) return t('tournament.rounds.byesOnly');
  if (decided === games.length) {
    return games.length === 1
      ? t('tournament.rounds.decided')
      : t('tournament.rounds.allDecided', { count: games.length });
  }
  return t('tournament.rounds.someDecided', { decided, count: games.length });
}

function RoundGames({
  round,
  format,
  playedHere,
}: {
  round: TournamentRound;
  format: TournamentDetail['format'];
  playedHere: boolean;
}) {
  const t = useT();
  return (
    <ul
      className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3"
      aria-label={t('tournament.rounds.gamesOf', { round: round.round })}
    >
      {round.games.map((game, index) => (
        // A round's games keep their order; a game has no id of its own before it is a match (byes).
        // biome-ignore lint/suspicious/noArrayIndexKey: the server's order is the games' identity within a round
        <li key={index} className="flex min-w-0 flex-col">
          <TournamentGameCard game={game} format={format} playedHere={playedHere} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A knockout's rounds side by side like a bracket, first round on the left; on a phone they stack.
 * Rounds that do not fit the width wrap to a new row rather than scroll sideways, so nothing is
 * out of reach for a keyboard (the games hold no control to scroll them into view).
 */
function Bracket({ tournament }: { tournament: RoundsOf }) {
  const t = useT();
  return (
    <ol className="flex flex-col gap-6 md:flex-row md:flex-wrap md:gap-4" aria-label={t('tournament.rounds.bracket')}>
      {tournament.rounds.map((round) => {
        const current = round.round === tournament.currentRound && tournament.status === 'running';
        return (
          <li
            key={round.round}
            className="flex min-w-0 flex-col gap-2 md:w-64 md:shrink-0"
            data-testid="tournament-round"
            data-round={round.round}
            aria-current={current ? 'step' : undefined}
          >
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold">
                {roundName(t, round.round, tournament.plannedRounds, tournament.format)}
              </h3>
              {current ? <Badge>{t('tournament.rounds.nowPlaying')}</Badge> : null}
            </div>
            <p className="text-xs text-muted-foreground">{progressText(t, round)}</p>
            <ul className="flex flex-col gap-2" aria-label={t('tournament.rounds.gamesOf', { round: round.round })}>
              {round.games.map((game, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the server's order is the games' identity within a round
                <li key={index} className="flex flex-col">
                  <TournamentGameCard
                    game={game}
                    format={tournament.format}
                    playedHere={tournament.playMode === 'platform'}
                  />
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * Pairings (Swiss, round robin) or tables (multi-table), one round at a time: the round being
 * played is open, the others fold away (a native <details>: keyboard and screen reader friendly).
 */
function RoundList({ tournament }: { tournament: RoundsOf }) {
  const t = useT();
  const openRound = tournament.currentRound ?? tournament.rounds.at(-1)?.round;
  return (
    <ol className="flex flex-col gap-3">
      {tournament.rounds.map((round) => {
        const current = round.round === tournament.currentRound && tournament.status === 'running';
        return (
          <li
            key={round.round}
            data-testid="tournament-round"
            data-round={round.round}
            aria-current={current ? 'step' : undefined}
          >
            <details open={round.round === openRound} className="group rounded-md border">
              <summary className="flex cursor-pointer list-none flex-wrap items-center gap-2 rounded-md p-3 focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
                <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden="true" />
                <h3 className="font-semibold">
                  {roundName(t, round.round, tournament.plannedRounds, tournament.format)}
                </h3>
                {current ? <Badge>{t('tournament.rounds.nowPlaying')}</Badge> : null}
                <span className="ml-auto text-xs text-muted-foreground">{progressText(t, round)}</span>
              </summary>
              <div className="border-t p-3">
                <RoundGames round={round} format={tournament.format} playedHere={tournament.playMode === 'platform'} />
              </div>
            </details>
          </li>
        );
      })}
    </ol>
  );
}

/** Every round so far: a bracket for a knockout, the rounds' pairings or tables otherwise. */
export function TournamentRounds({ tournament }: { tournament: RoundsOf }) {
  const t = useT();
  if (tournament.rounds.length === 0) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="rounds-empty">
        {tournament.status === 'upcoming' || tournament.status === 'registering'
          ? t('tournament.rounds.emptyBeforeStart')
          : t('tournament.rounds.empty')}
      </p>
    );
  }
  return tournament.format === 'knockout' ? <Bracket tournament={tournament} /> : <RoundList tournament={tournament} />;
}

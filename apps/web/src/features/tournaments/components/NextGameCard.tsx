import { TIMING_RULES } from '@ludo/shared/limits';
import type { MyTournament } from '@ludo/shared/tournaments/tournaments.schemas';
import { ArrowRight, Swords } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { type Translate, useT } from '@/lib/i18n/react';
import { GAME_STATUS_LABEL } from '../lib/tournament-labels';

type NextGame = NonNullable<MyTournament['nextGame']>;

/** What the player does now, by their part in the game and where it stands. */
function nextStep(t: Translate, game: NextGame): string {
  if (game.mode === 'platform' && game.status === 'playing') return t('tournament.nextGame.step.here');
  if (game.status === 'waiting_code') {
    return game.host
      ? t('tournament.nextGame.step.host', { minutes: TIMING_RULES.gracePeriodMinutes })
      : t('tournament.nextGame.step.waiting');
  }
  if (game.status === 'playing') {
    return t('tournament.nextGame.step.playing', { minutes: TIMING_RULES.resultSubmissionMinutes });
  }
  if (game.status === 'review') return t('tournament.nextGame.step.review');
  return t('tournament.nextGame.step.decided');
}

/**
 * The player's own game of a running tournament: round and table, whether they host, the game
 * itself when the page that shows the card can play it here (`play`: the room code and the
 * result form, from the matches feature, composed by the route), and the way to its page.
 */
export type PlayGame = (matchId: string) => ReactNode;

export function NextGameCard({
  game,
  tournamentTitle,
  play,
}: {
  game: NextGame;
  tournamentTitle: string;
  play?: PlayGame | undefined;
}) {
  const t = useT();
  const urgent = game.host && game.status === 'waiting_code';
  const where =
    game.table === null
      ? t('tournament.round.number', { round: game.round })
      : t('tournament.nextGame.roundTable', { round: game.round, table: game.table });
  const openLabel =
    game.table === null
      ? t('tournament.nextGame.open.label', { round: game.round, title: tournamentTitle })
      : t('tournament.nextGame.open.labelTable', { round: game.round, table: game.table, title: tournamentTitle });
  return (
    <section
      aria-label={t('tournament.nextGame.label', { title: tournamentTitle })}
      className={cn(
        'flex flex-col gap-3 rounded-lg border p-4',
        urgent ? 'border-warning bg-warning/10' : 'border-primary/30 bg-primary/5',
      )}
      data-testid="next-game"
      data-match-id={game.matchId}
      data-host={game.host}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Swords className="size-4 text-primary" aria-hidden="true" />
        <h3 className="font-semibold">{t('tournament.nextGame.title')}</h3>
        <Badge variant={urgent ? 'warning' : 'secondary'}>{t(GAME_STATUS_LABEL[game.status])}</Badge>
        {game.host && game.mode === 'external' ? (
          <Badge variant="outline">{t('tournament.nextGame.youHost')}</Badge>
        ) : null}
      </div>
      <p className="text-sm font-medium">{where}</p>
      <p className="text-sm text-muted-foreground">{nextStep(t, game)}</p>
      {play && (game.status === 'waiting_code' || game.status === 'playing') ? play(game.matchId) : null}
      <Button asChild className="self-start" variant={play ? 'outline' : 'default'}>
        <Link to={paths.user.match(game.matchId)} aria-label={openLabel}>
          {game.status === 'decided' ? t('tournament.nextGame.view') : t('tournament.nextGame.open')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}

import { TIMING_RULES } from '@ludo/shared/limits';
import type { MyTournament } from '@ludo/shared/tournaments/tournaments.schemas';
import { ArrowRight, Swords } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { GAME_STATUS_LABEL } from '../lib/tournament-labels';

type NextGame = NonNullable<MyTournament['nextGame']>;

/** What the player does now, by their part in the game and where it stands. */
function nextStep(game: NextGame): string {
  if (game.status === 'waiting_code') {
    return game.host
      ? `You host: create the room in the Ludo app and post its room code on the game's page within ${TIMING_RULES.gracePeriodMinutes} minutes, or you forfeit the game.`
      : 'Waiting for the host to post the room code. Open the game to see it the moment it is posted.';
  }
  if (game.status === 'playing') {
    return `The room code is posted: join the room and play, then report your result with a screenshot within ${TIMING_RULES.resultSubmissionMinutes} minutes of the end.`;
  }
  if (game.status === 'review') return 'The results disagree: an admin is reviewing this game.';
  return 'Your game is decided. The next round is drawn once every game of this round is decided.';
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
  const urgent = game.host && game.status === 'waiting_code';
  const where = game.table === null ? `Round ${game.round}` : `Round ${game.round}, table ${game.table}`;
  return (
    <section
      aria-label={`Your next game: ${tournamentTitle}`}
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
        <h3 className="font-semibold">Your next game</h3>
        <Badge variant={urgent ? 'warning' : 'secondary'}>{GAME_STATUS_LABEL[game.status]}</Badge>
        {game.host ? <Badge variant="outline">You host</Badge> : null}
      </div>
      <p className="text-sm font-medium">{where}</p>
      <p className="text-sm text-muted-foreground">{nextStep(game)}</p>
      {play && (game.status === 'waiting_code' || game.status === 'playing') ? play(game.matchId) : null}
      <Button asChild className="self-start" variant={play ? 'outline' : 'default'}>
        <Link to={paths.user.match(game.matchId)} aria-label={`Open game: ${where} of ${tournamentTitle}`}>
          {game.status === 'decided' ? 'View game' : 'Open game'}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}

import type { TournamentGame, TournamentRound } from '@ludo/shared/tournaments/tournaments.schemas';
import { Gavel, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { PlayerName } from '@/components/player-name';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { canForceResult, ordinal } from '../lib/force-result';
import type { ForceResultTarget } from './ForceResultDialog';
import { GameStatusBadge } from './TournamentBadges';

/** "Table 3" in a multi-table round, "Game 2" in a round of 1v1 games. */
function gameName(game: TournamentGame, index: number): string {
  return game.table !== null ? `Table ${game.table}` : `Game ${index + 1}`;
}

/** The match's own admin view (its chat, claims and screenshots) is the disputes page's. */
function adminMatchHref(matchId: string): string {
  return `${paths.admin.disputes}?${new URLSearchParams({ match: matchId })}`;
}

function GameCard({
  game,
  name,
  label,
  canForce,
  onForce,
}: {
  game: TournamentGame;
  /** Within its round: "Table 3". */
  name: string;
  /** In full: "Round 2, Table 3". */
  label: string;
  canForce: boolean;
  onForce: (target: ForceResultTarget) => void;
}) {
  return (
    <li className="flex flex-col gap-2 rounded-md border p-3 text-sm" data-testid="tournament-game">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">{name}</span>
        {game.bye ? <Badge variant="outline">Bye</Badge> : <GameStatusBadge status={game.status} />}
      </div>
      <ul className="flex flex-col gap-1">
        {game.players.map((player) => (
          <li key={player.seed} className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="w-14 shrink-0 text-xs text-muted-foreground tabular-nums">Seed {player.seed}</span>
            <PlayerName name={player.name} className="min-w-0 font-medium break-words" />
            {player.host ? <Badge variant="outline">Host</Badge> : null}
            {player.position !== null ? (
              <Badge variant={player.position === 1 ? 'success' : 'secondary'}>{ordinal(player.position)}</Badge>
            ) : null}
          </li>
        ))}
      </ul>
      {game.bye ? <p className="text-xs text-muted-foreground">Advances without a game.</p> : null}
      {game.matchId ? (
        <div className="flex flex-wrap gap-2">
          {canForce && canForceResult(game) ? (
            <Button size="sm" variant="outline" onClick={() => onForce({ game, label })}>
              <Gavel aria-hidden="true" />
              Force result
              <span className="sr-only"> of {label}</span>
            </Button>
          ) : null}
          <Button asChild size="sm" variant="ghost">
            <Link to={adminMatchHref(game.matchId)}>
              <MessageSquare aria-hidden="true" />
              Chat and screenshots
              <span className="sr-only"> of {label}</span>
            </Link>
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/**
 * Every round, the latest first: each game with its players, their places and its state. While the
 * tournament runs, a game being played or in review can have its result forced.
 */
export function TournamentRounds({
  rounds,
  currentRound,
  canForce,
  onForce,
}: {
  rounds: TournamentRound[];
  currentRound: number | null;
  canForce: boolean;
  onForce: (target: ForceResultTarget) => void;
}) {
  if (rounds.length === 0) {
    return <p className="text-sm text-muted-foreground">No round has been paired yet.</p>;
  }
  return (
    <div className="flex flex-col gap-5">
      {[...rounds].reverse().map((round) => (
        <section key={round.round} aria-labelledby={`round-${round.round}`} className="flex flex-col gap-2">
          <h4 id={`round-${round.round}`} className="flex items-center gap-2 text-sm font-semibold">
            Round {round.round}
            {round.round === currentRound ? <Badge variant="secondary">Current</Badge> : null}
          </h4>
          <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
            {round.games.map((game, index) => (
              <GameCard
                key={game.matchId ?? `bye-${game.players[0]?.seed ?? index}`}
                game={game}
                name={gameName(game, index)}
                label={`Round ${round.round}, ${gameName(game, index)}`}
                canForce={canForce}
                onForce={onForce}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

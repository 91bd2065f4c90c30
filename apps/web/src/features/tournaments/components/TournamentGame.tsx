import type { TournamentFormat, TournamentGame } from '@ludo/shared/tournaments/tournaments.schemas';
import { Check, Eye, X } from 'lucide-react';
import { Link } from 'react-router';
import { PlayerName } from '@/components/player-name';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/react';
import { GAME_STATUS_LABEL } from '../lib/tournament-labels';
import { ordinal } from '../lib/tournament-rules';

type GamePlayer = TournamentGame['players'][number];

function Seed({ seed }: { seed: number }) {
  const t = useT();
  return (
    <span className="w-9 shrink-0 text-xs text-muted-foreground tabular-nums">
      <span className="sr-only">{t('tournament.players.seed', { seed })}</span>
      <span aria-hidden="true">#{seed}</span>
    </span>
  );
}

function HostBadge() {
  const t = useT();
  return (
    <Badge variant="outline" className="shrink-0" title={t('tournament.game.hostTitle')}>
      {t('tournament.game.host')}
    </Badge>
  );
}

/** A game played here, being played: anyone may watch it live on its page. */
function WatchGame({ game, playedHere }: { game: TournamentGame; playedHere: boolean }) {
  const t = useT();
  if (!playedHere || !game.matchId || game.status !== 'playing') return null;
  return (
    <Button asChild variant="outline" size="sm" className="self-start">
      <Link to={paths.user.match(game.matchId)} aria-label={t('tournament.game.watch.label')} data-testid="watch-game">
        <Eye aria-hidden="true" />
        {t('tournament.game.watch')}
      </Link>
    </Button>
  );
}

function GameStatus({ game }: { game: TournamentGame }) {
  const t = useT();
  if (game.status === 'decided') return null;
  return (
    <Badge
      variant={game.status === 'review' ? 'warning' : 'secondary'}
      className="self-start"
      data-testid="game-status"
    >
      {t(GAME_STATUS_LABEL[game.status])}
    </Badge>
  );
}

/** A bye: one player, through without a game. */
function ByeGame({ game, format }: { game: TournamentGame; format: TournamentFormat }) {
  const t = useT();
  const [player] = game.players;
  return (
    <article
      className="flex flex-col gap-1 rounded-md border border-dashed p-3 text-sm"
      data-testid="tournament-game"
      data-bye="true"
    >
      <div className="flex min-w-0 items-center gap-2">
        {player ? <Seed seed={player.seed} /> : null}
        {player ? <PlayerName name={player.name} className="min-w-0 truncate font-medium" /> : null}
        <Badge variant="secondary" className="ml-auto shrink-0">
          {t('tournament.game.bye')}
        </Badge>
      </div>
      <p className="text-xs text-muted-foreground">
        {format === 'knockout' ? t('tournament.game.byeKnockout') : t('tournament.game.byeScored')}
      </p>
    </article>
  );
}

function DuelResult({ player, game }: { player: GamePlayer; game: TournamentGame }) {
  const t = useT();
  if (game.status !== 'decided') return null;
  if (player.position === 1) {
    return (
      <span className="inline-flex shrink-0 items-center gap-1 text-xs font-semibold text-success">
        <Check className="size-3.5" aria-hidden="true" />
        {t('tournament.game.won')}
      </span>
    );
  }
  return (
    <span className="inline-flex shrink-0 items-center gap-1 text-xs text-muted-foreground">
      <X className="size-3.5" aria-hidden="true" />
      {t('tournament.game.lost')}
    </span>
  );
}

/** A one-against-one game: both players, the host marked, the winner once decided. */
function DuelGame({ game, playedHere }: { game: TournamentGame; playedHere: boolean }) {
  const t = useT();
  const decided = game.status === 'decided';
  const noWinner = decided && !game.players.some((player) => player.position === 1);
  return (
    <article
      className="flex flex-col gap-2 rounded-md border bg-background p-3 text-sm"
      data-testid="tournament-game"
      data-status={game.status}
    >
      <ul className="flex flex-col gap-1.5" aria-label={t('tournament.game.players')}>
        {game.players.map((player) => (
          <li
            key={player.seed}
            className={cn('flex min-w-0 items-center gap-2', decided && player.position === 1 && 'font-semibold')}
          >
            <Seed seed={player.seed} />
            <PlayerName name={player.name} className="min-w-0 truncate" />
            {player.host && !playedHere ? <HostBadge /> : null}
            <span className="ml-auto">{noWinner ? null : <DuelResult player={player} game={game} />}</span>
          </li>
        ))}
      </ul>
      {noWinner ? <p className="text-xs text-muted-foreground">{t('tournament.game.noWinner')}</p> : null}
      <GameStatus game={game} />
      <WatchGame game={game} playedHere={playedHere} />
    </article>
  );
}

/** A multi-table game: its table number, up to four players, their finishing positions once decided. */
function TableGame({ game, playedHere }: { game: TournamentGame; playedHere: boolean }) {
  const t = useT();
  const decided = game.status === 'decided';
  // Once decided, the finishing order; before, the seats (the host first).
  const players = decided
    ? [...game.players].sort(
        (a, b) => (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER),
      )
    : game.players;
  return (
    <article
      className="flex flex-col gap-2 rounded-md border bg-background p-3 text-sm"
      data-testid="tournament-game"
      data-table={game.table ?? undefined}
      data-status={game.status}
    >
      <div className="flex items-center justify-between gap-2">
        <h4 className="font-semibold">{t('tournament.game.table', { table: game.table })}</h4>
        <GameStatus game={game} />
      </div>
      <ol className="flex flex-col gap-1.5" aria-label={t('tournament.game.tablePlayers', { table: game.table })}>
        {players.map((player) => (
          <li
            key={player.seed}
            className={cn('flex min-w-0 items-center gap-2', player.position === 1 && 'font-semibold')}
          >
            <Seed seed={player.seed} />
            <PlayerName name={player.name} className="min-w-0 truncate" />
            {player.host && !playedHere ? <HostBadge /> : null}
            {player.position !== null ? (
              <span className="ml-auto shrink-0 text-xs tabular-nums">{ordinal(t, player.position)}</span>
            ) : null}
          </li>
        ))}
      </ol>
      <WatchGame game={game} playedHere={playedHere} />
    </article>
  );
}

/**
 * One game of a round, drawn by its kind: a bye, a table, or a one-against-one game. Played here
 * (`playedHere`), it has no host, and while it is played anyone may watch it.
 */
export function TournamentGameCard({
  game,
  format,
  playedHere = false,
}: {
  game: TournamentGame;
  format: TournamentFormat;
  playedHere?: boolean;
}) {
  if (game.bye) return <ByeGame game={game} format={format} />;
  if (game.table !== null) return <TableGame game={game} playedHere={playedHere} />;
  return <DuelGame game={game} playedHere={playedHere} />;
}

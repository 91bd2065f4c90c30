import { HOME } from '@ludo/shared/game/board';
import type { GamePlayer, GameStatePayload } from '@ludo/shared/game/game.contract';
import { Check, Timer } from 'lucide-react';
import { PlayerName } from '@/components/player-name';
import { Badge } from '@/components/ui/badge';
import { PlayerAvatar } from '@/features/users/components/PlayerAvatar';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/react';
import { asSeat, SEAT_FILL, SEAT_NAME, SEAT_TEXT } from '../lib/seat-colours';
import { formatCountdown, useNow } from '../lib/use-now';

function TurnTimer({ deadline }: { deadline: string }) {
  const t = useT();
  const now = useNow(true);
  return (
    <span
      className="inline-flex items-center gap-1 text-xs tabular-nums text-muted-foreground"
      data-testid="game-timer"
    >
      <Timer className="size-3.5" aria-hidden="true" />
      {t('game.players.timeLeft', { time: formatCountdown(deadline, now) })}
    </span>
  );
}

function PlayerRow({
  player,
  game,
  viewerId,
}: {
  player: GamePlayer;
  game: GameStatePayload;
  viewerId: string | null;
}) {
  const t = useT();
  const seat = asSeat(player.seat);
  const playing = game.turn === player.userId && !game.finished;
  const tokens = game.tokens[player.userId] ?? [];
  const home = tokens.filter((progress) => progress >= HOME).length;
  return (
    <li
      className={cn('flex flex-col gap-1 rounded-md border px-3 py-2', playing && 'border-primary bg-primary/5')}
      data-testid="game-player"
      data-turn={playing ? 'true' : undefined}
    >
      <div className="flex min-w-0 items-center gap-2">
        {/* The picture in a ring of the seat's colour, so the colour still says whose tokens are whose. */}
        <span className="shrink-0 rounded-full p-0.5" style={{ backgroundColor: SEAT_FILL[seat] }} aria-hidden="true">
          <PlayerAvatar profile={{ fullName: player.name, avatarUrl: player.avatarUrl }} className="size-7 text-xs" />
        </span>
        <span className={cn('min-w-0 truncate font-medium', SEAT_TEXT[seat], player.left && 'line-through')}>
          <PlayerName name={player.name} />
        </span>
        <span className="sr-only">{t(SEAT_NAME[seat])}</span>
        {player.userId === viewerId ? (
          <span className="text-xs text-muted-foreground">{t('game.players.you')}</span>
        ) : null}
        {player.seeded ? (
          <Check className="size-4 shrink-0 text-green-600" role="img" aria-label={t('game.players.seeded')} />
        ) : null}
        <span className="ml-auto flex shrink-0 items-center gap-1">
          {player.left ? (
            <Badge variant="outline">{t('game.players.left')}</Badge>
          ) : player.away ? (
            <Badge variant="secondary">{t('game.players.away')}</Badge>
          ) : null}
          {playing ? <Badge>{t('game.players.turn')}</Badge> : null}
        </span>
      </div>
      <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
        <span>{t('game.players.home', { home, total: tokens.length })}</span>
        {playing && game.turnDeadline ? <TurnTimer deadline={game.turnDeadline} /> : null}
      </div>
    </li>
  );
}

/** The players in seat order, in their colours: whose turn it is with its timer, who is away or left. */
export function GamePlayers({ game, viewerId }: { game: GameStatePayload; viewerId: string | null }) {
  const t = useT();
  const players = [...game.players].sort((a, b) => a.seat - b.seat);
  return (
    <section aria-label={t('game.players.title')}>
      <ul className="flex flex-col gap-2">
        {players.map((player) => (
          <PlayerRow key={player.userId} player={player} game={game} viewerId={viewerId} />
        ))}
      </ul>
    </section>
  );
}

import { ArrowDown, ArrowUp } from 'lucide-react';
import { PlayerName } from '@/components/player-name';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ordinal, type RankedPlayer } from '../lib/force-result';

/**
 * The players from first to last, each with buttons (reachable by keyboard) to move them a place
 * up or down; the first cannot go up, the last cannot go down.
 */
export function RankingList({
  ranking,
  onMove,
  disabled = false,
}: {
  ranking: readonly RankedPlayer[];
  onMove: (index: number, step: -1 | 1) => void;
  disabled?: boolean;
}) {
  return (
    <ol aria-label="Ranking, first to last" className="flex flex-col gap-2">
      {ranking.map((player, index) => (
        <li
          key={player.userId}
          className="flex items-center gap-3 rounded-md border p-2 text-sm"
          data-testid="ranking-player"
        >
          <span className="w-10 shrink-0 text-center font-semibold tabular-nums">{ordinal(index + 1)}</span>
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="flex flex-wrap items-center gap-2">
              <PlayerName name={player.name} className="font-medium break-words" />
              {player.host ? <Badge variant="outline">Host</Badge> : null}
            </span>
            <span className="text-xs text-muted-foreground">
              Seed {player.seed}
              {player.reported !== null ? ` · reported ${ordinal(player.reported)}` : ''}
            </span>
          </span>
          <span className="flex shrink-0 gap-1">
            <Button
              size="icon"
              variant="outline"
              className="size-9"
              aria-label={`Move ${player.name} up`}
              disabled={disabled || index === 0}
              onClick={() => onMove(index, -1)}
            >
              <ArrowUp aria-hidden="true" />
            </Button>
            <Button
              size="icon"
              variant="outline"
              className="size-9"
              aria-label={`Move ${player.name} down`}
              disabled={disabled || index === ranking.length - 1}
              onClick={() => onMove(index, 1)}
            >
              <ArrowDown aria-hidden="true" />
            </Button>
          </span>
        </li>
      ))}
    </ol>
  );
}

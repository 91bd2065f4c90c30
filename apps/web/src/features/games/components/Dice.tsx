import type { GameStatePayload } from '@ludo/shared/game/game.contract';
import { Dices, LoaderCircle } from 'lucide-react';
import { PlayerName } from '@/components/player-name';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { T, useT } from '@/lib/i18n/react';

/** Where the pips of each face sit on a 3 × 3 grid (0 to 8, row by row). */
const PIPS: Record<number, number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

export function DieFace({ value, className }: { value: number; className?: string }) {
  const t = useT();
  return (
    <svg
      viewBox="0 0 30 30"
      role="img"
      aria-label={t('game.dice.shows', { value })}
      className={cn('size-14 shrink-0', className)}
      data-testid="game-die"
      data-value={value}
    >
      <rect x={1} y={1} width={28} height={28} rx={6} className="fill-white stroke-foreground/70" strokeWidth={1.5} />
      {(PIPS[value] ?? []).map((pip) => (
        <circle key={pip} cx={8 + (pip % 3) * 7} cy={8 + Math.floor(pip / 3) * 7} r={2.6} className="fill-foreground" />
      ))}
    </svg>
  );
}

interface DiceProps {
  game: GameStatePayload;
  viewerId: string | null;
  names: Record<string, string>;
  myTurn: boolean;
  canRoll: boolean;
  rolling: boolean;
  onRoll: () => void;
}

/**
 * The die: the roll waiting to be played, else the last roll made and by whom; for the player
 * whose turn it is and who must roll, the Roll button.
 */
export function Dice({ game, viewerId, names, myTurn, canRoll, rolling, onRoll }: DiceProps) {
  const t = useT();
  const shown = game.dice ?? game.lastRoll?.value ?? null;
  const by = game.lastRoll?.userId ?? null;
  const caption =
    shown === null ? (
      t('game.dice.none')
    ) : by === viewerId ? (
      t('game.dice.youRolled', { value: shown })
    ) : (
      <T id="game.dice.rolled" values={{ name: <PlayerName name={by ? (names[by] ?? '') : ''} />, value: shown }} />
    );
  return (
    <div className="flex items-center gap-3 rounded-lg border bg-card p-3" data-testid="game-dice">
      {shown !== null ? (
        <DieFace value={shown} className={cn(game.dice === null && 'opacity-60')} />
      ) : (
        <Dices className="size-14 shrink-0 text-muted-foreground" aria-hidden="true" />
      )}
      <p className="min-w-0 flex-1 text-sm text-muted-foreground" aria-live="polite">
        {caption}
      </p>
      {myTurn && game.dice === null && !game.finished ? (
        <Button onClick={onRoll} disabled={!canRoll} className="min-w-24" data-testid="game-roll">
          {rolling ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Dices aria-hidden="true" />}
          {rolling ? t('game.dice.rolling') : t('game.dice.roll')}
        </Button>
      ) : null}
    </div>
  );
}

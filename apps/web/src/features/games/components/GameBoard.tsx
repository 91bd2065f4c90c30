import { isSafeSquare, type Seat, STAR_STEP } from '@ludo/shared/game/board';
import type { GameStatePayload } from '@ludo/shared/game/game.contract';
import { type KeyboardEvent, memo, useMemo } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/react';
import {
  BOARD_CELLS,
  type DrawnPiece,
  homeColumn,
  homeTriangle,
  layoutPieces,
  type Piece,
  type Point,
  rotate,
  TRACK,
  yardRect,
  yardSpot,
} from '../lib/board-geometry';
import { asSeat, SEAT_FILL, SEAT_TINT } from '../lib/seat-colours';

const SEATS: Seat[] = [0, 1, 2, 3];
const TOKEN_RADIUS = 0.34;

/** A five-pointed star centred on a square: the safe squares 8 after each start (docs/game-rules.md). */
function starPath({ x, y }: Point, outer = 0.36, inner = 0.15): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(x + radius * Math.cos(angle)).toFixed(3)},${(y + radius * Math.sin(angle)).toFixed(3)}`);
  }
  return `M${points.join('L')}Z`;
}

const square = (point: Point) => ({ x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1 });

/**
 * Everything that never moves: yards, track, home columns, the centre. Drawn once per turn of the
 * board (memoised), with flat fills and no filters, so a low-end phone repaints only the tokens.
 */
const BoardBackdrop = memo(function BoardBackdrop({ turns, seatedKey }: { turns: number; seatedKey: string }) {
  const seated = seatedKey.split(',').map(Number);
  return (
    <g>
      <rect x={0} y={0} width={BOARD_CELLS} height={BOARD_CELLS} rx={0.3} className="fill-white" />
      {SEATS.map((seat) => {
        const yard = yardRect(seat, turns);
        const playing = seated.includes(seat);
        return (
          <g key={`yard-${seat}`}>
            <rect x={yard.x} y={yard.y} width={yard.size} height={yard.size} fill={SEAT_FILL[seat]} />
            <rect
              x={yard.x + 1}
              y={yard.y + 1}
              width={yard.size - 2}
              height={yard.size - 2}
              rx={0.4}
              className="fill-white"
            />
            {[0, 1, 2, 3].map((index) => {
              const spot = rotate(yardSpot(seat, index), turns);
              return (
                <circle
                  key={index}
                  cx={spot.x}
                  cy={spot.y}
                  r={0.55}
                  fill={playing ? SEAT_TINT[seat] : '#e5e7eb'}
                  stroke={SEAT_FILL[seat]}
                  strokeWidth={0.06}
                />
              );
            })}
          </g>
        );
      })}
      {TRACK.map((point, index) => {
        const start = index % 13 === 0 ? ((index / 13) as Seat) : null;
        const drawn = rotate(point, turns);
        return (
          <g key={`track-${point.x}-${point.y}`}>
            <rect
              {...square(drawn)}
              fill={start !== null ? SEAT_FILL[start] : '#ffffff'}
              stroke="#9ca3af"
              strokeWidth={0.04}
            />
            {isSafeSquare(index) && index % 13 === STAR_STEP ? (
              <path d={starPath(drawn)} fill="#9ca3af" />
            ) : start !== null ? (
              <path d={starPath(drawn)} fill="#ffffff" opacity={0.9} />
            ) : null}
          </g>
        );
      })}
      {SEATS.map((seat) =>
        homeColumn(seat).map((point) => (
          <rect
            key={`column-${point.x}-${point.y}`}
            {...square(rotate(point, turns))}
            fill={SEAT_FILL[seat]}
            stroke="#9ca3af"
            strokeWidth={0.04}
          />
        )),
      )}
      {SEATS.map((seat) => (
        <polygon
          key={`home-${seat}`}
          points={homeTriangle(seat)
            .map((point) => rotate(point, turns))
            .map((point) => `${point.x},${point.y}`)
            .join(' ')}
          fill={SEAT_FILL[seat]}
          stroke="#ffffff"
          strokeWidth={0.05}
        />
      ))}
    </g>
  );
});

interface TokenProps {
  piece: DrawnPiece;
  /** The token this group moves when tapped, or null when it cannot move now. */
  moves: number | null;
  onMove: (token: number) => void;
}

/**
 * One drawn token (or an owner's stack on one square, with its count). A movable one is a button:
 * a tap, a click, Enter or Space moves it; its ring pulses only when the player allows motion.
 */
const Token = memo(function Token({ piece, moves, onMove }: TokenProps) {
  const t = useT();
  const movable = moves !== null;
  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    if (!movable || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    onMove(moves);
  };
  return (
    <g
      className={cn(
        'group outline-none transition-transform duration-300 ease-out motion-reduce:transition-none',
        movable && 'cursor-pointer',
      )}
      style={{ transform: `translate(${piece.x}px, ${piece.y}px)` }}
      data-testid="game-token"
      data-owner={piece.owner}
      data-movable={movable ? 'true' : undefined}
      {...(movable
        ? {
            role: 'button',
            tabIndex: 0,
            'aria-label': t('game.token.move', { number: moves + 1 }),
            onClick: () => onMove(moves),
            onKeyDown,
          }
        : { 'aria-hidden': true })}
    >
      {movable ? (
        <>
          {/* A larger invisible target, so a finger finds the token on a small screen. */}
          <circle r={0.62} fill="transparent" />
          <circle r={0.5} fill="none" stroke="#111827" strokeWidth={0.08} className="motion-safe:animate-pulse" />
          <circle
            r={0.62}
            fill="none"
            stroke="#2563eb"
            strokeWidth={0.1}
            className="opacity-0 group-focus-visible:opacity-100"
          />
        </>
      ) : null}
      <circle r={TOKEN_RADIUS} fill={SEAT_FILL[piece.seat]} stroke="#111827" strokeWidth={0.06} />
      <circle r={TOKEN_RADIUS * 0.45} fill="#ffffff" opacity={0.55} />
      {piece.tokens.length > 1 ? (
        <g transform="translate(0.3 -0.3)">
          <circle r={0.22} fill="#111827" />
          <text
            textAnchor="middle"
            dominantBaseline="central"
            fontSize={0.3}
            fontWeight={700}
            fill="#ffffff"
            className="select-none"
          >
            {piece.tokens.length}
          </text>
        </g>
      ) : null}
    </g>
  );
});

export interface GameBoardProps {
  game: GameStatePayload;
  /** The viewer's seat, turned to the bottom left; null for a watcher. */
  viewerId: string | null;
  turns: number;
  /** The viewer's tokens that may move now. */
  movable: readonly number[];
  onMove: (token: number) => void;
  className?: string;
}

/**
 * The board: the classic cross in one SVG whose viewBox scales it to the width it is given
 * (a 390 px phone included). Tokens are laid out by lib/board-geometry.ts.
 */
export function GameBoard({ game, viewerId, turns, movable, onMove, className }: GameBoardProps) {
  const t = useT();
  // A string, so the memoised backdrop is drawn again only when the seats change, not with every state.
  const seatedKey = game.players.map((player) => player.seat).join(',');
  const pieces = useMemo(() => {
    const all: Piece[] = [];
    for (const player of game.players) {
      if (player.left) continue;
      (game.tokens[player.userId] ?? []).forEach((progress, token) => {
        all.push({ owner: player.userId, seat: asSeat(player.seat), token, progress });
      });
    }
    // The viewer's tokens last, so they are drawn on top and never hidden under another colour.
    all.sort((a, b) => Number(a.owner === viewerId) - Number(b.owner === viewerId));
    return layoutPieces(all, turns);
  }, [game.players, game.tokens, viewerId, turns]);

  return (
    <div className={cn('w-full max-w-[36rem]', className)}>
      <svg
        viewBox={`0 0 ${BOARD_CELLS} ${BOARD_CELLS}`}
        className="block aspect-square w-full touch-manipulation select-none"
        data-testid="game-board"
      >
        <title>{t('game.board.label')}</title>
        <BoardBackdrop turns={turns} seatedKey={seatedKey} />
        <g>
          {pieces.map((piece) => {
            const mine = piece.owner === viewerId;
            const moves = mine ? (piece.tokens.find((token) => movable.includes(token)) ?? null) : null;
            return <Token key={piece.key} piece={piece} moves={moves} onMove={onMove} />;
          })}
        </g>
      </svg>
    </div>
  );
}

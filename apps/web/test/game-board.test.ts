import { HOME, isSafeSquare, type Seat, STAR_STEP, TRACK_SQUARES, YARD } from '@ludo/shared/game/board';
import { describe, expect, it } from 'vitest';
import {
  BOARD_CELLS,
  homeColumn,
  homeTriangle,
  layoutPieces,
  placeOf,
  rotate,
  TRACK,
  turnFor,
  yardOrigin,
  yardSpot,
} from '../src/features/games/lib/board-geometry';

const SEATS: Seat[] = [0, 1, 2, 3];
const key = (point: { x: number; y: number }) => `${point.x},${point.y}`;
const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);
const CENTRE = { x: BOARD_CELLS / 2, y: BOARD_CELLS / 2 };
/** The cell a point is the centre of. */
const cellOf = (point: { x: number; y: number }) => ({ col: point.x - 0.5, row: point.y - 0.5 });
const inCross = ({ col, row }: { col: number; row: number }) => (col >= 6 && col <= 8) || (row >= 6 && row <= 8);

describe('the drawn board (docs/game-rules.md)', () => {
  it('has 52 distinct track squares, each on a cell of the cross outside the centre', () => {
    expect(TRACK).toHaveLength(TRACK_SQUARES);
    expect(new Set(TRACK.map(key)).size).toBe(TRACK_SQUARES);
    for (const point of TRACK) {
      const { col, row } = cellOf(point);
      expect(Number.isInteger(col) && Number.isInteger(row)).toBe(true);
      expect(inCross({ col, row })).toBe(true);
      expect(col >= 6 && col <= 8 && row >= 6 && row <= 8).toBe(false);
    }
  });

  it('walks the track one cell at a time, round the board and back to the start', () => {
    for (let square = 0; square < TRACK_SQUARES; square++) {
      const here = TRACK[square] as { x: number; y: number };
      const next = TRACK[(square + 1) % TRACK_SQUARES] as { x: number; y: number };
      // A step is to a neighbouring cell, or across the corner where the track turns into the next arm.
      expect(distance(here, next)).toBeLessThanOrEqual(Math.SQRT2 + 1e-9);
    }
  });

  it('goes clockwise: seat 0 starts at the bottom, seat 1 on the left, seat 2 at the top, seat 3 on the right', () => {
    expect(cellOf(placeOf(0, 0, 0))).toEqual({ col: 6, row: 13 });
    expect(cellOf(placeOf(1, 0, 0))).toEqual({ col: 1, row: 6 });
    expect(cellOf(placeOf(2, 0, 0))).toEqual({ col: 8, row: 1 });
    expect(cellOf(placeOf(3, 0, 0))).toEqual({ col: 13, row: 8 });
  });

  it('puts each seat 13 squares after the previous one, as board.ts counts them', () => {
    for (const seat of SEATS) {
      for (let progress = 0; progress <= 50; progress++) {
        expect(placeOf(seat, progress, 0)).toEqual(TRACK[(seat * 13 + progress) % 52]);
      }
      const start = (seat * 13) % 52;
      expect(isSafeSquare(start)).toBe(true);
      expect(isSafeSquare(start + STAR_STEP)).toBe(true);
    }
  });

  it('leads each home column from the square before the start straight to the centre', () => {
    for (const seat of SEATS) {
      const column = homeColumn(seat);
      expect(column).toHaveLength(5);
      const entry = placeOf(seat, 50, 0);
      expect(distance(entry, column[0] as { x: number; y: number })).toBeCloseTo(1);
      const distances = [entry, ...column].map((point) => distance(point, CENTRE));
      for (let i = 1; i < distances.length; i++) expect(distances[i]).toBeCloseTo((distances[i - 1] as number) - 1);
      expect(distance(column[4] as { x: number; y: number }, CENTRE)).toBeCloseTo(2);
      for (let progress = 51; progress <= 55; progress++) {
        expect(placeOf(seat, progress, 0)).toEqual(column[progress - 51]);
      }
      // No home column square is a track square.
      for (const point of column) expect(TRACK.map(key)).not.toContain(key(point));
    }
  });

  it('keeps yard spots inside their own corner and home spots inside their own triangle', () => {
    for (const seat of SEATS) {
      const origin = yardOrigin(seat);
      for (let token = 0; token < 4; token++) {
        const spot = placeOf(seat, YARD, token);
        expect(spot).toEqual(yardSpot(seat, token));
        expect(spot.x).toBeGreaterThan(origin.x);
        expect(spot.x).toBeLessThan(origin.x + 6);
        expect(spot.y).toBeGreaterThan(origin.y);
        expect(spot.y).toBeLessThan(origin.y + 6);
        const home = placeOf(seat, HOME, token);
        const [a, b, c] = homeTriangle(seat) as [
          { x: number; y: number },
          { x: number; y: number },
          { x: number; y: number },
        ];
        const area = (p: typeof a, q: typeof a, r: typeof a) =>
          Math.abs((q.x - p.x) * (r.y - p.y) - (r.x - p.x) * (q.y - p.y)) / 2;
        expect(area(home, a, b) + area(home, b, c) + area(home, c, a)).toBeCloseTo(area(a, b, c));
      }
      const spots = new Set([0, 1, 2, 3].map((token) => key(yardSpot(seat, token))));
      expect(spots.size).toBe(4);
    }
    expect(new Set(SEATS.map((seat) => key(yardOrigin(seat)))).size).toBe(4);
  });

  it('turns the board so the viewer sits at the bottom left', () => {
    expect(turnFor(null)).toBe(0);
    for (const seat of SEATS) {
      expect(rotate(placeOf(seat, 0, 0), turnFor(seat))).toEqual(placeOf(0, 0, 0));
    }
    expect(rotate({ x: 3, y: 4 }, -1)).toEqual(rotate({ x: 3, y: 4 }, 3));
  });

  it('draws an owner’s tokens on one square once, with their count, and spreads colours sharing a square', () => {
    const drawn = layoutPieces([
      { owner: 'a', seat: 0, token: 0, progress: 8 },
      { owner: 'a', seat: 0, token: 2, progress: 8 },
      { owner: 'b', seat: 1, token: 1, progress: 47 },
      { owner: 'a', seat: 0, token: 1, progress: YARD },
      { owner: 'a', seat: 0, token: 3, progress: YARD },
    ]);
    const stacked = drawn.filter((piece) => piece.owner === 'a' && piece.tokens.length === 2);
    expect(stacked).toHaveLength(1);
    expect(stacked[0]?.tokens).toEqual([0, 2]);
    // Two tokens in the yard keep their own spots.
    expect(drawn.filter((piece) => piece.tokens.length === 1 && piece.owner === 'a')).toHaveLength(2);
    // Seat 1's progress 47 is track square 8, seat 0's star: the two colours are drawn apart.
    const onStar = drawn.filter(
      (piece) => distance(piece, TRACK[8] as { x: number; y: number }) < 0.5 && piece.tokens.length > 0,
    );
    expect(onStar).toHaveLength(2);
    expect(distance(onStar[0] as { x: number; y: number }, onStar[1] as { x: number; y: number })).toBeGreaterThan(0.3);
  });
});

import { HOME, LAST_TRACK_STEP, type Seat, trackSquare, YARD } from '@ludo/shared/game/board';

/**
 * Where things are on the drawn board: the classic cross of 15 × 15 cells, a 6 × 6 yard in each
 * corner, three rows of track along each arm and the home triangles in the middle. A point is in
 * cell units (0 to 15, a cell's centre at .5); the SVG's viewBox scales it to the screen.
 *
 * Places follow docs/game-rules.md and board.ts: seats go clockwise, each seat's start square is
 * 13 squares after the previous one's, a token's progress 0 is its seat's start square, 51 to 55
 * its home column, 56 home. Seat 0 sits at the bottom left; the board may be turned so that the
 * viewer's seat is there instead (`turnFor`).
 */

export const BOARD_CELLS = 15;
const CENTRE = BOARD_CELLS / 2;

export interface Point {
  x: number;
  y: number;
}

/** A quarter turn clockwise about the board's centre (y grows downwards, as on screen). */
function quarterTurn(point: Point): Point {
  return { x: CENTRE - (point.y - CENTRE), y: CENTRE + (point.x - CENTRE) };
}

/** `point` turned `turns` quarter turns clockwise (any integer; negative turns go back). */
export function rotate(point: Point, turns: number): Point {
  let result = point;
  for (let i = 0; i < ((turns % 4) + 4) % 4; i++) result = quarterTurn(result);
  return result;
}

const cell = (col: number, row: number): Point => ({ x: col + 0.5, y: row + 0.5 });

/**
 * Seat 0's stretch of the track, from its start square (progress 0) to the square before seat 1's
 * start (12): up the left lane of the bottom arm, along the lower lane of the left arm, up its end.
 * The other seats' stretches are this one turned.
 */
const SEAT0_STRETCH: Point[] = [
  cell(6, 13),
  cell(6, 12),
  cell(6, 11),
  cell(6, 10),
  cell(6, 9),
  cell(5, 8),
  cell(4, 8),
  cell(3, 8),
  cell(2, 8),
  cell(1, 8),
  cell(0, 8),
  cell(0, 7),
  cell(0, 6),
];

/** The 52 squares of the shared track, numbered as board.ts's `trackSquare`: seat s's start is 13·s. */
export const TRACK: readonly Point[] = [0, 1, 2, 3].flatMap((seat) =>
  SEAT0_STRETCH.map((point) => rotate(point, seat)),
);

/** Seat 0's home column (progress 51 to 55): the middle lane of the bottom arm, towards the centre. */
const SEAT0_HOME_COLUMN: Point[] = [cell(7, 13), cell(7, 12), cell(7, 11), cell(7, 10), cell(7, 9)];

export function homeColumn(seat: Seat): Point[] {
  return SEAT0_HOME_COLUMN.map((point) => rotate(point, seat));
}

/** Seat 0's yard: the bottom-left corner; its tokens wait on four spots around the yard's middle. */
const SEAT0_YARD = { x: 0, y: 9, size: 6 };
const SEAT0_YARD_SPOTS: Point[] = [
  { x: 2, y: 11 },
  { x: 4, y: 11 },
  { x: 2, y: 13 },
  { x: 4, y: 13 },
];

/** The top-left corner of a seat's 6 × 6 yard. */
export function yardOrigin(seat: Seat): Point {
  const a = rotate({ x: SEAT0_YARD.x, y: SEAT0_YARD.y }, seat);
  const b = rotate({ x: SEAT0_YARD.x + SEAT0_YARD.size, y: SEAT0_YARD.y + SEAT0_YARD.size }, seat);
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y) };
}

export const YARD_SIZE = SEAT0_YARD.size;

/** Where token `index` of a seat waits in its yard. */
export function yardSpot(seat: Seat, index: number): Point {
  return rotate(SEAT0_YARD_SPOTS[index % SEAT0_YARD_SPOTS.length] as Point, seat);
}

/** Seat 0's home triangle is the bottom one of the centre; its finished tokens sit in a row there. */
const SEAT0_HOME_SPOTS: Point[] = [
  { x: 6.75, y: 8.35 },
  { x: 7.5, y: 8.35 },
  { x: 8.25, y: 8.35 },
  { x: 7.5, y: 7.85 },
];

export function homeSpot(seat: Seat, index: number): Point {
  return rotate(SEAT0_HOME_SPOTS[index % SEAT0_HOME_SPOTS.length] as Point, seat);
}

/** A seat's yard as drawn on a board turned `turns` quarter turns. */
export function yardRect(seat: Seat, turns: number): { x: number; y: number; size: number } {
  const origin = yardOrigin(seat);
  const a = rotate(origin, turns);
  const b = rotate({ x: origin.x + YARD_SIZE, y: origin.y + YARD_SIZE }, turns);
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), size: YARD_SIZE };
}

/** The corners of a seat's home triangle in the centre (seat 0's points down to the bottom arm). */
export function homeTriangle(seat: Seat): Point[] {
  return [
    { x: 6, y: 9 },
    { x: 9, y: 9 },
    { x: CENTRE, y: CENTRE },
  ].map((point) => rotate(point, seat));
}

/**
 * The square a token stands on: its yard spot, a track square, a square of its home column, or
 * its spot at home. Tokens in the yard and at home each have their own spot (by token index).
 */
export function placeOf(seat: Seat, progress: number, index: number): Point {
  if (progress === YARD) return yardSpot(seat, index);
  if (progress >= HOME) return homeSpot(seat, index);
  const square = trackSquare(seat, progress);
  if (square !== null) return TRACK[square] as Point;
  return homeColumn(seat)[progress - LAST_TRACK_STEP - 1] as Point;
}

/** A key for the square a token stands on, shared by every token on it (the yard and home: per spot). */
export function squareKey(seat: Seat, progress: number, index: number): string {
  if (progress === YARD) return `yard:${seat}:${index}`;
  if (progress >= HOME) return `home:${seat}:${index}`;
  const square = trackSquare(seat, progress);
  return square !== null ? `track:${square}` : `column:${seat}:${progress}`;
}

/** The quarter turns that put `seat` at the bottom left, where a player expects their own colour. */
export function turnFor(seat: Seat | null | undefined): number {
  return seat == null ? 0 : (4 - seat) % 4;
}

export interface Piece {
  owner: string;
  seat: Seat;
  /** The owner's token index. */
  token: number;
  progress: number;
}

/** One drawn token: every token of one owner on one square is drawn once, with their count. */
export interface DrawnPiece {
  key: string;
  owner: string;
  seat: Seat;
  /** The owner's tokens on this square, lowest index first. */
  tokens: number[];
  x: number;
  y: number;
}

/** How far groups sharing a square are pushed apart, in cells. */
const SPREAD = 0.22;

/**
 * Lays the tokens out: on a square with several owners' tokens, each owner's group is pushed a
 * little apart around the square's centre so every colour stays visible; an owner's own tokens
 * on one square are one group with a count (moving any of them is the same move).
 */
export function layoutPieces(pieces: readonly Piece[], turns = 0): DrawnPiece[] {
  const squares = new Map<string, Map<string, Piece[]>>();
  for (const piece of pieces) {
    const key = squareKey(piece.seat, piece.progress, piece.token);
    const owners = squares.get(key) ?? new Map<string, Piece[]>();
    squares.set(key, owners);
    const group = owners.get(piece.owner) ?? [];
    owners.set(piece.owner, group);
    group.push(piece);
  }
  const drawn: DrawnPiece[] = [];
  for (const owners of squares.values()) {
    const groups = [...owners.values()];
    groups.forEach((group, position) => {
      const first = group[0] as Piece;
      const centre = rotate(placeOf(first.seat, first.progress, first.token), turns);
      const angle = (2 * Math.PI * position) / groups.length - Math.PI / 4;
      const offset = groups.length > 1 ? SPREAD : 0;
      drawn.push({
        // Keyed by the owner and their lowest token here, so a token keeps its element as it moves.
        key: `${first.owner}:${Math.min(...group.map((piece) => piece.token))}`,
        owner: first.owner,
        seat: first.seat,
        tokens: group.map((piece) => piece.token).sort((a, b) => a - b),
        x: centre.x + offset * Math.cos(angle),
        y: centre.y + offset * Math.sin(angle),
      });
    });
  }
  return drawn;
}

/** A seat's colour, as a CSS class suffix and for the translations of its name. */
export const SEAT_COLOURS = ['red', 'green', 'yellow', 'blue'] as const;
export type SeatColour = (typeof SEAT_COLOURS)[number];

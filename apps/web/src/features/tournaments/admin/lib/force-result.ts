/**
 * The "Force result" ranking: a stuck game's players, ordered first to last by the admin. Pure
 * (no React), so the unit tests load it directly.
 */

import {
  type AdminTournamentDetail,
  type ForceResultBody,
  forceResultBodySchema,
  type TournamentGame,
} from '@ludo/shared/tournaments/tournaments.schemas';

export interface RankedPlayer {
  userId: string;
  name: string;
  seed: number;
  host: boolean;
  /** The position the player reported (or the game recorded); null when none. */
  reported: number | null;
}

/** Only a game being played or waiting for an admin can have its result forced. */
export function canForceResult(game: TournamentGame): game is TournamentGame & { matchId: string } {
  return game.matchId !== null && !game.bye && (game.status === 'playing' || game.status === 'review');
}

/**
 * The game's players with their accounts, first ranking proposed: by the positions they reported
 * (a player who reported none after those who did), otherwise in seat order. The public game
 * names players by seed only; seeds are unique once the tournament has started, so the field
 * gives each one's account. `unmatched` lists anyone the field does not hold, which blocks the
 * ranking (the server needs every player).
 */
export function rankingOf(
  game: TournamentGame,
  field: AdminTournamentDetail['field'],
): { players: RankedPlayer[]; unmatched: string[] } {
  const players: RankedPlayer[] = [];
  const unmatched: string[] = [];
  for (const player of game.players) {
    const entry = field.find((candidate) => candidate.seed === player.seed);
    if (!entry) {
      unmatched.push(player.name);
      continue;
    }
    players.push({
      userId: entry.userId,
      name: player.name,
      seed: player.seed,
      host: player.host,
      reported: player.position,
    });
  }
  const byReported = players
    .map((player, seat) => ({ player, seat }))
    .sort(
      (a, b) =>
        (a.player.reported ?? Number.POSITIVE_INFINITY) - (b.player.reported ?? Number.POSITIVE_INFINITY) ||
        a.seat - b.seat,
    )
    .map(({ player }) => player);
  return { players: byReported, unmatched };
}

/** The ranking with the player at `index` moved one place up (-1) or down (+1); unchanged at an end. */
export function movePlayer<T>(ranking: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  const next = [...ranking];
  if (index < 0 || index >= next.length || target < 0 || target >= next.length) return next;
  const [moved] = next.splice(index, 1) as [T];
  next.splice(target, 0, moved);
  return next;
}

/** "1st", "2nd", "3rd", "4th". */
export function ordinal(place: number): string {
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return `${place}th`;
  switch (place % 10) {
    case 1:
      return `${place}st`;
    case 2:
      return `${place}nd`;
    case 3:
      return `${place}rd`;
    default:
      return `${place}th`;
  }
}

/** The body of POST /api/admin/matches/{id}/force-result, checked by the server's own schema. */
export function forceResultBody(
  ranking: readonly RankedPlayer[],
  reason: string,
): ReturnType<typeof forceResultBodySchema.safeParse> {
  const body: ForceResultBody = { ranking: ranking.map((player) => player.userId), reason };
  return forceResultBodySchema.safeParse(body);
}

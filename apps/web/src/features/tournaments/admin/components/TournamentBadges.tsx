import type { TournamentGameStatus, TournamentStatus } from '@ludo/shared/tournaments/tournaments.schemas';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { GAME_STATUS_LABELS, TOURNAMENT_STATUS_LABELS } from '../lib/tournament-labels';

const STATUS_VARIANT: Record<TournamentStatus, BadgeProps['variant']> = {
  upcoming: 'secondary',
  registering: 'success',
  running: 'default',
  finished: 'outline',
  cancelled: 'destructive',
};

/** Upcoming, Registering (green), Running, Finished, Cancelled (red). */
export function TournamentStatusBadge({ status }: { status: TournamentStatus }) {
  return <Badge variant={STATUS_VARIANT[status] ?? 'secondary'}>{TOURNAMENT_STATUS_LABELS[status] ?? status}</Badge>;
}

const GAME_VARIANT: Record<TournamentGameStatus, BadgeProps['variant']> = {
  waiting_code: 'warning',
  playing: 'secondary',
  review: 'destructive',
  decided: 'success',
};

/** A game's state: waiting for the host's room code (amber), playing, in review (red), decided (green). */
export function GameStatusBadge({ status }: { status: TournamentGameStatus }) {
  return <Badge variant={GAME_VARIANT[status] ?? 'secondary'}>{GAME_STATUS_LABELS[status] ?? status}</Badge>;
}

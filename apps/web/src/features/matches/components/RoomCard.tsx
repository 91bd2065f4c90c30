import type { Room } from '@ludo/shared/matches/matches.schemas';
import { formatRupees } from '@ludo/shared/money';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { PlayerName } from '@/components/player-name';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/auth-store';
import { T, useT } from '@/lib/i18n/react';
import { RequestToJoinButton, WithdrawRequestButton } from './JoinRequestButtons';
import { TimeLeft, useIsExpired } from './TimeLeft';

/** One open room of the list: its stake and prize, owner, time left, and the way in. */
export function RoomCard({ room }: { room: Room }) {
  const t = useT();
  const titleId = useId();
  const stake = formatRupees(room.stake);
  const expired = useIsExpired(room.expiresAt);
  const requested = room.myRequestId !== null;
  // A player already seated in a room for more than two waits for it to fill: nothing to ask.
  const userId = useAuthStore((state) => state.userId);
  const seated = !room.isMine && room.players.some((player) => player.user === userId);

  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full min-w-0 flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm"
      data-testid="room-card"
      data-match-id={room.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold">
            {room.teams
              ? t('rooms.card.title.teams', { stake })
              : room.seats > 2
                ? t('rooms.card.title.seats', { stake, players: room.seats })
                : t('rooms.card.title', { stake })}
          </h3>
          <p className="truncate text-sm text-muted-foreground">
            <T id="rooms.card.by" values={{ name: <PlayerName name={room.creator.name} /> }} />
          </p>
          {room.seats > 2 ? (
            // A room for more than two fills as its host accepts players (docs/decisions/0023).
            <p className="text-sm font-medium" data-testid="room-seats">
              {t('rooms.card.seats', { taken: room.players.length, seats: room.seats })}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          {room.isMine ? <Badge variant="secondary">{t('rooms.card.yours')}</Badge> : null}
          {requested ? <Badge variant="warning">{t('rooms.card.requested')}</Badge> : null}
          {seated ? <Badge variant="secondary">{t('rooms.card.seated')}</Badge> : null}
        </div>
      </div>

      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">{t('match.info.entryFee')}</dt>
          <dd className="font-medium tabular-nums">{stake}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-muted-foreground">{t('match.info.prizePool')}</dt>
          <dd className="font-medium tabular-nums">{formatRupees(room.prizePool)}</dd>
        </div>
        {room.mode === 'platform' ? (
          // Played here (docs/game-rules.md): no room code, the game's variant instead.
          <div className="min-w-0">
            <dt className="text-xs text-muted-foreground">{t('rooms.card.game')}</dt>
            <dd className="truncate font-medium" data-testid="room-game">
              {room.variant === 'quick' ? t('rooms.card.game.quick') : t('rooms.card.game.classic')}
            </dd>
          </div>
        ) : (
          <div className="min-w-0">
            <dt className="text-xs text-muted-foreground">{t('match.roomCode.title')}</dt>
            <dd className="truncate font-mono" data-testid="room-code">
              {room.roomId}
            </dd>
          </div>
        )}
      </dl>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <TimeLeft expiresAt={room.expiresAt} />
        <span className="text-xs text-muted-foreground">
          {t('rooms.card.duration', { minutes: room.durationMinutes })}
        </span>
      </div>

      <div className="mt-auto flex flex-wrap gap-2 *:grow">
        {room.isMine ? (
          <Button asChild>
            <Link to={paths.user.joinTournament(room.id)}>
              {t('rooms.card.manage')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        ) : (
          <>
            {seated ? null : requested ? (
              <WithdrawRequestButton matchId={room.id} size="sm" />
            ) : (
              <RequestToJoinButton matchId={room.id} disabled={expired} size="sm" />
            )}
            <Button asChild variant="outline" size="sm">
              <Link
                to={paths.user.joinTournament(room.id)}
                aria-label={t('rooms.card.viewLabel', { stake, name: room.creator.name })}
              >
                {t('rooms.card.view')}
              </Link>
            </Button>
          </>
        )}
      </div>
    </article>
  );
}

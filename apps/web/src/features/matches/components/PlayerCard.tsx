import type { MatchDetail, MatchPlayer } from '@ludo/shared/matches/matches.schemas';
import { UserRound } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { PlayerName } from '@/components/player-name';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { T, useT } from '@/lib/i18n/react';
import { seatsOf } from '../lib/match-display';
import { useViewer } from '../lib/use-viewer';

/** Several players' names, each isolated: "Asha vs Ravi vs Meera", "Asha, Ravi, Meera". */
export function PlayerNames({ players, separator = ', ' }: { players: MatchPlayer[]; separator?: string }) {
  return (
    <>
      {players.map((player, index) => (
        <span key={player.userId}>
          {index > 0 ? separator : null}
          <PlayerName name={player.name} />
        </span>
      ))}
    </>
  );
}

/** A player's name, Ludo player id and record over settled matches. */
export function PlayerSummary({ player, className }: { player: MatchPlayer; className?: string }) {
  const t = useT();
  const { played, won, lost } = player.record;
  return (
    <div className={cn('flex min-w-0 items-start gap-3', className)}>
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary"
      >
        <UserRound className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium" data-testid="player-name">
          <PlayerName name={player.name} />
        </p>
        {player.ludoPlayerId ? (
          <p className="truncate text-xs text-muted-foreground">
            <T
              id="match.players.ludoId"
              values={{ id: player.ludoPlayerId }}
              components={{ 0: <span data-testid="player-ludo-id" /> }}
            />
          </p>
        ) : null}
        <p className="mt-1 text-xs text-muted-foreground tabular-nums" data-testid="player-record">
          {t('match.players.record', { played, won, lost })}
        </p>
      </div>
    </div>
  );
}

/** The card of one player (the opponent, the room's owner…), or what stands in for them. */
export function PlayerCard({
  title,
  player,
  empty,
  testId,
}: {
  title: string;
  player: MatchPlayer | null;
  empty?: ReactNode;
  testId?: string;
}) {
  return (
    <section className="rounded-lg border bg-card p-4" aria-label={title} data-testid={testId}>
      <h3 className="mb-3 text-sm font-medium text-muted-foreground">{title}</h3>
      {player ? <PlayerSummary player={player} /> : <p className="text-sm text-muted-foreground">{empty}</p>}
    </section>
  );
}

/**
 * Every seat of a tournament game or a room for more than two (two to four) in seat order, the
 * host first and marked, the viewer's own seat marked, each player's team in a game of teams, and
 * each player's finishing position once the game is decided.
 */
export function MatchPlayers({ match }: { match: MatchDetail }) {
  const t = useT();
  const titleId = useId();
  const me = useViewer(match);
  const seats = seatsOf(match);
  const placeOf = (userId: string) => match.placings?.find((placing) => placing.userId === userId)?.position;
  return (
    <section className="rounded-lg border bg-card p-4" aria-labelledby={titleId} data-testid="match-players">
      <h3 id={titleId} className="mb-3 text-sm font-medium text-muted-foreground">
        {t('match.players.title', { count: seats.length })}
      </h3>
      <ul className="grid gap-4 sm:grid-cols-2">
        {seats.map((player) => {
          const host = player.userId === match.hostUserId;
          const place = placeOf(player.userId);
          return (
            <li
              key={player.userId}
              className="flex min-w-0 flex-col gap-2"
              data-testid="match-player"
              data-host={host ? 'true' : undefined}
            >
              <PlayerSummary player={player} />
              {host || me?.userId === player.userId || place !== undefined || match.teams ? (
                <p className="flex flex-wrap gap-1.5 pl-13">
                  {host ? (
                    <Badge variant="secondary" data-testid="host-badge">
                      {t('match.players.host')}
                    </Badge>
                  ) : null}
                  {me?.userId === player.userId ? <Badge variant="outline">{t('match.common.you')}</Badge> : null}
                  {match.teams ? (
                    // Partners sit opposite: seats 1 and 3 against seats 2 and 4.
                    <Badge variant="outline" data-testid="player-team">
                      {t('match.players.team', { team: (seats.indexOf(player) % 2) + 1 })}
                    </Badge>
                  ) : null}
                  {place !== undefined ? (
                    <Badge variant={place === 1 ? 'success' : 'outline'} data-testid="player-place">
                      {t('match.place.badge', { position: place })}
                    </Badge>
                  ) : null}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import type { MatchPlayer } from '@ludo/shared/matches/matches.schemas';
import { UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { PlayerName } from '@/components/player-name';
import { cn } from '@/lib/cn';

/** A player's name, Ludo player id and record over settled matches. */
export function PlayerSummary({ player, className }: { player: MatchPlayer; className?: string }) {
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
            Ludo ID: <span data-testid="player-ludo-id">{player.ludoPlayerId}</span>
          </p>
        ) : null}
        <p className="mt-1 text-xs text-muted-foreground tabular-nums" data-testid="player-record">
          Played {played} · Won {won} · Lost {lost}
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

import type { TournamentDetail } from '@ludo/shared/tournaments/tournaments.schemas';
import { useState } from 'react';
import { PlayerName } from '@/components/player-name';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/react';

/** Names shown before "Show all": a field of a thousand would otherwise bury the rest of the page. */
const PREVIEW = 48;

/** The field: in registration order before the start, by seed after it. */
export function RegisteredPlayers({
  tournament,
}: {
  tournament: Pick<TournamentDetail, 'registered' | 'status' | 'maxPlayers'>;
}) {
  const t = useT();
  const [showAll, setShowAll] = useState(false);
  const { registered } = tournament;
  if (registered.length === 0) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="players-empty">
        {tournament.status === 'registering' ? t('tournament.players.emptyOpen') : t('tournament.players.empty')}
      </p>
    );
  }
  const shown = showAll ? registered : registered.slice(0, PREVIEW);
  return (
    <div className="flex flex-col gap-3">
      <ol className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-2 lg:grid-cols-3" data-testid="registered-players">
        {shown.map((player, index) => (
          <li key={player.seed ?? `order-${index}`} className="flex min-w-0 items-center gap-2">
            <span className="w-14 shrink-0 text-xs text-muted-foreground tabular-nums">
              {player.seed === null ? `${index + 1}.` : t('tournament.players.seed', { seed: player.seed })}
            </span>
            <PlayerName name={player.name} className="min-w-0 truncate" />
          </li>
        ))}
      </ol>
      {registered.length > PREVIEW ? (
        <Button variant="outline" size="sm" className="self-start" onClick={() => setShowAll((value) => !value)}>
          {showAll ? t('tournament.players.showFewer') : t('tournament.players.showAll', { count: registered.length })}
        </Button>
      ) : null}
    </div>
  );
}

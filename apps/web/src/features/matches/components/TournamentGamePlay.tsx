import { LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { GamePanel } from '@/features/games/components/GamePanel';
import { useAuthStore } from '@/lib/auth-store';
import { useT } from '@/lib/i18n/react';
import { useMatch } from '../api/get-match';
import { useRoomSettings } from '../api/get-room-settings';
import { isPlatformMatch, isPlayer } from '../lib/match-display';
import { ResultForm } from './ResultForm';
import { RoomCodeCard } from './RoomCode';

/**
 * A tournament game played from where the player sees it (their tournaments, the tournament's
 * page): the room code (the host's form while it is not posted, then the code, "I'm in" and who
 * is in) and the result form, as on the game's own page. Nothing once the game is decided.
 */
export function TournamentGamePlay({ matchId }: { matchId: string }) {
  const t = useT();
  const match = useMatch(matchId);
  const settings = useRoomSettings();
  const userId = useAuthStore((state) => state.userId);
  if (match.isError && !match.data) {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span>{t('rooms.game.loadError')}</span>
        <Button variant="link" size="sm" className="h-auto p-0" onClick={() => void match.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  }
  if (!match.data || !settings.data) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        {t('rooms.game.loading')}
      </p>
    );
  }
  const game = match.data;
  if (!game.tournament || game.status !== 'active') return null;
  // Played on the platform's own board: no room code, no result to report.
  if (isPlatformMatch(game)) {
    return (
      <div data-testid="tournament-game-play">
        <GamePanel matchId={game.id} />
      </div>
    );
  }
  const submitted = game.results.some((result) => result.userId === userId);
  const canReport = isPlayer(game) && !submitted;
  return (
    <div className="flex flex-col gap-3" data-testid="tournament-game-play">
      <RoomCodeCard match={game} appName={settings.data.appName} />
      {canReport ? <ResultForm matchId={game.id} /> : null}
      {submitted ? (
        <p className="text-sm text-muted-foreground" data-testid="result-waiting">
          {t(game.type === 'table' ? 'rooms.result.waiting.table' : 'rooms.result.waiting')}
        </p>
      ) : null}
    </div>
  );
}

import type { GameAnswer, GameStatePayload } from '@ludo/shared/game/game.contract';
import { Dices, ShieldCheck, Trophy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ConnectionBanner } from '@/components/connection-banner';
import { EmptyState } from '@/components/empty-state';
import { PlayerName } from '@/components/player-name';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { T, useT } from '@/lib/i18n/react';
import { turnFor } from '../lib/board-geometry';
import { asSeat } from '../lib/seat-colours';
import { rememberSeedHash } from '../lib/seed-hash-memory';
import { useGame } from '../lib/use-game';
import { useGameSounds } from '../lib/use-game-sounds';
import { Dice } from './Dice';
import { GameBoard } from './GameBoard';
import { GamePlayers } from './GamePlayers';

export function ReconnectingBanner() {
  const t = useT();
  return (
    <ConnectionBanner className="rounded-md px-3 py-2" testId="game-reconnecting">
      {t('game.reconnecting')}
    </ConnectionBanner>
  );
}

/** The game's end: who won, and where anyone can check every roll now that the seed is revealed. */
function Finished({
  game,
  viewerId,
  names,
}: {
  game: GameStatePayload;
  viewerId: string | null;
  names: Record<string, string>;
}) {
  const t = useT();
  const winners = game.winnerIds.map((id) => <PlayerName key={id} name={names[id] ?? ''} />);
  const iWon = viewerId !== null && game.winnerIds.includes(viewerId);
  return (
    <section
      className="flex flex-col gap-2 rounded-lg border border-primary/40 bg-primary/5 p-4"
      aria-labelledby="game-over-title"
      data-testid="game-finished"
    >
      <h2 id="game-over-title" className="flex items-center gap-2 font-semibold">
        <Trophy className="size-5 text-amber-500" aria-hidden="true" />
        {iWon ? t('game.finished.youWon') : t('game.finished.title')}
      </h2>
      {winners.length === 1 ? (
        <p className="text-sm">
          <T id="game.finished.winner" values={{ name: winners[0] }} />
        </p>
      ) : winners.length === 2 ? (
        <p className="text-sm">
          <T id="game.finished.team" values={{ first: winners[0], second: winners[1] }} />
        </p>
      ) : null}
      <Link
        to={paths.gameVerify(game.matchId)}
        className="inline-flex items-center gap-1 text-sm font-medium text-primary underline underline-offset-2"
      >
        <ShieldCheck className="size-4" aria-hidden="true" />
        {t('game.finished.verify')}
      </Link>
    </section>
  );
}

/** One line saying what happens now, read out to a screen reader as it changes. */
function TurnLine({
  game,
  myTurn,
  names,
  noMove,
}: {
  game: GameStatePayload;
  myTurn: boolean;
  names: Record<string, string>;
  noMove: boolean;
}) {
  const t = useT();
  if (game.finished) return null;
  const text = myTurn ? (
    game.dice === null ? (
      t('game.turn.yoursRoll')
    ) : noMove ? (
      t('game.turn.yoursNoMove')
    ) : (
      t('game.turn.yoursMove')
    )
  ) : (
    <T id="game.turn.other" values={{ name: <PlayerName name={game.turn ? (names[game.turn] ?? '') : ''} /> }} />
  );
  return (
    <p
      className="text-center text-sm font-medium"
      aria-live="polite"
      data-testid="game-turn"
      data-mine={myTurn ? 'true' : undefined}
    >
      {text}
    </p>
  );
}

/** Leaving concedes the game (docs/game-rules.md): asked once more, since it cannot be undone. */
function LeaveGame({ leave }: { leave: () => Promise<GameAnswer> }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const onConfirm = async () => {
    setBusy(true);
    setRefusal(null);
    const answer = await leave();
    setBusy(false);
    if (answer.ok) setOpen(false);
    else setRefusal(answer.message ?? t('game.refused'));
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setRefusal(null);
        setOpen(next);
      }}
      trigger={
        <Button variant="outline" className="self-start" data-testid="game-leave">
          {t('game.leave.button')}
        </Button>
      }
      title={t('game.leave.title')}
      description={t('game.leave.description')}
      busy={busy}
      confirmLabel={t('game.leave.confirm')}
      pendingLabel={t('game.leave.leaving')}
      variant="destructive"
      onConfirm={() => void onConfirm()}
    >
      {refusal ? (
        <p role="alert" className="text-sm text-destructive">
          {refusal}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}

/**
 * The platform game of a match (docs/game-rules.md): the board, the die and the players, kept
 * current over the socket; the player rolls and moves here, with sounds and music as Settings say.
 * Also the finished game, with its winners and the link to check its dice.
 */
export function GamePanel({ matchId }: { matchId: string }) {
  const t = useT();
  const state = useGame(matchId);
  const { query, game, viewer } = state;
  useGameSounds(game, viewer?.userId ?? null);
  const seedHash = game?.serverSeedHash;
  useEffect(() => {
    // The commitment as first shown here, for the check page to hold the transcript to it.
    if (seedHash) rememberSeedHash(matchId, seedHash);
  }, [matchId, seedHash]);

  if (!game) {
    if (query.isError) {
      // The server answers 404 while the match has no game yet (it starts when the players are in).
      if (query.error instanceof ApiRequestError && query.error.status === 404) {
        return <EmptyState icon={Dices} title={t('game.empty.title')} hint={t('game.empty.hint')} />;
      }
      return <QueryError title={t('game.loadError')} error={query.error} onRetry={() => void query.refetch()} />;
    }
    return (
      <div className="flex flex-col items-center gap-3" aria-busy="true" data-testid="game-loading">
        <span className="sr-only" role="status">
          {t('game.loading')}
        </span>
        <Skeleton className="aspect-square w-full max-w-[36rem]" />
        <Skeleton className="h-16 w-full max-w-[36rem]" />
      </div>
    );
  }

  const viewerId = viewer?.userId ?? null;
  const names = Object.fromEntries(game.players.map((player) => [player.userId, player.name]));
  const turns = turnFor(viewer ? asSeat(viewer.seat) : null);
  return (
    <div
      className="flex flex-col gap-3 lg:grid lg:grid-cols-[minmax(0,36rem)_minmax(0,1fr)] lg:items-start lg:gap-4"
      data-testid="game-panel"
      data-finished={game.finished ? 'true' : undefined}
    >
      <div className="flex flex-col items-center gap-3">
        {state.connected ? null : <ReconnectingBanner />}
        <TurnLine game={game} myTurn={state.myTurn} names={names} noMove={game.movable.length === 0} />
        <GameBoard game={game} viewerId={viewerId} turns={turns} movable={state.movable} onMove={state.move} />
      </div>
      <div className="flex flex-col gap-3">
        {game.finished ? <Finished game={game} viewerId={viewerId} names={names} /> : null}
        <Dice
          game={game}
          viewerId={viewerId}
          names={names}
          myTurn={state.myTurn}
          canRoll={state.canRoll}
          rolling={state.pending === 'roll'}
          onRoll={state.roll}
        />
        <GamePlayers game={game} viewerId={viewerId} />
        {viewer && !game.finished && !viewer.left ? <LeaveGame leave={state.leave} /> : null}
        {viewer ? (
          // A game played here decides itself: what is left for a player to report is a fault or cheating.
          <p className="text-sm text-muted-foreground" data-testid="report-game">
            <T
              id="game.report"
              components={{ 0: <Link to={paths.user.reportMatch(game.matchId)} className="font-medium underline" /> }}
            />
          </p>
        ) : null}
        <div className="flex flex-col gap-1 text-xs text-muted-foreground" data-testid="game-seed-hash">
          <p>{t('game.seedHash')}</p>
          <code className="break-all font-mono" data-hash={game.serverSeedHash}>
            {game.serverSeedHash}
          </code>
          {game.finished ? null : (
            <p>
              <Link to={paths.gameVerify(game.matchId)} className="underline underline-offset-2">
                {t('game.fairDice')}
              </Link>
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

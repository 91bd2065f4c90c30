import type { GameTranscript } from '@ludo/shared/game/game.contract';
import { ChevronFirst, ChevronLast, ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/react';
import { turnFor } from '../lib/board-geometry';
import { replayPayload, replaySteps, stepCaption } from '../lib/replay';
import { GameBoard } from './GameBoard';

/** How long each step shows while the replay plays by itself. */
const STEP_MS = 600;
const noMove = () => undefined;

/**
 * A game watched again from its transcript (docs/game-rules.md): the board at any step, the
 * caption of the action that led there, and controls to step, jump or play it through. Seats are
 * named by number, since the transcript carries no names.
 */
export function GameReplay({ transcript }: { transcript: GameTranscript }) {
  const t = useT();
  const ids = useId();
  const replay = useMemo(() => replaySteps(transcript), [transcript]);
  const last = replay.steps.length - 1;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!playing) return;
    if (index >= last) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setIndex((current) => Math.min(current + 1, last)), STEP_MS);
    return () => clearTimeout(timer);
  }, [playing, index, last]);

  const step = replay.steps[index] ?? replay.steps[0];
  if (!step) return null;
  const game = replayPayload(transcript, step, index, (player) => t('gameVerify.seat', { seat: player + 1 }));
  const caption = stepCaption(step, index, last);
  const go = (to: number) => {
    setPlaying(false);
    setIndex(Math.max(0, Math.min(to, last)));
  };
  return (
    <section className="flex flex-col gap-3" aria-labelledby={`${ids}-title`} data-testid="game-replay">
      <div>
        <h2 id={`${ids}-title`} className="font-semibold">
          {t('gameVerify.replay.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('gameVerify.replay.intro')}</p>
      </div>
      <GameBoard
        game={game}
        viewerId={null}
        turns={turnFor(null)}
        movable={[]}
        onMove={noMove}
        className="self-center"
      />
      <p className="text-center text-sm font-medium" aria-live="polite" data-testid="replay-caption">
        {t(caption.id, caption.values)}
      </p>
      <input
        type="range"
        min={0}
        max={last}
        value={index}
        onChange={(event) => go(Number(event.target.value))}
        aria-label={t('gameVerify.replay.slider')}
        aria-valuetext={t(caption.id, caption.values)}
        className="w-full accent-primary"
        data-testid="replay-slider"
      />
      <div className="flex flex-wrap justify-center gap-2">
        <Button
          variant="outline"
          size="icon"
          onClick={() => go(0)}
          disabled={index === 0}
          aria-label={t('gameVerify.replay.first')}
        >
          <ChevronFirst aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          onClick={() => go(index - 1)}
          disabled={index === 0}
          aria-label={t('gameVerify.replay.previous')}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button
          size="icon"
          onClick={() => {
            if (index >= last) setIndex(0);
            setPlaying((now) => !now);
          }}
          aria-label={playing ? t('gameVerify.replay.pause') : t('gameVerify.replay.play')}
          data-testid="replay-play"
        >
          {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
        </Button>
        <Button
          variant="outline"
          size="icon"
          onClick={() => go(index + 1)}
          disabled={index === last}
          aria-label={t('gameVerify.replay.next')}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          onClick={() => go(last)}
          disabled={index === last}
          aria-label={t('gameVerify.replay.last')}
        >
          <ChevronLast aria-hidden="true" />
        </Button>
      </div>
      {replay.refusedAt !== null ? (
        <p role="alert" className="text-sm text-destructive" data-testid="replay-refused">
          {t('gameVerify.replay.refused', { step: replay.refusedAt + 1 })}
        </p>
      ) : null}
    </section>
  );
}

import type { GameStatePayload } from '@ludo/shared/game/game.contract';
import { useEffect, useRef } from 'react';
import { useSettings } from '@/features/users/api/get-settings';
import { audible } from './game-feedback';
import { createGameAudio, type GameAudio, soundsOf } from './game-sounds';

/** One sound player for the page: a browser allows a handful of audio contexts, not one per board. */
let shared: GameAudio | null | undefined;
const gameAudio = (): GameAudio | null => {
  if (shared === undefined) shared = typeof window === 'undefined' ? null : createGameAudio();
  return shared;
};

/**
 * The game's sounds as the player's settings say: a sound for every roll, move, capture, token
 * home, their turn and the end (Sound Effects, on by default), and the music loop while the game
 * runs (Background Music, off by default).
 */
export function useGameSounds(game: GameStatePayload | undefined, viewerId: string | null): void {
  const { data } = useSettings();
  const { effects, music: playing } = audible(data, game);
  const before = useRef<GameStatePayload | undefined>(undefined);

  useEffect(() => {
    if (!game) return;
    const sounds = soundsOf(before.current, game, viewerId);
    before.current = game;
    if (!effects) return;
    for (const sound of sounds) gameAudio()?.play(sound);
  }, [game, viewerId, effects]);

  useEffect(() => {
    if (!playing) return;
    const audio = gameAudio();
    audio?.startMusic();
    return () => audio?.stopMusic();
  }, [playing]);
}

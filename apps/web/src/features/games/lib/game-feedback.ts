import type { GameStatePayload } from '@ludo/shared/game/game.contract';
import { DEFAULT_USER_SETTINGS, type UserSettings } from '@ludo/shared/users/settings.schemas';

/**
 * What the game makes heard and felt, as pure decisions the hooks act on: the sounds and music
 * Settings allow, and the buzz when the turn comes to the player.
 */

/**
 * Sound effects (on by default) and the music loop (off by default) as the player's settings say,
 * the settings' defaults until they are loaded; the music only while the game is being played.
 */
export function audible(
  settings: Pick<UserSettings, 'soundEffects' | 'backgroundMusic'> | undefined,
  game: Pick<GameStatePayload, 'finished'> | undefined,
): { effects: boolean; music: boolean } {
  const effects = settings?.soundEffects ?? DEFAULT_USER_SETTINGS.soundEffects;
  const music = settings?.backgroundMusic ?? DEFAULT_USER_SETTINGS.backgroundMusic;
  return { effects, music: music && game !== undefined && !game.finished };
}

/**
 * A buzz when the turn becomes the player's: not when the page opens in the middle of their turn
 * (`wasMyTurn` null: nothing seen yet), not while it stays theirs.
 */
export const buzzesNow = (wasMyTurn: boolean | null, myTurn: boolean): boolean => wasMyTurn === false && myTurn;

import type { GameStatePayload } from '@ludo/shared/game/game.contract';

/**
 * Whether `next` should replace `current`: states carry a version that grows with every change
 * (game.contract.ts), and one older than what is shown is a late arrival (a reload's answer
 * overtaken by a socket event, say).
 */
export function isNewerState(
  current: Pick<GameStatePayload, 'version'> | undefined,
  next: Pick<GameStatePayload, 'version'>,
): boolean {
  return current === undefined || next.version > current.version;
}

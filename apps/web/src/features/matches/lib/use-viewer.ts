import type { MatchDetail, MatchPlayer } from '@ludo/shared/matches/matches.schemas';
import { useAuthStore } from '@/lib/auth-store';
import { viewerIn } from './match-display';

/** The signed-in player's seat in the match (any seat of a tournament table), or null for anyone else. */
export function useViewer(match: MatchDetail): MatchPlayer | null {
  const userId = useAuthStore((state) => state.userId);
  return viewerIn(match, userId);
}

/** Whether the signed-in player is the one who must create the game's room and post its code. */
export function useIsHost(match: Pick<MatchDetail, 'hostUserId' | 'viewerRole'>): boolean {
  const userId = useAuthStore((state) => state.userId);
  return userId !== undefined && match.viewerRole !== 'admin' && userId === match.hostUserId;
}

import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useReconnected, useSocketEvent } from '@/lib/socket';
import { isTournamentNotFound } from '../api/get-tournament';
import { tournamentsKeys } from '../api/query-keys';

/** A round's start reaches the whole field at once: spread their refetches a little. */
const jitter = (maxMs: number) => Math.random() * maxMs;

/**
 * Refetches the tournament queries on screen, except a "no such tournament" answer: the join page
 * asks it for every match it shows, and a change of balance will not make that match a tournament.
 */
function refreshTournaments(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: tournamentsKeys.all,
    predicate: (query) => !(query.state.status === 'error' && isTournamentNotFound(query.state.error)),
  });
}

/**
 * Keeps the tournament screens current in the player area. "Your next game is ready" is not told
 * here: the server sends it as a notification with a toast (the notifications feature shows it),
 * so the player sees it once. Mounted once for the player area (app/).
 */
export function TournamentRealtime() {
  const queryClient = useQueryClient();

  useSocketEvent('tournamentUpdated', ({ tournamentId }) => {
    setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: tournamentsKeys.detail(tournamentId) });
      void queryClient.invalidateQueries({ queryKey: ['tournaments', 'list'] });
      void queryClient.invalidateQueries({ queryKey: tournamentsKeys.mine });
    }, jitter(500));
  });

  // Entering, leaving, a refund and a prize all move money: the player's tournaments show them.
  useSocketEvent('balanceChanged', () => {
    void refreshTournaments(queryClient);
  });

  // Events sent while the connection was down are lost: look again at what they would have changed.
  useReconnected(() => void refreshTournaments(queryClient));

  return null;
}

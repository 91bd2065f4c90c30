import { isTournamentNotFound } from '../api/get-tournament';

/**
 * /user/tournaments/join/{id} serves a tournament or a match by its id (the landing's "Join Now"
 * links a tournament, the rooms link a match). The tournament is asked first: when the server
 * answers that there is no such tournament, the id is a match's.
 */
export type JoinTarget = 'loading' | 'tournament' | 'match' | 'error';

export function joinTarget(query: { data: unknown; isError: boolean; error: unknown }): JoinTarget {
  // A tournament once loaded stays one: a failed poll later must not swap the page for a match's.
  if (query.data !== undefined) return 'tournament';
  if (query.isError) return isTournamentNotFound(query.error) ? 'match' : 'error';
  return 'loading';
}

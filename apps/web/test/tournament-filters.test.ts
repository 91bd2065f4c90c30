import { describe, expect, it } from 'vitest';
import {
  hasFilters,
  NO_FILTERS,
  parseTournamentFilters,
  tournamentFilterParams,
} from '../src/features/tournaments/lib/tournament-filters';

/**
 * The public /tournaments list: the server filters and orders (tournaments.access.test and
 * tournaments.test on the server); the filters live in the address so a filtered list can be shared.
 */

describe('filters in the address', () => {
  it('round-trip, and only the filters set appear', () => {
    const filters = { status: 'registering', format: 'round_robin', fee: 'upTo50' } as const;
    const params = tournamentFilterParams(filters);
    expect(params.toString()).toBe('status=registering&format=round_robin&fee=upTo50');
    expect(parseTournamentFilters(params)).toEqual(filters);
    expect(tournamentFilterParams(NO_FILTERS).toString()).toBe('');
    expect(tournamentFilterParams({ ...NO_FILTERS, format: 'swiss' }).toString()).toBe('format=swiss');
  });

  it('read anything unknown as "all"', () => {
    const filters = parseTournamentFilters(new URLSearchParams('status=open&format=ludo&fee=free'));
    expect(filters).toEqual(NO_FILTERS);
    expect(hasFilters(filters)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, fee: 'upTo5' })).toBe(true);
  });
});

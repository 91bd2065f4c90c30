import type { TournamentSummary } from '@ludo/shared/tournaments/tournaments.schemas';
import { describe, expect, it } from 'vitest';
import {
  filterTournaments,
  hasFilters,
  inFeeBand,
  NO_FILTERS,
  parseTournamentFilters,
  tournamentFilterParams,
} from '../src/features/tournaments/lib/tournament-filters';

/**
 * The public /tournaments list: status is asked of the server, format and entry fee filter the
 * rows it answered, and the filters live in the address so a filtered list can be shared.
 */

let nextId = 0;
function tournament(overrides: Partial<TournamentSummary>): TournamentSummary {
  nextId += 1;
  return {
    id: `t-${nextId}`,
    title: `Tournament ${nextId}`,
    format: 'knockout',
    entryFee: 50,
    prizePool: 720,
    players: 4,
    maxPlayers: 16,
    status: 'registering',
    startTime: '2030-01-01T14:00:00.000Z',
    registrationOpensAt: null,
    ...overrides,
  };
}

describe('entry-fee bands', () => {
  it('follow the product’s fee tiers, each fee in exactly one band', () => {
    expect(inFeeBand(5, 'upTo5')).toBe(true);
    expect(inFeeBand(6, 'upTo5')).toBe(false);
    expect(inFeeBand(6, 'upTo50')).toBe(true);
    expect(inFeeBand(50, 'upTo50')).toBe(true);
    expect(inFeeBand(100, 'upTo100')).toBe(true);
    expect(inFeeBand(101, 'over100')).toBe(true);
    expect(inFeeBand(100, 'over100')).toBe(false);
    for (const fee of [1, 5, 6, 49, 50, 51, 100, 101, 200, 100_000]) {
      const bands = (['upTo5', 'upTo50', 'upTo100', 'over100'] as const).filter((band) => inFeeBand(fee, band));
      expect(bands, `fee ${fee}`).toHaveLength(1);
    }
  });
});

describe('filterTournaments', () => {
  const swissCheap = tournament({ format: 'swiss', entryFee: 5 });
  const knockoutMid = tournament({ format: 'knockout', entryFee: 100 });
  const tablesDear = tournament({ format: 'multi_table', entryFee: 200 });
  const rows = [swissCheap, knockoutMid, tablesDear];

  it('keeps everything without filters', () => {
    expect(filterTournaments(rows, NO_FILTERS)).toHaveLength(3);
  });

  it('filters by format and by entry fee, together', () => {
    expect(filterTournaments(rows, { ...NO_FILTERS, format: 'swiss' })).toEqual([swissCheap]);
    expect(filterTournaments(rows, { ...NO_FILTERS, fee: 'over100' })).toEqual([tablesDear]);
    expect(filterTournaments(rows, { ...NO_FILTERS, format: 'knockout', fee: 'upTo100' })).toEqual([knockoutMid]);
    expect(filterTournaments(rows, { ...NO_FILTERS, format: 'swiss', fee: 'over100' })).toEqual([]);
  });

  it('filters by status too (the unfiltered list holds every status)', () => {
    const finished = tournament({ status: 'finished' });
    expect(filterTournaments([...rows, finished], { ...NO_FILTERS, status: 'finished' })).toEqual([finished]);
  });

  it('lists open ones first, soonest first, and finished ones latest first', () => {
    const later = tournament({ status: 'registering', startTime: '2030-02-01T10:00:00.000Z' });
    const sooner = tournament({ status: 'registering', startTime: '2030-01-15T10:00:00.000Z' });
    const upcoming = tournament({ status: 'upcoming', startTime: '2030-01-02T10:00:00.000Z' });
    const running = tournament({ status: 'running', startTime: '2029-12-01T10:00:00.000Z' });
    const oldFinish = tournament({ status: 'finished', startTime: '2029-01-01T10:00:00.000Z' });
    const newFinish = tournament({ status: 'finished', startTime: '2029-06-01T10:00:00.000Z' });
    const cancelled = tournament({ status: 'cancelled', startTime: '2029-07-01T10:00:00.000Z' });
    const order = filterTournaments([cancelled, oldFinish, running, later, newFinish, upcoming, sooner], NO_FILTERS);
    expect(order.map((row) => row.id)).toEqual(
      [sooner, later, upcoming, running, newFinish, oldFinish, cancelled].map((row) => row.id),
    );
  });
});

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

/**
 * The public list's filters, all applied by the server (a page at a time). They live in the
 * address (?status=&format=&fee=), so a filtered list can be shared and the back button restores
 * it. Pure: the unit tests load it.
 */

import { formatRupees } from '@ludo/shared/money';
import { FEE_BAND_KEYS, FEE_BANDS, type FeeBand } from '@ludo/shared/tournaments/fee-bands';
import type { TournamentFormat, TournamentStatus } from '@ludo/shared/tournaments/tournaments.schemas';
import type { Translate } from '@/lib/i18n/react';
import { FORMATS, STATUSES } from './tournament-labels';

export interface TournamentFilters {
  status: TournamentStatus | 'all';
  format: TournamentFormat | 'all';
  fee: FeeBand | 'all';
}

export const NO_FILTERS: TournamentFilters = { status: 'all', format: 'all', fee: 'all' };

function pick<T extends string>(value: string | null, allowed: readonly T[]): T | 'all' {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : 'all';
}

/** The filters in an address's query; anything unknown reads as "all". */
export function parseTournamentFilters(params: URLSearchParams): TournamentFilters {
  return {
    status: pick(params.get('status'), STATUSES),
    format: pick(params.get('format'), FORMATS),
    fee: pick(params.get('fee'), FEE_BAND_KEYS),
  };
}

/** The query for `filters`: only the ones set, so the plain list's address stays /tournaments. */
export function tournamentFilterParams(filters: TournamentFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['status', 'format', 'fee'] as const) {
    if (filters[key] !== 'all') params.set(key, filters[key]);
  }
  return params;
}

/** A band in words, in the money mode's: "Up to ₹5", "₹6 to ₹50", "Above ₹100". */
export function feeBandText(t: Translate, band: FeeBand): string {
  const { min, max } = FEE_BANDS[band];
  if (max === null) return t('tournament.filters.fee.above', { amount: formatRupees(min) });
  if (min === 0) return t('tournament.filters.fee.upTo', { amount: formatRupees(max) });
  return t('tournament.filters.fee.range', { from: formatRupees(min + 1), to: formatRupees(max) });
}

export function hasFilters(filters: TournamentFilters): boolean {
  return filters.status !== 'all' || filters.format !== 'all' || filters.fee !== 'all';
}

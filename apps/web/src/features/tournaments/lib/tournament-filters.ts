/**
 * The public list's filters. Status is asked of the server; format and entry fee are applied
 * here, to the rows it answered. The filters live in the address (?status=&format=&fee=), so a
 * filtered list can be shared and the back button restores it. Pure: the unit tests load it.
 */

import type {
  TournamentFormat,
  TournamentStatus,
  TournamentSummary,
} from '@ludo/shared/tournaments/tournaments.schemas';
import { FORMATS, STATUSES } from './tournament-labels';

/** Entry-fee bands: the product's fee tiers (up to ₹5, up to ₹50, up to ₹100, above ₹100). */
export const FEE_BANDS = {
  upTo5: { label: 'Up to ₹5', min: 0, max: 5 },
  upTo50: { label: '₹6 to ₹50', min: 5, max: 50 },
  upTo100: { label: '₹51 to ₹100', min: 50, max: 100 },
  over100: { label: 'Above ₹100', min: 100, max: Number.POSITIVE_INFINITY },
} as const;
export type FeeBand = keyof typeof FEE_BANDS;
export const FEE_BAND_KEYS = Object.keys(FEE_BANDS) as FeeBand[];

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

export function hasFilters(filters: TournamentFilters): boolean {
  return filters.status !== 'all' || filters.format !== 'all' || filters.fee !== 'all';
}

export function inFeeBand(entryFee: number, band: FeeBand): boolean {
  const { min, max } = FEE_BANDS[band];
  return entryFee > min && entryFee <= max;
}

/** Open ones first, then those about to open, running, finished, cancelled. */
const STATUS_ORDER: Record<TournamentStatus, number> = {
  registering: 0,
  upcoming: 1,
  running: 2,
  finished: 3,
  cancelled: 4,
};

/**
 * The rows that pass the filters, in the list's order: by status as above; tournaments still
 * ahead soonest first, finished and cancelled ones latest first (as the server orders one status).
 */
export function filterTournaments(rows: readonly TournamentSummary[], filters: TournamentFilters): TournamentSummary[] {
  return rows
    .filter(
      (row) =>
        (filters.status === 'all' || row.status === filters.status) &&
        (filters.format === 'all' || row.format === filters.format) &&
        (filters.fee === 'all' || inFeeBand(row.entryFee, filters.fee)),
    )
    .sort((a, b) => {
      const byStatus = STATUS_ORDER[a.status] - STATUS_ORDER[b.status];
      if (byStatus !== 0) return byStatus;
      const byStart = Date.parse(a.startTime) - Date.parse(b.startTime);
      return STATUS_ORDER[a.status] >= STATUS_ORDER.finished ? -byStart : byStart;
    });
}

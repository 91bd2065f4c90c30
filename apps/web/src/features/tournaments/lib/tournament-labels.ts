/**
 * Labels and dates of the tournament screens. Pure and tiny (type-only imports, no zod, no UI
 * library): the landing page's cards use it, and they are in the site's first download.
 */

import { formatRupees } from '@ludo/shared/money';
import type {
  TournamentFormat,
  TournamentGameStatus,
  TournamentStatus,
  TournamentSummary,
} from '@ludo/shared/tournaments/tournaments.schemas';

export const FORMAT_LABEL: Record<TournamentFormat, string> = {
  knockout: 'Knockout',
  round_robin: 'Round robin',
  swiss: 'Swiss',
  multi_table: 'Multi-table',
};

/** "Upcoming" and "Registering" are the product's card badges; the rest follow suit. */
export const STATUS_LABEL: Record<TournamentStatus, string> = {
  upcoming: 'Upcoming',
  registering: 'Registering',
  running: 'Running',
  finished: 'Finished',
  cancelled: 'Cancelled',
};

export const GAME_STATUS_LABEL: Record<TournamentGameStatus, string> = {
  waiting_code: 'Waiting for the room code',
  playing: 'Playing',
  review: 'Under review',
  decided: 'Decided',
};

/** The formats in the order the filters list them. */
export const FORMATS = Object.keys(FORMAT_LABEL) as TournamentFormat[];
export const STATUSES = Object.keys(STATUS_LABEL) as TournamentStatus[];

// The zone name keeps a time unambiguous ("7:30 pm IST") for a player abroad.
const timeOfDay = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
const dayAndTime = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});
const fullDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'full', timeStyle: 'short' });

export interface StartTimeText {
  /** "7:30 pm IST": the landing's cards show only the time of day (product description). */
  time: string;
  /** "Sat, 14 Jun, 7:30 pm IST": lists whose tournaments fall on different days. */
  day: string;
  /** "Saturday, 14 June 2025 at 7:30 pm": a tooltip and the tournament's own page. */
  full: string;
}

/** The start time's texts; null for a date that cannot be read. */
export function startTimeText(iso: string): StartTimeText | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return { time: timeOfDay.format(date), day: dayAndTime.format(date), full: fullDate.format(date) };
}

/** Registration is open (or about to be): the cards offer "Join Now". */
export function isBeforeStart(status: TournamentStatus): boolean {
  return status === 'upcoming' || status === 'registering';
}

/**
 * The prize pool as a card shows it. Until the start the server gives a full field's pool (the
 * announced figure): while seats are still free it is what the pool reaches, so it reads "Up to".
 */
export function prizePoolLabel(
  tournament: Pick<TournamentSummary, 'status' | 'players' | 'maxPlayers' | 'prizePool'>,
): string {
  const amount = formatRupees(tournament.prizePool);
  return isBeforeStart(tournament.status) && tournament.players < tournament.maxPlayers ? `Up to ${amount}` : amount;
}

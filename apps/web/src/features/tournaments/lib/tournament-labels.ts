/**
 * Labels and dates of the tournament screens. Pure and tiny (no zod, no UI library; the
 * translation layer it reads is in the first download anyway): the landing page's cards use it,
 * and they are in the site's first download.
 */

import { formatRupees } from '@ludo/shared/money';
import type {
  TournamentFormat,
  TournamentGameStatus,
  TournamentStatus,
  TournamentSummary,
} from '@ludo/shared/tournaments/tournaments.schemas';
import { currentLocale } from '@/lib/i18n/i18n';
import { intlLocale, type Locale } from '@/lib/i18n/locales';
import type { MessageId, Translate } from '@/lib/i18n/react';

/** The formats' names, as message ids: `t(FORMAT_LABEL[format])`. */
export const FORMAT_LABEL: Record<TournamentFormat, MessageId> = {
  knockout: 'tournament.format.knockout',
  round_robin: 'tournament.format.roundRobin',
  swiss: 'tournament.format.swiss',
  multi_table: 'tournament.format.multiTable',
};

/** "Upcoming" and "Registering" are the product's card badges; the rest follow suit. */
export const STATUS_LABEL: Record<TournamentStatus, MessageId> = {
  upcoming: 'tournament.status.upcoming',
  registering: 'tournament.status.registering',
  running: 'tournament.status.running',
  finished: 'tournament.status.finished',
  cancelled: 'tournament.status.cancelled',
};

export const GAME_STATUS_LABEL: Record<TournamentGameStatus, MessageId> = {
  waiting_code: 'tournament.gameStatus.waitingCode',
  playing: 'tournament.gameStatus.playing',
  review: 'tournament.gameStatus.review',
  decided: 'tournament.gameStatus.decided',
};

/** The formats in the order the filters list them. */
export const FORMATS = Object.keys(FORMAT_LABEL) as TournamentFormat[];
export const STATUSES = Object.keys(STATUS_LABEL) as TournamentStatus[];

interface StartFormats {
  time: Intl.DateTimeFormat;
  day: Intl.DateTimeFormat;
  full: Intl.DateTimeFormat;
}

// One set per language, made when first needed: the dates read in the page's language.
const startFormats = new Map<Locale, StartFormats>();

function startFormatsFor(locale: Locale): StartFormats {
  let found = startFormats.get(locale);
  if (!found) {
    const tag = intlLocale(locale);
    found = {
      // The zone name keeps a time unambiguous ("7:30 pm IST") for a player abroad.
      time: new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }),
      day: new Intl.DateTimeFormat(tag, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      }),
      full: new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeStyle: 'short' }),
    };
    startFormats.set(locale, found);
  }
  return found;
}

export interface StartTimeText {
  /** "7:30 pm IST": the landing's cards show only the time of day (docs/product-rules.md, Tournaments). */
  time: string;
  /** "Sat, 14 Jun, 7:30 pm IST": lists whose tournaments fall on different days. */
  day: string;
  /** "Saturday, 14 June 2025 at 7:30 pm": a tooltip and the tournament's own page. */
  full: string;
}

/** The start time's texts, in the page's language; null for a date that cannot be read. */
export function startTimeText(iso: string): StartTimeText | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const formats = startFormatsFor(currentLocale());
  return { time: formats.time.format(date), day: formats.day.format(date), full: formats.full.format(date) };
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
  t: Translate,
  tournament: Pick<TournamentSummary, 'status' | 'players' | 'maxPlayers' | 'prizePool'>,
): string {
  const amount = formatRupees(tournament.prizePool);
  return isBeforeStart(tournament.status) && tournament.players < tournament.maxPlayers
    ? t('tournament.prizePool.upTo', { amount })
    : amount;
}

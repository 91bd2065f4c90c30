/**
 * The rules a tournament's page states, worded from the product's constants. Pure (no React), so
 * the unit tests load it directly.
 */

import { TDS_PERCENT, TDS_THRESHOLD_RUPEES, TIMING_RULES, TOURNAMENT_PRIZE_SPLITS } from '@ludo/shared/limits';
import { byMoneyMode, formatRupees } from '@ludo/shared/money';
import type { TournamentFormat, TournamentStatus } from '@ludo/shared/tournaments/tournaments.schemas';
import { currentLocale } from '@/lib/i18n/i18n';
import { intlLocale } from '@/lib/i18n/locales';
import type { MessageId, Translate } from '@/lib/i18n/react';

const number = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** 2.5 → "2.5", 10 → "10", 20/3 → "6.67". */
export function formatNumber(value: number): string {
  return number.format(value);
}

/** 1 → "1st", 2 → "2nd", 11 → "11th", 23 → "23rd" (in English). */
export function ordinal(t: Translate, n: number): string {
  return t('tournament.ordinal', { place: n });
}

/**
 * The usual name of a round, when it has one: a knockout's last rounds once the number of rounds
 * is known, and a multi-table tournament's final table. Null for a round known by its number.
 */
function namedRound(round: number, plannedRounds: number | null, format: TournamentFormat): MessageId | null {
  if (plannedRounds === null || plannedRounds <= 1) return null;
  const fromEnd = plannedRounds - round;
  if (format === 'knockout') {
    if (fromEnd === 0) return 'tournament.round.final';
    if (fromEnd === 1) return 'tournament.round.semiFinals';
    if (fromEnd === 2) return 'tournament.round.quarterFinals';
  }
  if (format === 'multi_table' && fromEnd === 0) return 'tournament.round.finalTable';
  return null;
}

/**
 * A round's name. A knockout's last rounds have their usual names once the number of rounds is
 * known; a multi-table tournament's last round is its final table.
 */
export function roundName(t: Translate, round: number, plannedRounds: number | null, format: TournamentFormat): string {
  const named = namedRound(round, plannedRounds, format);
  return named ? t(named) : t('tournament.round.number', { round });
}

/** Where a tournament stands: "Round 2 of 5"; a named round (Final, Semi-finals) already says it. */
export function roundProgress(
  t: Translate,
  round: number,
  plannedRounds: number | null,
  format: TournamentFormat,
): string {
  const named = namedRound(round, plannedRounds, format);
  if (named) return t(named);
  return plannedRounds === null
    ? t('tournament.round.number', { round })
    : t('tournament.round.numberOf', { round, total: plannedRounds });
}

/** How a format pairs its players, gives byes and ranks them, as a list of short statements. */
export function formatRules(
  t: Translate,
  format: TournamentFormat,
  plannedRounds: number | null,
  settings: { swissRounds?: number | null; tableAdvance?: number | null } = {},
): string[] {
  const rounds = plannedRounds === null ? undefined : { rounds: plannedRounds };
  const tieBreaks = t('tournament.rules.tieBreaks');
  switch (format) {
    case 'knockout':
      return [
        t('tournament.rules.knockout.draw'),
        t('tournament.rules.knockout.byes'),
        rounds ? t('tournament.rules.knockout.advanceRounds', rounds) : t('tournament.rules.knockout.advance'),
        t('tournament.rules.knockout.standings'),
      ];
    case 'round_robin':
      return [
        rounds ? t('tournament.rules.roundRobin.scheduleRounds', rounds) : t('tournament.rules.roundRobin.schedule'),
        t('tournament.rules.roundRobin.bye'),
        tieBreaks,
      ];
    case 'swiss':
      return [
        rounds ? t('tournament.rules.swiss.pairingRounds', rounds) : t('tournament.rules.swiss.pairing'),
        t('tournament.rules.swiss.bye'),
        tieBreaks,
      ];
    case 'multi_table':
      return [
        t('tournament.rules.multiTable.tables'),
        // The server's advance rule (tournament-tables.ts): the tournament's choice, else 1 per
        // table and 2 in rounds of more than 64 players.
        settings.tableAdvance === 2
          ? t('tournament.rules.multiTable.advanceTwo')
          : settings.tableAdvance === 1
            ? t('tournament.rules.multiTable.advanceOne')
            : t('tournament.rules.multiTable.advanceDefault'),
        rounds ? t('tournament.rules.multiTable.finalRounds', rounds) : t('tournament.rules.multiTable.final'),
        t('tournament.rules.multiTable.standings'),
      ];
  }
}

/** What every game of every format asks of its players: the host's room code, the result. */
export function gameRules(t: Translate): string[] {
  return [
    t('tournament.rules.game.seeds'),
    t('tournament.rules.game.host'),
    t('tournament.rules.game.roomCode', { minutes: TIMING_RULES.gracePeriodMinutes }),
    t('tournament.rules.game.result', { minutes: TIMING_RULES.resultSubmissionMinutes }),
    t('tournament.rules.game.reconnect', { minutes: TIMING_RULES.reconnectWindowMinutes }),
  ];
}

const LISTED_FIELD_SIZES = (
  Object.keys(TOURNAMENT_PRIZE_SPLITS).map(Number) as (keyof typeof TOURNAMENT_PRIZE_SPLITS)[]
).sort((a, b) => a - b);

/** The listed field size whose split a field of `fieldSize` players is paid by; null below the smallest. */
export function splitFieldSize(fieldSize: number): keyof typeof TOURNAMENT_PRIZE_SPLITS | null {
  let chosen: keyof typeof TOURNAMENT_PRIZE_SPLITS | null = null;
  for (const size of LISTED_FIELD_SIZES) if (size <= fieldSize) chosen = size;
  return chosen;
}

/** The field a tournament's prize table is for: a full field until the start, then the players who hold a seat. */
export function prizeFieldSize(status: TournamentStatus, players: number, maxPlayers: number): number {
  return status === 'upcoming' || status === 'registering' ? maxPlayers : players;
}

/**
 * The statements under a prize table: which split applies and why, then the tax rule on rupee
 * winnings, or in play money (no tax on coins) what the prizes are.
 */
export function prizeRules(t: Translate, status: TournamentStatus, players: number, maxPlayers: number): string[] {
  const field = prizeFieldSize(status, players, maxPlayers);
  const listed = splitFieldSize(field);
  const beforeStart = status === 'upcoming' || status === 'registering';
  if (status === 'cancelled') return [t('tournament.prizes.rule.cancelled')];
  // "8, 16 and 32", joined the way the page's language joins a list.
  const sizes = new Intl.ListFormat(intlLocale(currentLocale()), { style: 'long', type: 'conjunction' }).format(
    LISTED_FIELD_SIZES.map(String),
  );
  const which =
    listed === null
      ? t('tournament.prizes.rule.winnerTakesAll', { min: LISTED_FIELD_SIZES[0] })
      : listed === field
        ? t('tournament.prizes.rule.split', { field, listed })
        : t('tournament.prizes.rule.splitNotListed', { field, listed, sizes });
  return [
    beforeStart
      ? t('tournament.prizes.rule.fullField', { max: maxPlayers })
      : t('tournament.prizes.rule.started', { players }),
    which,
    t('tournament.prizes.rule.shared'),
    byMoneyMode({
      real: t('tournament.prizes.rule.tds', { percent: TDS_PERCENT, amount: formatRupees(TDS_THRESHOLD_RUPEES) }),
      play: t('tournament.prizes.rule.tds.play'),
    }),
  ];
}

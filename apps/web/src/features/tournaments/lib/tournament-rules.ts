/**
 * The rules a tournament's page states, worded from the product's constants. Pure (no React), so
 * the unit tests load it directly.
 */

import { TDS_PERCENT, TDS_THRESHOLD_RUPEES, TIMING_RULES, TOURNAMENT_PRIZE_SPLITS } from '@ludo/shared/limits';
import { byMoneyMode, formatRupees } from '@ludo/shared/money';
import type { TournamentFormat, TournamentStatus } from '@ludo/shared/tournaments/tournaments.schemas';

const number = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const list = new Intl.ListFormat('en-IN', { style: 'long', type: 'conjunction' });

/** 2.5 → "2.5", 10 → "10", 20/3 → "6.67". */
export function formatNumber(value: number): string {
  return number.format(value);
}

/** 1 → "1st", 2 → "2nd", 11 → "11th", 23 → "23rd". */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/**
 * A round's name. A knockout's last rounds have their usual names once the number of rounds is
 * known; a multi-table tournament's last round is its final table.
 */
export function roundName(round: number, plannedRounds: number | null, format: TournamentFormat): string {
  if (plannedRounds !== null && plannedRounds > 1) {
    const fromEnd = plannedRounds - round;
    if (format === 'knockout') {
      if (fromEnd === 0) return 'Final';
      if (fromEnd === 1) return 'Semi-finals';
      if (fromEnd === 2) return 'Quarter-finals';
    }
    if (format === 'multi_table' && fromEnd === 0) return 'Final table';
  }
  return `Round ${round}`;
}

const TIE_BREAKS =
  'Standings: score first (a win or a bye is 1 point), then Buchholz (the total score of every opponent you played), then Sonneborn-Berger (the total score of the opponents you beat). Players equal on all three share the place.';

/** How a format pairs its players, gives byes and ranks them, as a list of short statements. */
export function formatRules(
  format: TournamentFormat,
  plannedRounds: number | null,
  settings: { swissRounds?: number | null; tableAdvance?: number | null } = {},
): string[] {
  const rounds = plannedRounds === null ? null : `${plannedRounds} ${plannedRounds === 1 ? 'round' : 'rounds'}`;
  switch (format) {
    case 'knockout':
      return [
        'One against one. The draw keeps the top seeds apart: seeds 1 and 2 can meet only in the final, and the better seed hosts.',
        'When the field is not a power of two (8, 16, 32…), the top seeds get a bye in round 1: they go through without a game.',
        `The winner of each game goes on and the loser is out${rounds ? `; this field plays ${rounds}` : ''}.`,
        'Standings: the round a player reached. Players knocked out in the same round share the place (the losing semi-finalists share 3rd).',
      ];
    case 'round_robin':
      return [
        `One against one: every player meets every other player once, on a fixed schedule${rounds ? ` of ${rounds}` : ''}.`,
        'With an odd number of players, one player sits out each round with a bye; a bye counts as a win.',
        TIE_BREAKS,
      ];
    case 'swiss':
      return [
        `One against one, over ${rounds ?? 'a fixed number of rounds'}. Each round pairs players with the same score (the top half of each score group against its bottom half), and nobody meets the same opponent twice while another pairing is possible.`,
        'With an odd number of players, the lowest-ranked player who has not had a bye gets one; a bye counts as a win.',
        TIE_BREAKS,
      ];
    case 'multi_table':
      return [
        'Players sit at tables of 4 (a few tables of 3 when the numbers do not divide evenly) and play one game of Ludo per round.',
        // The server's advance rule (tournament-tables.ts): the tournament's choice, else 1 per
        // table and 2 in rounds of more than 64 players.
        settings.tableAdvance === 2
          ? 'The first two of each table go on to the next round.'
          : settings.tableAdvance === 1
            ? 'The winner of each table goes on to the next round.'
            : 'The winner of each table goes on to the next round; in rounds of more than 64 players, the first two of each table go on.',
        `Rounds go on until one table of at most 4 players plays the final${rounds ? ` (${rounds} for this field)` : ''}; its finishing order gives the top places.`,
        'Standings: the round a player reached, then their finishing position at their table in that round. Players with the same position in the same round share the place.',
      ];
  }
}

/** What every game of every format asks of its players: the host's room code, the result. */
export function gameRules(): string[] {
  return [
    'Seeds follow the order of registration: the first player to register is seed 1.',
    'Each game has a host (the better seed of a pairing, the first seat at a table), who creates the room in the Ludo app and posts its room code on the game’s page.',
    `The host posts the room code within ${TIMING_RULES.gracePeriodMinutes} minutes of the game being paired; a host who does not forfeits the game.`,
    `Every player reports the result, with a screenshot, within ${TIMING_RULES.resultSubmissionMinutes} minutes of the game's end. Results that disagree go to an admin, whose decision is final.`,
    `A player who disconnects has ${TIMING_RULES.reconnectWindowMinutes} minutes to reconnect before the game makes random moves for them.`,
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
export function prizeRules(status: TournamentStatus, players: number, maxPlayers: number): string[] {
  const field = prizeFieldSize(status, players, maxPlayers);
  const listed = splitFieldSize(field);
  const beforeStart = status === 'upcoming' || status === 'registering';
  if (status === 'cancelled') return ['The tournament was cancelled: every entry fee was returned in full.'];
  const which =
    listed === null
      ? `With fewer than ${LISTED_FIELD_SIZES[0]} players the winner takes the whole prize pool.`
      : listed === field
        ? `A field of ${field} players is paid by the split for ${listed} players.`
        : `A field of ${field} players is paid by the split for ${listed} players: for field sizes not listed (${list.format(LISTED_FIELD_SIZES.map(String))}), the split of the largest listed size not above the field applies.`;
  return [
    beforeStart
      ? `Until the start, the prize pool and prizes shown are those of a full field of ${maxPlayers}; at the start they are worked out again for the players who hold a seat.`
      : `The prize pool is the entry fees of the ${players} players who started, less the platform fee.`,
    which,
    'Players who share a place share the prizes of the places they cover.',
    byMoneyMode({
      real: `TDS of ${TDS_PERCENT}% applies on winnings above ${formatRupees(TDS_THRESHOLD_RUPEES)} in one tournament.`,
      play: 'Prizes are in coins, which cannot be exchanged for money.',
    }),
  ];
}

/**
 * The tournament decisions at the sizes the product promises, each timed against one baseline
 * measured in the same run: ranking a field of 10,000 players (one sort by score, then seed),
 * the least any pairing of such a field must do. Prints the time per call and the ratio to the baseline; the goal is under 1 s
 * per Swiss round or table round of 10,000 players on this machine.
 *
 * - a Swiss round of 10,000 players after three rounds played;
 * - seating a multi-table round of 10,000 players and reading who advances;
 * - settling a 1,024-player knockout: every round drawn and decided, then standings and prizes.
 */
import { performance } from 'node:perf_hooks';
import type { TournamentDuel, TournamentPlayer } from '../apps/server/src/modules/tournaments/tournament.types';
import {
  tournamentKnockoutFirstRound,
  tournamentKnockoutNextRound,
  tournamentKnockoutStatus,
  tournamentSwissNextRound,
} from '../apps/server/src/modules/tournaments/tournament-pairings';
import { tournamentPrizePool, tournamentPrizes } from '../apps/server/src/modules/tournaments/tournament-prizes';
import { tournamentKnockoutStandings } from '../apps/server/src/modules/tournaments/tournament-standings';
import {
  seatTournamentTables,
  tournamentTableAdvancers,
} from '../apps/server/src/modules/tournaments/tournament-tables';
import {
  decideTournamentDuels,
  decideTournamentTables,
  tournamentField,
  tournamentRandomWinner,
  tournamentRng,
} from '../apps/server/src/test/tournaments';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ENTRY_FEE_PAISE = 10_000;

/** The median time of `rounds` calls, after one warm-up call, in milliseconds. */
function median(rounds: number, work: () => unknown): number {
  work();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

/** The baseline: the field ranked by score, then seed. */
function rankField(players: readonly TournamentPlayer[], scores: ReadonlyMap<string, number>) {
  return [...players].sort((a, b) => (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0) || a.seed - b.seed);
}

function report(name: string, ms: number, goalMs?: number) {
  const verdict =
    goalMs === undefined
      ? ''
      : ms <= goalMs
        ? ` (goal under ${goalMs} ms: met)`
        : ` (goal under ${goalMs} ms: NOT met)`;
  console.log(`${name}: ${ms.toFixed(1)} ms, ${(ms / baseline).toFixed(1)}× the baseline${verdict}`);
}

// Swiss: three rounds played with coin tosses, then the fourth round paired. Its field, ranked by
// the scores of those rounds, is the baseline of every line.
const field = tournamentField(10_000);
const swissRng = tournamentRng(7);
let history: TournamentDuel[] = [];
for (let round = 0; round < 3; round++) {
  const pairs = tournamentSwissNextRound(field, history);
  history = history.concat(decideTournamentDuels(pairs, tournamentRandomWinner(swissRng)));
}
const scores = new Map<string, number>();
for (const duel of history) if (duel.winner) scores.set(duel.winner, (scores.get(duel.winner) ?? 0) + 1);
const baseline = median(ROUNDS, () => rankField(field, scores));
console.log(`Baseline: ranking 10,000 players by score, then seed: ${baseline.toFixed(2)} ms`);
report(
  'Swiss round 4 of 10,000 players',
  median(ROUNDS, () => tournamentSwissNextRound(field, history)),
  1000,
);

// Multi-table: seat 10,000, decide the tables, read who advances.
{
  const players = field;
  const rng = tournamentRng(11);
  const seating = median(ROUNDS, () => seatTournamentTables(players, 1));
  const decided = decideTournamentTables(seatTournamentTables(players, 1), rng);
  const advancing = median(ROUNDS, () => tournamentTableAdvancers(decided));
  report('Multi-table round of 10,000 players seated', seating, 1000);
  report('Multi-table round of 10,000 players: who advances', advancing, 1000);
}

// Knockout: 1,024 players from the first draw to the prizes.
{
  const players = tournamentField(1024);
  const settle = () => {
    const rng = tournamentRng(3);
    let round = decideTournamentDuels(tournamentKnockoutFirstRound(players), tournamentRandomWinner(rng));
    let duels = round;
    while (!tournamentKnockoutStatus(players, duels).finished) {
      round = decideTournamentDuels(tournamentKnockoutNextRound(players, round), tournamentRandomWinner(rng));
      duels = duels.concat(round);
    }
    const standings = tournamentKnockoutStandings(players, duels);
    const pool = tournamentPrizePool(ENTRY_FEE_PAISE * players.length);
    return tournamentPrizes(standings, pool.poolPaise);
  };
  report('Knockout of 1,024 players settled (draws, standings, prizes)', median(ROUNDS, settle));
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decideTournamentDuels,
  tournamentDuelPlayers,
  tournamentFavouriteWins,
  tournamentField,
  tournamentRandomWinner,
  tournamentRng,
} from '../../test/tournaments';
import type { TournamentDuel, TournamentPlayer, TournamentPlayerId } from './tournament.types';
import {
  tournamentBracketSeedOrder,
  tournamentBracketSize,
  tournamentKnockoutFirstRound,
  tournamentKnockoutNextRound,
  tournamentKnockoutReach,
  tournamentKnockoutRoundCount,
  tournamentKnockoutStatus,
  tournamentRoundRobinRound,
  tournamentRoundRobinRoundCount,
  tournamentRoundRobinSchedule,
  tournamentSwissNextRound,
  tournamentSwissRanking,
  tournamentSwissRoundCount,
} from './tournament-pairings';

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** Throws unless every one of `present` is in exactly one of the duels (as host, guest or bye). */
function expectEachOnce(duels: readonly TournamentDuel[], present: readonly TournamentPlayerId[]) {
  expect([...tournamentDuelPlayers(duels)].sort()).toEqual([...present].sort());
}

/** Plays a whole knockout by `rule`; returns every round's duels. */
function playTournamentKnockout(players: TournamentPlayer[], rule: (d: TournamentDuel) => string | null) {
  const rounds: TournamentDuel[][] = [decideTournamentDuels(tournamentKnockoutFirstRound(players), rule)];
  while (!tournamentKnockoutStatus(players, rounds.flat()).finished) {
    rounds.push(decideTournamentDuels(tournamentKnockoutNextRound(players, rounds.at(-1) ?? []), rule));
  }
  return rounds;
}

describe('knockout', () => {
  it('orders the bracket 1 v 16, 8 v 9, 4 v 13, 5 v 12, 2 v 15, 7 v 10, 3 v 14, 6 v 11', () => {
    expect(tournamentBracketSeedOrder(16)).toEqual([1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11]);
    expect(tournamentBracketSeedOrder(4)).toEqual([1, 4, 2, 3]);
  });

  it('gives a field of 5 a bracket of 8 with byes to seeds 1, 2 and 3', () => {
    expect(tournamentKnockoutFirstRound(tournamentField(5))).toEqual([
      { round: 1, host: 'p1', guest: null, winner: 'p1' },
      { round: 1, host: 'p4', guest: 'p5' },
      { round: 1, host: 'p2', guest: null, winner: 'p2' },
      { round: 1, host: 'p3', guest: null, winner: 'p3' },
    ]);
    expect(tournamentKnockoutRoundCount(5)).toBe(3);
  });

  it('draws round 1: bracket the next power of two, byes to the top seeds, 1 and 2 in opposite halves', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 200 }), (n) => {
        const players = tournamentField(n);
        const size = tournamentBracketSize(n);
        expect(size & (size - 1)).toBe(0);
        expect(size >= n && size < 2 * n).toBe(true);
        const duels = tournamentKnockoutFirstRound(players);
        expect(duels).toHaveLength(size / 2);
        expectEachOnce(
          duels,
          players.map((p) => p.id),
        );
        const byes = duels.filter((d) => d.guest === null).map((d) => d.host);
        expect(byes.sort()).toEqual(
          players
            .slice(0, size - n)
            .map((p) => p.id)
            .sort(),
        );
        const half = duels.length / 2;
        const at = (id: string) => duels.findIndex((d) => d.host === id || d.guest === id);
        expect(at('p1') < half || n === 2).toBe(true);
        expect(at('p2') >= half || n === 2).toBe(true);
        for (const d of duels) if (d.guest) expect(Number(d.host.slice(1))).toBeLessThan(Number(d.guest.slice(1)));
      }),
    );
  });

  it('plays out to exactly one champion, each survivor drawn once a round, within the bracket’s rounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 80 }), fc.integer(), (n, seed) => {
        const players = tournamentField(n);
        const rounds = playTournamentKnockout(players, tournamentRandomWinner(tournamentRng(seed)));
        expect(rounds).toHaveLength(tournamentKnockoutRoundCount(n));
        let alive = players.map((p) => p.id);
        for (const round of rounds) {
          expectEachOnce(round, alive);
          alive = round.map((d) => d.winner).filter((w): w is string => typeof w === 'string');
        }
        const status = tournamentKnockoutStatus(players, rounds.flat());
        expect(status.champion).not.toBeNull();
        expect(alive).toEqual([status.champion]);
        const reach = tournamentKnockoutReach(players, rounds.flat());
        expect(reach[0]).toEqual({ player: status.champion, roundReached: rounds.length, out: false });
        expect(reach.filter((r) => !r.out)).toHaveLength(1);
      }),
    );
  });

  it('ends with at most one champion when players forfeit, walkovers as byes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 64 }), fc.integer(), (n, seed) => {
        const players = tournamentField(n);
        const rounds = playTournamentKnockout(players, tournamentRandomWinner(tournamentRng(seed), 0.3));
        expect(rounds.length).toBeLessThanOrEqual(tournamentKnockoutRoundCount(n));
        const status = tournamentKnockoutStatus(players, rounds.flat());
        const last = rounds.at(-1) ?? [];
        const winners = last.map((d) => d.winner).filter((w) => typeof w === 'string');
        expect(winners.length).toBeLessThanOrEqual(1);
        expect(status.champion).toBe(winners[0] ?? null);
        for (const [i, round] of rounds.entries()) {
          expect(new Set(tournamentDuelPlayers(round)).size).toBe(tournamentDuelPlayers(round).length);
          if (i > 0) {
            const previous = new Set((rounds[i - 1] ?? []).map((d) => d.winner));
            for (const id of tournamentDuelPlayers(round)) expect(previous.has(id)).toBe(true);
          }
        }
      }),
    );
  });

  it('brings the top seeds through when favourites win: 1 v 2 in the final, 1 the champion', () => {
    for (const n of [2, 3, 7, 16, 33]) {
      const players = tournamentField(n);
      const rounds = playTournamentKnockout(players, tournamentFavouriteWins(players));
      expect(rounds.at(-1)).toEqual([{ round: rounds.length, host: 'p1', guest: 'p2', winner: 'p1' }]);
      const reach = tournamentKnockoutReach(players, rounds.flat());
      expect(reach.slice(0, 2).map((r) => r.player)).toEqual(['p1', 'p2']);
      if (n >= 4) expect(reach.slice(2, 4).map((r) => r.player)).toEqual(['p3', 'p4']);
    }
  });

  it('refuses undecided rounds, a finished knockout and duels the bracket cannot hold', () => {
    const players = tournamentField(4);
    const round1 = tournamentKnockoutFirstRound(players);
    expect(() => tournamentKnockoutNextRound(players, round1)).toThrow(/not decided/);
    const final = tournamentKnockoutNextRound(players, decideTournamentDuels(round1, tournamentFavouriteWins(players)));
    expect(() =>
      tournamentKnockoutNextRound(players, decideTournamentDuels(final, tournamentFavouriteWins(players))),
    ).toThrow(/ended it/);
    expect(() =>
      tournamentKnockoutNextRound(players, [
        { round: 1, host: 'p1', guest: 'p2', winner: 'p1' },
        { round: 1, host: 'p3', guest: 'p4', winner: 'p3' },
      ]),
    ).toThrow(/cannot meet/);
  });
});

describe('round robin', () => {
  it('follows the Berger table for 6', () => {
    const pairs = tournamentRoundRobinSchedule(tournamentField(6)).map((round) =>
      round.map((d) => `${d.host.slice(1)}-${d.guest?.slice(1)}`),
    );
    expect(pairs).toEqual([
      ['1-6', '2-5', '3-4'],
      ['6-4', '5-3', '1-2'],
      ['2-6', '3-1', '4-5'],
      ['6-5', '1-4', '2-3'],
      ['3-6', '4-2', '5-1'],
    ]);
  });

  it('meets every pair exactly once, everyone once a round, one bye each in odd fields, hosting balanced', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), (n) => {
        const players = tournamentField(n);
        const ids = players.map((p) => p.id);
        const schedule = tournamentRoundRobinSchedule(players);
        expect(schedule).toHaveLength(tournamentRoundRobinRoundCount(n));
        const met = new Map<string, number>();
        const byes = new Map<string, number>();
        const hosted = new Map<string, number>();
        for (const [r, round] of schedule.entries()) {
          expectEachOnce(round, ids);
          expect(tournamentRoundRobinRound(players, r + 1)).toEqual(round);
          for (const d of round) {
            expect(d.round).toBe(r + 1);
            if (d.guest === null) byes.set(d.host, (byes.get(d.host) ?? 0) + 1);
            else {
              met.set(pairKey(d.host, d.guest), (met.get(pairKey(d.host, d.guest)) ?? 0) + 1);
              hosted.set(d.host, (hosted.get(d.host) ?? 0) + 1);
            }
          }
        }
        expect(met.size).toBe((n * (n - 1)) / 2);
        expect([...met.values()].every((c) => c === 1)).toBe(true);
        expect([...byes.values()]).toEqual(n % 2 === 1 ? ids.map(() => 1) : []);
        // Each plays n - 1 games (even n) or n - 1 after the bye: hosts half of them, rounded either way.
        for (const id of ids) expect(Math.abs(2 * (hosted.get(id) ?? 0) - (n - 1))).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('refuses a round outside the schedule', () => {
    expect(() => tournamentRoundRobinRound(tournamentField(4), 4)).toThrow(/rounds 1..3/);
  });
});

/** A random earlier round: a shuffle paired two by two, the odd one out given the bye. */
function randomTournamentRound(ids: readonly string[], round: number, rng: () => number): TournamentDuel[] {
  const order = [...ids];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [order[i], order[j]] = [order[j] as string, order[i] as string];
  }
  const duels: TournamentDuel[] = [];
  for (let i = 0; i + 1 < order.length; i += 2)
    duels.push({ round, host: order[i] as string, guest: order[i + 1] as string });
  if (order.length % 2 === 1) duels.push({ round, host: order.at(-1) as string, guest: null });
  return decideTournamentDuels(duels, tournamentRandomWinner(rng, 0.1));
}

/**
 * The fewest rematches of any legal pairing of `present` (a bye, if the count is odd, only to a
 * player with the fewest byes), by trying them all.
 */
function fewestRematchesByBruteForce(present: readonly string[], history: readonly TournamentDuel[]): number {
  const met = new Set(history.filter((d) => d.guest !== null).map((d) => pairKey(d.host, d.guest as string)));
  const byes = (id: string) => history.filter((d) => d.guest === null && d.host === id).length;
  const fewest = Math.min(...present.map(byes));
  let best = Number.POSITIVE_INFINITY;
  const go = (left: string[], cost: number) => {
    if (cost >= best) return;
    const [first, ...rest] = left;
    if (first === undefined) {
      best = cost;
      return;
    }
    if (left.length % 2 === 1 && byes(first) === fewest) go(rest, cost);
    for (const [i, other] of rest.entries()) {
      go(
        rest.filter((_, j) => j !== i),
        cost + (met.has(pairKey(first, other)) ? 1 : 0),
      );
    }
  };
  go([...present], 0);
  return best;
}

function rematchesOf(duels: readonly TournamentDuel[], history: readonly TournamentDuel[]): number {
  const met = new Set(history.filter((d) => d.guest !== null).map((d) => pairKey(d.host, d.guest as string)));
  return duels.filter((d) => d.guest !== null && met.has(pairKey(d.host, d.guest))).length;
}

/** Checks one Swiss round against its history: everyone once, the bye rule, hosts by ranking. */
function expectSwissRound(
  players: TournamentPlayer[],
  history: TournamentDuel[],
  duels: TournamentDuel[],
  present: string[],
) {
  expectEachOnce(duels, present);
  const ranking = tournamentSwissRanking(players, history).map((r) => r.player);
  const place = (id: string) => ranking.indexOf(id);
  for (const d of duels) if (d.guest !== null) expect(place(d.host)).toBeLessThan(place(d.guest));
  const bye = duels.find((d) => d.guest === null);
  expect(Boolean(bye)).toBe(present.length % 2 === 1);
  if (bye) {
    const byes = (id: string) => history.filter((d) => d.guest === null && d.host === id).length;
    expect(byes(bye.host)).toBe(Math.min(...present.map(byes)));
  }
}

describe('Swiss', () => {
  it('plays ceil(log2 n) + 1 rounds, never more than a round robin', () => {
    expect([2, 3, 4, 5, 8, 9, 16, 17, 10_000].map(tournamentSwissRoundCount)).toEqual([1, 3, 3, 4, 4, 5, 5, 6, 15]);
  });

  it('pairs round 1 top half against bottom half, the bye to the last seed', () => {
    const duels = tournamentSwissNextRound(tournamentField(7), []);
    expect(duels.map((d) => [d.host, d.guest])).toEqual([
      ['p1', 'p4'],
      ['p2', 'p5'],
      ['p3', 'p6'],
      ['p7', null],
    ]);
  });

  it('floats the lowest-ranked of an odd score group down, to meet the best of the next', () => {
    // After 1 v 3 and 2 v 4 won by 1 and 4, with 5 the bye: scores 1, 4, 5 = 1 and 2, 3 = 0.
    const players = tournamentField(5);
    const history: TournamentDuel[] = [
      { round: 1, host: 'p1', guest: 'p3', winner: 'p1' },
      { round: 1, host: 'p2', guest: 'p4', winner: 'p4' },
      { round: 1, host: 'p5', guest: null, winner: 'p5' },
    ];
    const duels = tournamentSwissNextRound(players, history);
    expect(duels.map((d) => [d.host, d.guest])).toEqual([
      ['p1', 'p4'],
      ['p5', 'p2'],
      ['p3', null],
    ]);
  });

  it('leaves the fewest rematches any pairing can, equal to a brute force (n ≤ 10)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 10 }),
        fc.integer({ min: 0, max: 8 }),
        fc.integer(),
        fc.integer({ min: 0, max: 2 }),
        (n, earlier, seed, absentCount) => {
          const rng = tournamentRng(seed);
          const players = tournamentField(n);
          const absent = players.slice(0, Math.min(absentCount, n - 2)).map((p) => `p${n - Number(p.id.slice(1)) + 1}`);
          const present = players.map((p) => p.id).filter((id) => !absent.includes(id));
          const history: TournamentDuel[] = [];
          for (let r = 1; r <= earlier; r++) history.push(...randomTournamentRound(present, r, rng));
          const duels = tournamentSwissNextRound(players, history, { absent });
          expectSwissRound(players, history, duels, present);
          expect(rematchesOf(duels, history)).toBe(fewestRematchesByBruteForce(present, history));
          expect(tournamentSwissNextRound(players, history, { absent })).toEqual(duels);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('plays a whole Swiss without rematches, each player once a round and at most one bye each', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 120 }), fc.integer(), (n, seed) => {
        const rng = tournamentRng(seed);
        const players = tournamentField(n);
        const ids = players.map((p) => p.id);
        let history: TournamentDuel[] = [];
        for (let r = 1; r <= tournamentSwissRoundCount(n); r++) {
          const duels = tournamentSwissNextRound(players, history);
          expectSwissRound(players, history, duels, ids);
          expect(duels.every((d) => d.round === r)).toBe(true);
          const fewest = n <= 10 ? fewestRematchesByBruteForce(ids, history) : 0;
          expect(rematchesOf(duels, history)).toBe(fewest);
          history = history.concat(decideTournamentDuels(duels, tournamentRandomWinner(rng, 0.05)));
        }
        const byes = history.filter((d) => d.guest === null).map((d) => d.host);
        expect(new Set(byes).size).toBe(byes.length);
      }),
      { numRuns: 60 },
    );
  });

  it('pairs 10,000 players round after round (timing sanity, no assertion on time)', () => {
    const n = 10_000;
    const players = tournamentField(n);
    const rng = tournamentRng(2024);
    let history: TournamentDuel[] = [];
    for (let r = 1; r <= 6; r++) {
      const duels = tournamentSwissNextRound(players, history);
      expect(duels).toHaveLength(n / 2);
      expect(rematchesOf(duels, history)).toBe(0);
      history = history.concat(decideTournamentDuels(duels, tournamentRandomWinner(rng)));
    }
  });

  it('refuses undecided history, strangers, duplicate ids and seeds outside 1..n', () => {
    const players = tournamentField(4);
    const round1 = tournamentSwissNextRound(players, []);
    expect(() => tournamentSwissNextRound(players, round1)).toThrow(/not decided/);
    expect(() => tournamentSwissNextRound(players, [{ round: 1, host: 'p9', guest: 'p1', winner: 'p1' }])).toThrow(
      /not in the field/,
    );
    expect(() => tournamentSwissNextRound(players, [], { absent: ['p9'] })).toThrow(/not in the field/);
    expect(() =>
      tournamentSwissNextRound(players, [
        { round: 1, host: 'p1', guest: 'p2', winner: 'p1' },
        { round: 1, host: 'p1', guest: 'p3', winner: 'p1' },
      ]),
    ).toThrow(/plays twice/);
    expect(() => tournamentSwissNextRound([...players, { id: 'p1', seed: 5 }], [])).toThrow(/appears twice/);
    expect(() =>
      tournamentKnockoutFirstRound([
        { id: 'a', seed: 1 },
        { id: 'b', seed: 3 },
      ]),
    ).toThrow(/seeds must be 1..2/);
    expect(() => tournamentRoundRobinSchedule([{ id: 'a', seed: 1 }])).toThrow(/at least 2/);
  });
});

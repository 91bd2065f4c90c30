import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TournamentDuel, TournamentPlayer, TournamentPlayerId, TournamentTable } from './tournament.types';
import {
  type TournamentKnockoutStanding,
  type TournamentScoreStanding,
  tournamentKnockoutStandings,
  tournamentMultiTableStandings,
  tournamentScoreStandings,
} from './tournament-standings';

/** Players p1…pn, seeded 1…n. */
function tournamentPlayers(n: number): TournamentPlayer[] {
  return Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, seed: i + 1 }));
}

/** A duel; `winner` 'host' or 'guest' names a side, null is a double forfeit, undefined undecided. */
function duel(
  round: number,
  host: TournamentPlayerId,
  guest: TournamentPlayerId | null,
  winner?: 'host' | 'guest' | null,
): TournamentDuel {
  const d: TournamentDuel = { round, host, guest };
  if (winner === 'host') d.winner = host;
  else if (winner === 'guest') d.winner = guest;
  else if (winner === null) d.winner = null;
  return d;
}

const bye = (round: number, host: TournamentPlayerId) => duel(round, host, null);
const summary = (rows: Array<{ playerId: string; rank: number }>) => rows.map((r) => `${r.rank} ${r.playerId}`);

describe('tournamentScoreStandings: Swiss and round robin', () => {
  it('ranks by points, then Buchholz, then Sonneborn-Berger', () => {
    const duels = [
      duel(1, 'p1', 'p4', 'host'),
      duel(1, 'p2', 'p3', 'host'),
      duel(2, 'p1', 'p2', 'host'),
      duel(2, 'p3', 'p4', null),
      duel(3, 'p1', 'p3', 'guest'),
      duel(3, 'p2', 'p4', 'host'),
    ];
    const rows = tournamentScoreStandings(tournamentPlayers(4), duels);
    // p1 and p2 both have 2 points and Buchholz 3; p1 beat stronger opponents.
    expect(rows).toEqual([
      { playerId: 'p1', rank: 1, points: 2, buchholz: 3, sonnebornBerger: 2, played: 3, won: 2, lost: 1, byes: 0 },
      { playerId: 'p2', rank: 2, points: 2, buchholz: 3, sonnebornBerger: 1, played: 3, won: 2, lost: 1, byes: 0 },
      { playerId: 'p3', rank: 3, points: 1, buchholz: 4, sonnebornBerger: 2, played: 3, won: 1, lost: 2, byes: 0 },
      { playerId: 'p4', rank: 4, points: 0, buchholz: 5, sonnebornBerger: 0, played: 3, won: 0, lost: 3, byes: 0 },
    ]);
  });

  it('lets players equal on every tie-break share a rank, shown by seed', () => {
    // A cycle: everyone won once and lost once.
    const duels = [duel(1, 'p1', 'p2', 'host'), duel(2, 'p2', 'p3', 'host'), duel(3, 'p1', 'p3', 'guest')];
    const rows = tournamentScoreStandings([...tournamentPlayers(3)].reverse(), duels);
    expect(summary(rows)).toEqual(['1 p1', '1 p2', '1 p3']);
  });

  it('counts a bye as a win that adds nothing to the tie-breaks', () => {
    const rows = tournamentScoreStandings(tournamentPlayers(3), [bye(1, 'p1'), duel(1, 'p2', 'p3', 'host')]);
    expect(rows).toEqual([
      { playerId: 'p1', rank: 1, points: 1, buchholz: 0, sonnebornBerger: 0, played: 1, won: 0, lost: 0, byes: 1 },
      { playerId: 'p2', rank: 1, points: 1, buchholz: 0, sonnebornBerger: 0, played: 1, won: 1, lost: 0, byes: 0 },
      { playerId: 'p3', rank: 3, points: 0, buchholz: 1, sonnebornBerger: 0, played: 1, won: 0, lost: 1, byes: 0 },
    ]);
  });

  it('ignores games not decided yet and lists players who have not played', () => {
    const rows = tournamentScoreStandings(tournamentPlayers(4), [duel(1, 'p1', 'p2', 'guest'), duel(1, 'p3', 'p4')]);
    expect(summary(rows)).toEqual(['1 p2', '2 p1', '3 p3', '3 p4']);
    expect(rows[2]).toMatchObject({ played: 0, points: 0, buchholz: 0 });
  });

  it('refuses inconsistent input', () => {
    const players = tournamentPlayers(3);
    const refuses = (duels: TournamentDuel[], message: RegExp, who = players) =>
      expect(() => tournamentScoreStandings(who, duels)).toThrow(message);
    refuses([duel(1, 'p1', 'p9', 'host')], /unknown player p9/);
    refuses([duel(1, 'p1', 'p2', 'host'), duel(1, 'p1', 'p3', 'host')], /p1 has two games in round 1/);
    refuses([{ round: 1, host: 'p1', guest: 'p2', winner: 'p3' }], /winner p3, who is not one of its players/);
    refuses([{ round: 1, host: 'p1', guest: null, winner: null }], /a bye is won by its host/);
    refuses([duel(0, 'p1', 'p2', 'host')], /round 0 is not a positive integer/);
    refuses([duel(1, 'p1', 'p1', 'host')], /paired with themself/);
    refuses([], /listed twice/, [...players, { id: 'p1', seed: 7 }]);
    refuses([], /seed 2 is given to two players/, [...players, { id: 'p4', seed: 2 }]);
    refuses([], /seeds are positive integers/, [{ id: 'p1', seed: 0 }]);
  });
});

describe('tournamentKnockoutStandings', () => {
  it('ranks a finished bracket 1, 2, 3, 3, 5, 5, 5, 5', () => {
    const duels = [
      duel(1, 'p1', 'p8', 'host'),
      duel(1, 'p2', 'p7', 'host'),
      duel(1, 'p3', 'p6', 'host'),
      duel(1, 'p4', 'p5', 'guest'),
      duel(2, 'p1', 'p5', 'host'),
      duel(2, 'p2', 'p3', 'guest'),
      duel(3, 'p1', 'p3', 'guest'),
    ];
    const rows = tournamentKnockoutStandings(tournamentPlayers(8), duels);
    expect(summary(rows)).toEqual(['1 p3', '2 p1', '3 p2', '3 p5', '5 p4', '5 p6', '5 p7', '5 p8']);
    expect(rows.slice(0, 3).map((r) => [r.roundReached, r.outcome])).toEqual([
      [3, 'won'],
      [3, 'lost'],
      [2, 'lost'],
    ]);
  });

  it('ranks a loss above a double forfeit in the same round, and carries byes', () => {
    const duels = [
      bye(1, 'p1'),
      bye(1, 'p2'),
      duel(1, 'p3', 'p6', 'host'),
      duel(1, 'p4', 'p5', null),
      duel(2, 'p1', 'p3', 'host'),
      bye(2, 'p2'),
      duel(3, 'p1', 'p2', 'guest'),
    ];
    const rows = tournamentKnockoutStandings(tournamentPlayers(6), duels);
    expect(rows).toEqual<TournamentKnockoutStanding[]>([
      { playerId: 'p2', rank: 1, roundReached: 3, outcome: 'won' },
      { playerId: 'p1', rank: 2, roundReached: 3, outcome: 'lost' },
      { playerId: 'p3', rank: 3, roundReached: 2, outcome: 'lost' },
      { playerId: 'p6', rank: 4, roundReached: 1, outcome: 'lost' },
      { playerId: 'p4', rank: 5, roundReached: 1, outcome: 'forfeited' },
      { playerId: 'p5', rank: 5, roundReached: 1, outcome: 'forfeited' },
    ]);
  });

  it('lets the players still in share the top rank while their games are pending', () => {
    const duels = [duel(1, 'p1', 'p4', 'host'), duel(1, 'p2', 'p3', 'guest'), duel(2, 'p1', 'p3')];
    const rows = tournamentKnockoutStandings(tournamentPlayers(4), duels);
    expect(rows.map((r) => `${r.rank} ${r.playerId} ${r.outcome}`)).toEqual([
      '1 p1 pending',
      '1 p3 pending',
      '3 p2 lost',
      '3 p4 lost',
    ]);
  });

  it('refuses a player drawn after being knocked out, or missing from the draw', () => {
    const players = tournamentPlayers(4);
    expect(() =>
      tournamentKnockoutStandings(players, [
        duel(1, 'p1', 'p4', 'host'),
        duel(1, 'p2', 'p3', 'host'),
        duel(2, 'p1', 'p4'),
      ]),
    ).toThrow(/p4 is drawn in round 2 after being knocked out in round 1/);
    expect(() => tournamentKnockoutStandings(players, [duel(1, 'p1', 'p4', 'host')])).toThrow(/p2 is in no knockout/);
  });
});

describe('tournamentMultiTableStandings', () => {
  const positions = (...ids: string[]) => Object.fromEntries(ids.map((id, i) => [id, i + 1]));
  const roundOne: TournamentTable[] = [
    { round: 1, table: 1, players: ['p1', 'p3', 'p5', 'p7'], positions: positions('p5', 'p1', 'p7', 'p3') },
    { round: 1, table: 2, players: ['p2', 'p4', 'p6', 'p8'], positions: positions('p2', 'p8', 'p4', 'p6') },
  ];

  it('ranks the final table first, then earlier rounds by position at the table', () => {
    const final: TournamentTable = {
      round: 2,
      table: 1,
      players: ['p1', 'p2', 'p5', 'p8'],
      positions: positions('p8', 'p1', 'p2', 'p5'),
    };
    const rows = tournamentMultiTableStandings(tournamentPlayers(8), [final, ...roundOne]);
    expect(summary(rows)).toEqual(['1 p8', '2 p1', '3 p2', '4 p5', '5 p4', '5 p7', '7 p3', '7 p6']);
    expect(rows[0]).toEqual({ playerId: 'p8', rank: 1, roundReached: 2, table: 1, position: 1 });
  });

  it('keeps the players of an undecided table ahead of the decided places of their round', () => {
    const final: TournamentTable = { round: 2, table: 1, players: ['p1', 'p2', 'p5', 'p8'] };
    const rows = tournamentMultiTableStandings(tournamentPlayers(8), [...roundOne, final]);
    expect(summary(rows)).toEqual(['1 p1', '1 p2', '1 p5', '1 p8', '5 p4', '5 p7', '7 p3', '7 p6']);
    expect(rows[0]?.position).toBeNull();
  });

  it('refuses positions that are not 1..n for the players of the table, and double seating', () => {
    const players = tournamentPlayers(4);
    const table = (positions?: Record<string, number>): TournamentTable => ({
      round: 1,
      table: 1,
      players: ['p1', 'p2', 'p3', 'p4'],
      ...(positions ? { positions } : {}),
    });
    expect(() => tournamentMultiTableStandings(players, [table({ p1: 1, p2: 2, p3: 2, p4: 4 })])).toThrow(
      /expected 1..n/,
    );
    expect(() => tournamentMultiTableStandings(players, [table({ p1: 1, p2: 2, p3: 3, p9: 4 })])).toThrow(
      /expected 1..n/,
    );
    expect(() => tournamentMultiTableStandings(players, [table(), { round: 1, table: 2, players: ['p4'] }])).toThrow(
      /p4 sits at two tables in round 1/,
    );
    expect(() => tournamentMultiTableStandings(players, [{ round: 1, table: 1, players: ['p1', 'p2'] }])).toThrow(
      /p3 sits at no table/,
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Properties on random tournaments.

type Result = 'host' | 'guest' | null | undefined;
const result: fc.Arbitrary<Result> = fc.constantFrom<Result>('host', 'guest', null, undefined);

/**
 * A small Swiss-like tournament: each round pairs a random subset of the players in a random
 * order (the odd one out gets a bye) with random results, undecided games included.
 */
const scoreTournament = fc
  .integer({ min: 1, max: 8 })
  .chain((n) => {
    const players = tournamentPlayers(n);
    const ids = players.map((p) => p.id);
    const round = fc.record({
      order: fc.shuffledSubarray(ids, { minLength: 1, maxLength: n }),
      results: fc.array(result, { minLength: 4, maxLength: 4 }),
    });
    return fc.record({
      players: fc.shuffledSubarray(players, { minLength: n, maxLength: n }),
      rounds: fc.array(round, { minLength: 0, maxLength: 6 }),
    });
  })
  .map(({ players, rounds }) => {
    const duels: TournamentDuel[] = [];
    rounds.forEach(({ order, results }, r) => {
      for (let i = 0; i < order.length; i += 2) {
        const host = order[i] as string;
        const guest = order[i + 1];
        duels.push(guest === undefined ? bye(r + 1, host) : duel(r + 1, host, guest, results[i / 2]));
      }
    });
    return { players, duels };
  });

/** The standings computed the plainest way, one player at a time, straight from the definitions. */
function referenceScoreStandings(players: TournamentPlayer[], duels: TournamentDuel[]) {
  const decided = duels.filter((d) => d.guest === null || d.winner !== undefined);
  const pointsOf = (id: string) => decided.filter((d) => d.winner === id || (d.guest === null && d.host === id)).length;
  const gamesOf = (id: string) => decided.filter((d) => d.guest !== null && (d.host === id || d.guest === id));
  const opponent = (d: TournamentDuel, id: string) => (d.host === id ? d.guest : d.host) as string;
  const rows = players.map((p) => {
    const games = gamesOf(p.id);
    const byes = decided.filter((d) => d.guest === null && d.host === p.id).length;
    const won = games.filter((d) => d.winner === p.id);
    return {
      playerId: p.id,
      points: pointsOf(p.id),
      buchholz: games.reduce((sum, d) => sum + pointsOf(opponent(d, p.id)), 0),
      sonnebornBerger: won.reduce((sum, d) => sum + pointsOf(opponent(d, p.id)), 0),
      played: games.length + byes,
      won: won.length,
      lost: games.length - won.length,
      byes,
    };
  });
  const key = (r: (typeof rows)[number]) => [r.points, r.buchholz, r.sonnebornBerger];
  const ahead = (a: number[], b: number[]) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] as number) > (b[i] as number);
    return false;
  };
  return rows.map((r) => ({ ...r, rank: 1 + rows.filter((q) => ahead(key(q), key(r))).length }));
}

/** Rows are the players once each, with ranks from 1 non-decreasing and seeds ordering equal ranks. */
function expectTournamentRanking(rows: Array<{ playerId: string; rank: number }>, players: TournamentPlayer[]) {
  expect([...rows.map((r) => r.playerId)].sort()).toEqual(players.map((p) => p.id).sort());
  const seed = new Map(players.map((p) => [p.id, p.seed]));
  rows.forEach((r, i) => {
    const previous = rows[i - 1];
    if (previous === undefined) {
      expect(r.rank).toBe(1);
      return;
    }
    expect(r.rank).toBeGreaterThanOrEqual(previous.rank);
    if (r.rank === previous.rank) expect(seed.get(r.playerId)).toBeGreaterThan(seed.get(previous.playerId) as number);
    else expect(r.rank).toBe(i + 1);
  });
}

describe('tournament standings on random tournaments', () => {
  it('Swiss and round-robin rows match a plain re-computation of points, Buchholz, SB and rank', () => {
    fc.assert(
      fc.property(scoreTournament, ({ players, duels }) => {
        const rows = tournamentScoreStandings(players, duels);
        expectTournamentRanking(rows, players);
        const reference = new Map(referenceScoreStandings(players, duels).map((r) => [r.playerId, r]));
        for (const row of rows) expect(row).toEqual<TournamentScoreStanding>(reference.get(row.playerId) as never);
      }),
      { numRuns: 400 },
    );
  });

  /**
   * A knockout bracket played out at random: the players still in are paired in order each round
   * (the odd one out gets a bye), each game won by either side or double-forfeited, until at most
   * one is left; the last round may be left undecided.
   */
  const knockout = fc
    .record({
      n: fc.integer({ min: 2, max: 16 }),
      results: fc.array(fc.constantFrom<Result>('host', 'guest', 'host', 'guest', null), { minLength: 40 }),
      stopEarly: fc.boolean(),
      order: fc.array(fc.nat(), { minLength: 16, maxLength: 16 }),
    })
    .map(({ n, results, stopEarly, order }) => {
      const players = tournamentPlayers(n);
      let alive = players
        .map((p) => p.id)
        .sort((a, b) => (order[Number(a.slice(1)) - 1] as number) - (order[Number(b.slice(1)) - 1] as number));
      const duels: TournamentDuel[] = [];
      let next = 0;
      for (let round = 1; alive.length > 1; round++) {
        const winners: string[] = [];
        const last = stopEarly && alive.length <= 4;
        for (let i = 0; i < alive.length; i += 2) {
          const [host, guest] = [alive[i] as string, alive[i + 1]];
          if (guest === undefined) {
            duels.push(bye(round, host));
            winners.push(host);
            continue;
          }
          const outcome = last ? undefined : results[next++ % results.length];
          duels.push(duel(round, host, guest, outcome));
          if (outcome === 'host') winners.push(host);
          if (outcome === 'guest') winners.push(guest);
        }
        if (last) break;
        alive = winners;
      }
      return { players, duels, finished: !stopEarly || duels.every((d) => d.guest === null || d.winner !== undefined) };
    });

  it('knockout rows rank the later exit above the earlier, and a finished bracket has one champion', () => {
    fc.assert(
      fc.property(knockout, ({ players, duels, finished }) => {
        const rows = tournamentKnockoutStandings(players, duels);
        expectTournamentRanking(rows, players);
        const out = (r: TournamentKnockoutStanding) => r.outcome === 'lost' || r.outcome === 'forfeited';
        for (const a of rows) {
          for (const b of rows) {
            const aLasted = !out(a) || a.roundReached > b.roundReached;
            if (out(b) && aLasted) expect(a.rank).toBeLessThan(b.rank);
          }
        }
        const still = rows.filter((r) => !out(r));
        if (finished) expect(still.length).toBeLessThanOrEqual(1);
        for (const r of still) expect(r.rank).toBe(1);
      }),
      { numRuns: 300 },
    );
  });

  /**
   * Multi-table rounds played out at random: the players still in sit at tables of up to four in a
   * random order, finish in a random order, and the top half of each table goes on.
   */
  const multiTable = fc
    .record({ n: fc.integer({ min: 1, max: 20 }), draws: fc.array(fc.nat(), { minLength: 200, maxLength: 200 }) })
    .map(({ n, draws }) => {
      const players = tournamentPlayers(n);
      let next = 0;
      const shuffle = (ids: string[]) =>
        ids
          .map((id) => ({ id, k: draws[next++ % draws.length] as number }))
          .sort((a, b) => a.k - b.k)
          .map((x) => x.id);
      let alive = players.map((p) => p.id);
      const tables: TournamentTable[] = [];
      for (let round = 1; ; round++) {
        const seated = shuffle(alive);
        const winners: string[] = [];
        const count = Math.ceil(seated.length / 4);
        for (let t = 0; t < count; t++) {
          const at = seated.filter((_, i) => i % count === t);
          const finish = shuffle(at);
          tables.push({
            round,
            table: t + 1,
            players: at,
            positions: Object.fromEntries(finish.map((id, i) => [id, i + 1])),
          });
          winners.push(...finish.slice(0, Math.max(1, Math.floor(at.length / 2))));
        }
        if (count === 1) break;
        alive = winners;
      }
      return { players, tables };
    });

  it('multi-table rows put the final table in finishing order on top, later exits above earlier ones', () => {
    fc.assert(
      fc.property(multiTable, ({ players, tables }) => {
        const rows = tournamentMultiTableStandings(players, tables);
        expectTournamentRanking(rows, players);
        const final = tables[tables.length - 1] as TournamentTable;
        final.players.forEach((id) => {
          expect(rows.find((r) => r.playerId === id)?.rank).toBe(final.positions?.[id]);
        });
        for (const a of rows) {
          for (const b of rows) {
            if (a.roundReached > b.roundReached) expect(a.rank).toBeLessThan(b.rank);
            if (a.roundReached === b.roundReached && (a.position ?? 0) < (b.position ?? 0)) {
              expect(a.rank).toBeLessThan(b.rank);
            }
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});

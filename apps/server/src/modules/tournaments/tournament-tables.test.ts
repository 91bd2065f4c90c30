import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideTournamentTables, tournamentField, tournamentRng } from '../../test/tournaments';
import type { TournamentPlayer, TournamentTable } from './tournament.types';
import {
  isTournamentTableFinal,
  seatTournamentTables,
  TOURNAMENT_TABLE_ADVANCE,
  tournamentTableAdvanceCount,
  tournamentTableAdvancers,
  tournamentTableRoundCount,
  tournamentTableSizes,
} from './tournament-tables';

/** Plays a multi-table tournament to its final; returns every round's decided tables. */
function playTournamentTables(players: TournamentPlayer[], rng: () => number, rule = TOURNAMENT_TABLE_ADVANCE) {
  const seedOf = new Map(players.map((p) => [p.id, p.seed]));
  const rounds: TournamentTable[][] = [];
  let field = players;
  for (let round = 1; ; round++) {
    const tables = decideTournamentTables(seatTournamentTables(field, round), rng);
    rounds.push(tables);
    if (isTournamentTableFinal(field.length)) return rounds;
    field = tournamentTableAdvancers(tables, rule).map((id) => ({ id, seed: seedOf.get(id) as number }));
  }
}

describe('multi-table', () => {
  it('seats at tables of 4, then 3s: 5 and 2 are the only fields with a table of 2', () => {
    expect([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13].map(tournamentTableSizes)).toEqual([
      [2],
      [3],
      [4],
      [3, 2],
      [3, 3],
      [4, 3],
      [4, 4],
      [3, 3, 3],
      [4, 3, 3],
      [4, 4, 3],
      [4, 3, 3, 3],
    ]);
    expect(() => tournamentTableSizes(1)).toThrow(/at least 2/);
  });

  it('advances 1 a table up to 64 players and 2 above', () => {
    expect(tournamentTableAdvanceCount(64)).toBe(1);
    expect(tournamentTableAdvanceCount(65)).toBe(2);
    expect(tournamentTableRoundCount(4)).toBe(1);
    expect(tournamentTableRoundCount(16)).toBe(2);
    // 256 → 128 → 64 → 16 → 4.
    expect(tournamentTableRoundCount(256)).toBe(5);
  });

  it('deals seeds in a snake: 1..T head the tables, the next row comes back', () => {
    const tables = seatTournamentTables(tournamentField(11), 1);
    expect(tables.map((t) => t.players)).toEqual([
      ['p1', 'p6', 'p7', 'p11'],
      ['p2', 'p5', 'p8', 'p10'],
      ['p3', 'p4', 'p9'],
    ]);
  });

  it('seats everyone once at tables of 3 to 4 (2 only for fields of 2 and 5), best seed first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 1500 }), (n) => {
        const players = tournamentField(n);
        const tables = seatTournamentTables(players, 1);
        expect(tables.flatMap((t) => t.players).sort()).toEqual(players.map((p) => p.id).sort());
        expect(tables.map((t) => t.players.length)).toEqual(tournamentTableSizes(n));
        for (const t of tables) {
          const size = t.players.length;
          expect(size >= 3 && size <= 4 ? true : size === 2 && (n === 2 || n === 5)).toBe(true);
          const seeds = t.players.map((id) => Number(id.slice(1)));
          expect(seeds).toEqual([...seeds].sort((a, b) => a - b));
        }
        // Snake seeding: table i is headed by seed i.
        expect(tables.map((t) => t.players[0])).toEqual(tables.map((_, i) => `p${i + 1}`));
        expect(seatTournamentTables(players, 1)).toEqual(tables);
      }),
      { numRuns: 100 },
    );
  });

  it('advances the top K of every table and reaches one final table in the predicted rounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 700 }), fc.integer(), fc.boolean(), (n, seed, wide) => {
        const rule = wide ? { perTable: 2, perTableWide: 2, wideAbove: 16 } : TOURNAMENT_TABLE_ADVANCE;
        const rounds = playTournamentTables(tournamentField(n), tournamentRng(seed), rule);
        expect(rounds).toHaveLength(tournamentTableRoundCount(n, rule));
        const final = rounds.at(-1) ?? [];
        expect(final).toHaveLength(1);
        expect(final[0]?.players.length).toBeLessThanOrEqual(4);
        for (const [i, tables] of rounds.entries()) {
          const size = tables.reduce((sum, t) => sum + t.players.length, 0);
          expect(isTournamentTableFinal(size)).toBe(i === rounds.length - 1);
          const k = tournamentTableAdvanceCount(size, rule);
          const advancing = tournamentTableAdvancers(tables, rule);
          expect(advancing).toHaveLength(tables.reduce((sum, t) => sum + Math.min(k, t.players.length), 0));
          for (const id of advancing) {
            const table = tables.find((t) => t.players.includes(id));
            expect(table?.positions?.[id]).toBeLessThanOrEqual(k);
          }
          const next = rounds[i + 1];
          if (next) expect(next.flatMap((t) => t.players).sort()).toEqual([...advancing].sort());
        }
      }),
      { numRuns: 150 },
    );
  });

  it('seats 10,000 players and advances them (timing sanity, no assertion on time)', () => {
    const players = tournamentField(10_000);
    const tables = decideTournamentTables(seatTournamentTables(players, 1), tournamentRng(1));
    expect(tables).toHaveLength(2_500);
    expect(tournamentTableAdvancers(tables)).toHaveLength(5_000);
  });

  it('refuses undecided tables, bad positions, duplicate players and seeds', () => {
    const tables = seatTournamentTables(tournamentField(8), 1);
    expect(() => tournamentTableAdvancers(tables)).toThrow(/not decided/);
    const decided = decideTournamentTables(tables, tournamentRng(3));
    const [first, second] = decided as [TournamentTable, TournamentTable];
    const twice = Object.fromEntries(first.players.map((id) => [id, 1]));
    expect(() => tournamentTableAdvancers([{ ...first, positions: twice }, second])).toThrow(/once each/);
    expect(() => tournamentTableAdvancers([first, { ...second, players: first.players }])).toThrow(/sits twice/);
    expect(() =>
      seatTournamentTables(
        [
          { id: 'a', seed: 1 },
          { id: 'a', seed: 2 },
        ],
        1,
      ),
    ).toThrow(/appears twice/);
    expect(() =>
      seatTournamentTables(
        [
          { id: 'a', seed: 1 },
          { id: 'b', seed: 1 },
        ],
        1,
      ),
    ).toThrow(/two players/);
    expect(() => tournamentTableAdvanceCount(8, { perTable: 3, perTableWide: 2, wideAbove: 64 })).toThrow(/1 or 2/);
  });
});

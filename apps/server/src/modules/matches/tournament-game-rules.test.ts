import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  duelPlacings,
  type Placings,
  placingsAfterGame,
  placingsWinner,
  rankingPlacings,
  type TableReport,
  tableForfeit,
  tableVerdict,
  unplacedSeats,
} from './tournament-game-rules';

/** A table's seats in seat order, the host first. */
const seatsOf = (n: number) => Array.from({ length: n }, (_, i) => `s${i + 1}`);
const SEATS = seatsOf(4);
const [A, B, C, D] = SEATS as [string, string, string, string];
const report = (userId: string, position: number): TableReport => ({ userId, position });

describe('a table’s reports', () => {
  it('settles once every player has reported a distinct place', () => {
    const reports = [report(C, 1), report(A, 3), report(D, 2), report(B, 4)];
    expect(tableVerdict(SEATS, {}, reports, false)).toEqual({
      kind: 'settle',
      placings: { [A]: 3, [B]: 4, [C]: 1, [D]: 2 },
    });
    expect(tableVerdict(SEATS, {}, reports, true)).toEqual(tableVerdict(SEATS, {}, reports, false));
  });

  it('waits until everyone has reported, and after the deadline only when nobody has', () => {
    expect(tableVerdict(SEATS, {}, [], false)).toEqual({ kind: 'wait' });
    expect(tableVerdict(SEATS, {}, [], true)).toEqual({ kind: 'wait' });
    const three = [report(A, 1), report(B, 2), report(C, 3)];
    expect(tableVerdict(SEATS, {}, three, false)).toEqual({ kind: 'wait' });
  });

  it('goes to review on a clash or a place outside 1..open seats', () => {
    expect(tableVerdict(SEATS, {}, [report(A, 1), report(B, 1)], false)).toEqual({ kind: 'conflict' });
    expect(tableVerdict(SEATS, {}, [report(A, 5)], false)).toEqual({ kind: 'conflict' });
    expect(tableVerdict(SEATS, {}, [report(A, 0)], false)).toEqual({ kind: 'conflict' });
    // A clash stands after the deadline too: an admin decides.
    expect(tableVerdict(SEATS, {}, [report(A, 2), report(C, 2)], true)).toEqual({ kind: 'conflict' });
    // With D forfeited to 4th, the others share places 1..3: a claim of 4th no longer fits.
    expect(tableVerdict(SEATS, { [D]: 4 }, [report(A, 4)], false)).toEqual({ kind: 'conflict' });
  });

  it('after the deadline the reports stand and silent players take the places left in seat order', () => {
    expect(tableVerdict(SEATS, {}, [report(C, 1)], true)).toEqual({
      kind: 'settle',
      placings: { [A]: 2, [B]: 3, [C]: 1, [D]: 4 },
    });
    expect(tableVerdict(SEATS, {}, [report(B, 2), report(D, 1)], true)).toEqual({
      kind: 'settle',
      placings: { [A]: 3, [B]: 2, [C]: 4, [D]: 1 },
    });
    // A forfeit's place is kept; the silent take the free places among 1..3.
    expect(tableVerdict(SEATS, { [A]: 4 }, [report(D, 1)], true)).toEqual({
      kind: 'settle',
      placings: { [A]: 4, [B]: 2, [C]: 3, [D]: 1 },
    });
  });

  it('ignores a report by a player who forfeited afterwards', () => {
    const reports = [report(B, 1), report(C, 2), report(D, 3)];
    // B reported, then was disqualified: the others' reports still fit 1..3, B's is dropped.
    expect(tableVerdict(SEATS, { [B]: 4 }, reports, false)).toEqual({ kind: 'wait' });
    expect(tableVerdict(SEATS, { [B]: 4 }, [...reports, report(A, 1)], false)).toEqual({
      kind: 'settle',
      placings: { [A]: 1, [B]: 4, [C]: 2, [D]: 3 },
    });
  });

  it('lists the seats still open in seat order', () => {
    expect(unplacedSeats(SEATS, {})).toEqual(SEATS);
    expect(unplacedSeats(SEATS, { [C]: 4, [A]: 3 })).toEqual([B, D]);
    expect(unplacedSeats(SEATS, { [A]: 4, [B]: 3, [C]: 2, [D]: 1 })).toEqual([]);
  });
});

describe('forfeits at a table', () => {
  it('take the last free place, and the last player standing wins', () => {
    const first = tableForfeit(SEATS, {}, B);
    expect(first).toEqual({ placed: { [B]: 4 }, settled: null });
    const second = tableForfeit(SEATS, first.placed, D);
    expect(second).toEqual({ placed: { [B]: 4, [D]: 3 }, settled: null });
    const third = tableForfeit(SEATS, second.placed, A);
    expect(third).toEqual({
      placed: { [A]: 2, [B]: 4, [D]: 3 },
      settled: { [A]: 2, [B]: 4, [C]: 1, [D]: 3 },
    });
  });

  it('gives a host who did not post the code the last place; the rest play for 1..n-1', () => {
    const seats = seatsOf(3);
    const [host, second, third] = seats as [string, string, string];
    const { placed, settled } = tableForfeit(seats, {}, host);
    expect({ placed, settled }).toEqual({ placed: { [host]: 3 }, settled: null });
    // The next seat hosts now: the first still unplaced.
    expect(unplacedSeats(seats, placed)[0]).toBe(second);
    expect(tableVerdict(seats, placed, [report(third, 1), report(second, 2)], false)).toEqual({
      kind: 'settle',
      placings: { [host]: 3, [second]: 2, [third]: 1 },
    });
    // A table of two whose host forfeits is the other's at once.
    expect(tableForfeit([second, third], {}, second)).toEqual({
      placed: { [second]: 2 },
      settled: { [second]: 2, [third]: 1 },
    });
  });

  it('refuses a player who holds no open seat', () => {
    expect(() => tableForfeit(SEATS, { [A]: 4 }, A)).toThrow(/no open seat/);
    expect(() => tableForfeit(SEATS, {}, 'stranger')).toThrow(/no open seat/);
  });
});

describe('1v1 placings, an admin’s ranking and the winner', () => {
  it('places the winner 1 and the other 2, for either seat', () => {
    expect(duelPlacings([A, B], A)).toEqual({ [A]: 1, [B]: 2 });
    expect(duelPlacings([A, B], B)).toEqual({ [A]: 2, [B]: 1 });
    expect(() => duelPlacings([A, B], C)).toThrow(/not one of/);
    expect(() => duelPlacings([A, B, C], A)).toThrow(/not one of/);
    expect(() => duelPlacings([A], A)).toThrow(/not one of/);
  });

  it('turns a ranking naming every seat once into places 1..n, anything else into null', () => {
    expect(rankingPlacings(SEATS, [C, A, D, B])).toEqual({ [C]: 1, [A]: 2, [D]: 3, [B]: 4 });
    expect(rankingPlacings([A, B], [B, A])).toEqual({ [A]: 2, [B]: 1 });
    expect(rankingPlacings(SEATS, [C, A, D])).toBeNull();
    expect(rankingPlacings(SEATS, [C, A, D, B, 'extra'])).toBeNull();
    expect(rankingPlacings(SEATS, [C, A, A, B])).toBeNull();
    expect(rankingPlacings(SEATS, [C, A, D, 'stranger'])).toBeNull();
    expect(rankingPlacings(SEATS, [])).toBeNull();
  });

  it('finds the player placed first, or nobody', () => {
    expect(placingsWinner({ [A]: 2, [B]: 1 })).toBe(B);
    expect(placingsWinner({ [A]: 2, [B]: 2 })).toBeNull();
    expect(placingsWinner({})).toBeNull();
  });
});

/**
 * A table played to its end: `forfeits` players drop out in order, the others finish in `finish`
 * order (their places 1..m among themselves), those in `reporters` report their place, and the
 * drop-outs and reports come in the order `interleave` picks (true: the next forfeit).
 */
const tablePlay = fc.integer({ min: 2, max: 6 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    order: fc.shuffledSubarray(seatsOf(n), { minLength: n, maxLength: n }),
    forfeits: fc.integer({ min: 0, max: n - 1 }),
    finish: fc.shuffledSubarray(seatsOf(n), { minLength: n, maxLength: n }),
    reporters: fc.subarray(seatsOf(n)),
    interleave: fc.array(fc.boolean(), { minLength: 2 * n, maxLength: 2 * n }),
  }),
);

describe('any table, any forfeits and consistent reports', () => {
  it('ends in places 1..n, forfeits at the bottom in reverse order, reports kept, the silent in seat order', () => {
    fc.assert(
      fc.property(tablePlay, ({ n, order, forfeits, finish, reporters, interleave }) => {
        const seats = seatsOf(n);
        const dropouts = order.slice(0, forfeits);
        const survivors = finish.filter((id) => !dropouts.includes(id));
        const target = new Map(survivors.map((id, i) => [id, i + 1]));
        const reports = survivors.filter((id) => reporters.includes(id));
        const events: Array<{ forfeit: string } | { report: string }> = [];
        let [f, r] = [0, 0];
        for (const nextIsForfeit of interleave) {
          if (nextIsForfeit && f < dropouts.length) events.push({ forfeit: dropouts[f++] as string });
          else if (r < reports.length) events.push({ report: reports[r++] as string });
        }
        while (f < dropouts.length) events.push({ forfeit: dropouts[f++] as string });
        while (r < reports.length) events.push({ report: reports[r++] as string });

        // As the match module does: a forfeit takes the last free place (settling the table when one
        // is left), a report asks for the verdict, and at the deadline the sweep asks once more.
        let placed: Placings = {};
        const sent: TableReport[] = [];
        let settled: Placings | null = null;
        for (const event of events) {
          if ('forfeit' in event) {
            const next = tableForfeit(seats, placed, event.forfeit);
            placed = next.placed;
            settled = next.settled;
          } else {
            sent.push(report(event.report, target.get(event.report) as number));
            const verdict = tableVerdict(seats, placed, sent, false);
            expect(verdict.kind).not.toBe('conflict');
            if (verdict.kind === 'settle') settled = verdict.placings;
          }
          if (settled) break;
        }
        if (!settled) {
          const verdict = tableVerdict(seats, placed, sent, true);
          if (reports.length === 0) {
            // Nobody still in reported: an admin sets the result.
            expect(verdict).toEqual({ kind: 'wait' });
            return;
          }
          expect(verdict.kind).toBe('settle');
          settled = (verdict as { placings: Placings }).placings;
        }

        expect(Object.keys(settled).sort()).toEqual([...seats].sort());
        expect(Object.values(settled).sort((a, b) => a - b)).toEqual(seats.map((_, i) => i + 1));
        const expected: Placings = {};
        dropouts.forEach((id, i) => {
          expected[id] = n - i;
        });
        for (const id of reports) expected[id] = target.get(id) as number;
        const free = survivors.map((_, i) => i + 1).filter((place) => !reports.some((id) => target.get(id) === place));
        for (const id of seats) if (expected[id] === undefined) expected[id] = free.shift() as number;
        expect(settled).toEqual(expected);
        expect(placingsWinner(settled)).toBe(Object.keys(expected).find((id) => expected[id] === 1));
      }),
      { numRuns: 500 },
    );
  });

  it('decides any reports as the rule says: conflict, wait or settle on places 1..n', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }).chain((n) =>
          fc.record({
            n: fc.constant(n),
            dropouts: fc.shuffledSubarray(seatsOf(n), { maxLength: n - 1 }),
            // One report per player, as match_results' key (match, user) allows.
            claims: fc.uniqueArray(fc.tuple(fc.constantFrom(...seatsOf(n)), fc.integer({ min: 0, max: n + 1 })), {
              maxLength: n,
              selector: ([id]) => id,
            }),
            deadlinePassed: fc.boolean(),
          }),
        ),
        ({ n, dropouts, claims, deadlinePassed }) => {
          const seats = seatsOf(n);
          let placed: Placings = {};
          for (const id of dropouts) placed = tableForfeit(seats, placed, id).placed;
          const open = unplacedSeats(seats, placed);
          const reports = claims.map(([id, position]) => report(id, position));
          const counted = reports.filter((r) => open.includes(r.userId));
          const positions = counted.map((r) => r.position);
          const verdict = tableVerdict(seats, placed, reports, deadlinePassed);
          const clash = new Set(positions).size !== positions.length;
          if (clash || positions.some((p) => p < 1 || p > open.length)) {
            expect(verdict).toEqual({ kind: 'conflict' });
            return;
          }
          const complete = counted.length === open.length || open.length === 1;
          if (!complete && !(deadlinePassed && counted.length > 0)) {
            expect(verdict).toEqual({ kind: 'wait' });
            return;
          }
          expect(verdict.kind).toBe('settle');
          const placings = (verdict as { placings: Placings }).placings;
          expect(Object.values(placings).sort((a, b) => a - b)).toEqual(seats.map((_, i) => i + 1));
          for (const [id, place] of Object.entries(placed)) expect(placings[id]).toBe(place);
          for (const r of counted) expect(placings[r.userId]).toBe(r.position);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('a table played here', () => {
  it('takes the game’s order, after the places forfeits already gave', () => {
    expect(placingsAfterGame({}, { a: 2, b: 1 })).toEqual({ a: 2, b: 1 });
    // d was disqualified (4th); the game ranked d first, but the others share places 1 to 3 in its order.
    expect(placingsAfterGame({ d: 4 }, { a: 3, b: 4, c: 2, d: 1 })).toEqual({ a: 2, b: 3, c: 1, d: 4 });
  });

  it('gives every seat one place, 1 to n, keeping the forfeits and the game’s order', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 2, max: 4 })
          .chain((n) =>
            fc.tuple(
              fc.shuffledSubarray([1, 2, 3, 4].slice(0, n), { minLength: n, maxLength: n }),
              fc.integer({ min: 0, max: n - 1 }),
            ),
          ),
        ([gameOrder, forfeits]) => {
          const seats = gameOrder.map((_, i) => `p${i}`);
          const game = Object.fromEntries(seats.map((id, i) => [id, gameOrder[i] as number]));
          // The last `forfeits` seats forfeited, taking the bottom places.
          const placed = Object.fromEntries(
            seats.slice(seats.length - forfeits).map((id, i) => [id, seats.length - i]),
          );
          const result = placingsAfterGame(placed, game);
          expect(Object.values(result).sort()).toEqual(seats.map((_, i) => i + 1));
          for (const [id, place] of Object.entries(placed)) expect(result[id]).toBe(place);
          const rest = seats.filter((id) => placed[id] === undefined);
          for (const a of rest)
            for (const b of rest)
              if ((game[a] as number) < (game[b] as number)) expect(result[a]).toBeLessThan(result[b] as number);
        },
      ),
    );
  });
});

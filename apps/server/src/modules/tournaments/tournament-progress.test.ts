import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tournamentField, tournamentRng, tournamentShuffle } from '../../test/tournaments';
import type { TournamentFormat, TournamentPlayerId } from './tournament.types';
import { tournamentBracketSize } from './tournament-pairings';
import { type TournamentRankedPlayer, tournamentPrizes } from './tournament-prizes';
import {
  type TournamentGameRecord,
  type TournamentNewGame,
  type TournamentNextStep,
  type TournamentPlaySettings,
  type TournamentProgressInput,
  tournamentDuelOf,
  tournamentNextStep,
  tournamentPlannedRounds,
  tournamentRanking,
  tournamentTablesOf,
} from './tournament-progress';
import { TOURNAMENT_TABLE_ADVANCE } from './tournament-tables';

const FORMATS: readonly TournamentFormat[] = ['knockout', 'round_robin', 'swiss', 'multi_table'];

type Placings = Record<TournamentPlayerId, number>;

/** `expect(actual).toEqual(expected)`, the deep comparison done by node first: vitest's is slow in hot loops. */
function expectEqual(actual: unknown, expected: unknown) {
  if (!isDeepStrictEqual(actual, expected)) expect(actual).toEqual(expected);
}

/** A whole tournament as `playTournament` played it. */
interface PlayedTournament {
  format: TournamentFormat;
  n: number;
  ids: TournamentPlayerId[];
  disqualified: Set<TournamentPlayerId>;
  /** Every game, decided, in the order drawn. */
  games: TournamentGameRecord[];
  /** Rounds drawn. */
  rounds: number;
  ranking: TournamentRankedPlayer[];
}

/**
 * Plays a tournament through `tournamentNextStep` as the service does: draw a round, decide its
 * undecided games one by one in a random order (a duel a random winner, a table a random
 * finishing order), and ask again, until it finishes. With `disqualifyChance` > 0, before each
 * draw and before each game is decided a random player still in may be disqualified; a
 * disqualified player's live game is forfeited as the match module does it (a duel goes to the
 * other player, at a table they take the last free place and the last one left wins). Checks every
 * drawn round, the wait while a game is open, and determinism on the way.
 */
function playTournament(
  format: TournamentFormat,
  n: number,
  seed: number,
  disqualifyChance = 0,
  settings: TournamentPlaySettings = {},
): PlayedTournament {
  const rng = tournamentRng(seed);
  const players = tournamentField(n);
  const ids = players.map((p) => p.id);
  const disqualified = new Set<TournamentPlayerId>();
  const games: TournamentGameRecord[] = [];
  // The latest round's games, the only ones that can be live.
  let current: TournamentGameRecord[] = [];
  // Places taken at a live table by forfeits, before the table is decided.
  const forfeited = new Map<TournamentGameRecord, Placings>();
  const input = (): TournamentProgressInput => ({
    format,
    players,
    disqualified: new Set(disqualified),
    games,
    settings,
  });

  const disqualifySomeone = () => {
    if (disqualifyChance === 0 || rng() >= disqualifyChance) return;
    const left = ids.filter((id) => !disqualified.has(id));
    if (left.length === 0) return;
    const id = left[Math.floor(rng() * left.length)] as TournamentPlayerId;
    disqualified.add(id);
    const live = current.find(
      (game) => game.placings === null && game.players.includes(id) && forfeited.get(game)?.[id] === undefined,
    );
    if (!live) return;
    if (format !== 'multi_table') {
      const other = live.players.find((p) => p !== id) as TournamentPlayerId;
      live.placings = { [other]: 1, [id]: 2 };
      return;
    }
    const placed = forfeited.get(live) ?? {};
    const open = live.players.filter((p) => placed[p] === undefined);
    const next = { ...placed, [id]: open.length };
    const still = open.filter((p) => p !== id);
    if (still.length === 1) live.placings = { ...next, [still[0] as TournamentPlayerId]: 1 };
    else forfeited.set(live, next);
  };

  const decide = (game: TournamentGameRecord): Placings => {
    if (format !== 'multi_table') {
      const [winner, loser] = tournamentShuffle(game.players, rng) as [TournamentPlayerId, TournamentPlayerId];
      return { [winner]: 1, [loser]: 2 };
    }
    const placed = forfeited.get(game) ?? {};
    const open = tournamentShuffle(
      game.players.filter((p) => placed[p] === undefined),
      rng,
    );
    return { ...placed, ...Object.fromEntries(open.map((id, i) => [id, i + 1])) };
  };

  const planned = tournamentPlannedRounds(format, n, settings);
  for (let rounds = 0; ; rounds++) {
    // Never more than the planned rounds and the call that finishes.
    expect(rounds).toBeLessThanOrEqual(planned);
    disqualifySomeone();
    const before = input();
    const step = tournamentNextStep(before);
    expectEqual(tournamentNextStep(structuredClone({ ...before, games: [...games] })), step);
    if (step.kind === 'wait') throw new Error(`round ${rounds} is decided, yet the tournament waits`);
    if (step.kind === 'finish') {
      return { format, n, ids, disqualified, games, rounds, ranking: step.ranking };
    }
    expect(step.round).toBe(rounds + 1);
    expectRound(
      format,
      ids,
      step,
      games.filter((game) => game.round === rounds),
      disqualified,
      settings,
    );
    const drawn = step.games.map(
      (game): TournamentGameRecord => ({
        round: step.round,
        players: [...game.players],
        bye: game.bye,
        placings: game.placings && { ...game.placings },
      }),
    );
    games.push(...drawn);
    current = drawn;
    const open = tournamentShuffle(
      drawn.filter((g) => g.placings === null),
      rng,
    );
    for (const [i, game] of open.entries()) {
      if (game.placings !== null) continue;
      // While a game is open the tournament waits: checked with the most games still open and with
      // only this one left (the loop decided the others), not before every game, which would make a
      // round robin of 40 quadratic.
      if (i === 0 || i === open.length - 1) {
        const step = tournamentNextStep(input());
        if (step.kind !== 'wait') throw new Error(`round ${step.kind} drawn while a game is open`);
      }
      disqualifySomeone();
      if (game.placings === null) game.placings = decide(game);
    }
  }
}

/** The players a new round must hold, each once, from the round before and who is out. */
function eligible(
  format: TournamentFormat,
  ids: readonly TournamentPlayerId[],
  previous: readonly TournamentGameRecord[],
  out: ReadonlySet<TournamentPlayerId>,
  settings: TournamentPlaySettings,
): TournamentPlayerId[] {
  const first = previous.length === 0;
  switch (format) {
    case 'round_robin':
      return [...ids];
    case 'swiss':
      return ids.filter((id) => !out.has(id));
    case 'knockout':
      if (first) return [...ids];
      return previous.flatMap((game) => game.players.filter((id) => game.placings?.[id] === 1));
    case 'multi_table': {
      if (first) return ids.filter((id) => !out.has(id));
      const seated = previous.reduce((sum, game) => sum + game.players.length, 0);
      const rule = settings.tableAdvance
        ? { perTable: settings.tableAdvance, perTableWide: settings.tableAdvance, wideAbove: 64 }
        : TOURNAMENT_TABLE_ADVANCE;
      const k = seated > rule.wideAbove ? rule.perTableWide : rule.perTable;
      return previous.flatMap((game) =>
        game.players.filter((id) => (game.placings?.[id] as number) <= k && !out.has(id)),
      );
    }
  }
}

/** A drawn round: exactly the eligible players, each once, games shaped and decided as the rules say. */
function expectRound(
  format: TournamentFormat,
  ids: readonly TournamentPlayerId[],
  step: Extract<TournamentNextStep, { kind: 'round' }>,
  previous: readonly TournamentGameRecord[],
  out: ReadonlySet<TournamentPlayerId>,
  settings: TournamentPlaySettings,
) {
  const drawn = step.games.flatMap((game) => game.players);
  expect(new Set(drawn).size).toBe(drawn.length);
  expectEqual([...drawn].sort(), eligible(format, ids, previous, out, settings).sort());
  if (format === 'multi_table') {
    // Tables of 3 or 4; a table of 2 only in rounds of 2 or 5 players, which 3s and 4s cannot seat.
    const sizes = step.games.map((game) => game.players.length);
    const small = drawn.length === 2 || drawn.length === 5;
    expect(sizes.every((size) => (size >= 3 && size <= 4) || (size === 2 && small))).toBe(true);
    expect(step.games.every((game) => !game.bye && game.placings === null)).toBe(true);
    return;
  }
  if (format === 'swiss') expect(drawn.filter((id) => out.has(id))).toEqual([]);
  // Compared in one go: an expect per game would dominate the run time of a round robin of 40.
  expectEqual(
    step.games,
    step.games.map((game) => {
      const [host, guest] = game.players as [TournamentPlayerId, TournamentPlayerId | undefined];
      if (guest === undefined) return { players: [host], bye: true, placings: { [host]: 1 } };
      return { players: [host, guest], bye: false, placings: walkover(host, guest, out) };
    }),
  );
}

/** A new duel's placings when drawn: decided at once for the side still in, both 2 when both are out. */
function walkover(host: TournamentPlayerId, guest: TournamentPlayerId, out: ReadonlySet<TournamentPlayerId>) {
  if (out.has(host) && out.has(guest)) return { [host]: 2, [guest]: 2 };
  if (out.has(host)) return { [host]: 2, [guest]: 1 };
  if (out.has(guest)) return { [host]: 1, [guest]: 2 };
  return null;
}

/** Each rank is 1 + the number of players strictly ahead, in non-decreasing order. */
function expectConsistentRanks(ranking: readonly TournamentRankedPlayer[]) {
  ranking.forEach((row, i) => {
    const previous = ranking[i - 1];
    expect(row.rank).toBe(previous && previous.rank === row.rank ? previous.rank : i + 1);
    expect(row.rank).toBe(1 + ranking.filter((other) => other.rank < row.rank).length);
  });
}

/** What every finished tournament must satisfy, disqualifications or not. */
function expectFinished(played: PlayedTournament, poolPaise: number) {
  const { format, n, ids, disqualified, games, rounds, ranking } = played;
  expect(ranking.map((row) => row.playerId).sort()).toEqual([...ids].sort());
  expectConsistentRanks(ranking);
  expect(tournamentRanking({ format, players: tournamentField(n), disqualified, games })).toEqual(ranking);
  const prizes = tournamentPrizes(ranking, poolPaise);
  expect(prizes.reduce((sum, prize) => sum + prize.prizePaise, 0)).toBe(poolPaise);
  expect(prizes.every((prize) => prize.prizePaise >= 0)).toBe(true);

  const kept = ranking.filter((row) => !disqualified.has(row.playerId));
  const out = ranking.filter((row) => disqualified.has(row.playerId));
  expect(ranking).toEqual([...kept, ...out]);
  for (const row of out) expect(row.rank).toBe(kept.length + 1);

  const planned = tournamentPlannedRounds(format, n);
  expect(rounds).toBeLessThanOrEqual(planned);
  if (format === 'round_robin' || disqualified.size === 0) expect(rounds).toBe(planned);
  if (format === 'knockout') expect(planned).toBe(Math.log2(tournamentBracketSize(n)));
}

/** Pairs of players who met in a 1v1 game (byes left out), by how many times. */
function meetings(games: readonly TournamentGameRecord[]): Map<string, number> {
  const met = new Map<string, number>();
  for (const game of games) {
    if (game.bye) continue;
    const key = [...game.players].sort().join('|');
    met.set(key, (met.get(key) ?? 0) + 1);
  }
  return met;
}

const field = fc.integer({ min: 2, max: 40 });
const pool = fc.integer({ min: 0, max: 1_000_000_000 });

describe('playing a tournament to the end, nobody disqualified', () => {
  it('knockout: log2(bracket) rounds, winners only go on, the champion 1 alone and the final’s loser 2', () => {
    fc.assert(
      fc.property(field, fc.integer(), pool, (n, seed, poolPaise) => {
        const played = playTournament('knockout', n, seed);
        expectFinished(played, poolPaise);
        const final = played.games.filter((game) => game.round === played.rounds);
        expect(final).toHaveLength(1);
        const placings = final[0]?.placings as Placings;
        const champion = Object.keys(placings).find((id) => placings[id] === 1);
        const runnerUp = Object.keys(placings).find((id) => placings[id] === 2);
        const [first, second, third] = played.ranking;
        expect(first).toEqual({ playerId: champion, rank: 1 });
        expect(second).toEqual({ playerId: runnerUp, rank: 2 });
        if (third) expect(third.rank).toBe(3);
      }),
      { numRuns: 60 },
    );
  });

  it('round robin: n - 1 rounds (n when odd), every pair meets exactly once, one bye each in odd fields', () => {
    fc.assert(
      fc.property(field, fc.integer(), pool, (n, seed, poolPaise) => {
        const played = playTournament('round_robin', n, seed);
        expectFinished(played, poolPaise);
        const met = meetings(played.games);
        expect(met.size).toBe((n * (n - 1)) / 2);
        expect([...met.values()].every((count) => count === 1)).toBe(true);
        const byes = played.games.filter((game) => game.bye).map((game) => game.players[0]);
        expect(byes.sort()).toEqual(n % 2 === 1 ? [...played.ids].sort() : []);
      }),
      { numRuns: 20 },
    );
  });

  it('Swiss plays the rounds chosen for it, never more than n - 1', () => {
    fc.assert(
      fc.property(field, fc.integer(), fc.integer({ min: 1, max: 20 }), (n, seed, swissRounds) => {
        const played = playTournament('swiss', n, seed, 0, { swissRounds });
        const expected = Math.min(swissRounds, n % 2 === 0 ? n - 1 : n);
        expect(played.rounds).toBe(expected);
        expect(tournamentPlannedRounds('swiss', n, { swissRounds })).toBe(expected);
      }),
      { numRuns: 30 },
    );
  });

  it('multi-table advances the number of each table chosen for it', () => {
    // 16 players: the winners of 4 tables make the final; the first two make 2 tables, then the final.
    expect(playTournament('multi_table', 16, 1).rounds).toBe(2);
    expect(playTournament('multi_table', 16, 1, 0, { tableAdvance: 2 }).rounds).toBe(3);
    expect(tournamentPlannedRounds('multi_table', 16, { tableAdvance: 2 })).toBe(3);
    fc.assert(
      fc.property(field, fc.integer(), fc.constantFrom<1 | 2>(1, 2), (n, seed, tableAdvance) => {
        const played = playTournament('multi_table', n, seed, 0, { tableAdvance });
        expect(played.rounds).toBe(tournamentPlannedRounds('multi_table', n, { tableAdvance }));
        for (let round = 2; round <= played.rounds; round++) {
          const before = played.games.filter((game) => game.round === round - 1);
          const seated = played.games.filter((game) => game.round === round).flatMap((game) => game.players);
          const expected = before.reduce((sum, game) => sum + Math.min(tableAdvance, game.players.length), 0);
          expect(seated.length).toBe(expected);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('the better seed of every 1v1 pairing hosts, in every 1v1 format', () => {
    const seedOf = (id: string) => Number(id.slice(1)); // the field's ids are p1, p2… by seed
    fc.assert(
      fc.property(
        fc.constantFrom<TournamentFormat>('knockout', 'round_robin', 'swiss'),
        field,
        fc.integer(),
        (format, n, seed) => {
          const played = playTournament(format, n, seed);
          for (const game of played.games.filter((candidate) => !candidate.bye)) {
            const [host, guest] = game.players as [string, string];
            expect(seedOf(host)).toBeLessThan(seedOf(guest));
          }
        },
      ),
      { numRuns: 30 },
    );
  });

  it('Swiss: the planned rounds, no rematch where one is avoidable, at most one bye each', () => {
    fc.assert(
      fc.property(field, fc.integer(), pool, (n, seed, poolPaise) => {
        const played = playTournament('swiss', n, seed);
        expectFinished(played, poolPaise);
        if (played.rounds <= n / 2) expect([...meetings(played.games).values()].every((c) => c === 1)).toBe(true);
        const byes = played.games.filter((game) => game.bye).map((game) => game.players[0]);
        expect(new Set(byes).size).toBe(byes.length);
      }),
      { numRuns: 50 },
    );
  });

  it('multi-table: the planned rounds, each round exactly the advancers, the final table ranks 1..m', () => {
    fc.assert(
      fc.property(field, fc.integer(), pool, (n, seed, poolPaise) => {
        const played = playTournament('multi_table', n, seed);
        expectFinished(played, poolPaise);
        const final = played.games.filter((game) => game.round === played.rounds);
        expect(final).toHaveLength(1);
        const placings = final[0]?.placings as Placings;
        const top = played.ranking.slice(0, Object.keys(placings).length);
        expect(top).toEqual(
          Object.entries(placings)
            .sort(([, a], [, b]) => a - b)
            .map(([playerId, rank]) => ({ playerId, rank })),
        );
      }),
      { numRuns: 60 },
    );
  });

  it('plays big fields: 64, 65 and 100 players at tables and in a Swiss, 64 and 100 in a knockout', () => {
    for (const [format, n] of [
      ['multi_table', 64],
      ['multi_table', 65],
      ['multi_table', 100],
      ['swiss', 64],
      ['swiss', 100],
      ['knockout', 64],
      ['knockout', 100],
    ] as const) {
      for (const seed of [1, 2]) {
        const played = playTournament(format, n, seed);
        expectFinished(played, 4_567_891);
        if (format === 'swiss') expect([...meetings(played.games).values()].every((c) => c === 1)).toBe(true);
      }
    }
    // 100 players: 25 tables of 4, then 2 of each advance (a round of over 64): 50, 13, 4.
    const tables = playTournament('multi_table', 100, 3).games;
    expect([1, 2, 3, 4].map((round) => tables.filter((game) => game.round === round).length)).toEqual([25, 13, 4, 1]);
  });
});

describe('disqualified players', () => {
  it('the tournament still finishes; they rank below everyone, their games are walkovers, never paired nor seated', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FORMATS),
        field,
        fc.integer(),
        fc.constantFrom(0.03, 0.1, 0.3, 0.8),
        pool,
        (format, n, seed, chance, poolPaise) => {
          const played = playTournament(format, n, seed, chance);
          expectFinished(played, poolPaise);
        },
      ),
      { numRuns: 120 },
    );
  });

  it('a disqualified finalist of a knockout ranks last, the others closing up (1, 2, 2, 4)', () => {
    const players = tournamentField(4);
    const games: TournamentGameRecord[] = [
      { round: 1, players: ['p1', 'p4'], bye: false, placings: { p1: 1, p4: 2 } },
      { round: 1, players: ['p2', 'p3'], bye: false, placings: { p2: 1, p3: 2 } },
    ];
    const input = { format: 'knockout' as const, players, disqualified: new Set(['p1']), games };
    const final = tournamentNextStep(input);
    expect(final).toEqual({
      kind: 'round',
      round: 2,
      games: [{ players: ['p1', 'p2'], bye: false, placings: { p1: 2, p2: 1 } }],
    });
    const walkover: TournamentGameRecord = { round: 2, players: ['p1', 'p2'], bye: false, placings: { p1: 2, p2: 1 } };
    const step = tournamentNextStep({ ...input, games: [...games, walkover] });
    expect(step).toEqual({
      kind: 'finish',
      ranking: [
        { playerId: 'p2', rank: 1 },
        { playerId: 'p3', rank: 2 },
        { playerId: 'p4', rank: 2 },
        { playerId: 'p1', rank: 4 },
      ],
    });
  });

  it('ranks a multi-table player disqualified before round 1, who sat at no table, last', () => {
    const input: TournamentProgressInput = {
      format: 'multi_table',
      players: tournamentField(6),
      disqualified: new Set(['p2']),
      games: [
        { round: 1, players: ['p1', 'p5', 'p6'], bye: false, placings: { p1: 2, p5: 1, p6: 3 } },
        { round: 1, players: ['p3', 'p4'], bye: false, placings: { p3: 1, p4: 2 } },
      ],
    };
    const final = tournamentNextStep(input);
    expect(final).toEqual({ kind: 'round', round: 2, games: [{ players: ['p3', 'p5'], bye: false, placings: null }] });
    const decided: TournamentGameRecord = { round: 2, players: ['p3', 'p5'], bye: false, placings: { p3: 2, p5: 1 } };
    expect(tournamentNextStep({ ...input, games: [...input.games, decided] })).toEqual({
      kind: 'finish',
      ranking: [
        { playerId: 'p5', rank: 1 },
        { playerId: 'p3', rank: 2 },
        { playerId: 'p1', rank: 3 },
        { playerId: 'p4', rank: 3 },
        { playerId: 'p6', rank: 5 },
        { playerId: 'p2', rank: 6 },
      ],
    });
  });

  it('pairs a disqualified player in a round robin as a walkover, both out as a double forfeit', () => {
    const step = tournamentNextStep({
      format: 'round_robin',
      players: tournamentField(5),
      disqualified: new Set(['p1', 'p4', 'p5']),
      games: [],
    });
    // Round 1 of 5 (Berger, a dummy 6th): 1 v 6 (the bye), 2 v 5, 3 v 4.
    expect(step).toEqual({
      kind: 'round',
      round: 1,
      games: [
        { players: ['p2', 'p5'], bye: false, placings: { p2: 1, p5: 2 } },
        { players: ['p3', 'p4'], bye: false, placings: { p3: 1, p4: 2 } },
        { players: ['p1'], bye: true, placings: { p1: 1 } },
      ],
    });
    const double = tournamentNextStep({
      format: 'knockout',
      players: tournamentField(2),
      disqualified: new Set(['p1', 'p2']),
      games: [],
    });
    expect(double).toEqual({
      kind: 'round',
      round: 1,
      games: [{ players: ['p1', 'p2'], bye: false, placings: { p1: 2, p2: 2 } }],
    });
  });

  it('finishes a Swiss when fewer than two players are left in, and seats only those still in at tables', () => {
    const players = tournamentField(6);
    const swiss = tournamentNextStep({
      format: 'swiss',
      players,
      disqualified: new Set(['p1', 'p2', 'p3', 'p4', 'p5']),
      games: [],
    });
    expect(swiss).toEqual({
      kind: 'finish',
      ranking: [
        { playerId: 'p6', rank: 1 },
        ...['p1', 'p2', 'p3', 'p4', 'p5'].map((playerId) => ({ playerId, rank: 2 })),
      ],
    });
    const tables = tournamentNextStep({ format: 'multi_table', players, disqualified: new Set(['p2']), games: [] });
    expect(tables).toEqual({
      kind: 'round',
      round: 1,
      games: [
        { players: ['p1', 'p5', 'p6'], bye: false, placings: null },
        { players: ['p3', 'p4'], bye: false, placings: null },
      ],
    });
  });
});

describe('the step from stored games', () => {
  it('waits while any game of the latest round is undecided, and gives the same step for the same input', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FORMATS), field, fc.integer(), (format, n, seed) => {
        const players = tournamentField(n);
        const input: TournamentProgressInput = { format, players, disqualified: new Set(), games: [] };
        const first = tournamentNextStep(input);
        expect(first.kind).toBe('round');
        const drawn = (first as { games: TournamentNewGame[] }).games.map(
          (game): TournamentGameRecord => ({ round: 1, ...game }),
        );
        const open = drawn.filter((game) => game.placings === null);
        // A field of byes only does not exist: someone always plays in round 1.
        expect(open.length).toBeGreaterThan(0);
        const rng = tournamentRng(seed);
        const closed = open.slice(0, Math.floor(rng() * open.length));
        for (const game of closed) game.placings = Object.fromEntries(game.players.map((id, i) => [id, i + 1]));
        expect(tournamentNextStep({ ...input, games: drawn })).toEqual({ kind: 'wait' });
        expect(tournamentNextStep(input)).toEqual(first);
      }),
      { numRuns: 100 },
    );
  });

  it('plans log2(bracket), n - 1 or n, ceil(log2 n) + 1 capped, and table rounds', () => {
    expect([2, 5, 16, 17].map((n) => tournamentPlannedRounds('knockout', n))).toEqual([1, 3, 4, 5]);
    expect([2, 4, 5].map((n) => tournamentPlannedRounds('round_robin', n))).toEqual([1, 3, 5]);
    expect([2, 3, 5, 16, 17].map((n) => tournamentPlannedRounds('swiss', n))).toEqual([1, 3, 4, 5, 6]);
    expect([2, 4, 5, 16, 17, 256].map((n) => tournamentPlannedRounds('multi_table', n))).toEqual([1, 1, 2, 2, 3, 5]);
  });

  it('reads a stored 1v1 game as a duel: a bye the host’s, undecided, won, or nobody’s', () => {
    expect(tournamentDuelOf({ round: 2, players: ['a'], bye: true, placings: { a: 1 } })).toEqual({
      round: 2,
      host: 'a',
      guest: null,
      winner: 'a',
    });
    const duel = tournamentDuelOf({ round: 1, players: ['a', 'b'], bye: false, placings: null });
    expect(duel).toEqual({ round: 1, host: 'a', guest: 'b' });
    expect('winner' in duel).toBe(false);
    expect(tournamentDuelOf({ round: 1, players: ['a', 'b'], bye: false, placings: { a: 2, b: 1 } }).winner).toBe('b');
    expect(tournamentDuelOf({ round: 1, players: ['a', 'b'], bye: false, placings: { a: 1, b: 2 } }).winner).toBe('a');
    expect(tournamentDuelOf({ round: 1, players: ['a', 'b'], bye: false, placings: { a: 2, b: 2 } }).winner).toBeNull();
  });

  it('numbers tables in each round in stored order, positions only once decided', () => {
    const tables = tournamentTablesOf([
      { round: 1, players: ['a', 'b', 'c'], bye: false, placings: { a: 2, b: 1, c: 3 } },
      { round: 1, players: ['d', 'e', 'f'], bye: false, placings: { d: 1, e: 3, f: 2 } },
      { round: 2, players: ['b', 'd'], bye: false, placings: null },
    ]);
    expect(tables).toEqual([
      { round: 1, table: 1, players: ['a', 'b', 'c'], positions: { a: 2, b: 1, c: 3 } },
      { round: 1, table: 2, players: ['d', 'e', 'f'], positions: { d: 1, e: 3, f: 2 } },
      { round: 2, table: 1, players: ['b', 'd'] },
    ]);
  });
});

import type { TournamentDuel, TournamentPlayer, TournamentPlayerId } from './tournament.types';

/*
 * Who plays whom in the 1v1 formats (knockout, round robin, Swiss). Pure functions: the service
 * passes the field and the duels stored so far and stores the duels these return. A bye is a duel
 * with `guest: null`; every function here returns byes already decided (`winner` = the host).
 */

// ---------------------------------------------------------------------------------------------
// Validation

/** Throws unless every player has a distinct non-empty id and a distinct positive integer seed. */
export function assertTournamentEntrants(players: readonly TournamentPlayer[]): void {
  const ids = new Set<TournamentPlayerId>();
  const seeds = new Set<number>();
  for (const player of players) {
    if (typeof player.id !== 'string' || player.id.length === 0) {
      throw new Error('tournament player: the id must be a non-empty string');
    }
    if (!Number.isSafeInteger(player.seed) || player.seed < 1) {
      throw new Error(`tournament player ${player.id}: seed ${player.seed} is not a positive integer`);
    }
    if (ids.has(player.id)) throw new Error(`tournament player ${player.id} appears twice`);
    if (seeds.has(player.seed)) throw new Error(`tournament seed ${player.seed} is given to two players`);
    ids.add(player.id);
    seeds.add(player.seed);
  }
}

/** Throws unless the players are a whole field: distinct ids and seeds exactly 1..n. */
export function assertTournamentField(players: readonly TournamentPlayer[]): void {
  assertTournamentEntrants(players);
  for (const player of players) {
    if (player.seed > players.length) {
      throw new Error(`tournament seeds must be 1..${players.length}; ${player.id} has seed ${player.seed}`);
    }
  }
}

function assertTournamentPlayerCount(count: number, minimum = 2): void {
  if (!Number.isSafeInteger(count) || count < minimum) {
    throw new Error(`a tournament needs at least ${minimum} players, got ${count}`);
  }
}

/** The field indexed by seed: `bySeed[seed - 1]`. */
function tournamentPlayersBySeed(players: readonly TournamentPlayer[]): TournamentPlayer[] {
  const bySeed: TournamentPlayer[] = new Array(players.length);
  for (const player of players) bySeed[player.seed - 1] = player;
  return bySeed;
}

function tournamentByeDuel(round: number, host: TournamentPlayerId): TournamentDuel {
  return { round, host, guest: null, winner: host };
}

/**
 * Checks the stored duels against the field (known players, a player at most once per round,
 * winners that played) and returns the players' seeds by id.
 */
function assertTournamentDuels(
  players: readonly TournamentPlayer[],
  duels: readonly TournamentDuel[],
): Map<TournamentPlayerId, number> {
  const seedOf = new Map(players.map((p) => [p.id, p.seed]));
  // By round, a flag per seed: a Swiss of thousands replays every earlier duel on each pairing.
  const seenByRound = new Map<number, Uint8Array>();
  const mark = (round: number, id: TournamentPlayerId, seen: Uint8Array) => {
    const seed = seedOf.get(id);
    if (seed === undefined) throw new Error(`tournament duel of round ${round}: ${id} is not in the field`);
    if (seen[seed] === 1) throw new Error(`tournament duel of round ${round}: ${id} plays twice`);
    seen[seed] = 1;
  };
  for (const duel of duels) {
    if (!Number.isSafeInteger(duel.round) || duel.round < 1) {
      throw new Error(`tournament duel round ${duel.round} is not a positive integer`);
    }
    let seen = seenByRound.get(duel.round);
    if (!seen) {
      seen = new Uint8Array(players.length + 1);
      seenByRound.set(duel.round, seen);
    }
    mark(duel.round, duel.host, seen);
    if (duel.guest !== null) mark(duel.round, duel.guest, seen);
    if (duel.host === duel.guest) throw new Error(`tournament duel of round ${duel.round}: ${duel.host} plays itself`);
    const winner = duel.winner;
    if (winner !== undefined && winner !== null && winner !== duel.host && winner !== duel.guest) {
      throw new Error(`tournament duel of round ${duel.round}: winner ${winner} did not play it`);
    }
    if (duel.guest === null && winner !== undefined && winner !== duel.host) {
      throw new Error(`tournament bye of round ${duel.round}: only its host ${duel.host} can win it`);
    }
  }
  return seedOf;
}

function assertTournamentDuelDecided(duel: TournamentDuel): void {
  if (duel.winner === undefined && duel.guest !== null) {
    throw new Error(`tournament duel ${duel.host} v ${duel.guest} of round ${duel.round} is not decided`);
  }
}

/** The winner of a decided duel; a bye is the host's, a double forfeit nobody's. */
function tournamentDuelWinner(duel: TournamentDuel): TournamentPlayerId | null {
  return duel.guest === null ? duel.host : (duel.winner ?? null);
}

// ---------------------------------------------------------------------------------------------
// Knockout

/** The bracket's size: the smallest power of two holding the field (2 players or more). */
export function tournamentBracketSize(playerCount: number): number {
  assertTournamentPlayerCount(playerCount);
  let size = 2;
  while (size < playerCount) size *= 2;
  return size;
}

/** Rounds a knockout of `playerCount` players plays when nobody forfeits: log2 of the bracket. */
export function tournamentKnockoutRoundCount(playerCount: number): number {
  return Math.log2(tournamentBracketSize(playerCount));
}

/**
 * The seeds in bracket order, two by two the first round's duels: 1 v 16, 8 v 9, 4 v 13, 5 v 12,
 * 2 v 15… for 16. Built by doubling ([1, 2] → [1, 4, 2, 3] → …, each seed s followed by its
 * opponent size + 1 - s), so seeds 1 and 2 sit in opposite halves and can meet only in the final,
 * 1 to 4 in different quarters, and so on.
 */
export function tournamentBracketSeedOrder(size: number): number[] {
  if (!Number.isSafeInteger(size) || size < 2 || (size & (size - 1)) !== 0) {
    throw new Error(`a tournament bracket's size must be a power of two of at least 2, got ${size}`);
  }
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2;
    order = order.flatMap((seed) => [seed, next + 1 - seed]);
  }
  return order;
}

/**
 * Round 1 of a knockout, in bracket order. Seeds above the field are empty slots, so the top
 * seeds get the byes (seed 1 the first); the better seed hosts.
 */
export function tournamentKnockoutFirstRound(players: readonly TournamentPlayer[]): TournamentDuel[] {
  assertTournamentField(players);
  const size = tournamentBracketSize(players.length);
  const bySeed = tournamentPlayersBySeed(players);
  const order = tournamentBracketSeedOrder(size);
  const duels: TournamentDuel[] = [];
  for (let i = 0; i < size; i += 2) {
    // The doubling puts the better seed first in every pair, and it is always in the field.
    const host = bySeed[(order[i] as number) - 1] as TournamentPlayer;
    const guest = bySeed[(order[i + 1] as number) - 1];
    duels.push(guest ? { round: 1, host: host.id, guest: guest.id } : tournamentByeDuel(1, host.id));
  }
  return duels;
}

/** Each seed's slot (0-based) in the bracket. */
function tournamentBracketSlots(size: number): number[] {
  const slots: number[] = new Array(size + 1);
  tournamentBracketSeedOrder(size).forEach((seed, slot) => {
    slots[seed] = slot;
  });
  return slots;
}

/**
 * The next round of a knockout from every duel of the round before (any order, all decided).
 * Winners meet as the bracket says: a player's place is fixed by their seed, so the winners of
 * round r in the same block of 2^(r+1) slots meet, in bracket order, the better seed hosting. A
 * winner whose side of the block has nobody left (both players there forfeited) gets a bye.
 * Throws when the knockout is over (fewer than two winners left).
 */
export function tournamentKnockoutNextRound(
  players: readonly TournamentPlayer[],
  previous: readonly TournamentDuel[],
): TournamentDuel[] {
  assertTournamentField(players);
  const seedOf = assertTournamentDuels(players, previous);
  const first = previous[0];
  if (!first) throw new Error('tournament knockout: the previous round has no duels');
  const round = first.round;
  const size = tournamentBracketSize(players.length);
  const slots = tournamentBracketSlots(size);
  const slotOf = (id: TournamentPlayerId) => slots[seedOf.get(id) as number] as number;
  const blockSize = 2 ** round;
  const blocks = new Map<number, TournamentPlayerId[]>();
  const played = new Set<number>();
  for (const duel of previous) {
    if (duel.round !== round) throw new Error(`tournament knockout: rounds ${round} and ${duel.round} mixed`);
    assertTournamentDuelDecided(duel);
    const block = Math.floor(slotOf(duel.host) / blockSize);
    if (duel.guest !== null && Math.floor(slotOf(duel.guest) / blockSize) !== block) {
      throw new Error(`tournament knockout: ${duel.host} and ${duel.guest} cannot meet in round ${round}`);
    }
    if (played.has(block)) throw new Error(`tournament knockout: two duels of round ${round} in one bracket block`);
    played.add(block);
    const winner = tournamentDuelWinner(duel);
    if (winner === null) continue;
    const next = Math.floor(slotOf(winner) / (blockSize * 2));
    blocks.set(next, [...(blocks.get(next) ?? []), winner]);
  }
  if (blocks.size === 0 || (blocks.size === 1 && [...blocks.values()][0]?.length === 1)) {
    throw new Error(`tournament knockout: round ${round} ended it; there is no round ${round + 1}`);
  }
  return [...blocks.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, winners]) => {
      const [a, b] = [...winners].sort((x, y) => (seedOf.get(x) as number) - (seedOf.get(y) as number));
      return b === undefined
        ? tournamentByeDuel(round + 1, a as string)
        : { round: round + 1, host: a as string, guest: b };
    });
}

export interface TournamentKnockoutStatus {
  /** Rounds of the bracket (log2 of its size); a knockout can end sooner after forfeits. */
  rounds: number;
  /** The latest round is decided and left at most one player. */
  finished: boolean;
  /** The last player standing once finished; null before, or when the final was forfeited by both. */
  champion: TournamentPlayerId | null;
}

/** Where a knockout stands, from all its duels so far (every round, flat). */
export function tournamentKnockoutStatus(
  players: readonly TournamentPlayer[],
  duels: readonly TournamentDuel[],
): TournamentKnockoutStatus {
  assertTournamentField(players);
  assertTournamentDuels(players, duels);
  const rounds = tournamentKnockoutRoundCount(players.length);
  const latest = Math.max(0, ...duels.map((d) => d.round));
  const last = duels.filter((d) => d.round === latest);
  if (last.length === 0 || last.some((d) => d.guest !== null && d.winner === undefined)) {
    return { rounds, finished: false, champion: null };
  }
  const winners = last.map(tournamentDuelWinner).filter((w): w is TournamentPlayerId => w !== null);
  if (winners.length > 1) return { rounds, finished: false, champion: null };
  return { rounds, finished: true, champion: winners[0] ?? null };
}

/** How far a player went: the last round they were drawn in, and whether they lost (or forfeited) it. */
export interface TournamentKnockoutReach {
  player: TournamentPlayerId;
  roundReached: number;
  out: boolean;
}

/**
 * Every player's reach, best first: furthest round, then still in (the champion, or players of an
 * undecided round) before out, then seed. Standings turn this into places.
 */
export function tournamentKnockoutReach(
  players: readonly TournamentPlayer[],
  duels: readonly TournamentDuel[],
): TournamentKnockoutReach[] {
  assertTournamentField(players);
  assertTournamentDuels(players, duels);
  const reach = new Map<TournamentPlayerId, TournamentKnockoutReach>(
    players.map((p) => [p.id, { player: p.id, roundReached: 0, out: false }]),
  );
  for (const duel of duels) {
    for (const id of [duel.host, duel.guest]) {
      if (id === null) continue;
      const entry = reach.get(id) as TournamentKnockoutReach;
      if (duel.round < entry.roundReached) continue;
      const decided = duel.guest === null || duel.winner !== undefined;
      reach.set(id, { player: id, roundReached: duel.round, out: decided && tournamentDuelWinner(duel) !== id });
    }
  }
  const seedOf = new Map(players.map((p) => [p.id, p.seed]));
  return [...reach.values()].sort(
    (a, b) =>
      b.roundReached - a.roundReached ||
      Number(a.out) - Number(b.out) ||
      (seedOf.get(a.player) as number) - (seedOf.get(b.player) as number),
  );
}

// ---------------------------------------------------------------------------------------------
// Round robin

/** Rounds of a round robin: n - 1 for an even field, n for an odd one (each player sits out once). */
export function tournamentRoundRobinRoundCount(playerCount: number): number {
  assertTournamentPlayerCount(playerCount);
  return playerCount % 2 === 0 ? playerCount - 1 : playerCount;
}

/**
 * The whole round robin by Berger tables: numbers are seeds, an odd field gets a dummy number n + 1
 * whose opponent has the bye. Round 1 pairs 1 v n, 2 v n-1, …; each next round adds n/2 to every
 * number but the last (modulo n - 1, within 1..n-1) and moves the last number to the other side of
 * its game, which alternates everyone's hosting as evenly as a round robin allows. The first listed
 * hosts. Games are in table order, the bye last.
 */
export function tournamentRoundRobinSchedule(players: readonly TournamentPlayer[]): TournamentDuel[][] {
  assertTournamentField(players);
  assertTournamentPlayerCount(players.length);
  const bySeed = tournamentPlayersBySeed(players);
  const size = players.length + (players.length % 2);
  const half = size / 2;
  let pairs: Array<[number, number]> = [];
  for (let k = 1; k <= half; k++) pairs.push([k, size + 1 - k]);
  const schedule: TournamentDuel[][] = [];
  for (let round = 1; round < size; round++) {
    if (round > 1) {
      const shift = (x: number) => (x === size ? size : ((x - 1 + half) % (size - 1)) + 1);
      pairs = pairs.map(([a, b], table) => {
        const moved: [number, number] = [shift(a), shift(b)];
        return table === 0 ? [moved[1], moved[0]] : moved;
      });
    }
    const games: TournamentDuel[] = [];
    let bye: TournamentDuel | undefined;
    for (const [a, b] of pairs) {
      const host = bySeed[a - 1];
      const guest = bySeed[b - 1];
      if (host && guest) games.push({ round, host: host.id, guest: guest.id });
      else bye = tournamentByeDuel(round, (host ?? guest)?.id as string);
    }
    schedule.push(bye ? [...games, bye] : games);
  }
  return schedule;
}

/** Round `round` (1-based) of `tournamentRoundRobinSchedule`. */
export function tournamentRoundRobinRound(players: readonly TournamentPlayer[], round: number): TournamentDuel[] {
  const schedule = tournamentRoundRobinSchedule(players);
  const games = schedule[round - 1];
  if (!Number.isSafeInteger(round) || !games) {
    throw new Error(`a round robin of ${players.length} players has rounds 1..${schedule.length}, not ${round}`);
  }
  return games;
}

// ---------------------------------------------------------------------------------------------
// Swiss

/**
 * Rounds of a Swiss: ceil(log2 n) + 1, enough to separate a clear winner, but never more than a
 * round robin has (so 2 players play once), so a rematch-free round always can exist in principle.
 */
export function tournamentSwissRoundCount(playerCount: number): number {
  assertTournamentPlayerCount(playerCount);
  return Math.min(Math.ceil(Math.log2(playerCount)) + 1, tournamentRoundRobinRoundCount(playerCount));
}

/** A player's standing before a Swiss round: score = wins, a bye counting as a win. */
export interface TournamentSwissRank {
  player: TournamentPlayerId;
  seed: number;
  score: number;
  byes: number;
}

interface TournamentSwissState {
  ranks: TournamentSwissRank[];
  /** By seed - 1: the seeds - 1 of everyone a player has met. */
  met: Array<Set<number>>;
  round: number;
}

function tournamentSwissState(players: readonly TournamentPlayer[], history: readonly TournamentDuel[]) {
  assertTournamentField(players);
  const seedOf = assertTournamentDuels(players, history);
  const bySeed = tournamentPlayersBySeed(players);
  const ranks: TournamentSwissRank[] = bySeed.map((p) => ({ player: p.id, seed: p.seed, score: 0, byes: 0 }));
  const met: Array<Set<number>> = bySeed.map(() => new Set());
  let round = 0;
  for (const duel of history) {
    assertTournamentDuelDecided(duel);
    round = Math.max(round, duel.round);
    const host = (seedOf.get(duel.host) as number) - 1;
    const winner = tournamentDuelWinner(duel);
    if (duel.guest === null) {
      (ranks[host] as TournamentSwissRank).byes++;
      (ranks[host] as TournamentSwissRank).score++;
      continue;
    }
    const guest = (seedOf.get(duel.guest) as number) - 1;
    (met[host] as Set<number>).add(guest);
    (met[guest] as Set<number>).add(host);
    if (winner !== null) (ranks[winner === duel.host ? host : guest] as TournamentSwissRank).score++;
  }
  return { ranks, met, round } satisfies TournamentSwissState;
}

const byTournamentSwissRank = (a: TournamentSwissRank, b: TournamentSwissRank) => b.score - a.score || a.seed - b.seed;

/** The Swiss ranking after the duels so far: score, then seed. */
export function tournamentSwissRanking(
  players: readonly TournamentPlayer[],
  history: readonly TournamentDuel[],
): TournamentSwissRank[] {
  return tournamentSwissState(players, history).ranks.sort(byTournamentSwissRank);
}

/** A pair that may not be made at all (a second bye while someone has had none). */
const TOURNAMENT_SWISS_FORBIDDEN = Number.POSITIVE_INFINITY;
/** Backtracking steps (candidates looked at) for one score group's pairing. */
const TOURNAMENT_SWISS_GROUP_BUDGET = 20_000;
/** Backtracking steps for the whole-field search when group by group pairing cannot avoid a rematch. */
const TOURNAMENT_SWISS_FIELD_BUDGET = 300_000;
/** Fields up to this size (bye included) get the exact fewest-rematches search when a rematch is forced. */
const TOURNAMENT_SWISS_EXACT_LIMIT = 12;
/** How many of an odd group's lowest-ranked players are tried as its floater. */
const TOURNAMENT_SWISS_FLOAT_TRIES = 6;

/**
 * The k-th partner (0-based) node i of L nodes tries: from i + half down the list, then back up to
 * i + 1. half = L/2 pairs the top half of a score group with its bottom half (1 v 5, 2 v 6 of 8);
 * half = 1 pairs neighbours in rank order. Returns -1 past the last.
 */
function tournamentSwissCandidate(i: number, k: number, length: number, half: number): number {
  const start = Math.max(i + 1, Math.min(i + half, length - 1));
  if (k < length - start) return start + k;
  const back = start - 1 - (k - (length - start));
  return back > i ? back : -1;
}

/**
 * Pairs all of an even number of nodes by backtracking: the first unpaired node takes its
 * candidates in order. A pair costs `cost(a, b)` (0, 1 for a rematch, or forbidden); returns the
 * first pairing (partner by node) costing at most `maxCost`, 'none' when there is none, 'budget'
 * when `budget` candidates were looked at without an answer.
 */
function tournamentSwissSearch(
  length: number,
  half: number,
  cost: (a: number, b: number) => number,
  maxCost: number,
  budget: number,
): Int32Array | 'none' | 'budget' {
  const partner = new Int32Array(length).fill(-1);
  if (length === 0) return partner;
  const nodes: number[] = [0];
  const tried: number[] = [0];
  const spent: number[] = [0];
  let total = 0;
  let steps = 0;
  while (nodes.length > 0) {
    const depth = nodes.length - 1;
    const i = nodes[depth] as number;
    let k = tried[depth] as number;
    let advanced = false;
    for (
      let j = tournamentSwissCandidate(i, k, length, half);
      j !== -1;
      j = tournamentSwissCandidate(i, ++k, length, half)
    ) {
      if (++steps > budget) return 'budget';
      if (partner[j] !== -1) continue;
      const c = cost(i, j);
      if (total + c > maxCost) continue;
      partner[i] = j;
      partner[j] = i;
      total += c;
      tried[depth] = k + 1;
      spent[depth] = c;
      let next = i + 1;
      while (next < length && partner[next] !== -1) next++;
      if (next === length) return partner;
      nodes.push(next);
      tried.push(0);
      spent.push(0);
      advanced = true;
      break;
    }
    if (advanced) continue;
    nodes.pop();
    tried.pop();
    spent.pop();
    const back = nodes.length - 1;
    if (back < 0) return 'none';
    const b = nodes[back] as number;
    partner[partner[b] as number] = -1;
    partner[b] = -1;
    total -= spent[back] as number;
  }
  return 'none';
}

/**
 * Pairs nodes in rank order, each unpaired one taking its first unpaired candidate that it may
 * meet without a rematch (or, with `allowRematch`, the first unpaired one at all). Returns the
 * partners and the nodes left over.
 */
function tournamentSwissGreedy(
  length: number,
  half: number,
  cost: (a: number, b: number) => number,
  allowRematch: boolean,
): { partner: Int32Array; left: number[] } {
  const partner = new Int32Array(length).fill(-1);
  const left: number[] = [];
  for (let i = 0; i < length; i++) {
    if (partner[i] !== -1) continue;
    let fallback = -1;
    let chosen = -1;
    for (
      let k = 0, j = tournamentSwissCandidate(i, 0, length, half);
      j !== -1;
      j = tournamentSwissCandidate(i, ++k, length, half)
    ) {
      if (partner[j] !== -1) continue;
      const c = cost(i, j);
      if (c === 0) {
        chosen = j;
        break;
      }
      if (fallback === -1 && c !== TOURNAMENT_SWISS_FORBIDDEN) fallback = j;
    }
    if (chosen === -1 && allowRematch) chosen = fallback;
    if (chosen === -1) left.push(i);
    else {
      partner[i] = chosen;
      partner[chosen] = i;
    }
  }
  return { partner, left };
}

type TournamentSwissPair = [number, number];

function tournamentSwissPairsOf(nodes: readonly number[], partner: Int32Array): TournamentSwissPair[] {
  const pairs: TournamentSwissPair[] = [];
  partner.forEach((j, i) => {
    if (j > i) pairs.push([nodes[i] as number, nodes[j] as number]);
  });
  return pairs;
}

/**
 * The common path: score group by score group from the top, each group's top half against its
 * bottom half, players floated down from the group above first paired with the best players of
 * their new group, and an odd group's lowest-ranked player (or, when that forces a rematch, one of
 * the next few up) floated down. A group that cannot pair without a rematch floats the players it
 * cannot place. Returns null when the last group cannot pair without a rematch, unless
 * `allowRematch` (then it pairs it greedily with as few as it finds).
 */
function tournamentSwissPairByGroups(
  ranked: readonly number[],
  score: (node: number) => number,
  met: (a: number, b: number) => boolean,
  allowRematch: boolean,
): TournamentSwissPair[] | null {
  const groups: number[][] = [];
  for (const node of ranked) {
    const group = groups[groups.length - 1];
    if (group && score(group[0] as number) === score(node)) group.push(node);
    else groups.push([node]);
  }
  const pairs: TournamentSwissPair[] = [];
  let floaters: number[] = [];
  for (let g = 0; g < groups.length; g++) {
    const residents = groups[g] as number[];
    const taken = new Set<number>();
    const stillFloating: number[] = [];
    for (const floater of floaters) {
      const partner = residents.find((r) => !taken.has(r) && !met(floater, r));
      if (partner === undefined) stillFloating.push(floater);
      else {
        taken.add(partner);
        pairs.push([floater, partner]);
      }
    }
    const rest = residents.filter((r) => !taken.has(r));
    const last = g === groups.length - 1;
    const nodes = last ? [...stillFloating, ...rest] : rest;
    const cost = (a: number, b: number) => (met(nodes[a] as number, nodes[b] as number) ? 1 : 0);
    if (last) {
      const found = tournamentSwissSearch(nodes.length, nodes.length / 2, cost, 0, TOURNAMENT_SWISS_GROUP_BUDGET);
      if (typeof found !== 'string') pairs.push(...tournamentSwissPairsOf(nodes, found));
      else if (!allowRematch) return null;
      else
        pairs.push(
          ...tournamentSwissPairsOf(nodes, tournamentSwissGreedy(nodes.length, nodes.length / 2, cost, true).partner),
        );
      break;
    }
    floaters = stillFloating;
    const tries =
      nodes.length % 2 === 0 ? [-1] : nodes.map((_, i) => nodes.length - 1 - i).slice(0, TOURNAMENT_SWISS_FLOAT_TRIES);
    let placed = false;
    for (const out of tries) {
      const inGroup = out === -1 ? nodes : nodes.filter((_, i) => i !== out);
      const groupCost = (a: number, b: number) => (met(inGroup[a] as number, inGroup[b] as number) ? 1 : 0);
      const half = Math.floor(inGroup.length / 2);
      const found = tournamentSwissSearch(inGroup.length, half, groupCost, 0, TOURNAMENT_SWISS_GROUP_BUDGET);
      if (typeof found === 'string') continue;
      pairs.push(...tournamentSwissPairsOf(inGroup, found));
      if (out !== -1) floaters.push(nodes[out] as number);
      placed = true;
      break;
    }
    if (!placed) {
      const { partner, left } = tournamentSwissGreedy(nodes.length, Math.floor(nodes.length / 2), cost, false);
      pairs.push(...tournamentSwissPairsOf(nodes, partner));
      floaters.push(...left.map((i) => nodes[i] as number));
    }
  }
  return pairs;
}

/**
 * The next round of a Swiss (round = the latest in `history` + 1), from the whole field and every
 * decided duel so far; `absent` players (withdrawn) are not paired. In order of priority:
 *  1. a bye, when the count is odd, goes to a player who has had none (if every present player
 *     has had one, to one with the fewest);
 *  2. no rematch while a pairing without one exists; otherwise as few rematches as found (exactly
 *     the fewest for small fields, see TOURNAMENT_SWISS_EXACT_LIMIT);
 *  3. the bye to the lowest-ranked eligible player, pairs within score groups (top half against
 *     bottom half), the lowest-ranked of an odd group floating down.
 * Ranking is score then seed; the better-ranked player of a pair hosts. Duels come in ranking
 * order of their hosts, the bye last. Group by group pairing is near-linear; a search of the whole
 * field runs only when it fails to avoid a rematch.
 */
export function tournamentSwissNextRound(
  players: readonly TournamentPlayer[],
  history: readonly TournamentDuel[],
  options: { absent?: readonly TournamentPlayerId[] } = {},
): TournamentDuel[] {
  const { ranks, met, round } = tournamentSwissState(players, history);
  const absent = new Set(options.absent ?? []);
  for (const id of absent) {
    if (!ranks.some((r) => r.player === id))
      throw new Error(`tournament Swiss: absent player ${id} is not in the field`);
  }
  // Nodes are seeds - 1, in rank order.
  const ranked = [...ranks]
    .filter((r) => !absent.has(r.player))
    .sort(byTournamentSwissRank)
    .map((r) => r.seed - 1);
  if (ranked.length < 2) throw new Error(`tournament Swiss: round ${round + 1} needs at least 2 present players`);
  const rankOf = new Map(ranked.map((node, i) => [node, i]));
  const score = (node: number) => (ranks[node] as TournamentSwissRank).score;
  const met2 = (a: number, b: number) => (met[a] as Set<number>).has(b);

  let bye: number | undefined;
  let rest = ranked;
  const odd = ranked.length % 2 === 1;
  let byeEligible = (_node: number) => true;
  if (odd) {
    const fewestByes = Math.min(...ranked.map((n) => (ranks[n] as TournamentSwissRank).byes));
    byeEligible = (node) => (ranks[node] as TournamentSwissRank).byes === fewestByes;
    for (let i = ranked.length - 1; i >= 0; i--) {
      if (byeEligible(ranked[i] as number)) {
        bye = ranked[i];
        break;
      }
    }
    rest = ranked.filter((n) => n !== bye);
  }

  let pairs = tournamentSwissPairByGroups(rest, score, met2, false);
  if (pairs === null) {
    // The whole field, the bye a last node that only the eligible may take, neighbours first.
    const nodes = odd ? [...ranked, -1] : ranked;
    const cost = (a: number, b: number) => {
      const x = nodes[a] as number;
      const y = nodes[b] as number;
      if (y === -1) return byeEligible(x) ? 0 : TOURNAMENT_SWISS_FORBIDDEN;
      return met2(x, y) ? 1 : 0;
    };
    const search = (maxCost: number, budget: number) => tournamentSwissSearch(nodes.length, 1, cost, maxCost, budget);
    let found = search(0, TOURNAMENT_SWISS_FIELD_BUDGET);
    if (typeof found === 'string' && nodes.length <= TOURNAMENT_SWISS_EXACT_LIMIT) {
      for (let allowed = 1; typeof found === 'string'; allowed++) found = search(allowed, Number.POSITIVE_INFINITY);
    }
    if (typeof found !== 'string') {
      pairs = [];
      bye = undefined;
      for (const [a, b] of tournamentSwissPairsOf(nodes, found)) {
        if (b === -1) bye = a;
        else pairs.push([a, b]);
      }
    } else {
      pairs = tournamentSwissPairByGroups(rest, score, met2, true) as TournamentSwissPair[];
    }
  }

  const next = round + 1;
  const idOf = (node: number) => (ranks[node] as TournamentSwissRank).player;
  const duels = pairs
    .map(([a, b]) => ((rankOf.get(a) as number) < (rankOf.get(b) as number) ? [a, b] : [b, a]))
    .sort(([a], [b]) => (rankOf.get(a as number) as number) - (rankOf.get(b as number) as number))
    .map(
      ([host, guest]): TournamentDuel => ({ round: next, host: idOf(host as number), guest: idOf(guest as number) }),
    );
  if (bye !== undefined) duels.push(tournamentByeDuel(next, idOf(bye)));
  return duels;
}
